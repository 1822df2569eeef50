/**
 * The staff's board and an order's history: the day's orders by window (scheduled in time order, express,
 * pickups apart) with counts and grams, canceled orders left out, a fixed number of queries whatever the
 * day holds; the history's who, when, what, before and after.
 */
import { sql } from 'drizzle-orm';
import type { BoardJson, OrderHistoryJson } from '@/lib/sales-api/staff';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import { createShopper, MONDAY_MORNING, type Shopper } from '@/test-support/server/checkout-fixtures';
import {
  adminCall,
  completeOrder,
  createStaff,
  placedOrderRow,
  rateOf,
  stockedShop,
  type TestProducts,
} from '@/test-support/server/order-fixtures';
import type { TestApi } from '@/test-support/server/test-api';

jest.setTimeout(90_000);

let api: TestApi;
let manager: Shopper;
let products: TestProducts;

beforeAll(async () => {
  ({ api, products } = await stockedShop());
  manager = await createStaff(api, 'manager');
});
afterAll(() => api.database.close());

async function newOrder(pickRate: ReturnType<typeof rateOf>, weighedGrams = 1000) {
  const customer = await createShopper(api);
  return completeOrder(
    api,
    customer,
    [
      { variant_id: products.weighed.id, quantity: weighedGrams },
      { variant_id: products.unit.id, quantity: 2 },
    ],
    { pickRate },
  );
}

const board = (date?: string, who: Pick<Shopper, 'headers'> = manager) =>
  adminCall<BoardJson>(api, who, 'GET', `/admin/board${date ? `?date=${date}` : ''}`);

