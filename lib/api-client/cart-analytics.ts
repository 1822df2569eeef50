/**
 * The analytics of the lines the server changed in the cart: the sales API's 'line item added' or
 * 'line item removed' event and the data layer's add_to_cart or remove_from_cart, for the grams or units
 * added or taken out.
 */
import { addToCartEvent, pushEcommerceEvent, removeFromCartEvent } from '../analytics/data-layer';
import type { CartVariant } from '../catalogue/cart-variant';
import type { Order } from '../cart/order';
import { trackEvent } from './events';
import { lineChanges } from './order-line-changes';

/** The analytics of a line whose grams or units went from `before` to `after` in order `order`. */
export function trackLineChange(
  variant: CartVariant,
  before: number,
  after: number,
  order: string | null,
): void {
  if (after === before) return;
  const quantity = Math.abs(after - before);
  if (after > before) {
    trackEvent('line item added', { variant_id: variant.id, quantity, order });
    pushEcommerceEvent(addToCartEvent([{ variant, quantity }]));
  } else {
    trackEvent('line item removed', { variant_id: variant.id, quantity, order });
    pushEcommerceEvent(removeFromCartEvent([{ variant, quantity }]));
  }
}

/** The analytics of every line a whole-order change moved (a blend added or resized, an order copied). */
export function trackOrderChange(before: Order | null, after: Order | null): void {
  const number = after?.number ?? before?.number ?? null;
  for (const line of lineChanges(before, after).values())
    trackLineChange(line.variant, line.before, line.after, number);
}
