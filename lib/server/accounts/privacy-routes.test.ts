/**
 * The customer's LGPD rights end to end (docs/business-rules.md, Analytics and privacy): the consent history,
 * the download of their data, and deleting the account with their orders kept anonymised.
 */
import { eq } from 'drizzle-orm';
import { MSG } from '@/lib/rules/field-messages';
import type { ErrorBody } from '@/lib/sales-api/errors';
import type { OrderJson } from '@/lib/sales-api/order';
import type { ConsentJson, PrivacyExportJson } from '@/lib/sales-api/privacy';
import {
  bearer,
  createCustomer,
  jsonRequest,
  type TestCustomer,
} from '@/test-support/server/account-fixtures';
import {
  checkoutToConfirm,
  createCart,
  MONDAY_MORNING,
  put,
  setStock,
  testProducts,
  type Shopper,
} from '@/test-support/server/checkout-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { users } from '../auth/schema';
import { THROTTLE_RULES } from '../auth/throttle';
import { userVisitor } from '../catalogue/product-views';
import { productViews } from '../catalogue/product-views-schema';
import { orders } from '../orders/schema';
import { createTestGateway } from '../payments/test-gateway';
import { ORDERS_IN_PROGRESS, STAFF_ACCOUNT } from './privacy';
import { addresses, creditCards } from './schema';

/** The API's time: Monday 10:00 in Salvador, unless a test moves it (and puts it back). */
let now = MONDAY_MORNING;
let api: TestApi;
let products: Awaited<ReturnType<typeof testProducts>>;

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  products = await testProducts(api);
  await setStock(api, products.unit.id, 1000);
});
afterAll(() => api.database.close());

const home = {
  firstname: 'Ana Souza',
  address1: 'Rua das Hortênsias, 120',
  city: 'Salvador',
  state: 'Bahia',
  zipcode: '41810-010',
  phone: '(71) 99999-8888',
  neighborhood: 'Pituba',
  reference: 'Em frente à padaria',
};

/** A customer who logs in with a password, with an address and a completed card order. */
async function customerWithOrder(): Promise<{ customer: TestCustomer; order: OrderJson }> {
  const customer = await createCustomer(api);
  const headers = bearer(customer.token);
  const address = await api.json<{ id: number }>('/v2/addresses', jsonRequest('POST', home, headers));
  const shopper: Pick<Shopper, 'headers' | 'addressId'> = { headers, addressId: address.body.id };
  const cart = await createCart(api, shopper, [{ variant_id: products.unit.id, quantity: 2 }]);
  await checkoutToConfirm(api, shopper, cart.number);
  const done = await put(api, shopper, `/api/v1/checkouts/${cart.number}/next`);
  expect(done.body.state).toBe('complete');
  return { customer, order: done.body };
}

const deletion = (customer: TestCustomer, body: object) =>
  api.json<ErrorBody>('/v2/account/deletion', jsonRequest('POST', body, bearer(customer.token)));

describe('the consent history', () => {
  it("records the banner's choices of a signed-in customer, oldest first; guests get 401", async () => {
    const customer = await createCustomer(api);
    for (const choice of ['granted', 'denied']) {
      const recorded = await api.json<ConsentJson[]>(
        '/v2/account/consents',
        jsonRequest('POST', { choice }, bearer(customer.token)),
      );
      expect(recorded.status).toBe(201);
    }
    const { body } = await api.json<ConsentJson[]>('/v2/account/consents', {
      headers: bearer(customer.token),
    });
    expect(body.map((consent) => consent.choice)).toEqual(['granted', 'denied']);
    expect((await api.request('/v2/account/consents')).status).toBe(401);
    const bad = await api.json<ErrorBody>(
      '/v2/account/consents',
      jsonRequest('POST', { choice: 'maybe' }, bearer(customer.token)),
    );
    expect(bad.status).toBe(422);
  });
});

