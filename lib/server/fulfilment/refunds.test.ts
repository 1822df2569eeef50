/**
 * Refunds (docs/business-rules.md, Refunds): a manager refunds a captured card by amount or by whole lines,
 * with a reason; the refund is on the order JSON, in its history and in the customer's e-mail; never more
 * than captured, even for refunds sent at once; the counter's cancel of a captured order stays refused,
 * the manager's refunds what is left; a refund the gateway did not take is confirmed by the sweep.
 */
import { eq } from 'drizzle-orm';
import { formatBRL, formatCents } from '@/lib/money';
import type { OrderJson } from '@/lib/sales-api/order';
import type { OrderHistoryJson } from '@/lib/sales-api/staff';
import * as checkoutTables from '../checkout/schema';
import * as paymentTables from '../payments/schema';
import { GatewayRefusal, type PaymentGateway } from '../payments/gateway';
import { createTestGateway } from '../payments/test-gateway';
import {
  createShopper,
  MONDAY_MORNING,
  setStock,
  stockOf,
  testProducts,
  type Shopper,
} from '@/test-support/server/checkout-fixtures';
import { adminCall, capturedOrder, completeOrder, createStaff } from '@/test-support/server/order-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { refundUnconfirmed } from './refunds';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import { mailQueueIdle } from '../mail/mail-queue';

jest.setTimeout(120_000);

let api: TestApi;
let manager: Shopper;
let counter: Shopper;
let products: Awaited<ReturnType<typeof testProducts>>;
/** Refunds the test gateway refuses before taking one (a gateway unreachable for a while). */
let gatewayFailures = 0;
/** Refunds the test gateway refuses for good (Mercado Pago's 4xx), before taking one. */
let gatewayRefusals = 0;
/** The refund keys the gateway was asked for, in order. */
const askedRefunds: string[] = [];
let gateway: PaymentGateway;

beforeAll(async () => {
  const getDb = async () => api.database.db;
  const real = createTestGateway(getDb);
  gateway = {
    ...real,
    async refund(request) {
      askedRefunds.push(request.refundKey);
      if (gatewayFailures > 0) {
        gatewayFailures--;
        throw new Error('gateway unavailable');
      }
      if (gatewayRefusals > 0) {
        gatewayRefusals--;
        throw new GatewayRefusal('refused: payment cannot be refunded');
      }
      await real.refund(request);
    },
  };
  api = await createTestApi({ clock: () => MONDAY_MORNING, gateway });
  products = await testProducts(api);
  await setStock(api, products.unit.id, 10_000);
  await setStock(api, products.weighed.id, 1_000_000);
  manager = await createStaff(api, 'manager');
  counter = await createStaff(api, 'counter');
});
afterAll(() => api.database.close());

type Answer = OrderJson & { error?: string; errors?: Record<string, string[]> };
const refund = (order: Pick<OrderJson, 'number'>, body: unknown, who: Shopper = manager) =>
  adminCall<Answer>(api, who, 'POST', `/admin/orders/${order.number}/refunds`, body);

/** A captured card order of a new customer: 2 units and 1 Kg of the weighed product, weighed as 1,1 Kg. */
async function captured() {
  const customer = await createShopper(api);
  const order = await capturedOrder(
    api,
    customer,
    manager,
    [
      { variant_id: products.unit.id, quantity: 2 },
      { variant_id: products.weighed.id, quantity: 1000 },
    ],
    { weighed: [2, 1100] },
  );
  return { customer, order, capturedCents: Math.round(Number(order.produced_amount) * 100) };
}

/** What the test gateway refunded of the order's payment, in cents. */
async function gatewayRefunded(order: Pick<OrderJson, 'number'>): Promise<number> {
  const rows = await api.database.db.select().from(paymentTables.testGatewayRefunds);
  return rows
    .filter((row) => row.idempotencyKey.startsWith(`${order.number}-`))
    .reduce((sum, row) => sum + row.amountCents, 0);
}

async function paymentRow(order: Pick<OrderJson, 'id'>) {
  const [row] = await api.database.db
    .select()
    .from(checkoutTables.payments)
    .where(eq(checkoutTables.payments.orderId, order.id));
  return row!;
}

