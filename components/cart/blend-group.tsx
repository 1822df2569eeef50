'use client';

import { useRef, useSyncExternalStore } from 'react';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useCartController } from '@/lib/api-client/cart-controller';
import { isLineOutOfStock, type CartGroup } from '@/lib/cart/order';
import { displayQuantity, OUT_OF_STOCK } from '@/lib/rules/quantity';
import { formatBRL } from '@/lib/money';
import { LineAlert } from './item-controls';
import { useStepperFocus } from './use-stepper-focus';

/**
 * A blend (lines sharing a mix id) shown as one item: its name, its meats, total weight and price, and one
 * stepper that changes the whole blend (docs/business-rules.md, Cart: items sharing a mixId are grouped as one).
 */
export function BlendGroup({ group }: { group: Extract<CartGroup, { kind: 'blend' }> }) {
  const controller = useCartController();
  const { mix } = group;
  const outOfStock = group.lines.some(isLineOutOfStock);
  const name = mix?.name ?? 'Blend';
  // Why the server refused the blend's last change (it is back as it was), until the next one.
  const notice = useSyncExternalStore(
    controller.subscribe,
    () => (mix ? controller.mixNotice(mix.id) : null),
    () => null,
  );
  const decreaseDisabled = !mix || group.quantity - mix.incrementQuantity < mix.minQuantity;
  const increaseDisabled = !mix || group.quantity + mix.incrementQuantity > mix.maxQuantity;
  // At the minimum or the maximum the step's button is disabled: the focus goes to the other one.
  const stepper = useRef<HTMLDivElement>(null);
  const stepping = useStepperFocus(stepper, group.quantity, decreaseDisabled, increaseDisabled);
  return (
    <li
      className={`rounded-lg bg-white p-3 shadow-sm ring-1 ${outOfStock ? 'ring-label-red' : 'ring-warm-200'}`}
      data-testid="cart-blend"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-bold uppercase tracking-wide text-brand">Blend</p>
          <p className="truncate font-semibold">{name}</p>
          {mix?.observation && <p className="truncate text-xs text-warm-700">{mix.observation}</p>}
        </div>
        {mix && (
          <button
            type="button"
            onClick={() => controller.setMixQuantity(mix, 0)}
            className="tap-target flex shrink-0 items-center justify-center rounded px-2 py-1 text-xs font-semibold text-warm-700 hover:bg-warm-100"
            aria-label={`Remover ${name}`}
          >
            Remover
          </button>
        )}
      </div>
      <ul className="mt-2 space-y-1 text-sm" aria-label={`Carnes de ${name}`}>
        {group.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-2">
            <span>
              {line.variant.name}
              {isLineOutOfStock(line) && (
                <span className="ml-2 text-xs font-bold text-label-red">{OUT_OF_STOCK}</span>
              )}
            </span>
            <span className="text-warm-700">
              {displayQuantity(line.quantity, line.variant.unitForQuantity)}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-center justify-between gap-3">
        {mix ? (
          <QuantityStepper
            ref={stepper}
            tabIndex={-1}
            label={`Quantidade de ${name} no carrinho`}
            className="flex items-center gap-2 rounded border-2 border-brand bg-white"
            buttonClassName="flex h-11 w-11 items-center justify-center rounded text-xl font-bold text-brand hover:bg-brand-light disabled:cursor-not-allowed disabled:text-warm-500 disabled:hover:bg-transparent"
            // At its minimum the blend leaves the cart only through 'Remover' (decrease is
            // disabled at the minimum quantity), never by one tap too many.
            decrease={{
              label: `Diminuir ${name}`,
              disabled: decreaseDisabled,
              onClick: () => {
                stepping();
                controller.setMixQuantity(mix, group.quantity - mix.incrementQuantity);
              },
            }}
            increase={{
              label: `Aumentar ${name}`,
              disabled: increaseDisabled,
              onClick: () => {
                stepping();
                controller.setMixQuantity(mix, group.quantity + mix.incrementQuantity);
              },
            }}
            value={displayQuantity(group.quantity, 'g')}
            valueClassName="min-w-16 text-center font-bold tabular-nums"
          />
        ) : (
          <p className="text-sm text-warm-700">{displayQuantity(group.quantity, 'g')}</p>
        )}
        <p className="font-bold text-brand">{formatBRL(group.total)}</p>
      </div>
      {notice && <LineAlert notice={notice} />}
    </li>
  );
}
