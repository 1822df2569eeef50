/**
 * Mercado Pago's payment notices (POST /webhooks/mercadopago), through the real API with the adapter
 * pointed at the stand-in of Mercado Pago's API: a Pix order is completed (its charge made at the stand-in),
 * paid there, then notified. Signed as Mercado Pago documents it, computed here from the manifest. On
 * PGlite and, with scripts/test-postgres.mts, on PostgreSQL.
 */
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OrderJson } from '@/lib/sales-api/order';
import {
  checkoutToConfirm,
  createCart,
  createShopper,
  MONDAY_MORNING,
  put,
  setStock,
  testProducts,
} from '@/test-support/server/checkout-fixtures';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '@/test-support/server/mercadopago-stand-in';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { createStaff, staffCall } from '@/test-support/server/order-fixtures';
import { cpfColumns } from '../auth/cpf-vault';
import * as authTables from '../auth/schema';
import * as checkoutTables from './schema';
import * as orderTables from '../orders/schema';
import { createMercadoPagoGateway } from '../payments/mercadopago-gateway';
import { WEBHOOK_MESSAGES } from './webhook-routes';

jest.setTimeout(180_000);

const PIX = 4;
const SECRET = 'webhook-secret-of-the-test-application';

let api: TestApi;
let standIn: MercadoPagoStandIn;
let products: Awaited<ReturnType<typeof testProducts>>;
let requestNumber = 0;

beforeAll(async () => {
  standIn = await startMercadoPagoStandIn();
  const gateway = createMercadoPagoGateway({
    accessToken: standIn.accessToken,
    apiUrl: standIn.url,
    timeoutMs: 5_000,
    maxRetries: 0,
  });
  api = await createTestApi({ clock: () => MONDAY_MORNING, gateway, mercadoPagoWebhookSecret: SECRET });
  products = await testProducts(api);
  await setStock(api, products.unit.id, 10_000);
  await setStock(api, products.weighed.id, 100_000);
});
afterAll(async () => {
  await api.database.close();
  await standIn.close();
});

/** A Pix order completed at the stand-in, and its payment there. */
async function pixOrder(): Promise<{ order: OrderJson; paymentId: number }> {
  const shopper = await createShopper(api);
  const cart = await createCart(api, shopper, [
    { variant_id: products.unit.id, quantity: 1 },
    { variant_id: products.weighed.id, quantity: 1000 },
  ]);
  await checkoutToConfirm(api, shopper, cart.number, { payment: { methodId: PIX } });
  const done = await put(api, shopper, `/api/v1/checkouts/${cart.number}/next`);
  if (done.status !== 200) throw new Error(`completion: ${done.status} ${JSON.stringify(done.body)}`);
  const order = done.body as OrderJson;
  const [row] = await api.database.db
    .select({ key: checkoutTables.payments.idempotencyKey })
    .from(checkoutTables.payments)
    .innerJoin(orderTables.orders, eq(orderTables.orders.id, checkoutTables.payments.orderId))
    .where(eq(orderTables.orders.number, order.number));
  const [payment] = standIn.paymentsOf(row!.key);
  expect(payment).toMatchObject({ status: 'pending', payment_method_id: 'pix' });
  // The customer is shown Mercado Pago's code.
  expect(order.payments.at(-1)!.pix!.br_code).toBe(payment!.point_of_interaction!.transaction_data.qr_code);
  return { order, paymentId: payment!.id };
}

interface Notice {
  dataId: string;
  requestId?: string;
  /** Seconds, as Mercado Pago's documentation shows it. */
  ts?: number;
  secret?: string;
  signature?: string | null;
  body?: unknown;
}

/** A notice as Mercado Pago sends it: data.id in the URL, x-request-id, x-signature over the manifest. */
function notify({ dataId, requestId, ts, secret = SECRET, signature, body }: Notice) {
  const id = requestId ?? `req-${Date.now()}-${++requestNumber}`;
  const stamp = String(ts ?? Math.floor(MONDAY_MORNING.getTime() / 1000));
  const v1 = createHmac('sha256', secret).update(`id:${dataId};request-id:${id};ts:${stamp};`).digest('hex');
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'x-request-id': id };
  const signed = signature === undefined ? `ts=${stamp},v1=${v1}` : signature;
  if (signed !== null) headers['x-signature'] = signed;
  return api.json<{ status?: string; error?: string }>(
    `/webhooks/mercadopago?data.id=${dataId}&type=payment`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? { action: 'payment.updated', type: 'payment', data: { id: dataId } }),
    },
  );
}

async function orderRow(number: string) {
  const [row] = await api.database.db
    .select()
    .from(orderTables.orders)
    .where(eq(orderTables.orders.number, number));
  return row!;
}

async function paidEvents(number: string) {
  const { id } = await orderRow(number);
  return api.database.db
    .select()
    .from(orderTables.orderEvents)
    .where(and(eq(orderTables.orderEvents.orderId, id), eq(orderTables.orderEvents.action, 'pix_paid')));
}

const receivedMails = (number: string) =>
  api.mail.filter((mail) => mail.subject.includes(`#${number} recebido`));