describe('POST /admin/orders/{number}/refunds', () => {
  it('refunds part of the capture by amount: on the order, in its history, at the gateway and by e-mail', async () => {
    const { customer, order } = await captured();
    const answer = await refund(order, { amount: '10,50', reason: 'Cliente devolveu parte da carne' });
    expect(answer.status).toBe(200);
    expect(answer.body.refunds).toEqual([
      expect.objectContaining({ amount: '10.50', display_amount: formatBRL('10.50'), line_item_ids: [] }),
    ]);
    expect(await gatewayRefunded(order)).toBe(1050);
    expect((await paymentRow(order)).refundedAmount).toBe('10.50');

    const mine = await api.json<OrderJson>(`/api/v1/orders/${order.number}`, { headers: customer.headers });
    expect(mine.body.refunds.map((r) => r.amount)).toEqual(['10.50']);
    const history = await adminCall<OrderHistoryJson>(
      api,
      manager,
      'GET',
      `/admin/orders/${order.number}/history`,
    );
    expect(history.body.events.at(-1)).toMatchObject({
      action: 'refund',
      staff: { id: manager.id },
      before: { refunded_amount: '0.00' },
      after: { refunded_amount: '10.50', refund: '10.50' },
      note: 'Cliente devolveu parte da carne',
    });
    expect(api.mail.at(-1)).toMatchObject({
      to: customer.email,
      subject: expect.stringContaining(`estorno de ${formatBRL('10.50')} no pedido #${order.number}`),
      text: expect.stringContaining('cartão final 1111'),
    });
  });

  it('refunds whole lines at their weighed price, each line once', async () => {
    const { order } = await captured();
    const [units, weighed] = order.line_items;
    const lineCents = Math.round(Number(weighed!.price) * 1100 * 100);
    const answer = await refund(order, { line_item_ids: [weighed!.id], reason: 'Carne devolvida' });
    expect(answer.status).toBe(200);
    expect(answer.body.refunds).toEqual([
      expect.objectContaining({ amount: formatCents(BigInt(lineCents)), line_item_ids: [weighed!.id] }),
    ]);
    const again = await refund(order, { line_item_ids: [weighed!.id, units!.id], reason: 'Carne devolvida' });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ line_item_ids: ['Um dos itens escolhidos já foi estornado'] });
    const unknown = await refund(order, { line_item_ids: [999_999], reason: 'Carne devolvida' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ line_item_ids: ['Item não pertence ao pedido'] });
    expect(await gatewayRefunded(order)).toBe(lineCents);
  });

  it('answers 422 with the pt-BR field messages for bad input', async () => {
    const { order } = await captured();
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { amount: 'abc', reason: '' },
        { amount: ['Valor inválido (ex.: 25,90)'], reason: ['Informe o motivo do estorno'] },
      ],
      [{ amount: '0,00', reason: 'Devolução' }, { amount: ['Informe um valor maior que zero'] }],
      [{ amount: '1,00', reason: 'Devolução\u001b[2J' }, { reason: ['Não use caracteres de controle'] }],
      [{ reason: 'Devolução' }, { amount: ['Informe o valor ou escolha os itens do estorno'] }],
      [
        { amount: '1,00', line_item_ids: [order.line_items[0]!.id], reason: 'Devolução' },
        { amount: ['Informe o valor ou os itens, não os dois'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const answer = await refund(order, body);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual(errors);
    }
    expect(await gatewayRefunded(order)).toBe(0);
  });

  it('never refunds more than what is left of the capture (409 with the amount left, in reais)', async () => {
    const { order, capturedCents } = await captured();
    const over = await refund(order, { amount: formatCents(BigInt(capturedCents + 1)), reason: 'Devolução' });
    expect(over.status).toBe(409);
    expect(over.body.errors!.amount).toEqual([
      `O estorno (${formatBRL(BigInt(capturedCents + 1))}) passa do que resta a estornar (${formatBRL(BigInt(capturedCents))})`,
    ]);
    expect((await refund(order, { amount: '1.00', reason: 'Devolução' })).status).toBe(200);
    const rest = formatCents(BigInt(capturedCents - 100));
    expect((await refund(order, { amount: rest, reason: 'Devolução' })).status).toBe(200);
    const nothingLeft = await refund(order, { amount: '0.01', reason: 'Devolução' });
    expect(nothingLeft.status).toBe(409);
    expect(nothingLeft.body.error).toBe(
      'O estorno (R$\u00a00,01) passa do que resta a estornar (R$\u00a00,00)',
    );
    expect(await gatewayRefunded(order)).toBe(capturedCents);
  });

  it('two or more refunds at once never pass the capture', async () => {
    const { order, capturedCents } = await captured();
    // Each asks 40 % of the capture: two fit, the others find too little left.
    const part = formatCents(BigInt(Math.floor(capturedCents * 0.4)));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refund(order, { amount: part, reason: 'Devolução simultânea' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409, 409, 409]);
    const refunded = Math.floor(capturedCents * 0.4) * 2;
    expect(await gatewayRefunded(order)).toBe(refunded);
    expect((await paymentRow(order)).refundedAmount).toBe(formatCents(BigInt(refunded)));
    const rows = await api.database.db
      .select()
      .from(checkoutTables.refunds)
      .where(eq(checkoutTables.refunds.orderId, order.id));
    expect(rows.map((row) => row.idempotencyKey).sort()).toEqual([
      expect.stringMatching(/-refund-1$/),
      expect.stringMatching(/-refund-2$/),
    ]);
  });

  it('answers a request repeating its Idempotency-Key with the refund it made: refunded and e-mailed once', async () => {
    const { customer, order } = await captured();
    const keyed = (key: string, body: unknown) =>
      api.json<Answer>(
        `/admin/orders/${order.number}/refunds`,
        jsonRequest('POST', body, { ...manager.headers, 'Idempotency-Key': key }),
      );
    const mails = () => api.mail.filter((mail) => mail.to === customer.email && /estorno/.test(mail.subject));
    const first = await keyed('refund-a', { amount: '10,00', reason: 'Cliente devolveu uma peça' });
    expect(first.status).toBe(200);
    await mailQueueIdle();
    // The answer was lost: 'Confirmar estorno' is pressed again, the form's key the same.
    const again = await keyed('refund-a', { amount: '10,00', reason: 'Cliente devolveu uma peça' });
    expect(again.status).toBe(200);
    expect(again.body.refunds).toEqual(first.body.refunds);
    // Sent at once, repeats of a new key make one refund between them.
    const racing = await Promise.all(
      Array.from({ length: 3 }, () => keyed('refund-b', { amount: '2,00', reason: 'Desconto combinado' })),
    );
    expect(racing.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(racing.map((answer) => answer.body.refunds.map((r) => r.amount))).toEqual(
      Array.from({ length: 3 }, () => ['10.00', '2.00']),
    );
    expect(await gatewayRefunded(order)).toBe(1200);
    expect((await paymentRow(order)).refundedAmount).toBe('12.00');
    await mailQueueIdle();
    expect(mails().map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`estorno de ${formatBRL('10.00')}`),
      expect.stringContaining(`estorno de ${formatBRL('2.00')}`),
    ]);
    // Without a key, or with another, each request is a refund of its own.
    expect((await refund(order, { amount: '1,00', reason: 'Outro estorno' })).status).toBe(200);
    expect((await keyed('refund-c', { amount: '1,00', reason: 'Outro estorno' })).status).toBe(200);
    expect(await gatewayRefunded(order)).toBe(1400);
    // A key that is no printable text is refused before anything is refunded.
    const bad = await keyed('chave inválida', { amount: '1,00', reason: 'Outro estorno' });
    expect(bad.status).toBe(422);
    expect(await gatewayRefunded(order)).toBe(1400);
  });

  it('refuses an order paid on delivery and a capture not yet confirmed (409)', async () => {
    const onDelivery = await completeOrder(
      api,
      await createShopper(api),
      [{ variant_id: products.unit.id, quantity: 1 }],
      {
        methodId: 2,
      },
    );
    const none = await refund(onDelivery, { amount: '1,00', reason: 'Devolução' });
    expect(none.status).toBe(409);
    expect(none.body.error).toBe(
      'Este pedido não tem pagamento capturado no cartão nem Pix pago para estornar',
    );

    const { order } = await captured();
    await api.database.db
      .update(checkoutTables.payments)
      .set({ capturedAt: null })
      .where(eq(checkoutTables.payments.orderId, order.id));
    const capturing = await refund(order, { amount: '1,00', reason: 'Devolução' });
    expect(capturing.status).toBe(409);
    expect(capturing.body.error).toBe(
      'A captura do pagamento ainda não foi confirmada. Tente de novo em instantes.',
    );
  });

  it('keeps a refund the gateway did not take, and the sweep confirms it later', async () => {
    const { customer, order } = await captured();
    gatewayFailures = 1;
    const answer = await refund(order, { amount: '5,00', reason: 'Devolução' });
    expect(answer.status).toBe(200);
    expect(answer.body.refunds.map((r) => r.amount)).toEqual(['5.00']);
    // Pending at the gateway: the staff read it so, the customer is told it was requested, not made.
    expect(answer.body.refunds[0]).toMatchObject({ confirmed_at: null, refused_at: null });
    await mailQueueIdle();
    expect(api.mail.filter((mail) => mail.to === customer.email).at(-1)?.text).toContain(
      `Solicitamos o estorno de ${formatBRL('5.00')} referente ao seu pedido #${order.number}`,
    );
    expect(await gatewayRefunded(order)).toBe(0);
    const later = new Date(Date.now() + 3 * 60_000);
    expect(await refundUnconfirmed(api.database.db, gateway, later)).toBeGreaterThanOrEqual(1);
    expect(await gatewayRefunded(order)).toBe(500);
    const [row] = await api.database.db
      .select()
      .from(checkoutTables.refunds)
      .where(eq(checkoutTables.refunds.orderId, order.id));
    expect(row!.confirmedAt).not.toBeNull();
  });
});

