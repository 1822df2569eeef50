/**
 * Saved cards through the API on the built-in test gateway (docs/business-rules.md, Saved cards), the same
 * flow as with Mercado Pago: a new card's first payment is authorised with the token it was typed as, then
 * kept at the gateway; a later order pays it with a one-time token made from its CVV
 * (POST /v2/credit_cards/{id}/card_tokens), sent with the payment step; deleting it deletes it there.
 */
import { and, eq } from 'drizzle-orm';
import type { SavedCreditCardJson } from '@/lib/sales-api/accounts';
import type { ErrorBody } from '@/lib/sales-api/errors';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import {
  checkoutToConfirm,
  createCart,
  createShopper,
  DECLINED_CARD,
  MONDAY_MORNING,
  put,
  savedCardToken,
  setStock,
  testProducts,
  type Shopper,
} from '@/test-support/server/checkout-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import * as authTables from '../auth/schema';
import { CARD_NOT_DELETED } from '../accounts/credit-cards';
import * as orderTables from '../orders/schema';
import * as paymentTables from '../payments/schema';
import { createTestGateway } from '../payments/test-gateway';
import { CHECKOUT_MESSAGES } from './checkout';

jest.setTimeout(120_000);

let api: TestApi;
let products: Awaited<ReturnType<typeof testProducts>>;
/** The gateway's card deletions fail while set. */
let gatewayDown = false;

beforeAll(async () => {
  const gateway = createTestGateway(
    async () => api.database.db,
    () => MONDAY_MORNING,
  );
  api = await createTestApi({
    clock: () => MONDAY_MORNING,
    gateway: {
      ...gateway,
      async deleteCard(card) {
        if (gatewayDown) throw new Error('gateway down');
        return gateway.deleteCard(card);
      },
    },
  });
  products = await testProducts(api);
  await setStock(api, products.unit.id, 100_000);
});
afterAll(() => api.database.close());

const cartOf = (shopper: Shopper) =>
  createCart(api, shopper, [{ variant_id: products.unit.id, quantity: 1 }]);
const complete = (shopper: Shopper, number: string) => put(api, shopper, `/api/v1/checkouts/${number}/next`);

async function cardsOf(shopper: Shopper): Promise<SavedCreditCardJson[]> {
  const { body } = await api.json<{ credit_cards: SavedCreditCardJson[] }>(
    `/api/v1/users/${shopper.id}/credit_cards`,
    { headers: shopper.headers },
  );
  return body.credit_cards;
}

/** The test gateway's transaction of an order's (last) payment. */
async function transactionOf(number: string) {
  const rows = await api.database.db.select().from(paymentTables.testGatewayTransactions);
  return rows.filter((row) => row.idempotencyKey.startsWith(`${number}-`)).at(-1);
}

/** A shopper who paid one order with a new card, now kept at the gateway. */
async function shopperWithSavedCard() {
  const shopper = await createShopper(api);
  const first = await cartOf(shopper);
  await checkoutToConfirm(api, shopper, first.number);
  expect((await complete(shopper, first.number)).body.state).toBe('complete');
  const [card] = await cardsOf(shopper);
  return { shopper, card: card!, firstNumber: first.number };
}

describe('saving a card at the gateway', () => {
  it('keeps a new card at the gateway once its first payment is authorised, for the customer there', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    await checkoutToConfirm(api, shopper, cart.number);
    // Chosen, not paid yet: not at the gateway (it pays its first order with the token it was typed as).
    expect(await cardsOf(shopper)).toEqual([
      expect.objectContaining({ cc_type: 'visa', last_digits: '1111', gateway_card_id: null }),
    ]);
    expect((await complete(shopper, cart.number)).body.state).toBe('complete');

    const [card] = await cardsOf(shopper);
    expect(card!.gateway_card_id).toMatch(/^card_test_approve_/);
    const [user] = await api.database.db
      .select({ customerId: authTables.users.gatewayCustomerId })
      .from(authTables.users)
      .where(eq(authTables.users.id, shopper.id));
    expect(user!.customerId).toMatch(/^cus_test_/);
  });

  it('does not keep a new card refused at its first payment: its token is spent', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    await checkoutToConfirm(api, shopper, cart.number, { payment: { card: DECLINED_CARD } });
    expect((await complete(shopper, cart.number)).status).toBe(422);
    expect(await cardsOf(shopper)).toEqual([]);
  });
});

