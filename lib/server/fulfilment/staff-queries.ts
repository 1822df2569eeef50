/** The back office's reads: the list of orders and one order, whoever it belongs to. */
import 'server-only';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { OrderJson } from '@/lib/sales-api/order';
import type { Db } from '../db/database';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import { orderJson, ordersJson } from '../orders/order-serializer';
import { findOrderId, type StaffDeps } from './staff-action';

/**
 * The back office's list: complete (and canceled) orders, newest first, 50 per page, by fulfillment state
 * and by the day their delivery window starts (America/Bahia).
 */
export async function listOrdersForStaff(
  db: Db,
  {
    fulfillmentState,
    deliveryDate,
    page,
  }: { fulfillmentState?: string; deliveryDate?: string; page: number },
): Promise<{ orders: OrderJson[]; count: number }> {
  const dayStart = deliveryDate ? new Date(`${deliveryDate}T00:00:00-03:00`) : null;
  const where = and(
    inArray(orderTables.orders.state, ['complete', 'canceled']),
    fulfillmentState ? eq(orderTables.orders.fulfillmentState, fulfillmentState) : undefined,
    dayStart
      ? and(
          gte(checkoutTables.shippingRates.windowStart, dayStart),
          lt(checkoutTables.shippingRates.windowStart, new Date(dayStart.getTime() + 24 * 3600_000)),
        )
      : undefined,
  );
  const base = () =>
    db
      .select({ order: orderTables.orders })
      .from(orderTables.orders)
      .leftJoin(
        checkoutTables.shippingRates,
        eq(checkoutTables.shippingRates.id, orderTables.orders.selectedShippingRateId),
      )
      .where(where);
  const rows = await base()
    .orderBy(desc(orderTables.orders.completedAt))
    .limit(50)
    .offset((page - 1) * 50);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderTables.orders)
    .leftJoin(
      checkoutTables.shippingRates,
      eq(checkoutTables.shippingRates.id, orderTables.orders.selectedShippingRateId),
    )
    .where(where);
  return {
    orders: await ordersJson(
      db,
      rows.map((row) => row.order),
    ),
    count: total?.n ?? 0,
  };
}

/** One order, whoever it belongs to; a driver reaches only their own deliveries (404 otherwise). */
export async function findOrderForStaff(deps: StaffDeps, number: string): Promise<OrderJson> {
  return orderJson(deps.db, await findOrderId(deps.db, number, deps));
}
