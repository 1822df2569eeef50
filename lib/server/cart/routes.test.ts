import { asc, eq } from 'drizzle-orm';
import { lineTotalCents, formatCents } from '@/lib/money';
import { createSession } from '../auth/sessions';
import { attachGuestOrder } from './cart';
import { SESSION_COOKIE } from '../api/authenticate';
import * as authTables from '../auth/schema';
import { THROTTLE_RULES } from '../auth/throttle';
import * as catalogueTables from '../catalogue/schema';
import * as orderTables from '../orders/schema';
import type { OrderJson } from '@/lib/sales-api/order';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import type { ErrorBody } from '@/lib/sales-api/errors';

let api: TestApi;
type VariantRow = typeof catalogueTables.variants.$inferSelect;
/** An everyday cut: 500 g minimum, steps of 250 g, up to 10 Kg. */
let cut: VariantRow;
let unit: VariantRow;
let outOfStock: VariantRow;
let inStock: VariantRow[];

beforeAll(async () => {
  api = await createTestApi();
  const rows = await api.database.db
    .select()
    .from(catalogueTables.variants)
    .orderBy(asc(catalogueTables.variants.id));
  cut = rows.find(
    (v) =>
      v.unitForQuantity === 'g' &&
      v.minimumQuantity === 500 &&
      v.incrementQuantity === 250 &&
      v.totalOnHand >= 20_000,
  )!;
  unit = rows.find((v) => v.unitForQuantity === 'un' && v.totalOnHand >= 30 && v.maximumQuantity >= 24)!;
  outOfStock = rows.find((v) => v.totalOnHand === 0)!;
  inStock = rows.filter((v) => v.totalOnHand >= v.maximumQuantity);
});
afterAll(() => api.database.close());

const JSON_HEADERS = { 'Content-Type': 'application/json' };

