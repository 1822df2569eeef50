/**
 * Pix on the built-in test gateway (docs/business-rules.md, Payment: Pix), through the real API and the
 * functions the jobs run: the charge at completion, the payment applied once however many times (and at
 * once) its notice arrives, the expiry that gives the order back, and a payment at the moment of the
 * expiry or after it. On PGlite and, in `npm test`'s second pass, on PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { parsePix } from 'pix-utils';
import { formatBRL } from '@/lib/money';
import type { OrderJson } from '@/lib/sales-api/order';
import type { OrderHistoryJson } from '@/lib/sales-api/staff';
import {
  checkoutToConfirm,
  createCart,
  createShopper,
  MONDAY_MORNING,
  put,
  setStock,
  stockOf,
  testProducts,
  type Shopper,
  salesOf,
} from '@/test-support/server/checkout-fixtures';
import { createStaff, staffCall } from '@/test-support/server/order-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import * as catalogueTables from '../catalogue/schema';
import * as orderTables from '../orders/schema';
import { mailQueueIdle } from '../mail/mail-queue';
import { createMemoryMailer } from '../mail/mailer';
import type { PaymentGateway } from '../payments/gateway';
import * as paymentTables from '../payments/schema';
import { createTestGateway, payTestPix } from '../payments/test-gateway';
import { refundOwedPix } from '../fulfilment/refunds';
import * as checkoutTables from './schema';
import { pixCharges } from './pix-schema';
import { applyPixState, expirePixPayments, PIX_UNREACHABLE_GRACE_MS, type PixDeps } from './pix';
import type { CompletionPoint } from './completion';
import { recoverCompletions } from './completion-recovery';

jest.setTimeout(180_000);

const PIX = 4;
const AFTER_EXPIRY = new Date(MONDAY_MORNING.getTime() + 31 * 60_000);
/** Past the expiry by more than the job waits for a gateway that cannot be reached. */
const PAST_GRACE = new Date(AFTER_EXPIRY.getTime() + PIX_UNREACHABLE_GRACE_MS);

let api: TestApi;
let products: Awaited<ReturnType<typeof testProducts>>;
let counter: Shopper;
let manager: Shopper;
let gateway: PaymentGateway;
let crashAt: CompletionPoint | null = null;

beforeAll(async () => {
  api = await createTestApi({
    clock: () => MONDAY_MORNING,
    completionFault: (point) => {
      if (point === crashAt) throw new Error(`simulated crash at ${point}`);
    },
  });
  gateway = createTestGateway(
    async () => api.database.db,
    () => MONDAY_MORNING,
  );
  products = await testProducts(api);
  await setStock(api, products.unit.id, 10_000);
  await setStock(api, products.weighed.id, 100_000);
  counter = await createStaff(api, 'counter');
  manager = await createStaff(api, 'manager');
});
afterAll(() => api.database.close());

/** The deps of the jobs' calls, with their own mailer (`sent`). */
function jobDeps(now: Date, overrides: Partial<PaymentGateway> = {}) {
  const mailer = createMemoryMailer();
  const deps: PixDeps = { db: api.database.db, gateway: { ...gateway, ...overrides }, mailer, now };
  return { deps, sent: mailer.sent };
}

/** A customer's order completed with Pix: one unit and 1 kg of the weighed product, pickup. */
async function pixOrder(): Promise<{ shopper: Shopper; order: OrderJson }> {
  const shopper = await createShopper(api);
  const cart = await createCart(api, shopper, [
    { variant_id: products.unit.id, quantity: 1 },
    { variant_id: products.weighed.id, quantity: 1000 },
  ]);
  await checkoutToConfirm(api, shopper, cart.number, { payment: { methodId: PIX } });
  const done = await put(api, shopper, `/api/v1/checkouts/${cart.number}/next`);
  expect(done.status).toBe(200);
  return { shopper, order: done.body };
}

async function keyOf(number: string): Promise<string> {
  const [row] = await api.database.db
    .select({ key: checkoutTables.payments.idempotencyKey })
    .from(checkoutTables.payments)
    .innerJoin(orderTables.orders, eq(orderTables.orders.id, checkoutTables.payments.orderId))
    .where(eq(orderTables.orders.number, number));
  return row!.key;
}

async function orderRow(number: string) {
  const [row] = await api.database.db
    .select()
    .from(orderTables.orders)
    .where(eq(orderTables.orders.number, number));
  return row!;
}

