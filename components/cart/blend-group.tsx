'use client';

import { useCartController } from '@/lib/api-client/cart';
import { isLineOutOfStock, type CartGroup } from '@/lib/cart/order';
import { OUT_OF_STOCK } from '@/lib/cart/quantity';
import { displayQuantity } from '@/lib/catalogue/variant';
import { formatBRL } from '@/lib/money';

/** A blend (lines sharing a mix id) shown as one item: its meats, total weight and price. */
export function BlendGroup({ group }: { group: Extract<CartGroup, { kind: 'blend' }> }) {
  const controller = useCartController();
  const outOfStock = group.lines.some(isLineOutOfStock);
  return (
    <li
      className={`rounded-lg bg-white p-3 shadow-sm ring-1 ${outOfStock ? 'ring-label-red' : 'ring-warm-200'}`}
      data-testid="cart-blend"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="font-semibold">Blend</p>
          <p className="text-sm text-warm-700">{displayQuantity(group.quantity, 'g')}</p>
        </div>
        <button
          type="button"
          onClick={() => {
            for (const line of group.lines) controller.setQuantity(line.variant, 0, line.mixId);
          }}
          className="rounded px-2 py-1 text-xs font-semibold text-warm-700 hover:bg-warm-100"
        >
          Remover
        </button>
      </div>
      <ul className="mt-2 space-y-1 text-sm">
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
      <p className="mt-2 text-right font-bold text-brand">{formatBRL(group.total)}</p>
    </li>
  );
}
