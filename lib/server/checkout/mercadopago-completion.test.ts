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
import { bearer, jsonRequest } from '@/test-support/server/account-fixtures';
import { cpfColumns } from '../auth/cpf-vault';
import { hashPassword } from '../auth/password-hash';
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
async function atConfirm(token: string, ccType: 'visa' | 'other' = 'visa') {
  const shopper = await createShopper(api);
  const [card] = await api.database.db
    .insert(accountTables.creditCards)
    .values({
      userId: shopper.id,
      paymentMethodId: 1,
      gatewayToken: token,
      ccType,
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
      await api.database.db
        .update(authTables.users)
        .set(cpfColumns(cpf))
        .where(eq(authTables.users.id, shopper.id));
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

describe('saved cards with Mercado Pago (customers and cards)', () => {
  /** A customer whose first card order completed: the card is now a Mercado Pago customer card. */
  async function savedAtMercadoPago() {
    const first = await atConfirm(token());
    expect((await first.complete()).body).toMatchObject({ state: 'complete' });
    const [card] = await api.database.db
      .select()
      .from(accountTables.creditCards)
      .where(eq(accountTables.creditCards.userId, first.shopper.id));
    const [user] = await api.database.db
      .select({ customerId: authTables.users.gatewayCustomerId })
      .from(authTables.users)
      .where(eq(authTables.users.id, first.shopper.id));
    return { shopper: first.shopper, card: card!, customerId: user!.customerId! };
  }

  it("saves the first card's token to the customer found or created by e-mail, keeping both ids", async () => {
    const { shopper, card, customerId } = await savedAtMercadoPago();
    const customer = standIn.customers.get(customerId)!;
    expect(customer.email).toBe(shopper.email.toLowerCase());
    expect(customer.cards.map((saved) => saved.id)).toEqual([card.gatewayCardId]);
    expect(card.deletedAt).toBeNull();
  });

  it("takes Mercado Pago's brand of a saved card the first digits did not tell", async () => {
    const first = await atConfirm(token(), 'other');
    expect((await first.complete()).body).toMatchObject({ state: 'complete' });
    // The stand-in reads the network from the token (its Visa) and names it with the saved card.
    const [card] = await api.database.db
      .select()
      .from(accountTables.creditCards)
      .where(eq(accountTables.creditCards.userId, first.shopper.id));
    expect(card).toMatchObject({ ccType: 'visa', gatewayCardId: expect.any(String) });
  });

  it("pays a saved card with the browser's CVV token, as the Mercado Pago customer", async () => {
    const { shopper, card, customerId } = await savedAtMercadoPago();
    // The shop makes no token for Mercado Pago: the browser's SDK does, from the card's id and CVV.
    const local = await api.request(
      `/v2/credit_cards/${card.id}/card_tokens`,
      jsonRequest('POST', { verification_value: '123' }, shopper.headers),
    );
    expect(local.status).toBe(404);

    const cart = await createCart(api, shopper, [{ variant_id: products.weighed.id, quantity: 1000 }]);
    const cardToken = standIn.savedCardToken(card.gatewayCardId!);
    await checkoutToConfirm(api, shopper, cart.number, { payment: { existingCard: card.id, cardToken } });
    const done = await put(api, shopper, `/api/v1/checkouts/${cart.number}/next`);
    expect(done.body).toMatchObject({ state: 'complete' });
    const [payment] = await paymentsAtMercadoPago(cart.number);
    expect(payment).toMatchObject({ status: 'authorized', payment_method_id: 'visa' });
    const sent = standIn.requests.filter((r) => r.path === '/v1/payments' && r.body.includes(cardToken));
    expect(JSON.parse(sent[0]!.body)).toMatchObject({
      token: cardToken,
      payer: { type: 'customer', id: customerId },
    });
    // One customer card still: paying did not save it again.
    expect(standIn.customers.get(customerId)!.cards).toHaveLength(1);
  });

  it('deletes the card at Mercado Pago when the customer deletes it', async () => {
    const { shopper, card, customerId } = await savedAtMercadoPago();
    const removed = await api.request(`/v2/credit_cards/${card.id}`, {
      method: 'DELETE',
      headers: shopper.headers,
    });
    expect(removed.status).toBe(204);
    expect(standIn.customers.get(customerId)!.cards).toEqual([]);
    expect(
      standIn.requests.some(
        (r) => r.method === 'DELETE' && r.path === `/v1/customers/${customerId}/cards/${card.gatewayCardId}`,
      ),
    ).toBe(true);
  });

  it('keeps no card Mercado Pago could not save: the order stands, the card is typed again next time', async () => {
    const { shopper, number, complete } = await atConfirm(token());
    standIn.fail({ kind: 'error', status: 500 }, 1, '/v1/customers');
    expect((await complete()).body).toMatchObject({ state: 'complete' });
    expect(await paymentsAtMercadoPago(number)).toEqual([expect.objectContaining({ status: 'authorized' })]);
    const { body } = await api.json<{ credit_cards: unknown[] }>(`/api/v1/users/${shopper.id}/credit_cards`, {
      headers: shopper.headers,
    });
    expect(body.credit_cards).toEqual([]);
  });

  it('deletes the cards at Mercado Pago with the account (LGPD), through the same deletion', async () => {
    const { card, customerId } = await savedAtMercadoPago();
    // Its order delivered: nothing in progress holds the deletion back.
    await api.database.db
      .update(orderTables.orders)
      .set({ deliveryState: 'success' })
      .where(eq(orderTables.orders.userId, card.userId));
    const password = 'senha-de-teste-1';
    await api.database.db
      .update(authTables.users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(authTables.users.id, card.userId));
    const [user] = await api.database.db
      .select({ email: authTables.users.email })
      .from(authTables.users)
      .where(eq(authTables.users.id, card.userId));
    const login = await api.json<{ token: string }>(
      '/v2/auth',
      jsonRequest('POST', { email: user!.email, password }),
    );
    const deleted = await api.request(
      '/v2/account/deletion',
      jsonRequest('POST', { password, confirm: true }, bearer(login.body.token)),
    );
    expect(deleted.status).toBe(204);
    expect(standIn.customers.get(customerId)!.cards).toEqual([]);
    const [erased] = await api.database.db
      .select({ customerId: authTables.users.gatewayCustomerId })
      .from(authTables.users)
      .where(eq(authTables.users.id, card.userId));
    expect(erased!.customerId).toBeNull();
  });
});