async function chargeOf(number: string) {
  const [row] = await api.database.db
    .select({ pix: pixCharges, payment: checkoutTables.payments })
    .from(pixCharges)
    .innerJoin(checkoutTables.payments, eq(checkoutTables.payments.id, pixCharges.paymentId))
    .innerJoin(orderTables.orders, eq(orderTables.orders.id, pixCharges.orderId))
    .where(eq(orderTables.orders.number, number));
  return row!;
}

async function events(number: string, action: string) {
  const { id } = await orderRow(number);
  return api.database.db
    .select()
    .from(orderTables.orderEvents)
    .where(and(eq(orderTables.orderEvents.orderId, id), eq(orderTables.orderEvents.action, action)));
}

async function slotBooked(number: string): Promise<boolean> {
  const { id } = await orderRow(number);
  const rows = await api.database.db
    .select()
    .from(checkoutTables.slotBookings)
    .where(eq(checkoutTables.slotBookings.orderId, id));
  return rows.length > 0;
}

const receivedMails = (number: string, sent = api.mail) =>
  sent.filter((mail) => mail.subject.includes(`#${number} recebido`));
const refundMails = (number: string, sent = api.mail) =>
  sent.filter((mail) => mail.subject.includes(`estorno de`) && mail.subject.includes(`#${number}`));

/** The order's refunds as the shop recorded them. */
async function refundsOf(number: string) {
  const { id } = await orderRow(number);
  const rows = await api.database.db
    .select()
    .from(checkoutTables.refunds)
    .where(eq(checkoutTables.refunds.orderId, id));
  return rows.map((row) => ({ amount: row.amount, reason: row.reason, confirmed: row.confirmedAt !== null }));
}

/** What the test gateway refunded of the payment `key`, in cents. */
async function gatewayRefunded(key: string): Promise<number> {
  const rows = await api.database.db
    .select()
    .from(paymentTables.testGatewayRefunds)
    .where(eq(paymentTables.testGatewayRefunds.idempotencyKey, key));
  return rows.reduce((sum, row) => sum + row.amountCents, 0);
}

describe('completing with Pix', () => {
  it('creates a valid Pix for the estimate plus 10 % of the weighed items; the order waits, holding its stock', async () => {
    const before = await stockOf(api, products.weighed.id);
    const { order } = await pixOrder();
    expect(order).toMatchObject({ state: 'complete', fulfillment_state: 'awaiting_payment' });
    const payment = order.payments.at(-1)!;
    expect(payment.state).toBe('processing');
    const weighed = order.line_items.find((line) => line.variant.id === products.weighed.id)!;
    const marginCents = Math.ceil(Number(weighed.total) * 10);
    const expected = (Math.round(Number(order.total) * 100) + marginCents) / 100;
    expect(Number(payment.amount)).toBeCloseTo(expected, 2);
    // The code is a valid BR Code (its CRC checked by the parser) for that amount.
    const parsed = parsePix(payment.pix!.br_code);
    expect(parsed).toMatchObject({ type: 'STATIC', transactionAmount: expected });
    expect(payment.pix!.expires_at).toBe(new Date(MONDAY_MORNING.getTime() + 30 * 60_000).toISOString());
    expect(payment.pix!.paid_at).toBeNull();
    expect(await stockOf(api, products.weighed.id)).toBe(before - 1000);
    // 'Pedido recebido' waits for the payment.
    expect(receivedMails(order.number)).toHaveLength(0);
  });

  it('the staff mark it paid (the demo): the order goes on to its evaluation, one e-mail, paid again changes nothing', async () => {
    const { order } = await pixOrder();
    const paid = await staffCall(api, counter, 'PUT', `/${order.number}/pix_paid`);
    expect(paid.status).toBe(200);
    expect(paid.body.fulfillment_state).toBe('payment_evaluating');
    expect(paid.body.payments.at(-1)).toMatchObject({ state: 'pending' });
    expect(paid.body.payments.at(-1)!.pix!.paid_at).not.toBeNull();
    const again = await staffCall(api, counter, 'PUT', `/${order.number}/pix_paid`);
    expect(again.status).toBe(200);
    const mails = receivedMails(order.number);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Recebemos o seu Pix de');
    expect(await events(order.number, 'pix_paid')).toHaveLength(1);
  });

  it("records the demo payment on the order's history as the staff member's action; the shop's own has none", async () => {
    const history = async (number: string) =>
      (await staffCall(api, manager, 'GET', `/${number}/history`)).body as unknown as OrderHistoryJson;
    const { order } = await pixOrder();
    expect((await staffCall(api, counter, 'PUT', `/${order.number}/pix_paid`)).status).toBe(200);
    await staffCall(api, manager, 'PUT', `/${order.number}/pix_paid`);
    const paid = (await history(order.number)).events.filter((event) => event.action === 'pix_paid');
    expect(paid).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        action: 'pix_paid',
        staff: { id: counter.id, name: expect.any(String), role: 'counter' },
        before: { fulfillment_state: 'awaiting_payment' },
        after: { fulfillment_state: 'payment_evaluating' },
        note: null,
      },
    ]);

    // Paid at the bank and applied by the shop (a webhook, a job): no staff member.
    const { order: other } = await pixOrder();
    await payTestPix(
      async () => api.database.db,
      await keyOf(other.number),
      () => MONDAY_MORNING,
    );
    expect(await applyPixState(jobDeps(MONDAY_MORNING).deps, await keyOf(other.number))).toBe('paid');
    const byShop = (await history(other.number)).events.filter((event) => event.action === 'pix_paid');
    expect(byShop).toMatchObject([{ staff: null, after: { fulfillment_state: 'payment_evaluating' } }]);
  });

  it('refuses the demo payment of an order without a Pix (409)', async () => {
    const shopper = await createShopper(api);
    const cart = await createCart(api, shopper, [{ variant_id: products.unit.id, quantity: 1 }]);
    await checkoutToConfirm(api, shopper, cart.number, { payment: { methodId: 2 } });
    await put(api, shopper, `/api/v1/checkouts/${cart.number}/next`);
    const answer = await staffCall(api, counter, 'PUT', `/${cart.number}/pix_paid`);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('Esse pedido não tem Pix a pagar');
  });
});