describe('Mercado Pago notices', () => {
  it('the same paid Pix notified 10 times at once: one completion, one e-mail', async () => {
    const { order, paymentId } = await pixOrder();
    // Notified while still unpaid: nothing changes.
    expect(await notify({ dataId: String(paymentId) })).toEqual({ status: 200, body: { status: 'applied' } });
    expect((await orderRow(order.number)).fulfillmentState).toBe('awaiting_payment');

    standIn.payPix(paymentId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => notify({ dataId: String(paymentId) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await orderRow(order.number)).fulfillmentState).toBe('payment_evaluating');
    expect(await paidEvents(order.number)).toHaveLength(1);
    expect(receivedMails(order.number)).toHaveLength(1);
  });

  it('refuses a notice sent again with its request id (replay), changing nothing', async () => {
    const { paymentId } = await pixOrder();
    const first = await notify({ dataId: String(paymentId), requestId: 'replayed-request' });
    expect(first.status).toBe(200);
    const again = await notify({ dataId: String(paymentId), requestId: 'replayed-request' });
    expect(again).toEqual({ status: 409, body: { error: WEBHOOK_MESSAGES.replay, errors: {} } });
  });

  it('refuses a wrong, missing or stale signature with 401, and applies nothing', async () => {
    const { order, paymentId } = await pixOrder();
    standIn.payPix(paymentId);
    const dataId = String(paymentId);
    const nowSeconds = Math.floor(MONDAY_MORNING.getTime() / 1000);
    const refused = [
      await notify({ dataId, secret: 'not-the-shop-secret' }),
      await notify({ dataId, signature: null }),
      await notify({ dataId, signature: 'v1=garbage' }),
      await notify({ dataId, ts: nowSeconds - 6 * 60 }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    expect(refused[3]!.body.error).toBe(WEBHOOK_MESSAGES.stale);
    expect((await orderRow(order.number)).fulfillmentState).toBe('awaiting_payment');
    expect(receivedMails(order.number)).toHaveLength(0);
  });

  it('answers 400 to a notice without data.id or request id', async () => {
    const noId = await api.request('/webhooks/mercadopago?type=payment', {
      method: 'POST',
      headers: { 'x-request-id': 'r-1', 'x-signature': 'ts=1,v1=00' },
    });
    expect(noId.status).toBe(400);
    const noRequestId = await api.request('/webhooks/mercadopago?data.id=123&type=payment', {
      method: 'POST',
      headers: { 'x-signature': 'ts=1,v1=00' },
    });
    expect(noRequestId.status).toBe(400);
  });

  it('never trusts the body: the payment is asked of Mercado Pago', async () => {
    const { order, paymentId } = await pixOrder();
    const lie = {
      action: 'payment.updated',
      data: { id: String(paymentId), status: 'approved' },
      status: 'approved',
    };
    expect(await notify({ dataId: String(paymentId), body: lie })).toEqual({
      status: 200,
      body: { status: 'applied' },
    });
    expect((await orderRow(order.number)).fulfillmentState).toBe('awaiting_payment');
    // A payment that is none of the shop's.
    expect(await notify({ dataId: '999' })).toEqual({ status: 200, body: { status: 'ignored' } });
  });

  it('answers 503 when Mercado Pago cannot be asked, and takes its retry of the same notice', async () => {
    const { order, paymentId } = await pixOrder();
    standIn.payPix(paymentId);
    standIn.fail({ kind: 'error', status: 500 });
    const failed = await notify({ dataId: String(paymentId), requestId: 'retried-by-mercado-pago' });
    expect(failed.status).toBe(503);
    expect((await orderRow(order.number)).fulfillmentState).toBe('awaiting_payment');
    const retried = await notify({ dataId: String(paymentId), requestId: 'retried-by-mercado-pago' });
    expect(retried).toEqual({ status: 200, body: { status: 'applied' } });
    expect((await orderRow(order.number)).fulfillmentState).toBe('payment_evaluating');
    expect(receivedMails(order.number)).toHaveLength(1);
  });
});

describe('a real Pix is paid by the bank', () => {
  it("answers 409 to the staff's Pix-paid call (npm run admin -- pix-pago): nothing is paid", async () => {
    const { order } = await pixOrder();
    const counter = await createStaff(api, 'counter');
    const answer = await staffCall(api, counter, 'PUT', `/${order.number}/pix_paid`);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/pago pelo banco do cliente/);
    const [payment] = await api.database.db
      .select({ key: checkoutTables.payments.idempotencyKey })
      .from(checkoutTables.payments)
      .where(eq(checkoutTables.payments.orderId, order.id));
    expect(standIn.paymentsOf(payment!.key)).toMatchObject([{ status: 'pending' }]);
    const [row] = await api.database.db
      .select({ fulfillment: orderTables.orders.fulfillmentState })
      .from(orderTables.orders)
      .where(eq(orderTables.orders.number, order.number));
    expect(row!.fulfillment).toBe('awaiting_payment');
  });

  it("creates the Pix with the payer's CPF as payer.identification", async () => {
    const shopper = await createShopper(api);
    await api.database.db
      .update(authTables.users)
      .set(cpfColumns('31840276517'))
      .where(eq(authTables.users.id, shopper.id));
    const cart = await createCart(api, shopper, [{ variant_id: products.unit.id, quantity: 1 }]);
    await checkoutToConfirm(api, shopper, cart.number, { payment: { methodId: PIX } });
    expect((await put(api, shopper, `/api/v1/checkouts/${cart.number}/next`)).status).toBe(200);
    const [row] = await api.database.db
      .select({ key: checkoutTables.payments.idempotencyKey })
      .from(checkoutTables.payments)
      .innerJoin(orderTables.orders, eq(orderTables.orders.id, checkoutTables.payments.orderId))
      .where(eq(orderTables.orders.number, cart.number));
    expect(standIn.paymentsOf(row!.key)[0]!.payer).toEqual({
      email: shopper.email,
      identification: { type: 'CPF', number: '31840276517' },
    });
  });
});
