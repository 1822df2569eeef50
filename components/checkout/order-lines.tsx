import { cartGroups, type Order } from '@/lib/cart/order';
import { displayQuantity } from '@/lib/rules/quantity';
import { formatBRL } from '@/lib/money';

/**
 * The order's items as the cart shows them: single lines with their quantity and estimated amount, and
 * each blend (lines sharing a mix id) as one item listing its meats.
 */
export function OrderLines({ order }: { order: Order }) {
  return (
    <ul className="flex flex-col divide-y divide-warm-100" aria-label="Itens do pedido">
      {cartGroups(order).map((group) =>
        group.kind === 'line' ? (
          <li key={group.key} className="flex justify-between gap-3 py-1.5">
            <span>
              {group.line.variant.name}
              <span className="block text-xs text-warm-700">
                {displayQuantity(group.line.quantity, group.line.variant.unitForQuantity)}
              </span>
            </span>
            <span className="shrink-0">{group.line.displayAmount}</span>
          </li>
        ) : (
          <li key={group.key} className="py-1.5" data-testid="order-blend">
            <span className="flex justify-between gap-3">
              <span>
                Blend{group.mix && `: ${group.mix.name}`}
                <span className="block text-xs text-warm-700">{displayQuantity(group.quantity, 'g')}</span>
              </span>
              <span className="shrink-0">{formatBRL(group.total)}</span>
            </span>
            <ul className="mt-1 pl-3 text-xs text-warm-700">
              {group.lines.map((line) => (
                <li key={line.id}>
                  {line.variant.name} · {displayQuantity(line.quantity, line.variant.unitForQuantity)}
                </li>
              ))}
            </ul>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The order's totals: items (estimated), shipping once a delivery is chosen ('Grátis' when free), the
 * discount, and the estimated total.
 */
export function OrderTotals({ order }: { order: Order }) {
  const shipping = order.shipments[0]?.selectedShippingRate ?? null;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
      <dt>Produtos (estimado)</dt>
      <dd className="text-right">{order.displayItemTotal}</dd>
      {shipping && (
        <>
          <dt>Frete</dt>
          <dd className="text-right">{Number(order.shipTotal) === 0 ? 'Grátis' : order.displayShipTotal}</dd>
        </>
      )}
      {Number(order.adjustmentTotal) !== 0 && (
        <>
          <dt>Desconto{order.coupon ? ` (${order.coupon.code})` : ''}</dt>
          <dd className="text-right text-label-green">{order.displayAdjustmentTotal}</dd>
        </>
      )}
      <dt className="font-bold">Total estimado</dt>
      <dd className="text-right font-bold" data-testid="order-total">
        {order.displayTotal}
      </dd>
    </dl>
  );
}
