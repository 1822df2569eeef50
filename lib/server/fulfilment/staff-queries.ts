/** The back office's reads: the list of orders and one order, whoever it belongs to. */
import 'server-only';
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
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
  const { orders } = orderTables;
  const { shippingRates } = checkoutTables;
  // Orders only, the day's through their rates' ids: pages are read backwards along
  // orders_placed_completed_idx, and the count over it alone, with no join row by row.
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
  );
  const [rows, count] = await Promise.all([
    // The id breaks ties: pages of orders completed at the same instant neither repeat nor skip one.
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.completedAt), desc(orders.id))
      .limit(50)
      .offset((page - 1) * 50),
    db.$count(orders, where),
  ]);
  return { orders: await ordersJson(db, rows), count };
}

/** One order, whoever it belongs to; a driver reaches only their own deliveries (404 otherwise). */
export async function findOrderForStaff(deps: StaffDeps, number: string): Promise<OrderJson> {
  return orderJson(deps.db, await findOrderId(deps.db, number, deps));
}