function send<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return api.json<T>(path, {
    method,
    headers: { ...JSON_HEADERS, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function guestOrder(lines: { variant_id: number; quantity: number; mix_id?: string }[]) {
  const { status, body } = await send<OrderJson>('POST', '/api/v1/orders.json', {
    order: { line_items: lines },
  });
  expect(status).toBe(201);
  return body;
}

let userCount = 0;
async function customer() {
  userCount += 1;
  const [user] = await api.database.db
    .insert(authTables.users)
    .values({
      email: `cliente${userCount}@exemplo.com.br`,
      firstName: 'Cliente',
      lastName: `${userCount}`,
      passwordHash: 'x',
    })
    .returning();
  const { token } = await createSession(api.database.db, user!.id, { remember: false });
  return { id: user!.id, email: user!.email, auth: { Authorization: `Bearer ${token}` }, token };
}

const linePath = (order: OrderJson, lineId?: number, token: string | null = order.token) =>
  `/api/v1/orders/${order.number}/line_items${lineId === undefined ? '' : `/${lineId}`}${token === null ? '' : `?order_token=${encodeURIComponent(token)}`}`;

function expectedTotal(lines: { quantity: number; price: string }[]): string {
  return formatCents(lines.reduce((sum, line) => sum + lineTotalCents(line.quantity, line.price), 0n));
}

describe('POST /api/v1/orders.json', () => {
  it('creates a guest cart with its number, a long random token and totals exact to the cent', async () => {
    const order = await guestOrder([
      { variant_id: cut.id, quantity: 1_250 },
      { variant_id: unit.id, quantity: 3 },
    ]);
    expect(order.number).toMatch(/^R\d{9}$/);
    expect(order.token).toMatch(/^[\w-]{32,}$/); // 192 bits in base64url
    expect(order).toMatchObject({ state: 'cart', email: null, user_id: null, ship_total: '0.00' });
    expect(order.line_items.map((l) => [l.variant_id, l.quantity])).toEqual([
      [cut.id, 1_250],
      [unit.id, 3],
    ]);
    const [weighed, counted] = order.line_items;
    expect(weighed!.variant.slug).toBe(cut.slug);
    expect(weighed!.total).toBe(formatCents(lineTotalCents(1_250, cut.price)));
    expect(weighed!.single_display_amount).toMatch(/^R\$\s[\d.]+,\d{2}$/);
    const total = expectedTotal([
      { quantity: 1_250, price: cut.price },
      { quantity: 3, price: unit.price },
    ]);
    expect(order.item_total).toBe(total);
    expect(order.total).toBe(total);
    expect(order.display_total).toBe(
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Number(total)),
    );
    expect(counted!.display_amount).toMatch(/^R\$/);
    expect(order).toMatchObject({ shipments: [], payments: [], payment_methods: [], ship_address: null });
  });

  it('also answers without .json; a guest cart needs a first line, so an empty call writes nothing', async () => {
    const before = await api.database.db.$count(orderTables.orders);
    const { status, body } = await send<ErrorBody>('POST', '/api/v1/orders', {});
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      'order.line_items': ['Adicione ao menos um produto para criar o carrinho'],
    });
    expect(await api.database.db.$count(orderTables.orders)).toBe(before);

    const { status: withLine } = await send('POST', '/api/v1/orders', {
      order: { line_items: [{ variant_id: cut.id, quantity: cut.minimumQuantity }] },
    });
    expect(withLine).toBe(201);
  });

  it('gives a customer their current cart, even an empty one (one per customer, whatever the calls)', async () => {
    const { auth } = await customer();
    const first = await send<OrderJson>('POST', '/api/v1/orders', {}, auth);
    const second = await send<OrderJson>('POST', '/api/v1/orders', {}, auth);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.number).toBe(first.body.number);
    expect(first.body.line_items).toEqual([]);
  });

  it('answers a retried guest creation with the same Idempotency-Key with the same cart, not a second one', async () => {
    const order = { order: { line_items: [{ variant_id: cut.id, quantity: cut.minimumQuantity }] } };
    const key = { 'Idempotency-Key': `carrinho-${Date.now()}` };
    const before = await api.database.db.$count(orderTables.orders);
    const first = await send<OrderJson>('POST', '/api/v1/orders.json', order, key);
    // The answer was lost on the way: the browser sends the same creation again.
    const retry = await send<OrderJson>('POST', '/api/v1/orders.json', order, key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.number).toBe(first.body.number);
    expect(retry.body.token).toBe(first.body.token);
    expect(retry.body.line_items).toHaveLength(1);
    expect(await api.database.db.$count(orderTables.orders)).toBe(before + 1);
    // Another key is another cart.
    const other = await send<OrderJson>('POST', '/api/v1/orders', order, {
      'Idempotency-Key': `${key['Idempotency-Key']}-2`,
    });
    expect(other.body.number).not.toBe(first.body.number);
  });

  it('no longer answers a guest creation’s Idempotency-Key with its cart once a customer’s or placed', async () => {
    const order = { order: { line_items: [{ variant_id: cut.id, quantity: cut.minimumQuantity }] } };
    const key = { 'Idempotency-Key': `carrinho-entrou-${Date.now()}` };
    const first = await send<OrderJson>('POST', '/api/v1/orders.json', order, key);
    const maria = await customer();
    expect(await attachGuestOrder(api.database.db, maria.id, first.body.token)).toBe(first.body.number);

    // Anyone sending the key again gets a new guest cart, not the customer's order (e-mail, token, lines).
    const again = await send<OrderJson>('POST', '/api/v1/orders.json', order, key);
    expect(again.status).toBe(201);
    expect(again.body.number).not.toBe(first.body.number);
    expect(again.body.email).not.toBe(maria.email);
    // The key now names that new cart, until that cart is placed.
    const retry = await send<OrderJson>('POST', '/api/v1/orders.json', order, key);
    expect(retry.body.number).toBe(again.body.number);
    await api.database.db
      .update(orderTables.orders)
      .set({ state: 'complete' })
      .where(eq(orderTables.orders.number, again.body.number));
    const afterPlaced = await send<OrderJson>('POST', '/api/v1/orders.json', order, key);
    expect(afterPlaced.body.number).not.toBe(again.body.number);
    expect(afterPlaced.body.state).toBe('cart');
  });

  it('answers 422 to a malformed Idempotency-Key', async () => {
    const order = { order: { line_items: [{ variant_id: cut.id, quantity: cut.minimumQuantity }] } };
    const { status } = await send('POST', '/api/v1/orders', order, { 'Idempotency-Key': 'x'.repeat(300) });
    expect(status).toBe(422);
  });

  it('documents the Idempotency-Key header of the cart creation', async () => {
    const { body: document } = await api.json<{
      paths: Record<string, { post?: { parameters?: { name: string; in: string }[] } }>;
    }>('/openapi.json');
    for (const path of ['/api/sales/api/v1/orders', '/api/sales/api/v1/orders.json']) {
      expect(document.paths[path]?.post?.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'idempotency-key', in: 'header' })]),
      );
    }
  });

  it("limits new guest carts per client address (429 with Retry-After), sized for a carrier's NAT, not per shop", async () => {
    const ip = '203.0.113.9';
    const order = { order: { line_items: [{ variant_id: cut.id, quantity: cut.minimumQuantity }] } };
    // Hundreds of shoppers behind one address, each making their cart, are not refused.
    await api.database.db.insert(authTables.throttleBuckets).values({
      key: `guest-order:ip:${ip}`,
      count: 300,
      windowStartedAt: new Date(),
    });
    expect((await send('POST', '/api/v1/orders', order, { 'X-Forwarded-For': ip })).status).toBe(201);
    await api.database.db
      .update(authTables.throttleBuckets)
      .set({ count: THROTTLE_RULES.guestOrderPerIp.limit })
      .where(eq(authTables.throttleBuckets.key, `guest-order:ip:${ip}`));
    const before = await api.database.db.$count(orderTables.orders);
    const limited = await api.request('/api/v1/orders', {
      method: 'POST',
      headers: { ...JSON_HEADERS, 'X-Forwarded-For': ip },
      body: JSON.stringify(order),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await limited.json()) as ErrorBody).error).toBe(
      'Muitas tentativas. Tente novamente em instantes.',
    );
    expect(await api.database.db.$count(orderTables.orders)).toBe(before);
    const other = await send('POST', '/api/v1/orders', order, { 'X-Forwarded-For': '203.0.113.10' });
    expect(other.status).toBe(201);
  });

  it('answers 422 with every field’s message at once for malformed input', async () => {
    const { status, body } = await send<ErrorBody>('POST', '/api/v1/orders.json', {
      order: {
        line_items: [
          { variant_id: -1, quantity: 'muito' },
          { variant_id: cut.id, quantity: 2.5 },
        ],
      },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      'order.line_items.0.variant_id': ['Produto não encontrado'],
      'order.line_items.0.quantity': ['Quantidade inválida'],
      'order.line_items.1.quantity': ['Quantidade inválida'],
    });
  });

  it('words in Portuguese what no schema words: a missing field, a wrong type', async () => {
    const order = await guestOrder([{ variant_id: unit.id, quantity: 1 }]);
    const missing = await send<ErrorBody>('POST', linePath(order), {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ line_item: ['Campo é obrigatório'] });
    const wrongType = await send<ErrorBody>('POST', linePath(order), { line_item: 'picanha' });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors).toEqual({
      line_item: ['Entrada inválida: esperava um objeto, recebeu um texto'],
    });
  });

  it('checks each line against the variant’s minimum, increment, maximum and stock, and writes nothing', async () => {
    const before = await api.database.db.$count(orderTables.orders);
    const { status, body } = await send<ErrorBody>('POST', '/api/v1/orders.json', {
      order: {
        line_items: [
          { variant_id: cut.id, quantity: 600 },
          { variant_id: cut.id + 100_000, quantity: 1 },
          { variant_id: unit.id, quantity: unit.maximumQuantity + 1 },
          { variant_id: outOfStock.id, quantity: outOfStock.minimumQuantity },
        ],
      },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      'order.line_items.0.quantity': ['Escolha a quantidade de 0,25 Kg em 0,25 Kg, a partir de 0,5 Kg'],
      'order.line_items.1.variant_id': ['Produto não encontrado'],
      'order.line_items.2.quantity': expect.arrayContaining([
        `Quantidade máxima: ${unit.maximumQuantity} un`,
      ]),
      'order.line_items.3.quantity': ['Fora de estoque'],
    });
    expect(await api.database.db.$count(orderTables.orders)).toBe(before);
  });

  it('puts a customer’s lines in their current order instead of opening a second one', async () => {
    const ana = await customer();
    const first = await send<OrderJson>(
      'POST',
      '/api/v1/orders.json',
      { order: { line_items: [{ variant_id: unit.id, quantity: 1 }] } },
      ana.auth,
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ user_id: ana.id, email: ana.email });
    const second = await send<OrderJson>(
      'POST',
      '/api/v1/orders.json',
      { order: { line_items: [{ variant_id: unit.id, quantity: 2 }] } },
      ana.auth,
    );
    expect(second.status).toBe(200);
    expect(second.body.number).toBe(first.body.number);
    expect(second.body.line_items.map((l) => l.quantity)).toEqual([3]);
  });
});

