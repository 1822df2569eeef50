/**
 * Card authorisations the weighing never captured (./authorization-expiry.ts), with the clock moved: the
 * staff are told on day 4, the order is given back on day 5 (voided at the gateway, stock back, the
 * customer told); weighed, Pix and paid-on-delivery orders are never touched.
 */
import { addDays, addMinutes } from 'date-fns';
import { asc, desc, eq } from 'drizzle-orm';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import * as paymentTables from '../payments/schema';
import { createMemoryMailer } from '../mail/mailer';
import { mailQueueIdle } from '../mail/mail-queue';
import { createTestGateway } from '../payments/test-gateway';
import {
  createShopper,
  MONDAY_MORNING,
  setStock,
  stockOf,
  testProducts,
} from '@/test-support/server/checkout-fixtures';
import { adminCall, capturedOrder, completeOrder, createStaff } from '@/test-support/server/order-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { AUTHORIZATION_GIVE_BACK_DAYS, AUTHORIZATION_WARNING_DAYS } from '@/lib/checkout/authorization';
import { AUTHORIZATION_EXPIRY_NOTES, expireAuthorizations } from './authorization-expiry';

jest.setTimeout(120_000);

let now = MONDAY_MORNING;
let api: TestApi;
let products: Awaited<ReturnType<typeof testProducts>>;
const mailer = createMemoryMailer();

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  products = await testProducts(api);
  await setStock(api, products.unit.id, 10_000);
  await setStock(api, products.weighed.id, 1_000_000);
});
afterAll(() => api.database.close());
beforeEach(() => {
  now = MONDAY_MORNING;
});

async function runJob(at: Date) {
  now = at;
  const gateway = createTestGateway(
    async () => api.database.db,
    () => now,
  );
  const settled = await expireAuthorizations({ db: api.database.db, gateway, mailer, now });
  await mailQueueIdle();
  return settled;
}

async function orderRow(number: string) {
  const [order] = await api.database.db
    .select()
    .from(orderTables.orders)
    .where(eq(orderTables.orders.number, number));
  return order!;
}

async function eventsOf(orderId: number) {
  return api.database.db
    .select({ action: orderTables.orderEvents.action, note: orderTables.orderEvents.note })
    .from(orderTables.orderEvents)
    .where(eq(orderTables.orderEvents.orderId, orderId))
    .orderBy(asc(orderTables.orderEvents.id));
}

async function paymentOf(orderId: number) {
  const [payment] = await api.database.db
    .select()
    .from(checkoutTables.payments)
    .where(eq(checkoutTables.payments.orderId, orderId))
    .orderBy(desc(checkoutTables.payments.id))
    .limit(1);
  return payment!;
}

describe('an authorised card never captured', () => {
  it('tells the staff on day 4, once, then gives the order back on day 5', async () => {
    const shopper = await createShopper(api);
    const order = await completeOrder(api, shopper, [{ variant_id: products.unit.id, quantity: 2 }]);
    const stockAfterOrder = await stockOf(api, products.unit.id);
    const { id } = await orderRow(order.number);

    // Still day 3: nothing.
    await runJob(addMinutes(addDays(MONDAY_MORNING, AUTHORIZATION_WARNING_DAYS), -1));
    expect((await orderRow(order.number)).fulfillmentState).toBe('payment_evaluating');

    // Day 4: the order is a problem on the board, with the deadline in its note; told once.
    await runJob(addMinutes(addDays(MONDAY_MORNING, AUTHORIZATION_WARNING_DAYS), 1));
    expect((await orderRow(order.number)).fulfillmentState).toBe('error');
    const warning = AUTHORIZATION_EXPIRY_NOTES.warning(addDays(MONDAY_MORNING, AUTHORIZATION_GIVE_BACK_DAYS));
    expect(warning).toContain('27/11 às 10:00');
    expect(await eventsOf(id)).toContainEqual({ action: 'error', note: warning });
    await runJob(addMinutes(addDays(MONDAY_MORNING, AUTHORIZATION_WARNING_DAYS), 30));
    expect((await eventsOf(id)).filter((event) => event.note === warning)).toHaveLength(1);

    // Day 5: voided at the gateway, the order canceled by the shop, stock back, the customer told.
    await runJob(addMinutes(addDays(MONDAY_MORNING, AUTHORIZATION_GIVE_BACK_DAYS), 1));
    const canceled = await orderRow(order.number);
    expect(canceled).toMatchObject({ state: 'canceled', fulfillmentState: 'canceled' });
    const payment = await paymentOf(id);
    expect(payment.state).toBe('void');
    const [ledger] = await api.database.db
      .select()
      .from(paymentTables.testGatewayTransactions)
      .where(eq(paymentTables.testGatewayTransactions.idempotencyKey, payment.idempotencyKey));
    expect(ledger).toMatchObject({ state: 'voided', capturedCents: 0 });
    expect(await stockOf(api, products.unit.id)).toBe(stockAfterOrder + 2);
    expect((await eventsOf(id)).at(-1)).toEqual({
      action: 'canceled',
      note: AUTHORIZATION_EXPIRY_NOTES.givenBack,
    });
    expect(mailer.sent.filter((mail) => mail.to === shopper.email)).toHaveLength(1);

    // The next pass finds nothing more to do for it.
    await runJob(addMinutes(addDays(MONDAY_MORNING, AUTHORIZATION_GIVE_BACK_DAYS), 2));
    expect(mailer.sent.filter((mail) => mail.to === shopper.email)).toHaveLength(1);
  });

  it('sends an order warned while its payment is evaluated back to the evaluation, never to preparation', async () => {
    const order = await completeOrder(api, await createShopper(api), [
      { variant_id: products.unit.id, quantity: 1 },
    ]);
    await runJob(addMinutes(addDays(MONDAY_MORNING, AUTHORIZATION_WARNING_DAYS), 1));
    expect((await orderRow(order.number)).fulfillmentState).toBe('error');
    const counter = await createStaff(api, 'counter');
    const move = (state: string) =>
      adminCall(api, counter, 'PUT', `/admin/orders/${order.number}/fulfillment`, { state });
    const skipped = await move('pending');
    expect([skipped.status, skipped.body.error]).toEqual([
      409,
      'O pagamento deste pedido ainda não foi aprovado: retome em pagamento em análise',
    ]);
    expect((await move('payment_evaluating')).status).toBe(200);
    expect((await move('pending')).status).toBe(200);
  });

  it('leaves alone a weighed card, and orders paid on delivery, whatever their age', async () => {
    const shopper = await createShopper(api);
    const manager = await createStaff(api);
    const lines = [{ variant_id: products.weighed.id, quantity: 1000 }];
    const weighed = await capturedOrder(api, shopper, manager, lines);
    const onDelivery = await completeOrder(api, shopper, lines, { methodId: 2 });
    await runJob(addMinutes(addDays(MONDAY_MORNING, AUTHORIZATION_GIVE_BACK_DAYS), 5));
    expect(await orderRow(weighed.number)).toMatchObject({ state: 'complete', fulfillmentState: 'ready' });
    expect(await orderRow(onDelivery.number)).toMatchObject({
      state: 'complete',
      fulfillmentState: 'payment_evaluating',
    });
  });
});