describe('GET /admin/board', () => {
  it("groups the day's orders by window: scheduled in time order, then express, then pickups", async () => {
    const driver = await createStaff(api, 'driver');
    const afternoon = await newOrder(rateOf(1, 1), 500);
    const morning = await newOrder(rateOf(1, 0));
    const morning2 = await newOrder(rateOf(1, 0), 1500);
    const pickup = await newOrder(rateOf(3, 1));
    const canceled = await newOrder(rateOf(1, 0));
    expect((await adminCall(api, manager, 'PUT', `/admin/orders/${canceled.number}/cancel`)).status).toBe(
      200,
    );
    const express = await newOrder(rateOf(2));

    const tuesday = await board('2026-11-24');
    expect(tuesday.status).toBe(200);
    const windows = tuesday.body.windows.map((window) => ({
      kind: window.kind,
      starts_at: window.starts_at,
      count: window.count,
      grams: window.grams,
      numbers: window.orders.map((order) => order.number),
    }));
    expect(windows).toEqual([
      {
        kind: 'scheduled',
        starts_at: '2026-11-24T11:00:00.000Z',
        count: 2,
        grams: 2500,
        numbers: [morning.number, morning2.number],
      },
      {
        kind: 'scheduled',
        starts_at: '2026-11-24T16:00:00.000Z',
        count: 1,
        grams: 500,
        numbers: [afternoon.number],
      },
      {
        kind: 'pickup',
        starts_at: '2026-11-24T10:00:00.000Z',
        count: 1,
        grams: 1000,
        numbers: [pickup.number],
      },
    ]);
    expect(tuesday.body.windows[0]!.ends_at).toBe('2026-11-24T16:00:00.000Z');
    expect(tuesday.body.windows[0]!.orders[0]).toEqual({
      number: morning.number,
      first_name: 'Ana',
      fulfillment_state: 'payment_evaluating',
      delivery_state: null,
      pickup: false,
      express: false,
      line_count: 2,
      grams: 1000,
      total: morning.total,
      payment_method: 'Cartão de crédito',
      neighborhood: 'Pituba',
      city: 'Salvador',
      driver: null,
      license_plate: null,
      route_position: null,
      error_note: null,
      updated_at: expect.any(String),
    });
    expect(tuesday.body.windows[2]!.orders[0]).toMatchObject({ pickup: true, express: false });
    expect(tuesday.body.drivers).toContainEqual({ id: driver.id, name: 'Ana Souza', role: 'driver' });
    expect(tuesday.body.drivers.every((member) => member.role === 'driver')).toBe(true);

    // Today (the clock's Monday) by default: the express order.
    const today = await board();
    expect(today.body.date).toBe('2026-11-23');
    expect(today.body.windows).toEqual([
      expect.objectContaining({
        kind: 'express',
        count: 1,
        orders: [expect.objectContaining({ number: express.number, express: true })],
      }),
    ]);
  });

  it('answers an empty day with no windows, and a malformed or far-off date with 422', async () => {
    expect((await board('2030-01-01')).body).toMatchObject({ date: '2030-01-01', windows: [] });
    expect((await board('2100-12-31')).body).toMatchObject({ date: '2100-12-31', windows: [] });
    for (const day of ['amanha', '2026-02-30']) {
      const invalid = await board(day);
      expect([invalid.status, invalid.body.errors]).toEqual([422, { date: ['Data inválida (AAAA-MM-DD)'] }]);
    }
    // Real days whose instants PostgreSQL cannot hold: refused at the field, never a failed query.
    for (const day of ['9999-12-31', '0001-01-01']) {
      const farOff = await board(day);
      expect([farOff.status, farOff.body.errors]).toEqual([
        422,
        { date: ['Escolha uma data entre 2000 e 2100'] },
      ]);
    }
  });

  it('reads a day of 300 orders with as many queries as a day of one, quickly', async () => {
    const customer = await createShopper(api);
    const { db } = api.database;
    /** `n` complete orders of two lines on a window of `day` (written straight to the tables). */
    const bulk = async (n: number, day: string) => {
      const start = new Date(`${day}T08:00:00-03:00`);
      const end = new Date(`${day}T13:00:00-03:00`);
      const orders = await db
        .insert(orderTables.orders)
        .values(
          Array.from({ length: n }, (_, index) => ({
            // R8 and the day's digits (MMDD) and the index: no real order's random number is so shaped.
            ...placedOrderRow(
              customer,
              `R8${day.slice(5).replace('-', '')}${String(index).padStart(4, '0')}`,
              MONDAY_MORNING,
            ),
            paymentMethodId: 2,
            shipAddress: { city: 'Salvador', neighborhood: 'Barra' },
          })),
        )
        .returning({ id: orderTables.orders.id });
      await db.insert(checkoutTables.shippingRates).values(
        orders.map((order) => ({
          orderId: order.id,
          shippingMethodId: 1,
          name: 'Entrega agendada',
          cost: '0',
          windowStart: start,
          windowEnd: end,
        })),
      );
      await db.execute(sql`update orders set selected_shipping_rate_id = r.id from shipping_rates r
        where r.order_id = orders.id and orders.id in (${sql.join(
          orders.map((order) => sql`${order.id}`),
          sql`, `,
        )})`);
      await db.insert(orderTables.lineItems).values(
        orders.flatMap((order) => [
          { orderId: order.id, variantId: products.weighed.id, quantity: 1000, price: '0.05' },
          { orderId: order.id, variantId: products.unit.id, quantity: 1, price: '10' },
        ]),
      );
    };
    await bulk(1, '2026-12-01');
    await bulk(300, '2026-12-02');

    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const queries = jest.spyOn(client, 'query');
    try {
      const small = await board('2026-12-01');
      const queriesForOne = queries.mock.calls.length;
      queries.mockClear();
      const started = Date.now();
      const big = await board('2026-12-02');
      const elapsed = Date.now() - started;
      expect(small.body.windows[0]!.count).toBe(1);
      expect(big.body.windows[0]).toMatchObject({ count: 300, grams: 300_000 });
      expect(queries.mock.calls.length).toBe(queriesForOne);
      // Generous for a loaded 2-core machine; one query per order would take several seconds.
      expect(elapsed).toBeLessThan(3_000);
    } finally {
      queries.mockRestore();
    }
  });

  it('is refused to guests, customers and drivers (403)', async () => {
    expect((await api.request('/admin/board?date=amanha')).status).toBe(403);
    expect((await board('amanha', await createShopper(api))).status).toBe(403);
    expect((await board('2026-11-24', await createStaff(api, 'driver'))).status).toBe(403);
    expect((await board('2026-11-24', await createStaff(api, 'counter'))).status).toBe(200);
  });
});

describe('GET /admin/orders/{number}/history', () => {
  it('lists each action with its author, before and after, oldest first', async () => {
    const counter = await createStaff(api, 'counter');
    const order = await newOrder(rateOf(1, 0));
    await adminCall(api, counter, 'PUT', `/admin/orders/${order.number}/fulfillment`, { state: 'pending' });
    await adminCall(api, manager, 'PUT', `/admin/orders/${order.number}/fulfillment`, {
      state: 'preparation_queue',
    });
    const history = await adminCall<OrderHistoryJson>(
      api,
      counter,
      'GET',
      `/admin/orders/${order.number}/history`,
    );
    expect(history.status).toBe(200);
    expect(history.body.events).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        action: 'fulfillment',
        staff: { id: counter.id, name: 'Ana Souza', role: 'counter' },
        before: { fulfillment_state: 'payment_evaluating' },
        after: { fulfillment_state: 'pending' },
        note: null,
      },
      expect.objectContaining({
        staff: { id: manager.id, name: 'Ana Souza', role: 'manager' },
        before: { fulfillment_state: 'pending' },
        after: { fulfillment_state: 'preparation_queue' },
      }),
    ]);
    expect((await adminCall(api, manager, 'GET', '/admin/orders/R000000000/history')).status).toBe(404);
    const driver = await createStaff(api, 'driver');
    expect((await adminCall(api, driver, 'GET', `/admin/orders/${order.number}/history`)).status).toBe(403);
  });
});
