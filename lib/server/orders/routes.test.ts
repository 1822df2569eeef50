/**
 * The customer's orders after the purchase on PGlite and PostgreSQL: past orders page by page,
 * the tracker, copying an order; the access matrix owner / other customer / guest / staff.
 */
import { eq } from 'drizzle-orm';
import * as t from '../catalogue/schema';
import * as orderTables from './schema';
import * as checkoutTables from '../checkout/schema';
import type { MyOrdersJson, OrderJson, TrackerJson } from '@/lib/sales-api/order';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import {
  createCart,
  createShopper,
  MONDAY_MORNING,
  put,
  setProductStatusOf,
  setStock,
  testProducts,
  type Shopper,
} from '@/test-support/server/checkout-fixtures';
import { completeOrder, createStaff, staffCall } from '@/test-support/server/order-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';

let api: TestApi;
let products: Awaited<ReturnType<typeof testProducts>>;
let owner: Shopper;
let orders: OrderJson[];

beforeAll(async () => {
  api = await createTestApi({ clock: () => MONDAY_MORNING });
  products = await testProducts(api);
  await setStock(api, products.unit.id, 10_000);
  await setStock(api, products.weighed.id, 1_000_000);
  owner = await createShopper(api);
  orders = [];
  for (let i = 0; i < 12; i++) {
    const order = await completeOrder(api, owner, [{ variant_id: products.unit.id, quantity: 1 + (i % 3) }], {
      methodId: 2,
    });
    orders.push(order);
    // Paid to the driver: a customer keeps at most MAX_UNPAID_ORDERS paid on delivery open at once.
    await api.database.db
      .update(checkoutTables.payments)
      .set({ state: 'completed' })
      .where(eq(checkoutTables.payments.orderId, order.id));
  }
}, 120_000); // twelve purchases
afterAll(() => api.database.close());

const mine = (shopper: Shopper | null, query = '') =>
  api.json<MyOrdersJson & { error?: string }>(`/v2/orders/mine${query}`, { headers: shopper?.headers ?? {} });

describe('past orders', () => {
  it('pages the complete orders, newest first, 10 per page', async () => {
    const first = await mine(owner, '?page=1&per_page=10&q[state_in][]=complete&q[state_in][]=canceled');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 12, pages: 2, current_page: 1 });
    expect(first.body.orders).toHaveLength(10);
    const second = await mine(owner, '?page=2');
    expect(second.body.orders.map((order) => order.number)).toEqual(
      [...orders]
        .reverse()
        .slice(10)
        .map((order) => order.number),
    );
    expect((await mine(owner, '?page=3')).body.orders).toEqual([]);
  });

  it('filters by state and refuses bad paging with 422', async () => {
    const staff = await createStaff(api);
    await staffCall(api, staff, 'PUT', `/${orders[0]!.number}/cancel`);
    const canceled = await mine(owner, '?q[state_in][]=canceled');
    expect(canceled.body.orders.map((order) => order.number)).toEqual([orders[0]!.number]);
    expect((await mine(owner, '?page=0')).status).toBe(422);
    expect((await mine(owner, '?q[state_in][]=cart')).status).toBe(422);
  });

  it('shows nothing of another customer, and nothing to guests', async () => {
    const other = await createShopper(api);
    expect((await mine(other)).body).toMatchObject({ count: 0, orders: [] });
    expect((await mine(null)).status).toBe(401);
  });
});

describe('one order and its tracker', () => {
  it('only the owner sees an order or its tracker: 404 for another customer, staff included; 401 for guests', async () => {
    const number = orders[5]!.number;
    const other = await createShopper(api);
    const staff = await createStaff(api);
    expect((await api.json(`/api/v1/orders/${number}`, { headers: owner.headers })).status).toBe(200);
    for (const path of [`/api/v1/orders/${number}`, `/v2/orders/${number}/tracker`]) {
      expect((await api.json(path, { headers: other.headers })).status).toBe(404);
      expect((await api.json(path, { headers: staff.headers })).status).toBe(404);
    }
    expect((await api.json(`/api/v1/orders/${number}`)).status).toBe(404);
    expect((await api.json(`/v2/orders/${number}/tracker`)).status).toBe(401);
  });

  it('follows the driver: name, vehicle and positions with their device time', async () => {
    const number = orders[6]!.number;
    const staff = await createStaff(api);
    const before = await api.json<TrackerJson>(`/v2/orders/${number}/tracker`, { headers: owner.headers });
    expect(before.body).toMatchObject({
      fulfillment_state: 'payment_evaluating',
      driver: null,
      vehicle: null,
      refresh_in_seconds: 15,
    });
    await staffCall(api, staff, 'PUT', `/${number}/driver`, {
      name: 'Josué Santos',
      license_plate: 'pjd-1e23',
    });
    // Out for delivery (positions are taken only then: lib/server/fulfilment/delivery.ts).
    await api.database.db
      .update(orderTables.orders)
      .set({ fulfillmentState: 'ready', deliveryState: 'in_progress' })
      .where(eq(orderTables.orders.number, number));
    await staffCall(api, staff, 'POST', `/${number}/locations`, {
      latitude: -12.98,
      longitude: -38.47,
      client_time: '2026-11-24T09:15:00-03:00',
    });
    const after = await api.json<TrackerJson>(`/v2/orders/${number}/tracker`, { headers: owner.headers });
    expect(after.body.driver).toEqual({
      name: 'Josué Santos',
      locations: [
        { latitude: '-12.980000', longitude: '-38.470000', client_time: '2026-11-24T12:15:00.000Z' },
      ],
    });
    expect(after.body.vehicle).toEqual({ license_plate: 'PJD1E23' });
  });
});

