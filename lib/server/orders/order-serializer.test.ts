/**
 * A page of orders read at once (ordersJson, the customer's history and the back office's list) shows each
 * order exactly as orderJson does, in a number of queries that does not grow with the page
 * (docs/performance.md, A big shop's data). On PGlite and on PostgreSQL.
 */
import { eq, inArray } from 'drizzle-orm';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from './schema';
import type { MixChangeJson, OrderJson } from '@/lib/sales-api/order';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import { countStatements } from '@/test-support/server/statement-count';
import {
  checkoutToConfirm,
  createCart,
  createShopper,
  MONDAY_MORNING,
  put,
  stockedGroundMeats,
  type Shopper,
} from '@/test-support/server/checkout-fixtures';
import {
  adminCall,
  capturedOrder,
  completeOrder,
  createStaff,
  rateOf,
  stockedShop,
  type TestProducts,
} from '@/test-support/server/order-fixtures';
import type { TestApi } from '@/test-support/server/test-api';
import { listMyOrders } from './my-orders';
import { orderJson, ordersJson } from './order-serializer';

jest.setTimeout(120_000);

let api: TestApi;
let products: TestProducts;
let customer: Shopper;
let other: Shopper;
/** Every order made below, oldest first. */
const numbers: string[] = [];

/** A blend of three ground meats in `shopper`'s new cart (the blends' own rules: lib/rules/blend-limits.ts). */
async function blendInCart(shopper: Shopper): Promise<string> {
  const ground = (await stockedGroundMeats(api)).slice(0, 3);
  const call = <T>(method: string, path: string, body: unknown) =>
    api.json<T>(path, jsonRequest(method, body, shopper.headers));
  const template = await call<{ id: number }>('POST', '/mixes/templates', {
    name: '',
    type_name: 'blend',
    observation: '',
    items: [],
    complete: false,
  });
  for (const [meat, grams] of [
    [ground[0]!, 600],
    [ground[1]!, 300],
    [ground[2]!, 300],
  ] as const) {
    await call('POST', `/mixes/templates/${template.body.id}/items`, {
      variant_id: meat.id,
      quantity: grams,
    });
  }
  await call('PUT', `/mixes/templates/${template.body.id}`, {
    name: 'Blend da casa',
    type_name: 'blend',
    observation: 'Moagem grossa',
    complete: true,
    fat_percentage: 20,
  });
  const added = await call<MixChangeJson>('POST', '/mixes/mixes', {
    template_id: template.body.id,
    quantity: 1200,
  });
  if (added.status !== 201) throw new Error(`blend: ${added.status} ${JSON.stringify(added.body)}`);
  // A plain line beside the blend's.
  await call('POST', `/api/v1/orders/${added.body.order.number}/line_items`, {
    line_item: { variant_id: products.unit.id, quantity: 1 },
  });
  return added.body.order.number;
}

beforeAll(async () => {
  ({ api, products } = await stockedShop());
  const manager = await createStaff(api);
  customer = await createShopper(api);
  other = await createShopper(api);
  const lines = [
    { variant_id: products.unit.id, quantity: 2 },
    { variant_id: products.weighed.id, quantity: 1000 },
  ];

  // Delivered on the first scheduled window, weighed heavier, captured, then partly refunded.
  const refunded = await capturedOrder(api, customer, manager, lines, { weighed: [2, 1100] });
  const answer = await adminCall(api, manager, 'POST', `/admin/orders/${refunded.number}/refunds`, {
    amount: '5,00',
    reason: 'Peça com muita gordura',
  });
  if (answer.status !== 200) throw new Error(`refund: ${answer.status} ${JSON.stringify(answer.body)}`);
  numbers.push(refunded.number);

  // Picked up at the store, paid there, then canceled.
  const canceled = await completeOrder(api, customer, [lines[0]!], { methodId: 2, pickRate: rateOf(3) });
  await adminCall(api, manager, 'PUT', `/admin/orders/${canceled.number}/cancel`);
  numbers.push(canceled.number);

  // A blend and a plain line, express delivery, a coupon.
  const blend = await blendInCart(customer);
  await checkoutToConfirm(api, customer, blend, { pickRate: rateOf(2) });
  const done = await put(api, customer, `/api/v1/checkouts/${blend}/next`);
  if (done.body.state !== 'complete') throw new Error(`blend order: ${JSON.stringify(done.body)}`);
  const [promotion] = await api.database.db
    .insert(checkoutTables.promotions)
    .values({
      code: 'CHURRASCO',
      name: 'Churrasco de domingo',
      kind: 'fixed',
      amount: '10.00',
      minItemTotal: '1000.00',
      startsAt: new Date('2026-01-01'),
    })
    .returning();
  await api.database.db
    .update(orderTables.orders)
    .set({ promotionId: promotion!.id })
    .where(eq(orderTables.orders.number, blend));
  numbers.push(blend);

  // Another customer on the same window, paid on delivery: the first order's slot has one place less.
  numbers.push((await completeOrder(api, other, lines, { methodId: 2 })).number);

  // A guest's order (no customer: no saved cards, no payment methods).
  const guest = await completeOrder(api, other, [lines[1]!], { methodId: 2, pickRate: rateOf(3) });
  await api.database.db
    .update(orderTables.orders)
    .set({ userId: null })
    .where(eq(orderTables.orders.number, guest.number));
  numbers.push(guest.number);

  // Still at the confirm step, holding a place on the first window; and a cart.
  const confirming = await createCart(api, customer, lines);
  await checkoutToConfirm(api, customer, confirming.number);
  // The coupon too, its minimum not met: an open order shows why it takes nothing off.
  await api.database.db
    .update(orderTables.orders)
    .set({ promotionId: promotion!.id })
    .where(eq(orderTables.orders.number, confirming.number));
  numbers.push(confirming.number);
  numbers.push((await createCart(api, other, [lines[0]!])).number);
});
afterAll(() => api.database.close());

