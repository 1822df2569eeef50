'use client';

import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useCartController } from '@/lib/api-client/cart-controller';
import type { LineItem } from '@/lib/cart/order';
import { bagCount, offerOf, portioningOptions, portioningText } from '@/lib/cart/portioning';
import { displayQuantity } from '@/lib/rules/quantity';
import { LineAlert } from './item-controls';
import { useStepperFocus } from './use-stepper-focus';

/**
 * Weighed lines can be split into bags (docs/business-rules.md, Quantities and portioning). The slider moves
 * through the sizes the product offers for the quantity (lib/cart/portioning.ts: every 100 g between the
 * bounds, or the manager's chosen sizes, or none: no slider); without a choice the line is one bag. Sent
 * after 700 ms of quiet. The label shows the bags ('4 × 500 g + 1 × 200 g'); a thumb of 44 px and −/+ buttons
 * of one step make it usable by touch.
 */
export function PortioningSlider({ line }: { line: LineItem }) {
  const controller = useCartController();
  const id = useId();
  // The slider's own value until the cart catches up: keys pressed faster than the cart re-renders
  // must each move it one step (a controlled input would snap back in between).
  const [draft, setDraft] = useState<number | null>(null);
  const [seen, setSeen] = useState(line.portioningSize);
  // Why the server refused the last size chosen (the slider is back at the line's), until the next one.
  const notice = useSyncExternalStore(
    controller.subscribe,
    () => controller.portioningNotice(line.id),
    () => null,
  );
  if (seen !== line.portioningSize) {
    setSeen(line.portioningSize);
    setDraft(null);
  }
  const options = portioningOptions(line.quantity, offerOf(line.variant));
  const size = draft ?? line.portioningSize ?? options.at(-1);
  const index = Math.max(0, size === undefined ? 0 : options.indexOf(size));
  const disabled = line.id < 0;
  const smallestDisabled = disabled || index === 0;
  const largestDisabled = disabled || index >= options.length - 1;
  // At either end the step's button is disabled: the focus goes to the other one.
  const stepper = useRef<HTMLDivElement>(null);
  const stepping = useStepperFocus(stepper, index, smallestDisabled, largestDisabled);
  if (line.variant.unitForQuantity !== 'g' || options.length === 0 || size === undefined) return null;
  const bags = bagCount(line.quantity, size);
  const choose = (next: number) => {
    stepping();
    const chosen = options[Math.min(options.length - 1, Math.max(0, next))]!;
    setDraft(chosen);
    controller.setPortioning(line.id, chosen);
  };
  return (
    <div className="mt-3">
      <label
        htmlFor={id}
        className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm font-semibold"
      >
        <span>Porcionamento</span>
        <span className="font-normal text-warm-700" data-testid="portioning-bags">
          {portioningText(line.quantity, size)}
        </span>
      </label>
      <QuantityStepper
        ref={stepper}
        tabIndex={-1}
        className="mt-1 flex items-center gap-2"
        buttonClassName="tap-target flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-brand text-xl font-bold text-brand disabled:border-warm-200 disabled:text-warm-500"
        decrease={{
          label: 'Pacotes menores',
          disabled: smallestDisabled,
          onClick: () => choose(index - 1),
        }}
        increase={{
          label: 'Pacotes maiores',
          disabled: largestDisabled,
          onClick: () => choose(index + 1),
        }}
      >
        <input
          id={id}
          type="range"
          min={0}
          max={options.length - 1}
          step={1}
          value={index}
          disabled={disabled}
          aria-valuetext={`${displayQuantity(size, 'g')} por pacote, ${bags} ${bags === 1 ? 'pacote' : 'pacotes'}`}
          onChange={(event) => choose(Number(event.target.value))}
          className="portioning-range min-w-0 flex-1"
        />
      </QuantityStepper>
      <div className="flex justify-between px-13 text-xs text-warm-500" aria-hidden>
        <span>{displayQuantity(options[0]!, 'g')}</span>
        <span>{displayQuantity(options.at(-1)!, 'g')}</span>
      </div>
      {notice && <LineAlert notice={notice} />}
    </div>
  );
}
