import { cartGroups, type Order } from '@/lib/cart/order';

/**
 * A placed order's products as the customer reads them: a line or a blend each, a substitute the staff put
 * in place of a missing line counted under that line (the order's page draws it there), not as its own.
 */
export function orderGroups(order: Order): ReturnType<typeof cartGroups> {
  return cartGroups({ ...order, lineItems: order.lineItems.filter((line) => line.substituteFor === null) });
}