describe('races', () => {
  it('the same paid notice applied 10 times at once: one completion, one e-mail, sold once', async () => {
    const { order } = await pixOrder();
    const key = await keyOf(order.number);
    const [salesBefore] = await api.database.db
      .select({ n: catalogueTables.products.salesVolume })
      .from(catalogueTables.products)
      .innerJoin(
        catalogueTables.variants,
        eq(catalogueTables.variants.productId, catalogueTables.products.id),
      )
      .where(eq(catalogueTables.variants.id, products.unit.id));
    await payTestPix(
      async () => api.database.db,
      key,
      () => MONDAY_MORNING,
    );
    const { deps, sent } = jobDeps(MONDAY_MORNING);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => applyPixState(deps, key)));
    await mailQueueIdle();
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'unchanged')).toHaveLength(9);
    expect(receivedMails(order.number, sent)).toHaveLength(1);
    expect(await events(order.number, 'pix_paid')).toHaveLength(1);
    expect((await orderRow(order.number)).fulfillmentState).toBe('payment_evaluating');
    const [salesAfter] = await api.database.db
      .select({ n: catalogueTables.products.salesVolume })
      .from(catalogueTables.products)
      .innerJoin(
        catalogueTables.variants,
        eq(catalogueTables.variants.productId, catalogueTables.products.id),
      )
      .where(eq(catalogueTables.variants.id, products.unit.id));
    expect(salesAfter!.n).toBe(salesBefore!.n + 1);
  });

  it('paid at the moment it expires: either completed or given back, never both, never a refund owed', async () => {
    for (let round = 0; round < 5; round += 1) {
      // Earlier tests' unpaid orders expire first: the stock then moves for this round's order only.
      await expirePixPayments(jobDeps(AFTER_EXPIRY).deps);
      const { order } = await pixOrder();
      const key = await keyOf(order.number);
      const stock = await stockOf(api, products.unit.id);
      const { deps, sent } = jobDeps(AFTER_EXPIRY);
      await Promise.all([
        payTestPix(
          async () => api.database.db,
          key,
          () => AFTER_EXPIRY,
        ).then(() => applyPixState(deps, key)),
        expirePixPayments(deps),
      ]);
      await mailQueueIdle();
      const row = await orderRow(order.number);
      const { pix, payment } = await chargeOf(order.number);
      if (row.state === 'canceled') {
        expect(payment.state).toBe('void');
        expect(await stockOf(api, products.unit.id)).toBe(stock + 1);
        expect(await slotBooked(order.number)).toBe(false);
        expect(receivedMails(order.number, sent)).toHaveLength(0);
        expect(sent.filter((mail) => mail.subject.includes('prazo do Pix'))).toHaveLength(1);
        // The gateway cancelled the charge first: the bank could not pay it, nothing is owed.
        expect(pix.refundDue).toBe('0.00');
      } else {
        expect(row).toMatchObject({ state: 'complete', fulfillmentState: 'payment_evaluating' });
        expect(payment.state).toBe('pending');
        expect(await stockOf(api, products.unit.id)).toBe(stock);
        expect(receivedMails(order.number, sent)).toHaveLength(1);
        expect(sent.filter((mail) => mail.subject.includes('prazo do Pix'))).toHaveLength(0);
        expect(pix.refundDue).toBe('0.00');
      }
    }
  });
});