describe('paying with a saved card', () => {
  it('asks its CVV: the payment step takes the one-time token made from it, and completion pays', async () => {
    const { shopper, card, firstNumber } = await shopperWithSavedCard();
    const cart = await cartOf(shopper);
    const path = `/api/v1/checkouts/${cart.number}.json`;
    await checkoutToConfirm(api, shopper, cart.number, { payment: { methodId: 2 } });

    const withoutCvv = await put(api, shopper, path, {
      state: 'payment',
      order: { payments_attributes: [{ payment_method_id: 1 }], existing_card: card.id },
    });
    expect(withoutCvv.status).toBe(422);
    expect(withoutCvv.body.errors).toEqual({ 'order.card_token': [CHECKOUT_MESSAGES.cardCvv] });

    const badCvv = await api.json<ErrorBody>(
      `/v2/credit_cards/${card.id}/card_tokens`,
      jsonRequest('POST', { verification_value: '1' }, shopper.headers),
    );
    expect(badCvv.status).toBe(422);
    expect(Object.keys(badCvv.body.errors)).toEqual(['verification_value']);

    const token = await savedCardToken(api, shopper, card.id);
    const chosen = await put(api, shopper, path, {
      state: 'payment',
      order: { payments_attributes: [{ payment_method_id: 1 }], existing_card: card.id, card_token: token },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.state).toBe('confirm');
    const done = await complete(shopper, cart.number);
    expect(done.body.state).toBe('complete');
    expect(done.body.payments.at(-1)!.source).toMatchObject({ cc_type: 'visa', last_digits: '1111' });

    // Authorised with the CVV's token, not the first order's (spent), and still one saved card.
    const transaction = await transactionOf(cart.number);
    expect(transaction).toMatchObject({ state: 'authorized', token });
    expect(transaction!.token).not.toBe((await transactionOf(firstNumber))!.token);
    expect(await cardsOf(shopper)).toHaveLength(1);
  });

  it('pays once with a CVV token: the completion takes it; sent again, the gateway refuses it', async () => {
    const { shopper, card } = await shopperWithSavedCard();
    const token = await savedCardToken(api, shopper, card.id);
    const first = await cartOf(shopper);
    await checkoutToConfirm(api, shopper, first.number, {
      payment: { existingCard: card.id, cardToken: token },
    });
    expect((await complete(shopper, first.number)).body.state).toBe('complete');
    const [order] = await api.database.db
      .select({ cardToken: orderTables.orders.cardToken })
      .from(orderTables.orders)
      .where(eq(orderTables.orders.number, first.number));
    expect(order!.cardToken).toBeNull();

    const second = await cartOf(shopper);
    await checkoutToConfirm(api, shopper, second.number, {
      payment: { existingCard: card.id, cardToken: token },
    });
    const refused = await complete(shopper, second.number);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.payment).toEqual([
      'Cartão não reconhecido. Informe os dados do cartão de novo.',
    ]);
    // The card stays (it is kept at the gateway): the next try asks its CVV again.
    expect(await cardsOf(shopper)).toHaveLength(1);
    const retried = await put(api, shopper, `/api/v1/checkouts/${second.number}/next`);
    expect(retried.body.state).toBe('confirm');
    const withoutCvv = await complete(shopper, second.number);
    expect(withoutCvv.body.errors).toEqual({ payment: [CHECKOUT_MESSAGES.cardCvv] });
  });

  it("makes tokens only for the caller's own cards kept at the gateway (404 otherwise)", async () => {
    const { card } = await shopperWithSavedCard();
    const stranger = await createShopper(api);
    const other = await api.request(
      `/v2/credit_cards/${card.id}/card_tokens`,
      jsonRequest('POST', { verification_value: '123' }, stranger.headers),
    );
    expect(other.status).toBe(404);

    const fresh = await createShopper(api);
    const cart = await cartOf(fresh);
    const atConfirm = await checkoutToConfirm(api, fresh, cart.number);
    const notKept = await api.request(
      `/v2/credit_cards/${atConfirm.credit_cards[0]!.id}/card_tokens`,
      jsonRequest('POST', { verification_value: '123' }, fresh.headers),
    );
    expect(notKept.status).toBe(404);
  });
});

describe('deleting a saved card', () => {
  it('deletes it at the gateway: no token is made from it any more', async () => {
    const { shopper, card } = await shopperWithSavedCard();
    const removed = await api.request(`/v2/credit_cards/${card.id}`, {
      method: 'DELETE',
      headers: shopper.headers,
    });
    expect(removed.status).toBe(204);
    expect(await cardsOf(shopper)).toEqual([]);
    const gateway = createTestGateway(async () => api.database.db);
    expect(
      await gateway.tokenizeSavedCard({ cardId: card.gateway_card_id!, verificationValue: '123' }),
    ).toMatchObject({ ok: false });
    const [forgotten] = await api.database.db
      .select()
      .from(paymentTables.testGatewayDeletedTokens)
      .where(and(eq(paymentTables.testGatewayDeletedTokens.token, card.gateway_card_id!)));
    expect(forgotten).toBeDefined();
    const token = await api.request(
      `/v2/credit_cards/${card.id}/card_tokens`,
      jsonRequest('POST', { verification_value: '123' }, shopper.headers),
    );
    expect(token.status).toBe(404);
  });

  it('deletes nothing when the gateway does not answer: 503, the customer tries again', async () => {
    const { shopper, card } = await shopperWithSavedCard();
    const init = { method: 'DELETE', headers: shopper.headers };
    gatewayDown = true;
    try {
      const refused = await api.json<ErrorBody>(`/v2/credit_cards/${card.id}`, init);
      expect(refused.status).toBe(503);
      expect(refused.body.error).toBe(CARD_NOT_DELETED);
    } finally {
      gatewayDown = false;
    }
    expect(await cardsOf(shopper)).toHaveLength(1);
    expect((await api.request(`/v2/credit_cards/${card.id}`, init)).status).toBe(204);
  });
});