describe('GET /api/v1/orders/current', () => {
  it('answers "You\'re not logged in." (401) to a guest', async () => {
    const { status, body } = await api.json<ErrorBody>('/api/v1/orders/current');
    expect(status).toBe(401);
    expect(body).toEqual({ error: "You're not logged in.", errors: {} });
  });

  it('answers 204 to a customer without a cart, and the open order otherwise', async () => {
    const bia = await customer();
    const empty = await api.request('/api/v1/orders/current', { headers: bia.auth });
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
    const { body: created } = await send<OrderJson>(
      'POST',
      '/api/v1/orders.json',
      { order: { line_items: [{ variant_id: cut.id, quantity: 500 }] } },
      bia.auth,
    );
    const { status, body } = await api.json<OrderJson>('/api/v1/orders/current', { headers: bia.auth });
    expect(status).toBe(200);
    expect(body.number).toBe(created.number);
  });

  it('knows the customer by the session cookie too', async () => {
    const caio = await customer();
    await send(
      'POST',
      '/api/v1/orders.json',
      { order: { line_items: [{ variant_id: unit.id, quantity: 1 }] } },
      caio.auth,
    );
    const { status } = await api.json('/api/v1/orders/current', {
      headers: { Cookie: `${SESSION_COOKIE}=${caio.token}` },
    });
    expect(status).toBe(200);
  });
});

