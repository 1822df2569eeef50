/**
 * Completing a card order with the Mercado Pago adapter pointed at its stand-in: the authorisation as
 * Mercado Pago is asked for it, and Mercado Pago's failures (5xx, a lost answer, a refusal) met by the
 * completion's own handling (./completion.ts: ask `find`, complete or give back). The card is a token as
 * the browser's card form makes it with Mercado Pago's SDK (saved straight to the database, or sent with
 * the payment step as the form sends it); the payer's CPF goes with the payment, never to the logs.
 */
import { eq } from 'drizzle-orm';
import type { OrderJson } from '@/lib/sales-api/order';
import {
  checkoutToConfirm,
  createCart,
  createShopper,
  MONDAY_MORNING,
  put,
  setStock,
  stockOf,
  testProducts,
} from '@/test-support/server/checkout-fixtures';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '@/test-support/server/mercadopago-stand-in';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import * as authTables from '../auth/schema';
import { logger } from '../logger';
import * as accountTables from '../accounts/schema';
import * as orderTables from '../orders/schema';
import { createMercadoPagoGateway, MERCADOPAGO_MESSAGES } from '../payments/mercadopago-gateway';
import * as checkoutTables from './schema';
import { COMPLETION_MESSAGES } from './completion';

jest.setTimeout(180_000);

let api: TestApi;
let standIn: MercadoPagoStandIn;
let products: Awaited<ReturnType<typeof testProducts>>;

beforeAll(async () => {
  standIn = await startMercadoPagoStandIn();
  const gateway = createMercadoPagoGateway({
    accessToken: standIn.accessToken,
    apiUrl: standIn.url,
    maxRetries: 0,
  });
  api = await createTestApi({ clock: () => MONDAY_MORNING, gateway });
  products = await testProducts(api);
  await setStock(api, products.weighed.id, 100_000);
});
afterAll(async () => {
  await api.database.close();
  await standIn.close();
});

/** A customer at confirm, paying with a card tokenised by Mercado Pago's card form as `token`. */
async function atConfirm(token: string) {
  const shopper = await createShopper(api);
  const [card] = await api.database.db
    .insert(accountTables.creditCards)
    .values({
      userId: shopper.id,
      paymentMethodId: 1,
      gatewayToken: token,
      ccType: 'visa',
      lastDigits: '4242',
      name: 'CLIENTE TESTE',
      month: 12,
      year: 2030,
    })
    .returning({ id: accountTables.creditCards.id });
  const cart = await createCart(api, shopper, [{ variant_id: products.weighed.id, quantity: 1000 }]);
  await checkoutToConfirm(api, shopper, cart.number, { payment: { existingCard: card!.id } });
  return {
    shopper,
    number: cart.number,
    complete: () => put(api, shopper, `/api/v1/checkouts/${cart.number}/next`),
  };
}

async function paymentsAtMercadoPago(number: string) {
  const rows = await api.database.db
    .select({ key: checkoutTables.payments.idempotencyKey })
    .from(checkoutTables.payments)
    .innerJoin(orderTables.orders, eq(orderTables.orders.id, checkoutTables.payments.orderId))
    .where(eq(orderTables.orders.number, number));
  return rows.flatMap((row) => standIn.paymentsOf(row.key));
}

let tokens = 0;
const token = (kind = 'approve') => `tok_${kind}-${++tokens}-${Date.now()}`;

