/**
 * GA4's purchase, once per order (docs/business-rules.md, Analytics and privacy). The browser that sees an
 * order complete pushes the purchase to the data layer; a second device, tab or private window that sees
 * the same order complete (the confirmation, a completion settled after its answer was lost) would push it
 * again, and a browser's own memory cannot tell. So the order remembers that a browser was told to send
 * it: the first to ask is, with one conditional update, and any later one is not.
 */
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { AWAITING_PAYMENT } from '@/lib/rules/order-states';
import { NotFoundError } from '@/lib/sales-api/errors';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { canAccess, ORDER_NOT_FOUND } from '../orders/order-core';
import { orders } from '../orders/schema';

/** Whether `user`'s browser sends the purchase of order `number`: true once, for a complete order. */
export async function claimPurchaseEvent(db: Db, user: SessionUser, number: string, now: Date) {
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order || !canAccess(order, { user })) throw new NotFoundError(ORDER_NOT_FOUND);
  // A Pix not paid yet is no purchase yet: the payment page sends it once paid.
  if (order.state !== 'complete' || order.fulfillmentState === AWAITING_PAYMENT) return false;
  const claimed = await db
    .update(orders)
    .set({ purchaseTrackedAt: now })
    .where(and(eq(orders.id, order.id), isNull(orders.purchaseTrackedAt)))
    .returning({ id: orders.id });
  return claimed.length > 0;
}