describe('expiry', () => {
  it('an unpaid Pix expires: stock, window and coupon freed, the order canceled, the customer told; paying it then is refused', async () => {
    const { order } = await pixOrder();
    const stock = await stockOf(api, products.unit.id);
    const sales = await salesOf(api, products.unit.id);
    expect(await slotBooked(order.number)).toBe(true);
    // Not before its time.
    expect(await expirePixPayments(jobDeps(MONDAY_MORNING).deps)).toBe(0);
    const { deps, sent } = jobDeps(AFTER_EXPIRY);
    expect(await expirePixPayments(deps)).toBeGreaterThanOrEqual(1);
    await mailQueueIdle();
    expect(await orderRow(order.number)).toMatchObject({ state: 'canceled', fulfillmentState: 'canceled' });
    expect(await stockOf(api, products.unit.id)).toBe(stock + 1);
    // Never paid, so never counted among the best sellers: nothing to take back.
    expect(await salesOf(api, products.unit.id)).toBe(sales);
    expect(await slotBooked(order.number)).toBe(false);
    const mail = sent.find((message) => message.subject.includes(`#${order.number}`))!;
    expect(mail.subject).toContain('o prazo do Pix');
    expect(mail.text).toContain('Nenhum valor foi cobrado');
    expect(await events(order.number, 'pix_expired')).toHaveLength(1);

    const late = await staffCall(api, counter, 'PUT', `/${order.number}/pix_paid`);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('Esse Pix expirou e não pode mais ser pago');
    // Run again: nothing more.
    expect(await expirePixPayments(jobDeps(AFTER_EXPIRY).deps)).toBe(0);
  });

  it('keeps asking a gateway that cannot be reached for a while: paid just before the expiry, the order stays', async () => {
    const { order } = await pixOrder();
    const key = await keyOf(order.number);
    const unreachable = jobDeps(AFTER_EXPIRY, {
      cancelPix: () => Promise.reject(new Error('gateway unreachable')),
    });
    expect(await expirePixPayments(unreachable.deps)).toBe(0);
    expect((await orderRow(order.number)).state).toBe('complete');
    // The customer had paid before the expiry; its notice was lost. The gateway answers again.
    await payTestPix(
      async () => api.database.db,
      key,
      () => MONDAY_MORNING,
    );
    const back = jobDeps(new Date(AFTER_EXPIRY.getTime() + 60_000));
    expect(await expirePixPayments(back.deps)).toBe(1);
    const { pix, payment } = await chargeOf(order.number);
    expect(payment.state).toBe('pending');
    expect(Number(pix.refundDue)).toBe(0);
    expect((await orderRow(order.number)).state).toBe('complete');
  });

  it('paid after the order was given back (the gateway could not cancel it): refund due, never a second order', async () => {
    const { order } = await pixOrder();
    const key = await keyOf(order.number);
    const unreachable = jobDeps(PAST_GRACE, {
      cancelPix: () => Promise.reject(new Error('gateway unreachable')),
    });
    await expirePixPayments(unreachable.deps);
    expect((await orderRow(order.number)).state).toBe('canceled');
    // The bank's payment crossed the cancel that never arrived.
    await payTestPix(
      async () => api.database.db,
      key,
      () => AFTER_EXPIRY,
    );
    const { deps, sent } = jobDeps(AFTER_EXPIRY);
    expect(await applyPixState(deps, key)).toBe('refund due');
    expect(await applyPixState(deps, key)).toBe('unchanged');
    await mailQueueIdle();
    const { pix, payment } = await chargeOf(order.number);
    expect(payment.state).toBe('void');
    expect(pix).toMatchObject({ refundDue: payment.amount, refundReason: 'paid_after_expiry' });
    expect((await orderRow(order.number)).state).toBe('canceled');
    expect(receivedMails(order.number, sent)).toHaveLength(0);

    // The Pix job's sweep refunds it, once, and tells the customer.
    expect(await refundOwedPix(deps)).toBe(1);
    expect(await refundOwedPix(deps)).toBe(0);
    await mailQueueIdle();
    expect(await refundsOf(order.number)).toEqual([
      { amount: payment.amount, reason: 'Pix pago depois do vencimento do pedido', confirmed: true },
    ]);
    expect(await gatewayRefunded(key)).toBe(Math.round(Number(payment.amount) * 100));
    expect(refundMails(order.number, sent).map((mail) => mail.text)).toEqual([
      expect.stringContaining('O valor volta para a conta de onde o Pix foi pago.'),
    ]);
  });
});