describe('completing a card order at Mercado Pago', () => {
  it('authorises the estimate plus the tolerance without capturing, for the customer', async () => {
    const { shopper, number, complete } = await atConfirm(token());
    const done = await complete();
    expect(done.status).toBe(200);
    const order = done.body as OrderJson;
    expect(order).toMatchObject({ state: 'complete', fulfillment_state: 'payment_evaluating' });
    const [payment, ...others] = await paymentsAtMercadoPago(number);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      status: 'authorized',
      captured: false,
      payment_method_id: 'visa',
      payer: { email: shopper.email },
      transaction_amount: Number(order.payments.at(-1)!.amount),
    });
  });

  it('Mercado Pago failing (5xx) before making anything: the order is given back, stock returned', async () => {
    const before = await stockOf(api, products.weighed.id);
    const { number, complete } = await atConfirm(token());
    standIn.fail({ kind: 'error', status: 502 });
    const done = await complete();
    expect(done).toMatchObject({ status: 422, body: { error: COMPLETION_MESSAGES.unknownOutcome } });
    expect(await paymentsAtMercadoPago(number)).toEqual([]);
    expect(await stockOf(api, products.weighed.id)).toBe(before);
  });

  it('the answer lost after Mercado Pago authorised: the completion asks, and completes with it', async () => {
    const { number, complete } = await atConfirm(token());
    standIn.fail({ kind: 'lost' });
    const done = await complete();
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: 'complete' });
    expect(await paymentsAtMercadoPago(number)).toHaveLength(1);
  });

  it('a refused card: the reason, and the order back at payment', async () => {
    const before = await stockOf(api, products.weighed.id);
    const { complete } = await atConfirm(token('reject_insufficient_amount'));
    const done = await complete();
    expect(done).toMatchObject({ status: 422, body: { error: MERCADOPAGO_MESSAGES.insufficient } });
    expect(await stockOf(api, products.weighed.id)).toBe(before);
  });
});

describe('new cards and the payer with Mercado Pago', () => {
  it('has no tokenising call on the shop: the browser tokenises, the payment step sends the token', async () => {
    const shopper = await createShopper(api);
    const refused = await api.request(
      '/v2/card_tokens',
      jsonRequest(
        'POST',
        {
          name: 'Ana Souza',
          number: '4111111111111111',
          month: '12',
          year: '2030',
          verification_value: '123',
        },
        shopper.headers,
      ),
    );
    expect(refused.status).toBe(404);
    const cart = await createCart(api, shopper, [{ variant_id: products.weighed.id, quantity: 1000 }]);
    const mpToken = token();
    const atConfirm = await checkoutToConfirm(api, shopper, cart.number, {
      payment: {
        tokenized: {
          token: mpToken,
          brand: 'master',
          last_digits: '0604',
          name: 'Ana Souza',
          month: '11',
          year: '2030',
        },
      },
    });
    expect(atConfirm.credit_cards.map((card) => [card.cc_type, card.last_digits])).toEqual([
      ['master', '0604'],
    ]);
    const done = await put(api, shopper, `/api/v1/checkouts/${cart.number}/next`);
    expect(done.body).toMatchObject({ state: 'complete' });
    const [payment] = await paymentsAtMercadoPago(cart.number);
    expect(payment).toMatchObject({ status: 'authorized', payment_method_id: 'master' });
    expect(standIn.requests.some((request) => request.path.includes('card_tokens'))).toBe(false);
  });

  it("sends the payer's CPF as payer.identification, and logs it nowhere", async () => {
    const cpf = '60411738275';
    const calls: unknown[][] = [];
    const spies = (['info', 'warn', 'error', 'debug'] as const).map((level) =>
      jest.spyOn(logger, level).mockImplementation(((...args: unknown[]) => {
        calls.push(args);
      }) as never),
    );
    try {
      const { shopper, number, complete } = await atConfirm(token());
      await api.database.db.update(authTables.users).set({ cpf }).where(eq(authTables.users.id, shopper.id));
      // A failure logged on the way must not carry it either.
      standIn.fail({ kind: 'lost' });
      expect((await complete()).body).toMatchObject({ state: 'complete' });
      const [payment] = await paymentsAtMercadoPago(number);
      expect(payment!.payer).toEqual({ email: shopper.email, identification: { type: 'CPF', number: cpf } });
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    expect(JSON.stringify(calls)).not.toContain(cpf);
  });

  it('sends no identification for a customer without a CPF', async () => {
    const { number, complete } = await atConfirm(token());
    expect((await complete()).body).toMatchObject({ state: 'complete' });
    const [payment] = await paymentsAtMercadoPago(number);
    expect(payment!.payer).not.toHaveProperty('identification');
  });
});
