import { count, eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '@/test-support/server/test-database';
import type { Database } from '../db/database';
import { users } from '../auth/schema';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import { findOrderId } from '../fulfilment/staff-action';
import { orderJson } from '../orders/order-serializer';
import { seedDemoOrders } from './orders-seed';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// A Sunday at noon in Salvador: no scheduled windows today, so the day seeded is Monday.
const SUNDAY_NOON = new Date('2026-11-29T12:00:00-03:00');

describe('the demo day', () => {
  it('puts the orders on the next delivery day, in its windows and the pickup, at every stage', async () => {
    await seedDemoOrders(database.db, 30, SUNDAY_NOON);
    const rows = await database.db
      .select({
        number: orderTables.orders.number,
        fulfillment: orderTables.orders.fulfillmentState,
        delivery: orderTables.orders.deliveryState,
        method: checkoutTables.shippingRates.shippingMethodId,
        start: checkoutTables.shippingRates.windowStart,
      })
      .from(orderTables.orders)
      .innerJoin(
        checkoutTables.shippingRates,
        eq(checkoutTables.shippingRates.id, orderTables.orders.selectedShippingRateId),
      )
      .where(eq(orderTables.orders.state, 'complete'));
    expect(rows).toHaveLength(30);
    const starts = new Set(rows.filter((row) => row.method === 1).map((row) => row.start.toISOString()));
    expect([...starts].sort()).toEqual([
      '2026-11-30T11:00:00.000Z',
      '2026-11-30T16:00:00.000Z',
      '2026-11-30T18:00:00.000Z',
    ]);
    const pickups = rows.filter((row) => row.method === 3);
    expect(pickups).toHaveLength(3);
    expect(pickups.every((row) => row.start.toISOString() === '2026-11-30T10:00:00.000Z')).toBe(true);
    expect(new Set(rows.map((row) => row.fulfillment))).toEqual(
      new Set(['pending', 'preparation_queue', 'preparation', 'packaging', 'ready']),
    );
    expect(rows.some((row) => row.delivery === 'in_progress')).toBe(true);
  });

  it('gives the orders out with a driver to the demo driver, in route order', async () => {
    const [driver] = await database.db.select().from(users).where(eq(users.role, 'driver'));
    const theirs = await database.db
      .select({ delivery: orderTables.orders.deliveryState, position: orderTables.orders.routePosition })
      .from(orderTables.orders)
      .where(eq(orderTables.orders.driverId, driver!.id))
      .orderBy(orderTables.orders.routePosition);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((order) => order.delivery !== null)).toBe(true);
    expect(theirs.map((order) => order.position)).toEqual(
      [...theirs.map((order) => order.position)].sort((a, b) => a! - b!),
    );
  });

  it('gives orders the staff can open, with their lines and a payment on delivery', async () => {
    const order = await orderJson(database.db, await findOrderId(database.db, 'R900000001'));
    expect(order.state).toBe('complete');
    expect(order.line_items.length).toBeGreaterThanOrEqual(2);
    expect(order.payments.map((payment) => payment.state)).toEqual(['pending']);
    const items = order.line_items.reduce((sum, line) => sum + Number(line.total), 0);
    expect(Number(order.item_total)).toBeCloseTo(items, 2);
  });

  it('seeds once, however often the server starts', async () => {
    await seedDemoOrders(database.db, 30, SUNDAY_NOON);
    const [row] = await database.db
      .select({ n: count() })
      .from(orderTables.orders)
      .where(sql`${orderTables.orders.number} like 'R9%'`);
    expect(row!.n).toBe(30);
  });
});
