'use client';

import { useId, useState } from 'react';
import { useCartController } from '@/lib/api-client/cart';
import type { LineItem } from '@/lib/cart/order';
import { bagCount, portioningOptions } from '@/lib/cart/portioning';
import { displayQuantity } from '@/lib/catalogue/variant';

/**
 * Spec 01: weighed lines can be split into bags. The slider moves in steps of 100 g between the bounds
 * of lib/cart/portioning.ts; without a choice the line is one bag. Sent after 700 ms of quiet.
 */
export function PortioningSlider({ line }: { line: LineItem }) {
  const controller = useCartController();
  const id = useId();
  // The slider's own value until the cart catches up: keys pressed faster than the cart re-renders
  // must each move it one step (a controlled input would snap back in between).
  const [draft, setDraft] = useState<number | null>(null);
  const [seen, setSeen] = useState(line.portioningSize);
  if (seen !== line.portioningSize) {
    setSeen(line.portioningSize);
    setDraft(null);
  }
  const options = portioningOptions(line.quantity);
  if (line.variant.unitForQuantity !== 'g' || options.length === 0) return null;
  const size = draft ?? line.portioningSize ?? options.at(-1)!;
  const index = Math.max(0, options.indexOf(size));
  const bags = bagCount(line.quantity, size);
  return (
    <div className="mt-3">
      <label htmlFor={id} className="flex items-baseline justify-between text-sm font-semibold">
        <span>Porcionamento</span>
        <span className="font-normal text-warm-700" data-testid="portioning-bags">
          {bags} {bags === 1 ? 'pacote' : 'pacotes'} de até {displayQuantity(size, 'g')}
        </span>
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={options.length - 1}
        step={1}
        value={index}
        disabled={line.id < 0}
        aria-valuetext={`${displayQuantity(size, 'g')} por pacote`}
        onChange={(event) => {
          const chosen = options[Number(event.target.value)]!;
          setDraft(chosen);
          controller.setPortioning(line.id, chosen);
        }}
        className="mt-1 w-full accent-brand"
      />
      <div className="flex justify-between text-xs text-warm-500" aria-hidden>
        <span>{displayQuantity(options[0]!, 'g')}</span>
        <span>{displayQuantity(options.at(-1)!, 'g')}</span>
      </div>
    </div>
  );
}
