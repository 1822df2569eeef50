/**
 * Which request a cart change needs (create the cart, add, update or delete), decided from the order as
 * the server last sent it, never from the optimistic view the cache shows; and the report of a change
 * that could not be saved.
 */
import type { CartVariant } from '../catalogue/cart-variant';
import { findLine, isOpen, type Mix, type Order } from '../cart/order';
import {
  addLineItem,
  addLineItems,
  createCart,
  deleteLineItem,
  deleteMix,
  restartCheckout,
  updateLineItem,
  updateMix,
} from './cart-api';
import { reportFailure } from './report-failure';

/** A line of the cart, as the shopper changes it: a variant, alone or in a blend. */
export interface LineRef {
  variant: CartVariant;
  mixId: string | null;
}

/** The request that sets the line to `quantity` (under its minimum it goes away); null: none is needed. */
export function lineQuantityRequest(
  order: Order | null,
  { variant, mixId }: LineRef,
  quantity: number,
): Promise<Order> | null {
  const line = findLine(order, variant.id, mixId);
  if (quantity < variant.minimumQuantity) return order && line ? deleteLineItem(order, line.id) : null;
  if (order && line) return updateLineItem(order, line.id, { quantity });
  if (order) return addLineItem(order, { variantId: variant.id, quantity, mixId });
  return createCart([{ variantId: variant.id, quantity, mixId }]);
}

/** The request that adds several lines at once (into a new cart when there is no open one). */
export function linesRequest(order: Order | null, lines: { variantId: number; quantity: number }[]) {
  return order && isOpen(order)
    ? addLineItems(order, lines)
    : createCart(lines.map((line) => ({ ...line, mixId: null })));
}

/** The request that sets a line's grams per bag; null when the server's order has no such line. */
export function portioningRequest(order: Order | null, lineId: number, size: number): Promise<Order> | null {
  if (!order?.lineItems.some((line) => line.id === lineId)) return null;
  return updateLineItem(order, lineId, { portioningSize: size });
}

/** The request that sets a blend's grams (under its minimum it goes away); null: not in the order. */
export function mixQuantityRequest(order: Order | null, mix: Mix, quantity: number): Promise<Order> | null {
  if (!order?.mixes.some((m) => m.id === mix.id)) return null;
  return quantity < mix.minQuantity ? deleteMix(mix.id) : updateMix(mix.id, quantity);
}

/** The request that brings an order that went into checkout back to the cart step; null: none needed. */
export function restartCheckoutRequest(order: Order | null): Promise<Order> | null {
  return order && order.state !== 'cart' && isOpen(order) ? restartCheckout(order) : null;
}

/**
 * A change the cart could not save is reported to the technical team when it is the shop's failure (a
 * 5xx, or no answer), not an answer to the shopper (a refusal such as too little stock, which the cart
 * shows). The changes sent through React Query's mutations are reported by its cache.
 */
export function reportFailedChange(error: unknown, change: string): void {
  reportFailure(error, `cart ${change}`);
}