describe('GET /api/v1/orders/{number}', () => {
  it('shows a guest order to the holder of its token only (404 otherwise)', async () => {
    const order = await guestOrder([{ variant_id: unit.id, quantity: 1 }]);
    const ok = await api.json<OrderJson>(`/api/v1/orders/${order.number}?order_token=${order.token}`);
    expect(ok.status).toBe(200);
    expect(ok.body.number).toBe(order.number);
    const dotJson = await api.json<OrderJson>(
      `/api/v1/orders/${order.number}.json?order_token=${order.token}`,
    );
    expect(dotJson.status).toBe(200);

    for (const query of [
      '',
      '?order_token=',
      // The token with its last character changed (to one it is not: 1 token in 64 ends in 'x').
      `?order_token=${order.token.slice(0, -1)}${order.token.endsWith('x') ? 'y' : 'x'}`,
      '?order_token=abc',
    ]) {
      const denied = await api.json<ErrorBody>(`/api/v1/orders/${order.number}${query}`);
      expect(denied.status).toBe(404);
      expect(denied.body.error).toBe('Pedido não encontrado');
    }
  });

  it('shows a customer’s order to its owner only, whatever token is given', async () => {
    const owner = await customer();
    const other = await customer();
    const { body: order } = await send<OrderJson>(
      'POST',
      '/api/v1/orders.json',
      { order: { line_items: [{ variant_id: unit.id, quantity: 1 }] } },
      owner.auth,
    );
    expect((await api.json(`/api/v1/orders/${order.number}`, { headers: owner.auth })).status).toBe(200);
    expect(
      (await api.json(`/api/v1/orders/${order.number}?order_token=${order.token}`, { headers: other.auth }))
        .status,
    ).toBe(404);
    expect((await api.json(`/api/v1/orders/${order.number}?order_token=${order.token}`)).status).toBe(404);
  });

  it('answers 404 for an unknown number and 422 for a malformed one', async () => {
    expect((await api.json('/api/v1/orders/R000000000?order_token=x')).status).toBe(404);
    const malformed = await api.json<ErrorBody>('/api/v1/orders/12345');
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ number: ['Número de pedido inválido'] });
  });
});