describe('a refund the gateway refuses for good', () => {
  const refusedOf = async (order: Pick<OrderJson, 'id'>) => {
    const [row] = await api.database.db
      .select()
      .from(checkoutTables.refunds)
      .where(eq(checkoutTables.refunds.orderId, order.id));
    return row!;
  };

  it('is recorded as refused, shown to the staff, not announced and never asked again', async () => {
    const { customer, order } = await captured();
    gatewayRefusals = 1;
    const answer = await refund(order, { amount: '5,00', reason: 'Devolução' });
    expect(answer.status).toBe(200);
    expect(answer.body.refunds).toEqual([
      expect.objectContaining({ amount: '5.00', confirmed_at: null, refused_at: expect.any(String) }),
    ]);
    const row = await refusedOf(order);
    expect(row.refusal).toContain('refused');
    await mailQueueIdle();
    expect(api.mail.filter((mail) => mail.to === customer.email && /estorno/.test(mail.subject))).toEqual([]);

    const asked = askedRefunds.filter((key) => key === row.idempotencyKey).length;
    await refundUnconfirmed(api.database.db, gateway, new Date(Date.now() + 3 * 60_000));
    await refundUnconfirmed(api.database.db, gateway, new Date(Date.now() + 4 * 60_000));
    expect(askedRefunds.filter((key) => key === row.idempotencyKey)).toHaveLength(asked);
    expect(await gatewayRefunded(order)).toBe(0);
    const staffView = await adminCall<OrderJson>(api, manager, 'GET', `/admin/orders/${order.number}`);
    expect(staffView.body.refunds[0]!.refused_at).not.toBeNull();
  });

  it('refused on the sweep, after a failure, is recorded and the sweep stops asking', async () => {
    const { order } = await captured();
    gatewayFailures = 1;
    expect((await refund(order, { amount: '5,00', reason: 'Devolução' })).status).toBe(200);
    const { idempotencyKey } = await refusedOf(order);
    gatewayRefusals = 1;
    // The refusal is recorded, not a failure of the sweep's job (which would be retried).
    await expect(
      refundUnconfirmed(api.database.db, gateway, new Date(Date.now() + 3 * 60_000)),
    ).resolves.toBeGreaterThanOrEqual(1);
    expect((await refusedOf(order)).refusedAt).not.toBeNull();
    const asked = askedRefunds.filter((key) => key === idempotencyKey).length;
    expect(asked).toBe(2);
    await refundUnconfirmed(api.database.db, gateway, new Date(Date.now() + 4 * 60_000));
    expect(askedRefunds.filter((key) => key === idempotencyKey)).toHaveLength(asked);
  });
});

