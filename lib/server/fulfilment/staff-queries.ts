/** The back office's reads: the list of orders and one order, whoever it belongs to. */
import 'server-only';
import { and, desc, eq, getTableColumns, gte, inArray, lt, sql } from 'drizzle-orm';
import { STAFF_ORDERS_CURSOR, STAFF_ORDERS_PAGE_SIZE, type StaffOrders } from '@/lib/sales-api/admin';
import type { OrderJson } from '@/lib/sales-api/order';
import type { Db } from '../db/database';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import { orderJson, ordersJson } from '../orders/order-serializer';
import { findOrderId, type StaffDeps } from './staff-action';

/**
 * The back office's list: complete (and canceled) orders, newest first, STAFF_ORDERS_PAGE_SIZE per page, by
 * fulfillment state and by the day their delivery window starts (America/Bahia). Each page starts where the
 * previous one ended (`cursor`, its next_cursor): pages are read backwards along orders_placed_completed_idx
 * from that point, so the thousandth page costs what the first does, and no count of every order is made.
 */
export async function listOrdersForStaff(
  db: Db,
  {
    fulfillmentState,
    deliveryDate,
    cursor,
  }: { fulfillmentState?: string; deliveryDate?: string; cursor?: string },
): Promise<StaffOrders> {
  const dayStart = deliveryDate ? new Date(`${deliveryDate}T00:00:00-03:00`) : null;
  const { orders } = orderTables;
  const { shippingRates } = checkoutTables;
  const after = cursor ? STAFF_ORDERS_CURSOR.exec(cursor) : null;
  if (cursor && !after) throw new Error(`Not a staff list cursor: ${cursor}`);
  // Orders only, the day's through their rates' ids: pages are read backwards along
  // orders_placed_completed_idx from the cursor, with no join row by row.
  const where = and(
    inArray(orders.state, ['complete', 'canceled']),
    fulfillmentState ? eq(orders.fulfillmentState, fulfillmentState) : undefined,
    dayStart
      ? inArray(
          orders.selectedShippingRateId,
          db
            .select({ id: shippingRates.id })
            .from(shippingRates)
            .where(
              and(
                gte(shippingRates.windowStart, dayStart),
                lt(shippingRates.windowStart, new Date(dayStart.getTime() + 24 * 3600_000)),
              ),
            ),
        )
      : undefined,
    after
      ? sql`(${orders.completedAt}, ${orders.id}) <
          (timestamptz 'epoch' + ${after[1]}::bigint * interval '1 microsecond', ${after[2]}::bigint)`
      : undefined,
  );
  // Microseconds, as PostgreSQL keeps the instant: a millisecond Date would skip or repeat orders.
  const completedMicros = sql<string>`((extract(epoch from ${orders.completedAt}) * 1000000)::bigint)::text`;
  const rows = await db
    .select({ ...getTableColumns(orders), completedMicros })
    .from(orders)
    .where(where)
    // The id breaks ties: pages of orders completed at the same instant neither repeat nor skip one.
    .orderBy(desc(orders.completedAt), desc(orders.id))
    .limit(STAFF_ORDERS_PAGE_SIZE + 1);
  const page = rows.slice(0, STAFF_ORDERS_PAGE_SIZE);
  const last = rows.length > STAFF_ORDERS_PAGE_SIZE ? page.at(-1)! : null;
  return {
    orders: await ordersJson(db, page),
    next_cursor: last && `${last.completedMicros}.${last.id}`,
  };
}

/** One order, whoever it belongs to; a driver reaches only their own deliveries (404 otherwise). */
export async function findOrderForStaff(deps: StaffDeps, number: string): Promise<OrderJson> {
  return orderJson(deps.db, await findOrderId(deps.db, number, deps));
}