describe('copy an order', () => {
  it("puts the old order's items still sold into the current cart at today's prices, and names the others", async () => {
    const old = await completeOrder(
      api,
      owner,
      [
        { variant_id: products.unit.id, quantity: 2 },
        { variant_id: products.weighed.id, quantity: 1000 },
      ],
      { methodId: 2 },
    );
    await api.database.db
      .update(t.variants)
      .set({ price: '12.34' })
      .where(eq(t.variants.id, products.unit.id));
    await setStock(api, products.weighed.id, 0);
    const cart = await createCart(api, owner, []);
    const copied = await api.json<OrderJson & { not_copied: string[] }>(
      `/api/v1/orders/${cart.number}/copy`,
      jsonRequest('PUT', { from: old.number }, owner.headers),
    );
    expect(copied.status).toBe(200);
    expect(copied.body.line_items.map((line) => [line.variant_id, line.quantity, line.price])).toEqual([
      [products.unit.id, 2, '12.34'],
    ]);
    expect(copied.body.not_copied).toEqual([products.weighed.name]);
    await setStock(api, products.weighed.id, 1_000_000);
  });

  it('names a product no longer sold and copies the rest', async () => {
    const shopper = await createShopper(api);
    const old = await completeOrder(
      api,
      shopper,
      [
        { variant_id: products.unit.id, quantity: 1 },
        { variant_id: products.weighed.id, quantity: 1000 },
      ],
      { methodId: 2 },
    );
    await setProductStatusOf(api, products.unit.id, 'archived');
    try {
      const cart = await createCart(api, shopper, []);
      const copied = await api.json<OrderJson & { not_copied: string[] }>(
        `/api/v1/orders/${cart.number}/copy`,
        jsonRequest('PUT', { from: old.number }, shopper.headers),
      );
      expect(copied.status).toBe(200);
      expect(copied.body.line_items.map((line) => line.variant_id)).toEqual([products.weighed.id]);
      expect(copied.body.not_copied).toEqual([products.unit.name]);
    } finally {
      await setProductStatusOf(api, products.unit.id, 'published');
    }
  });

  it('adds to what the cart holds, up to the most that may be bought, and names what did not fit', async () => {
    const [variant] = await api.database.db
      .select({ maximum: t.variants.maximumQuantity })
      .from(t.variants)
      .where(eq(t.variants.id, products.unit.id));
    const maximum = variant!.maximum;
    const shopper = await createShopper(api);
    const old = await completeOrder(api, shopper, [{ variant_id: products.unit.id, quantity: 2 }], {
      methodId: 2,
    });
    const cart = await createCart(api, shopper, [{ variant_id: products.unit.id, quantity: maximum - 1 }]);
    const copy = () =>
      api.json<OrderJson & { not_copied: string[] }>(
        `/api/v1/orders/${cart.number}/copy`,
        jsonRequest('PUT', { from: old.number }, shopper.headers),
      );
    const first = await copy();
    expect(first.status).toBe(200);
    expect(first.body.line_items.map((line) => [line.variant_id, line.quantity])).toEqual([
      [products.unit.id, maximum],
    ]);
    expect(first.body.not_copied).toEqual([]);
    const again = await copy();
    expect(again.status).toBe(200);
    expect(again.body.line_items.map((line) => line.quantity)).toEqual([maximum]);
    expect(again.body.not_copied).toEqual([products.unit.name]);
  });

  it("refuses another customer's order (404) and a guest (401)", async () => {
    const other = await createShopper(api);
    const cart = await createCart(api, other, [{ variant_id: products.unit.id, quantity: 1 }]);
    const answer = await api.json(
      `/api/v1/orders/${cart.number}/copy`,
      jsonRequest('PUT', { from: orders[1]!.number }, other.headers),
    );
    expect(answer.status).toBe(404);
    const guest = await api.json(
      `/api/v1/orders/${cart.number}/copy`,
      jsonRequest('PUT', { from: orders[1]!.number }),
    );
    expect(guest.status).toBe(401);
    expect((await put(api, other, `/api/v1/orders/${cart.number}/copy`, { from: 'nope' })).status).toBe(422);
  });
});
