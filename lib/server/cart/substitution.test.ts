/**
 * The substitution preference of cart lines (docs/business-rules.md, Substitutions): new lines take the
 * account's default ('similar' for guests), each line changes in the cart, bad values are 422, and the
 * choice stays on the order's lines once it is complete.
 */
import type { UserJson } from '@/lib/sales-api/accounts';
import type { OrderJson } from '@/lib/sales-api/order';
import { bearer, createCustomer, jsonRequest } from '@/test-support/server/account-fixtures';
import {
  APPROVED_CARD,
  checkoutToConfirm,
  createCart,
  createShopper,
  put,
  type Shopper,
} from '@/test-support/server/checkout-fixtures';
import { stockedShop, type TestProducts } from '@/test-support/server/order-fixtures';
import type { TestApi } from '@/test-support/server/test-api';

jest.setTimeout(90_000);

let api: TestApi;
let products: TestProducts;

beforeAll(async () => {
  ({ api, products } = await stockedShop());
});
afterAll(() => api.database.close());

type Answer = OrderJson & { error?: string; errors?: Record<string, string[]> };

const setDefault = (headers: Record<string, string>, value: unknown) =>
  api.json<UserJson & { errors?: Record<string, string[]> }>(
    '/v2/users/me',
    jsonRequest('PUT', { first_name: 'Ana', last_name: 'Souza', default_substitution: value }, headers),
  );

const changeLine = (order: OrderJson, lineId: number, value: unknown, headers: Record<string, string> = {}) =>
  api.json<Answer>(
    `/api/v1/orders/${order.number}/line_items/${lineId}?order_token=${order.token}`,
    jsonRequest('PUT', { line_item: { substitution: value } }, headers),
  );

async function guestCart(lines: { variant_id: number; quantity: number }[]): Promise<OrderJson> {
  const { status, body } = await api.json<OrderJson>(
    '/api/v1/orders.json',
    jsonRequest('POST', { order: { line_items: lines } }),
  );
  expect(status).toBe(201);
  return body;
}

describe("the account's default", () => {
  it("is 'similar' until the customer chooses, and then every new line of theirs starts with it", async () => {
    const customer: Shopper = await createShopper(api);
    const me = await api.json<UserJson>('/v2/users/me', { headers: customer.headers });
    expect(me.body.default_substitution).toBe('similar');

    const chosen = await setDefault(customer.headers, 'call');
    expect(chosen.status).toBe(200);
    expect(chosen.body.default_substitution).toBe('call');
    const cart = await createCart(api, customer, [{ variant_id: products.weighed.id, quantity: 1000 }]);
    expect(cart.line_items.map((line) => line.substitution)).toEqual(['call']);
    const added = await api.json<Answer>(
      `/api/v1/orders/${cart.number}/line_items`,
      jsonRequest('POST', { line_item: { variant_id: products.unit.id, quantity: 1 } }, customer.headers),
    );
    expect(added.body.line_items.map((line) => line.substitution)).toEqual(['call', 'call']);
    // A name change without the field leaves the default as it was.
    const renamed = await api.json<UserJson>(
      '/v2/users/me',
      jsonRequest('PUT', { first_name: 'Maria', last_name: 'Souza' }, customer.headers),
    );
    expect(renamed.body.default_substitution).toBe('call');
  });

  it("is 'similar' for a guest's lines", async () => {
    const cart = await guestCart([{ variant_id: products.unit.id, quantity: 1 }]);
    expect(cart.line_items[0]!.substitution).toBe('similar');
  });

  it('refuses a value that is not one of the three (422, the field named)', async () => {
    const customer = await createShopper(api);
    const refused = await setDefault(customer.headers, 'talvez');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      default_substitution: ['Escolha se devemos substituir, não substituir ou ligar'],
    });
  });
});

describe("a line's preference", () => {
  it('changes per line in the cart, and a bad value is refused (422)', async () => {
    const cart = await guestCart([
      { variant_id: products.weighed.id, quantity: 1000 },
      { variant_id: products.unit.id, quantity: 2 },
    ]);
    const [weighed, unit] = cart.line_items;
    const changed = await changeLine(cart, unit!.id, 'none');
    expect(changed.status).toBe(200);
    expect(changed.body.line_items.map((line) => [line.id, line.substitution])).toEqual([
      [weighed!.id, 'similar'],
      [unit!.id, 'none'],
    ]);
    // Other changes of the line leave it as chosen.
    const grown = await api.json<Answer>(
      `/api/v1/orders/${cart.number}/line_items/${unit!.id}?order_token=${cart.token}`,
      jsonRequest('PUT', { line_item: { quantity: 3 } }),
    );
    expect(grown.body.line_items[1]).toMatchObject({ quantity: 3, substitution: 'none' });

    const refused = await changeLine(cart, unit!.id, 'talvez');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'line_item.substitution': ['Escolha se devemos substituir, não substituir ou ligar'],
    });
  });

  it('is carried to the complete order, and a later change of the default does not touch it', async () => {
    const customer = await createShopper(api);
    await setDefault(customer.headers, 'call');
    const cart = await createCart(api, customer, [
      { variant_id: products.weighed.id, quantity: 1000 },
      { variant_id: products.unit.id, quantity: 2 },
    ]);
    await changeLine(cart, cart.line_items[1]!.id, 'none', customer.headers);
    await checkoutToConfirm(api, customer, cart.number, { payment: { card: APPROVED_CARD } });
    const { body: order } = await put(api, customer, `/api/v1/checkouts/${cart.number}/next`);
    expect(order.state).toBe('complete');
    expect(order.line_items.map((line) => line.substitution)).toEqual(['call', 'none']);

    await setDefault(customer.headers, 'similar');
    const { body } = await api.json<OrderJson>(`/api/v1/orders/${order.number}`, {
      headers: customer.headers,
    });
    expect(body.line_items.map((line) => line.substitution)).toEqual(['call', 'none']);
    // A complete order's lines no longer change.
    const closed = await changeLine(order, order.line_items[0]!.id, 'similar', customer.headers);
    expect([closed.status, closed.body.error]).toEqual([404, 'No active cart order.']);
  });

  it("keeps what was chosen as a guest when the cart joins the customer's at login", async () => {
    const customer = await createCustomer(api);
    await setDefault(bearer(customer.token), 'call');
    await createCart(api, { headers: bearer(customer.token) }, [
      { variant_id: products.weighed.id, quantity: 1000 },
    ]);
    const guest = await guestCart([{ variant_id: products.unit.id, quantity: 1 }]);
    await changeLine(guest, guest.line_items[0]!.id, 'none');
    const login = await api.json<{ token: string }>(
      '/v2/auth',
      jsonRequest('POST', { email: customer.email, password: customer.password, order_token: guest.token }),
    );
    expect(login.status).toBe(200);
    const current = await api.json<OrderJson>('/api/v1/orders/current', {
      headers: bearer(login.body.token),
    });
    expect(current.body.line_items.map((line) => [line.variant_id, line.substitution]).sort()).toEqual(
      [
        [products.weighed.id, 'call'],
        [products.unit.id, 'none'],
      ].sort(),
    );
  });
});
