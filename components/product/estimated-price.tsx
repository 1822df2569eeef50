'use client';

import { useCartLine } from '@/lib/api-client/cart';
import { estimatePrice } from '@/lib/catalogue/estimate';
import { displayQuantity } from '@/lib/rules/quantity';
import { formatBRL } from '@/lib/money';

/**
 * Weighed products: what the chosen quantity costs (the cart's quantity once the product is in it, the
 * default quantity before), and the ±10 % the weighing may move it.
 */
export function EstimatedPrice({
  product,
}: {
  product: { id: number; price: string; unitForQuantity: string; defaultQuantity: number };
}) {
  const line = useCartLine(product.id, null);
  if (product.unitForQuantity !== 'g') return null;
  const quantity = typeof line === 'object' ? line.quantity : product.defaultQuantity;
  const estimate = estimatePrice(product, quantity);
  return (
    <div className="rounded-lg bg-warm-100 p-3 text-sm" data-testid="estimated-price">
      <p className="font-bold">Preço estimado</p>
      <p aria-live="polite">
        <span className="text-base font-bold">{formatBRL(estimate.cents)}</span> para{' '}
        {displayQuantity(estimate.quantity, product.unitForQuantity)}
      </p>
      <p className="mt-1 text-warm-700">
        O peso pode variar até 10% (de {formatBRL(estimate.minCents)} a {formatBRL(estimate.maxCents)}). Você
        paga apenas o peso exato.
      </p>
    </div>
  );
}