describe('after the payment', () => {
  it('a paid Pix order cancelled by the staff is refunded whole, and the customer told', async () => {
    const { order } = await pixOrder();
    await staffCall(api, counter, 'PUT', `/${order.number}/pix_paid`);
    const canceled = await staffCall(api, counter, 'PUT', `/${order.number}/cancel`);
    expect(canceled.status).toBe(200);
    const { pix, payment } = await chargeOf(order.number);
    expect(payment.state).toBe('void');
    expect(pix).toMatchObject({ refundDue: payment.amount, refundReason: 'canceled' });
    expect(await refundsOf(order.number)).toEqual([
      { amount: payment.amount, reason: 'Pedido cancelado depois do Pix pago', confirmed: true },
    ]);
    expect(await gatewayRefunded(payment.idempotencyKey)).toBe(Math.round(Number(payment.amount) * 100));
    await mailQueueIdle();
    const mail = api.mail.find((message) => message.subject.includes(`#${order.number} cancelado`))!;
    expect(mail.text).toContain(
      `O valor pago no Pix foi estornado: ${formatBRL(payment.amount)}. Ele volta para a conta de onde o Pix foi pago.`,
    );
    // Nothing is left to refund, whoever asks.
    const more = await staffCall(api, manager, 'POST', `/${order.number}/refunds`, {
      amount: '1.00',
      reason: 'Cliente pediu',
    });
    expect(more.status).toBe(409);
  });

  it('a paid Pix whose payment is denied is refunded whole, and the denial e-mail says so', async () => {
    const { order } = await pixOrder();
    await staffCall(api, counter, 'PUT', `/${order.number}/pix_paid`);
    const denied = await staffCall(api, counter, 'PUT', `/${order.number}/payment_denied`);
    expect(denied.status).toBe(200);
    const { payment } = await chargeOf(order.number);
    expect(await refundsOf(order.number)).toEqual([
      { amount: payment.amount, reason: 'Pedido cancelado depois do Pix pago', confirmed: true },
    ]);
    await mailQueueIdle();
    const mail = api.mail.find((message) => message.subject.includes(`#${order.number} não aprovado`))!;
    expect(mail.text).toContain('Estamos tendo problemas para aceitar o seu método de pagamento');
    expect(mail.text).toContain(
      `O valor pago no Pix foi estornado: ${formatBRL(payment.amount)}. Ele volta para a conta de onde o Pix foi pago.`,
    );
  });

  it('the best sellers count a Pix order once paid, and no more once it is cancelled', async () => {
    const before = await salesOf(api, products.unit.id);
    const paid = await pixOrder();
    expect(await salesOf(api, products.unit.id)).toBe(before);
    await staffCall(api, counter, 'PUT', `/${paid.order.number}/pix_paid`);
    expect(await salesOf(api, products.unit.id)).toBe(before + 1);
    expect((await staffCall(api, counter, 'PUT', `/${paid.order.number}/cancel`)).status).toBe(200);
    expect(await salesOf(api, products.unit.id)).toBe(before);

    // Never paid, never counted: its cancel takes nothing from the others' sales.
    const unpaid = await pixOrder();
    await staffCall(api, counter, 'PUT', `/${(await pixOrder()).order.number}/pix_paid`);
    expect((await staffCall(api, counter, 'PUT', `/${unpaid.order.number}/cancel`)).status).toBe(200);
    expect(await salesOf(api, products.unit.id)).toBe(before + 1);
  });

  it('an unpaid Pix order cancelled by the staff can no longer be paid', async () => {
    const { order } = await pixOrder();
    const canceled = await staffCall(api, counter, 'PUT', `/${order.number}/cancel`);
    expect(canceled.status).toBe(200);
    const late = await staffCall(api, counter, 'PUT', `/${order.number}/pix_paid`);
    expect(late.status).toBe(409);
    const { pix } = await chargeOf(order.number);
    expect(pix.refundDue).toBe('0.00');
  });

  it('cannot be weighed before it is paid; weighed less, the difference is refunded, the rest by a manager', async () => {
    const { order } = await pixOrder();
    const early = await staffCall(api, counter, 'PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    expect(early.status).toBe(409);
    await staffCall(api, counter, 'PUT', `/${order.number}/pix_paid`);
    // Before its weighing, a paid Pix is not the manager's to refund: the weighing settles it.
    const unweighed = await staffCall(api, manager, 'POST', `/${order.number}/refunds`, {
      amount: '1.00',
      reason: 'Cliente pediu',
    });
    expect(unweighed.status).toBe(409);
    expect(unweighed.body.error).toBe(
      'O Pix é estornado depois da pesagem, que devolve sozinha a diferença; para devolver tudo, cancele o pedido',
    );
    for (const state of ['pending', 'preparation_queue', 'preparation', 'packaging_queue', 'packaging']) {
      const moved = await staffCall(api, counter, 'PUT', `/${order.number}/fulfillment`, { state });
      expect(moved.status).toBe(200);
    }
    const weighed = order.line_items.find((line) => line.variant.id === products.weighed.id)!;
    const produced = await staffCall(api, counter, 'PUT', `/${order.number}/produced`, {
      line_items: [{ id: weighed.id, quantity: 900 }],
    });
    expect(produced.status).toBe(200);
    const { pix, payment } = await chargeOf(order.number);
    expect(payment.state).toBe('completed');
    const due = Math.round((Number(payment.amount) - Number(produced.body.produced_amount)) * 100);
    expect(Math.round(Number(pix.refundDue) * 100)).toBe(due);
    expect(pix.refundReason).toBe('weighed_difference');

    // The difference is refunded at once: on the order, at the gateway, in an e-mail.
    expect(produced.body.refunds).toMatchObject([{ amount: pix.refundDue }]);
    expect(await refundsOf(order.number)).toEqual([
      { amount: pix.refundDue, reason: 'Diferença entre o Pix pago e o valor pesado', confirmed: true },
    ]);
    expect(await gatewayRefunded(payment.idempotencyKey)).toBe(due);
    await mailQueueIdle();
    expect(refundMails(order.number).map((mail) => mail.text)).toEqual([
      expect.stringContaining(`pedido #${order.number}, pago com Pix.`),
    ]);
    // A manager may refund what is left (the weighed amount), never more.
    const over = await staffCall(api, manager, 'POST', `/${order.number}/refunds`, {
      amount: (Number(produced.body.produced_amount) + 0.01).toFixed(2),
      reason: 'Devolução',
    });
    expect(over.status).toBe(409);
    const whole = await staffCall(api, manager, 'POST', `/${order.number}/refunds`, {
      amount: produced.body.produced_amount,
      reason: 'Devolução',
    });
    expect(whole.status).toBe(200);
    expect(await gatewayRefunded(payment.idempotencyKey)).toBe(Math.round(Number(payment.amount) * 100));
  });
});

describe('a crash during the completion', () => {
  it.each([
    ['after the charge was created: the order waits for it, its code kept', 'authorized', 'awaiting_payment'],
    ['before the charge was created: the order is given back', 'reserved', null],
  ] as const)('%s', async (_, point, fulfillment) => {
    const shopper = await createShopper(api);
    const cart = await createCart(api, shopper, [{ variant_id: products.unit.id, quantity: 1 }]);
    await checkoutToConfirm(api, shopper, cart.number, { payment: { methodId: PIX } });
    const stock = await stockOf(api, products.unit.id);
    crashAt = point;
    const crashed = await put(api, shopper, `/api/v1/checkouts/${cart.number}/next`);
    crashAt = null;
    expect(crashed.status).toBe(500);
    expect((await orderRow(cart.number)).state).toBe('completing');

    const { deps, sent } = jobDeps(new Date(MONDAY_MORNING.getTime() + 60_000));
    await recoverCompletions(deps, 0);
    await mailQueueIdle();
    const row = await orderRow(cart.number);
    if (fulfillment) {
      expect(row).toMatchObject({ state: 'complete', fulfillmentState: fulfillment });
      expect((await chargeOf(cart.number)).pix.brCode).toMatch(/^000201/);
      expect(await stockOf(api, products.unit.id)).toBe(stock - 1);
      // Not paid: no 'pedido recebido' yet.
      expect(receivedMails(cart.number, sent)).toHaveLength(0);
    } else {
      expect(row.state).toBe('payment');
      expect(await stockOf(api, products.unit.id)).toBe(stock);
    }
  });
});