describe('cancel of a captured order', () => {
  it('is refused to the counter; the manager cancels it with a refund of what is left', async () => {
    const { customer, order, capturedCents } = await captured();
    expect((await refund(order, { amount: '5,00', reason: 'Desconto combinado' })).status).toBe(200);
    const stock = await stockOf(api, products.unit.id);

    const refused = await adminCall<Answer>(api, counter, 'PUT', `/admin/orders/${order.number}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Pagamento já capturado: só o gerente pode cancelar com estorno');

    const canceled = await adminCall<Answer>(api, manager, 'PUT', `/admin/orders/${order.number}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ state: 'canceled', fulfillment_state: 'canceled' });
    expect(canceled.body.refunds.map((r) => r.amount)).toEqual([
      '5.00',
      formatCents(BigInt(capturedCents - 500)),
    ]);
    expect(await gatewayRefunded(order)).toBe(capturedCents);
    expect(await stockOf(api, products.unit.id)).toBe(stock + 2);
    expect(api.mail.at(-1)).toMatchObject({
      to: customer.email,
      subject: expect.stringContaining('cancelado'),
      text: expect.stringContaining('foi estornado'),
    });
    const nothingLeft = await refund(order, { amount: '0,01', reason: 'Devolução' });
    expect(nothingLeft.status).toBe(409);
  });
});