async function rowsOf(wanted: string[]) {
  const rows = await api.database.db
    .select()
    .from(orderTables.orders)
    .where(inArray(orderTables.orders.number, wanted));
  return wanted.map((number) => rows.find((row) => row.number === number)!);
}

describe('ordersJson', () => {
  it('shows every order as orderJson does: deliveries, pickup, blends, refunds, canceled, guests, open', async () => {
    const rows = await rowsOf(numbers);
    expect(rows.map((row) => row.state)).toEqual([
      'complete',
      'canceled',
      'complete',
      'complete',
      'complete',
      'confirm',
      'cart',
    ]);
    const now = new Date(MONDAY_MORNING.getTime() + 60_000);
    const one: OrderJson[] = [];
    for (const row of rows) one.push(await orderJson(api.database.db, row, now));
    // What the fixtures meant to cover is there.
    expect(one[0]!.refunds).toHaveLength(1);
    expect(one[0]!.payments[0]!.captured_amount).not.toBeNull();
    expect(one[0]!.shipments[0]!.selected_shipping_rate!.deliveries_remaining).toBeGreaterThan(0);
    expect(one[1]!.shipments[0]!.selected_shipping_rate!.shipping_method_id).toBe(3);
    expect(one[2]!.mixes).toHaveLength(1);
    // A placed order's coupon stands (judged at completion); an open one's says why it takes nothing off.
    expect(one[2]!.coupon).toMatchObject({ code: 'CHURRASCO', problem: null });
    expect(one[5]!.coupon).toMatchObject({ code: 'CHURRASCO', problem: expect.any(String) });
    expect(one[4]!.credit_cards).toEqual([]);
    expect(one[5]!.shipments[0]!.shipping_rates.length).toBeGreaterThan(1);

    expect(await ordersJson(api.database.db, rows, now)).toEqual(one);
    // Any page of them, in any order.
    const page = [rows[4]!, rows[0]!, rows[2]!];
    expect(await ordersJson(api.database.db, page, now)).toEqual([one[4], one[0], one[2]]);
    expect(await ordersJson(api.database.db, [], now)).toEqual([]);
  });

  it('reads a page of placed orders in the same number of queries whatever its size', async () => {
    const placed = await rowsOf(numbers.slice(0, 5));
    const { database } = api;
    // These two have every part a page may need read (a slot, a blend, a coupon, a refund, a customer).
    const two = await countStatements(database, () => ordersJson(database.db, [placed[0]!, placed[2]!]));
    const five = await countStatements(database, () => ordersJson(database.db, placed));
    expect(two.statements).toBeGreaterThan(5);
    expect(five.statements).toBe(two.statements);
    expect(five.statements).toBeLessThanOrEqual(15);
  });

  it("answers the customer's history page with the same orders", async () => {
    const history = await listMyOrders(api.database.db, customer.id, {
      page: 1,
      perPage: 10,
      states: ['complete', 'canceled'],
    });
    expect(history.orders.map((order) => order.number).sort()).toEqual(numbers.slice(0, 3).sort());
    for (const order of history.orders) {
      const [row] = await rowsOf([order.number]);
      expect(order).toEqual(await orderJson(api.database.db, row!));
    }
  });
});