describe('GET /v2/account/export', () => {
  it("downloads the customer's profile, addresses, cards, orders and consents, and nobody else's", async () => {
    const { customer, order } = await customerWithOrder();
    await api.request(
      '/v2/account/consents',
      jsonRequest('POST', { choice: 'granted' }, bearer(customer.token)),
    );
    await api.database.db
      .insert(productViews)
      .values({ visitor: userVisitor(customer.id), variantId: products.unit.id });
    const response = await api.request('/v2/account/export', { headers: bearer(customer.token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="meus-dados-2026-11-23.json"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Late in the evening in Salvador, the file still carries the shop's day, not tomorrow's in UTC.
    now = new Date('2026-11-23T22:30:00-03:00');
    try {
      const evening = await api.request('/v2/account/export', { headers: bearer(customer.token) });
      expect(evening.headers.get('content-disposition')).toBe(
        'attachment; filename="meus-dados-2026-11-23.json"',
      );
    } finally {
      now = MONDAY_MORNING;
    }
    const data = (await response.json()) as PrivacyExportJson;
    expect(data.profile).toMatchObject({ id: customer.id, email: customer.email, cpf: customer.cpf });
    expect(data.addresses.map((address) => address.address1)).toEqual([home.address1]);
    expect(data.saved_cards.map((card) => card.last_digits)).toEqual(['1111']);
    expect(data.orders.map((each) => each.number)).toEqual([order.number]);
    expect(data.consents.map((consent) => consent.choice)).toEqual(['granted']);
    expect(data.product_views.map((view) => view.variant_id)).toEqual([products.unit.id]);
    expect(JSON.stringify(data)).not.toMatch(/tok_test|password/);
    expect((await api.request('/v2/account/export')).status).toBe(401);
  });
});

describe('POST /v2/account/deletion', () => {
  it('asks for the right password and the confirmation, and waits for the orders in progress', async () => {
    const { customer, order } = await customerWithOrder();
    const wrong = await deletion(customer, { password: 'senha-errada', confirm: true });
    expect([wrong.status, wrong.body.errors]).toEqual([422, { password: [MSG.wrongPassword] }]);
    const unconfirmed = await deletion(customer, { password: customer.password, confirm: false });
    expect([unconfirmed.status, unconfirmed.body.errors]).toEqual([422, { confirm: [MSG.deletionConfirm] }]);
    const inProgress = await deletion(customer, { password: customer.password, confirm: true });
    expect([inProgress.status, inProgress.body.error]).toEqual([409, ORDERS_IN_PROGRESS]);
    // Nothing was erased on the way.
    const [user] = await api.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(user).toMatchObject({ email: customer.email, anonymizedAt: null });
    expect(order.state).toBe('complete');
  });

  it('does not count a refused deletion with the right password as a wrong guess', async () => {
    const { customer } = await customerWithOrder();
    for (let i = 0; i < THROTTLE_RULES.passwordChangePerSession.limit + 2; i++) {
      const refused = await deletion(customer, { password: customer.password, confirm: true });
      expect([refused.status, refused.body.error]).toEqual([409, ORDERS_IN_PROGRESS]);
    }
    const changed = await api.request(
      `/v2/users/${customer.id}/password`,
      jsonRequest(
        'PUT',
        { old_password: customer.password, password: 'nova-senha-1', password_confirmation: 'nova-senha-1' },
        bearer(customer.token),
      ),
    );
    expect(changed.status).toBe(200);
  });

  it('erases the person and keeps the delivered order, anonymised; the saved card cannot be charged', async () => {
    const { customer, order } = await customerWithOrder();
    const { db } = api.database;
    await db.update(orders).set({ deliveryState: 'success' }).where(eq(orders.number, order.number));
    const [card] = await db.select().from(creditCards).where(eq(creditCards.userId, customer.id));
    const visitor = userVisitor(customer.id);
    await db.insert(productViews).values({ visitor, variantId: products.unit.id });

    const response = await api.request(
      '/v2/account/deletion',
      jsonRequest('POST', { password: customer.password, confirm: true }, bearer(customer.token)),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);

    expect((await api.request('/v2/users/me', { headers: bearer(customer.token) })).status).toBe(401);
    const login = await api.json<ErrorBody>(
      '/v2/auth',
      jsonRequest('POST', { email: customer.email, password: customer.password }),
    );
    expect(login.status).toBe(401);

    const [user] = await db.select().from(users).where(eq(users.id, customer.id));
    expect(user).toMatchObject({
      firstName: 'Cliente',
      lastName: 'removido',
      cpfDigest: null,
      cpfSealed: null,
      clearCpf: null,
      phone: null,
    });
    expect(user!.email).not.toContain(customer.email);
    const [kept] = await db.select().from(orders).where(eq(orders.number, order.number));
    expect(kept).toMatchObject({ state: 'complete', userId: customer.id, email: null });
    expect(kept!.shipAddress).toMatchObject({
      city: 'Salvador',
      neighborhood: 'Pituba',
      zipcode: '41810000',
      address1: '',
      telephone: '',
      receiver_name: 'Cliente removido',
    });
    const [address] = await db.select().from(addresses).where(eq(addresses.userId, customer.id));
    expect(address).toMatchObject({ address1: '', phone: '', reference: '' });
    expect(address!.deletedAt).not.toBeNull();

    expect(await db.select().from(productViews).where(eq(productViews.visitor, visitor))).toEqual([]);

    // The card kept at the gateway is deleted there: no token is made from it with its CVV any more.
    const gateway = createTestGateway(async () => db);
    expect(card!.gatewayCardId).toMatch(/^card_test_/);
    expect(
      await gateway.tokenizeSavedCard({ cardId: card!.gatewayCardId!, verificationValue: '123' }),
    ).toEqual({
      ok: false,
      message: 'Cartão não reconhecido. Informe os dados do cartão de novo.',
    });
    const [erased] = await db.select().from(users).where(eq(users.id, customer.id));
    expect(erased!.gatewayCustomerId).toBeNull();
  });

  it('refuses a staff account (the manager removes it) and guests', async () => {
    const staff = await createCustomer(api);
    await api.database.db.update(users).set({ role: 'counter' }).where(eq(users.id, staff.id));
    const refused = await deletion(staff, { password: staff.password, confirm: true });
    expect([refused.status, refused.body.error]).toEqual([403, STAFF_ACCOUNT]);
    const guest = await api.json<ErrorBody>(
      '/v2/account/deletion',
      jsonRequest('POST', { password: 'x', confirm: true }),
    );
    expect(guest.status).toBe(401);
  });
});