describe('line items', () => {
  it('adds a line, and adding the same variant again grows that line (one line per variant)', async () => {
    const order = await guestOrder([{ variant_id: unit.id, quantity: 1 }]);
    const added = await send<OrderJson>('POST', linePath(order), {
      line_item: { variant_id: cut.id, quantity: 1_000 },
    });
    expect(added.status).toBe(201);
    expect(added.body.line_items.map((l) => [l.variant_id, l.quantity])).toEqual([
      [unit.id, 1],
      [cut.id, 1_000],
    ]);
    const again = await send<OrderJson>(
      'POST',
      `/api/v1/orders/${order.number}/line_items.json?order_token=${order.token}`,
      {
        line_item: { variant_id: cut.id, quantity: 500 },
      },
    );
    expect(again.body.line_items.map((l) => [l.variant_id, l.quantity])).toEqual([
      [unit.id, 1],
      [cut.id, 1_500],
    ]);
    expect(again.body.item_total).toBe(
      expectedTotal([
        { quantity: 1, price: unit.price },
        { quantity: 1_500, price: cut.price },
      ]),
    );
  });

  it('makes a plain line whatever mix id is sent: blends are made through /mixes/mixes only', async () => {
    const order = await guestOrder([{ variant_id: cut.id, quantity: 500 }]);
    const { body } = await send<OrderJson>('POST', linePath(order), {
      line_item: { variant_id: cut.id, quantity: 500, mix_id: 'blend-1' },
    });
    expect(body.line_items.map((l) => [l.variant_id, l.quantity, l.mix_id])).toEqual([[cut.id, 1_000, null]]);
    expect(body.mixes).toEqual([]);
  });

  it('changes only the fields sent: quantity, observation, portion size', async () => {
    const order = await guestOrder([{ variant_id: cut.id, quantity: 2_000 }]);
    const lineId = order.line_items[0]!.id;
    const observation = 'Cortar em bifes finos, sem gordura'.padEnd(99, '.');
    const set = await send<OrderJson>('PUT', linePath(order, lineId), {
      line_item: { observation, portioning_size: 500 },
    });
    expect(set.status).toBe(200);
    expect(set.body.line_items[0]).toMatchObject({ quantity: 2_000, observation, portioning_size: 500 });

    const grown = await send<OrderJson>('PUT', linePath(order, lineId), {
      line_item: { quantity: 2_250, observation: null },
    });
    expect(grown.body.line_items[0]).toMatchObject({ quantity: 2_250, observation, portioning_size: 500 });
    expect(grown.body.item_total).toBe(expectedTotal([{ quantity: 2_250, price: cut.price }]));

    // Shrinking under the portion size keeps the nearest size the slider allows.
    const shrunk = await send<OrderJson>('PUT', linePath(order, lineId), {
      line_item: { quantity: 750, portioning_size: null },
    });
    expect(shrunk.body.line_items[0]).toMatchObject({ quantity: 750, portioning_size: 500 });

    const cleared = await send<OrderJson>('PUT', linePath(order, lineId), { line_item: { observation: '' } });
    expect(cleared.body.line_items[0]!.observation).toBeNull();
  });

  it('never stores a card number typed into the observation', async () => {
    const order = await guestOrder([{ variant_id: cut.id, quantity: 2_000 }]);
    const lineId = order.line_items[0]!.id;
    const set = await send<OrderJson>('PUT', linePath(order, lineId), {
      line_item: { observation: 'pagar com 4111 1111 1111 1111 na entrega' },
    });
    expect(set.body.line_items[0]!.observation).toBe('pagar com ************1111 na entrega');
    const [row] = await api.database.db
      .select()
      .from(orderTables.lineItems)
      .where(eq(orderTables.lineItems.id, lineId));
    expect(row!.observation).not.toContain('4111 1111');
  });

  it('refuses a long observation, a quantity off the rules and a portion outside the slider, all at once', async () => {
    const order = await guestOrder([{ variant_id: cut.id, quantity: 2_000 }]);
    const lineId = order.line_items[0]!.id;
    const tooLong = await send<ErrorBody>('PUT', linePath(order, lineId), {
      line_item: { observation: 'x'.repeat(100), quantity: 'dois' },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({
      'line_item.observation': ['Observação muito longa'],
      'line_item.quantity': ['Quantidade inválida'],
    });

    const offRules = await send<ErrorBody>('PUT', linePath(order, lineId), {
      line_item: { quantity: 250, portioning_size: 300 },
    });
    expect(offRules.status).toBe(422);
    expect(offRules.body.errors).toEqual({
      'line_item.quantity': ['Quantidade mínima: 0,5 Kg'],
      'line_item.portioning_size': ['Porcionamento disponível a partir de 0,5 Kg'],
    });

    const badPortion = await send<ErrorBody>('PUT', linePath(order, lineId), {
      line_item: { portioning_size: 2_100 },
    });
    expect(badPortion.body.errors).toEqual({
      'line_item.portioning_size': ['Porcionamento entre 0,5 Kg e 2 Kg, de 100 g em 100 g'],
    });

    const tooMuch = await send<ErrorBody>('PUT', linePath(order, lineId), {
      line_item: { quantity: cut.totalOnHand + 250 },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors['line_item.quantity']).toContain('Quantidade máxima: 10 Kg');

    const { body: unchanged } = await api.json<OrderJson>(
      `/api/v1/orders/${order.number}?order_token=${order.token}`,
    );
    expect(unchanged.line_items[0]).toMatchObject({
      quantity: 2_000,
      observation: null,
      portioning_size: null,
    });
  });

  it('portions weighed products only', async () => {
    const order = await guestOrder([{ variant_id: unit.id, quantity: 2 }]);
    const { status, body } = await send<ErrorBody>('PUT', linePath(order, order.line_items[0]!.id), {
      line_item: { portioning_size: 500 },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      'line_item.portioning_size': ['Porcionamento disponível apenas para produtos vendidos por peso'],
    });
  });

  it('refuses more than the stock, but lets a line whose stock shrank go down', async () => {
    const order = await guestOrder([{ variant_id: unit.id, quantity: 5 }]);
    const lineId = order.line_items[0]!.id;
    await api.database.db
      .update(catalogueTables.variants)
      .set({ totalOnHand: 3 })
      .where(eq(catalogueTables.variants.id, unit.id));
    try {
      const up = await send<ErrorBody>('PUT', linePath(order, lineId), { line_item: { quantity: 6 } });
      expect(up.body.errors).toEqual({ 'line_item.quantity': ['Estoque insuficiente: disponível 3 un'] });
      const down = await send<OrderJson>('PUT', linePath(order, lineId), { line_item: { quantity: 4 } });
      expect(down.status).toBe(200);
      expect(down.body.line_items[0]!.variant.in_stock).toBe(true);
      expect(down.body.line_items[0]!.variant.total_on_hand).toBe(3);
    } finally {
      await api.database.db
        .update(catalogueTables.variants)
        .set({ totalOnHand: unit.totalOnHand })
        .where(eq(catalogueTables.variants.id, unit.id));
    }
  });

  it('deletes a line and recomputes the totals', async () => {
    const order = await guestOrder([
      { variant_id: unit.id, quantity: 2 },
      { variant_id: cut.id, quantity: 500 },
    ]);
    const { status, body } = await send<OrderJson>('DELETE', linePath(order, order.line_items[0]!.id));
    expect(status).toBe(200);
    expect(body.line_items.map((l) => l.variant_id)).toEqual([cut.id]);
    expect(body.total).toBe(expectedTotal([{ quantity: 500, price: cut.price }]));
    const gone = await send<ErrorBody>('DELETE', linePath(order, order.line_items[0]!.id));
    expect(gone.status).toBe(404);
  });

  it('answers 404 without the order token, with a wrong one, or for a line of another order', async () => {
    const order = await guestOrder([{ variant_id: unit.id, quantity: 1 }]);
    const other = await guestOrder([{ variant_id: unit.id, quantity: 1 }]);
    const lineId = order.line_items[0]!.id;
    const attempts: [string, string, unknown][] = [
      ['POST', linePath(order, undefined, null), { line_item: { variant_id: cut.id, quantity: 500 } }],
      ['POST', linePath(order, undefined, other.token), { line_item: { variant_id: cut.id, quantity: 500 } }],
      ['PUT', linePath(order, lineId, null), { line_item: { quantity: 2 } }],
      ['PUT', linePath(order, lineId, 'x'.repeat(32)), { line_item: { quantity: 2 } }],
      ['DELETE', linePath(order, lineId, null), undefined],
      ['DELETE', linePath(order, lineId, other.token), undefined],
      ['PUT', linePath(other, lineId), { line_item: { quantity: 2 } }],
      ['DELETE', linePath(other, lineId), undefined],
    ];
    for (const [method, path, body] of attempts) {
      const response = await send<ErrorBody>(method, path, body);
      expect([method, path, response.status]).toEqual([method, path, 404]);
    }
    const { body: untouched } = await api.json<OrderJson>(
      `/api/v1/orders/${order.number}?order_token=${order.token}`,
    );
    expect(untouched.line_items.map((l) => l.quantity)).toEqual([1]);
  });

  it('says "No active cart order." for a completed order', async () => {
    const order = await guestOrder([{ variant_id: unit.id, quantity: 1 }]);
    await api.database.db
      .update(orderTables.orders)
      .set({ state: 'complete', completedAt: new Date() })
      .where(eq(orderTables.orders.number, order.number));
    const { status, body } = await send<ErrorBody>('POST', linePath(order), {
      line_item: { variant_id: unit.id, quantity: 1 },
    });
    expect(status).toBe(404);
    expect(body.error).toBe('No active cart order.');
    // The order itself stays readable by its owner.
    expect((await api.json(`/api/v1/orders/${order.number}?order_token=${order.token}`)).status).toBe(200);
  });

  it('shows today’s price: an open cart follows the catalogue on its next change', async () => {
    const order = await guestOrder([{ variant_id: unit.id, quantity: 2 }]);
    await api.database.db
      .update(catalogueTables.variants)
      .set({ price: '10.005' })
      .where(eq(catalogueTables.variants.id, unit.id));
    try {
      const { body } = await send<OrderJson>('PUT', linePath(order, order.line_items[0]!.id), {
        line_item: { quantity: 3 },
      });
      expect(body.line_items[0]!.price).toBe('10.005');
      expect(body.item_total).toBe('30.02'); // 30.015 rounded half up
    } finally {
      await api.database.db
        .update(catalogueTables.variants)
        .set({ price: unit.price })
        .where(eq(catalogueTables.variants.id, unit.id));
    }
  });

  it('a cookie session must send the X-App header to change a cart', async () => {
    const dani = await customer();
    const { status } = await send(
      'POST',
      '/api/v1/orders.json',
      {},
      { Cookie: `${SESSION_COOKIE}=${dani.token}` },
    );
    expect(status).toBe(403);
  });
});

describe('POST /api/v1/checkouts/current/restart', () => {
  it('sends the customer’s order in checkout back to cart', async () => {
    const eva = await customer();
    const { body: order } = await send<OrderJson>(
      'POST',
      '/api/v1/orders.json',
      { order: { line_items: [{ variant_id: unit.id, quantity: 1 }] } },
      eva.auth,
    );
    await api.database.db
      .update(orderTables.orders)
      .set({ state: 'delivery' })
      .where(eq(orderTables.orders.number, order.number));
    const { status, body } = await send<OrderJson>(
      'POST',
      '/api/v1/checkouts/current/restart',
      undefined,
      eva.auth,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ number: order.number, state: 'cart' });
  });

  it('restarts a guest order named by its token', async () => {
    const order = await guestOrder([{ variant_id: unit.id, quantity: 1 }]);
    await api.database.db
      .update(orderTables.orders)
      .set({ state: 'address' })
      .where(eq(orderTables.orders.number, order.number));
    const { body } = await send<OrderJson>(
      'POST',
      `/api/v1/checkouts/current/restart?order_token=${order.token}`,
    );
    expect(body.state).toBe('cart');
  });

  it('answers "No active cart order." without an open order and 401 to an anonymous caller', async () => {
    const fred = await customer();
    const none = await send<ErrorBody>('POST', '/api/v1/checkouts/current/restart', undefined, fred.auth);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('No active cart order.');
    const wrongToken = await send<ErrorBody>('POST', '/api/v1/checkouts/current/restart?order_token=nada');
    expect(wrongToken.body.error).toBe('No active cart order.');
    const anonymous = await send<ErrorBody>('POST', '/api/v1/checkouts/current/restart');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe("You're not logged in.");
  });
});

describe('concurrent changes of one cart', () => {
  it('20 concurrent adds of different products: 20 lines, totals match', async () => {
    const variants = inStock.slice(0, 20);
    expect(variants).toHaveLength(20);
    const [first, ...others] = variants;
    const order = await guestOrder([{ variant_id: first!.id, quantity: first!.minimumQuantity }]);
    const responses = await Promise.all(
      others.map((v) =>
        send('POST', linePath(order), { line_item: { variant_id: v.id, quantity: v.minimumQuantity } }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(19).fill(201));
    const { body } = await api.json<OrderJson>(`/api/v1/orders/${order.number}?order_token=${order.token}`);
    expect(body.line_items.map((l) => l.variant_id).sort((a, b) => a - b)).toEqual(
      variants.map((v) => v.id).sort((a, b) => a - b),
    );
    expect(body.item_total).toBe(
      expectedTotal(variants.map((v) => ({ quantity: v.minimumQuantity, price: v.price }))),
    );
  });

  it('20 concurrent adds of the same product: one line holding all of them', async () => {
    const order = await guestOrder([{ variant_id: unit.id, quantity: 1 }]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        send('POST', linePath(order), { line_item: { variant_id: unit.id, quantity: 1 } }),
      ),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const lines = await api.database.db
      .select()
      .from(orderTables.lineItems)
      .innerJoin(orderTables.orders, eq(orderTables.orders.id, orderTables.lineItems.orderId))
      .where(eq(orderTables.orders.number, order.number));
    expect(lines.map((row) => row.line_items.quantity)).toEqual([21]);
  });

  it('20 concurrent updates of one line, mixed with adds and deletes of others: nothing lost, totals consistent', async () => {
    const doomed = inStock.filter((v) => v.id !== cut.id).slice(10, 13);
    const order = await guestOrder([
      { variant_id: cut.id, quantity: 500 },
      ...doomed.map((v) => ({ variant_id: v.id, quantity: v.minimumQuantity })),
    ]);
    const [cutLine, ...doomedLines] = order.line_items;
    const added = inStock.filter((v) => v.id !== cut.id).slice(0, 10);
    const quantities = Array.from({ length: 20 }, (_, i) => 500 + 250 * (i + 1));
    const requests = [
      ...quantities.map((quantity) => send('PUT', linePath(order, cutLine!.id), { line_item: { quantity } })),
      ...added.map((v) =>
        send('POST', linePath(order), { line_item: { variant_id: v.id, quantity: v.minimumQuantity } }),
      ),
      ...doomedLines.map((line) => send('DELETE', linePath(order, line.id))),
    ];
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses.filter((s) => s >= 300)).toEqual([]);
    const { body } = await api.json<OrderJson>(`/api/v1/orders/${order.number}?order_token=${order.token}`);
    expect(body.line_items.map((l) => l.variant_id).sort((a, b) => a - b)).toEqual(
      [cut.id, ...added.map((v) => v.id)].sort((a, b) => a - b),
    );
    expect(quantities).toContain(body.line_items.find((l) => l.id === cutLine!.id)!.quantity);
    expect(body.item_total).toBe(expectedTotal(body.line_items));
  });

  it('20 concurrent first adds by one customer open exactly one order', async () => {
    const gil = await customer();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        send<OrderJson>(
          'POST',
          '/api/v1/orders.json',
          { order: { line_items: [{ variant_id: unit.id, quantity: 1 }] } },
          gil.auth,
        ),
      ),
    );
    expect(responses.filter((r) => r.status >= 300)).toEqual([]);
    expect(new Set(responses.map((r) => r.body.number)).size).toBe(1);
    const open = await api.database.db
      .select()
      .from(orderTables.orders)
      .where(eq(orderTables.orders.userId, gil.id));
    expect(open).toHaveLength(1);
    const { body } = await api.json<OrderJson>('/api/v1/orders/current', { headers: gil.auth });
    expect(body.line_items.map((l) => l.quantity)).toEqual([20]);
  });
});
