/**
 * An order's totals, recomputed by the server after every change: items (each line rounded to
 * the cent), shipping (the chosen rate; free with a free-shipping coupon), the coupon's discount, and the
 * total, never below zero.
 */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { itemTotalCents, orderTotals } from '@/lib/cart/totals';
import { formatCents } from '@/lib/money';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from './schema';
import type { OrderRow, OrderWithLines, Tx } from './order-core';
import { couponEffectOf } from '../checkout/promotions';

/**
 * Recomputes and writes the totals; answers the order and its lines as written, which the order JSON
 * drawn next in the same transaction takes instead of reading them again. `known` is the order's lines as
 * they stand in the transaction (in id order), when the caller holds them.
 */
export async function recomputeTotals(
  tx: Tx,
  order: OrderRow,
  changes: Partial<OrderRow> = {},
  known?: OrderWithLines['lines'],
): Promise<OrderWithLines> {
  const current = { ...order, ...changes };
  const lines =
    known ??
    (await tx
      .select()
      .from(orderTables.lineItems)
      .where(eq(orderTables.lineItems.orderId, order.id))
      .orderBy(asc(orderTables.lineItems.id)));
  const coupon = await couponEffectOf(tx, current, itemTotalCents(lines));
  let shipTotal = '0';
  if (current.selectedShippingRateId !== null && !coupon.freeShipping) {
    const [rate] = await tx
      .select({ cost: checkoutTables.shippingRates.cost })
      .from(checkoutTables.shippingRates)
      .where(eq(checkoutTables.shippingRates.id, current.selectedShippingRateId));
    shipTotal = rate?.cost ?? '0';
  }
  const totals = orderTotals(lines, { shipTotal, adjustmentTotal: formatCents(coupon.adjustmentCents) });
  const [written] = await tx
    .update(orderTables.orders)
    .set({ ...changes, ...totals, updatedAt: new Date() })
    .where(eq(orderTables.orders.id, order.id))
    .returning();
  return { order: written!, lines };
}
