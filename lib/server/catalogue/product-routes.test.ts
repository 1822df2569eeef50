import { createSession } from '../auth/sessions';
import { parseConfig } from '../config';
import { THROTTLE_RULES, TOO_MANY_REQUESTS } from '../auth/throttle';
import { lineItems, orders } from '../orders/schema';
import { productViews } from './product-views-schema';
import { throttleBuckets, users } from '../auth/schema';
import { sql } from 'drizzle-orm';
import { deleteOldGuestViews, oldGuestViews } from './product-views';
import { PRODUCTS } from '@/demo/catalogue/catalogue-data';
import type { ProductPageJson, VariantJson } from '@/lib/sales-api/catalogue';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import type { ErrorBody } from '@/lib/sales-api/errors';
import { PRODUCT_NOT_FOUND, VISITOR_COOKIE } from './product-routes';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.database.close());

const bySlug = async (slug: string) => (await api.json<VariantJson>(`/v2/products/${slug}`)).body;
const discount = (p: VariantJson) => (Number(p.list_price) - Number(p.price)) / Number(p.list_price);

describe('GET /api/v1/variants/{id}', () => {
  it('returns one variant with its prices, stock and sibling options', async () => {
    const picanha = await bySlug('picanha-bovina');
    const { status, body } = await api.json<VariantJson>(`/api/v1/variants/${picanha.id}`);
    expect(status).toBe(200);
    expect(body.slug).toBe('picanha-bovina');
    expect(body.unit_for_quantity).toBe('g');
    expect(body.on_sale).toBe(true);
    expect(body.options[0]!.values.map((v) => v.slug)).toEqual(['picanha-bovina', 'picanha-bovina-fatiada']);
  });

  it.each([
    ['999999', 404],
    ['abc', 422],
    ['0', 422],
    ['-1', 422],
    ['99999999999', 422],
  ])('answers %s with %i, never a 500', async (id, expected) => {
    const { status, body } = await api.json<ErrorBody>(`/api/v1/variants/${id}`);
    expect(status).toBe(expected);
    if (expected === 404) expect(body).toEqual({ error: PRODUCT_NOT_FOUND, errors: {} });
    else expect(body.errors.id).toEqual(['Identificador inválido']);
  });
});

describe('GET /v2/products', () => {
  it('defaults to page 1 of 10, each product once, with the fields a client needs for the last page', async () => {
    const { status, body } = await api.json<ProductPageJson>('/v2/products');
    expect(status).toBe(200);
    expect(body.products).toHaveLength(10);
    expect(body).toMatchObject({
      count: 10,
      current_page: 1,
      per_page: 10,
      total_count: PRODUCTS.length,
      pages: Math.ceil(PRODUCTS.length / 10),
    });
    expect(new Set(body.products.map((p) => p.product_id)).size).toBe(10);
  });

  it('lists promotions (list price above price), biggest discount first, page by page', async () => {
    const onSale = PRODUCTS.filter((p) => p.listPrice).length;
    const first = (
      await api.json<ProductPageJson>('/v2/products/?q[by_in_promotion]=true&page=1&per_page=10')
    ).body;
    expect(first.total_count).toBe(onSale);
    expect(first.pages).toBe(Math.ceil(onSale / 10));
    for (const product of first.products) {
      expect(product.on_sale).toBe(true);
      expect(Number(product.list_price)).toBeGreaterThan(Number(product.price));
    }
    const discounts = first.products.map(discount);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));

    const last = (
      await api.json<ProductPageJson>(`/v2/products?q[by_in_promotion]=true&page=${first.pages}&per_page=10`)
    ).body;
    expect(last.count).toBe(onSale - (first.pages - 1) * 10);
    expect(last.current_page).toBe(last.pages);
    const all = new Set([...first.products, ...last.products].map((p) => p.id));
    expect(all.size).toBe(first.count + last.count);
  });

  it('answers an empty page past the last one', async () => {
    const { status, body } = await api.json<ProductPageJson>('/v2/products?q[by_in_promotion]=true&page=50');
    expect(status).toBe(200);
    expect(body.products).toEqual([]);
    expect(body.count).toBe(0);
  });

  it('lists recommended (discounted) products, and only full-price ones with discounted_eq=false', async () => {
    const discounted = (await api.json<ProductPageJson>('/v2/products/?q[discounted_eq]=true&per_page=100'))
      .body;
    expect(discounted.total_count).toBe(PRODUCTS.filter((p) => p.listPrice).length);
    expect(discounted.products.every((p) => p.on_sale)).toBe(true);
    const fullPrice = (await api.json<ProductPageJson>('/v2/products/?q[discounted_eq]=false&per_page=5'))
      .body;
    expect(fullPrice.products.some((p) => p.on_sale)).toBe(false);
    expect(fullPrice.total_count).toBe(PRODUCTS.length - discounted.total_count);
  });

  it('ranks most sold by sales volume, 20 per page', async () => {
    const { body } = await api.json<ProductPageJson>(
      `/v2/products?${new URLSearchParams({ 'q[s]': 'sales_volume desc', page: '1', per_page: '20' })}`,
    );
    expect(body.products).toHaveLength(20);
    const volumes = body.products.map((p) => p.sales_volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(volumes[0]).toBe(Math.max(...PRODUCTS.map((p) => p.salesVolume)));
  });

  it('pages most sold by 20 and the other lists by 10 when per_page is not given', async () => {
    const mostSold = await api.json<ProductPageJson>('/v2/products?q[s]=sales_volume+desc');
    expect(mostSold.body).toMatchObject({ per_page: 20, current_page: 1, count: 20 });
    const promotions = await api.json<ProductPageJson>('/v2/products?q[by_in_promotion]=true');
    expect(promotions.body).toMatchObject({ per_page: 10, current_page: 1, count: 10 });
  });

  it('fetches products by id in the order asked, skipping unknown ids', async () => {
    const a = await bySlug('carvao-vegetal-5kg');
    const b = await bySlug('picanha-bovina-fatiada');
    for (const query of [
      `by_id=${b.id},999999,${a.id}`,
      `by_id=[${b.id},${a.id}]`,
      `by_id=${b.id}&by_id=${a.id}`,
    ]) {
      const { status, body } = await api.json<ProductPageJson>(`/v2/products?${query}`);
      expect(status).toBe(200);
      expect(body.products.map((p) => p.slug)).toEqual(['picanha-bovina-fatiada', 'carvao-vegetal-5kg']);
      expect(body.total_count).toBe(2);
    }
  });

  it('answers every bad parameter at once with 422 and pt-BR messages', async () => {
    const { status, body } = await api.json<ErrorBody>(
      '/v2/products?page=0&per_page=101&q[s]=price&q[by_in_promotion]=talvez&by_id=1,abc',
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      page: ['Página inválida'],
      per_page: ['Itens por página deve ser de 1 a 100'],
      'q[s]': ['Ordenação inválida'],
      'q[by_in_promotion]': ['Use true ou false'],
      by_id: ['Informe até 100 identificadores válidos'],
    });
  });

  it('finds all 12 default related products of the configuration in the demo catalogue', async () => {
    const ids = parseConfig({}).RELATED_PRODUCT_IDS;
    const { body } = await api.json<ProductPageJson>(`/v2/products?by_id=${ids.join(',')}&per_page=12`);
    expect(body.products.map((p) => p.id)).toEqual(ids);
    expect(new Set(body.products.map((p) => p.product_id)).size).toBe(12);
  });

  it.each([
    'page=abc',
    'page=1.5',
    'per_page=0',
    `by_id=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
    'by_id=',
    'by_id=99999999999',
  ])('refuses %s with 422', async (query) => {
    expect((await api.request(`/v2/products?${query}`)).status).toBe(422);
  });
});

describe('GET /v2/products/{slug}', () => {
  it('finds a product by its slug', async () => {
    const { status, body } = await api.json<VariantJson>('/v2/products/picanha-bovina-fatiada');
    expect(status).toBe(200);
    expect(body.name).toBe('Picanha Bovina');
    expect(body.options_text).toBe('Corte: Fatiada');
  });

  it('says the product does not exist with 404, and refuses malformed slugs with 422', async () => {
    expect(await api.json('/v2/products/nao-existe')).toEqual({
      status: 404,
      body: { error: PRODUCT_NOT_FOUND, errors: {} },
    });
    const { status, body } = await api.json<ErrorBody>('/v2/products/Picanha%20Bovina!');
    expect(status).toBe(422);
    expect(body.errors.slug).toEqual(['Produto inválido']);
  });
});

describe('recently viewed', () => {
  const view = (id: number, init: RequestInit = {}) =>
    api.request(`/v2/products/${id}/views`, { method: 'POST', ...init });

  it('is empty for a new visitor, without setting a cookie', async () => {
    const response = await api.request('/v2/products/recently_viewed');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toContain('private');
  });

  it('records a guest’s views under a guest cookie, latest first', async () => {
    const [a, b, c] = await Promise.all(['picanha-bovina', 'alcatra-bovina', 'linguica-toscana'].map(bySlug));
    const first = await view(a!.id);
    expect(first.status).toBe(204);
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[\\w-]+;`));
    expect(cookie).toContain('HttpOnly');
    const guest = { headers: { cookie: cookie.split(';')[0]! } };
    await view(b!.id, guest);
    await view(c!.id, guest);
    await view(a!.id, guest); // seen again: moves to the front

    const { body } = await api.json<VariantJson[]>('/v2/products/recently_viewed', guest);
    expect(body.map((p) => p.slug)).toEqual(['picanha-bovina', 'linguica-toscana', 'alcatra-bovina']);
    // Another visitor sees nothing of it.
    expect((await api.json('/v2/products/recently_viewed')).body).toEqual([]);
  });

  it('records a logged-in user’s views on the account and takes over the guest’s', async () => {
    const [user] = await api.database.db
      .insert(users)
      .values({ email: 'bia@exemplo.com.br', firstName: 'Bia', lastName: 'Lima', passwordHash: 'x' })
      .returning();
    const { token } = await createSession(api.database.db, user!.id, { remember: false });
    const bearer = { headers: { authorization: `Bearer ${token}` } };
    const [fraldinha, cupim] = await Promise.all(['fraldinha-bovina', 'cupim-bovino'].map(bySlug));

    const guestView = await view(cupim!.id);
    const guestCookie = guestView.headers.get('set-cookie')!.split(';')[0]!;
    expect((await view(fraldinha!.id, bearer)).headers.get('set-cookie')).toBeNull();

    const merged = await api.request('/v2/products/recently_viewed', {
      headers: { authorization: `Bearer ${token}`, cookie: guestCookie },
    });
    expect(((await merged.json()) as VariantJson[]).map((p) => p.slug)).toEqual([
      'fraldinha-bovina',
      'cupim-bovino',
    ]);
    expect(merged.headers.get('set-cookie')).toMatch(new RegExp(`^${VISITOR_COOKIE}=;`));
    expect(
      (await api.json('/v2/products/recently_viewed', { headers: { cookie: guestCookie } })).body,
    ).toEqual([]);
  });

  it('ignores a forged guest cookie and refuses unknown or malformed products', async () => {
    const forged = await api.json('/v2/products/recently_viewed', {
      headers: { cookie: `${VISITOR_COOKIE}=x` },
    });
    expect(forged.body).toEqual([]);
    expect((await api.json<ErrorBody>('/v2/products/999999/views', { method: 'POST' })).body.error).toBe(
      PRODUCT_NOT_FOUND,
    );
    expect((await view(999999)).status).toBe(404);
    expect((await api.request('/v2/products/abc/views', { method: 'POST' })).status).toBe(422);
  });
});

describe('guest views: throttled per address, kept 30 days', () => {
  const guestViewRows = async () =>
    (await api.database.db.select().from(productViews)).filter((row) => row.visitor.startsWith('guest:'));

  it('answers 429 past the guest views allowed per address, with no guest id and no row; customers and other addresses go on', async () => {
    const picanha = await bySlug('picanha-bovina');
    const from = (ip: string, headers: Record<string, string> = {}) => ({
      method: 'POST',
      headers: { 'X-Forwarded-For': ip, ...headers },
    });
    const ip = '203.0.113.80';
    // A loop without cookies: each view is a new guest (the earlier ones seeded, the limit is large).
    await api.database.db.insert(throttleBuckets).values({
      key: `product-view:ip:${ip}`,
      count: THROTTLE_RULES.guestProductViewPerIp.limit - 1,
      windowStartedAt: new Date(),
    });
    expect((await api.request(`/v2/products/${picanha.id}/views`, from(ip))).status).toBe(204);
    const rows = (await guestViewRows()).length;
    const refused = await api.request(`/v2/products/${picanha.id}/views`, from(ip));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TOO_MANY_REQUESTS, errors: {} });
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await guestViewRows()).toHaveLength(rows);

    const [user] = await api.database.db
      .insert(users)
      .values({ email: 'dora@exemplo.com.br', firstName: 'Dora', lastName: 'Reis', passwordHash: 'x' })
      .returning();
    const { token } = await createSession(api.database.db, user!.id, { remember: false });
    const customer = from(ip, { authorization: `Bearer ${token}` });
    expect((await api.request(`/v2/products/${picanha.id}/views`, customer)).status).toBe(204);
    expect((await api.request(`/v2/products/${picanha.id}/views`, from('203.0.113.81'))).status).toBe(204);
  });

  it("counts a guest with a cookie on its own, so one browsing fast does not stop the others behind a carrier's NAT", async () => {
    const picanha = await bySlug('picanha-bovina');
    const ip = '203.0.113.82';
    const asGuest = (id: string) => ({
      method: 'POST',
      headers: { 'X-Forwarded-For': ip, cookie: `${VISITOR_COOKIE}=${id}` },
    });
    const busy = 'convidado-apressado-00000001';
    await api.database.db.insert(throttleBuckets).values({
      key: `product-view:guest:${busy}`,
      count: THROTTLE_RULES.guestProductViewPerGuest.limit,
      windowStartedAt: new Date(),
    });
    expect((await api.request(`/v2/products/${picanha.id}/views`, asGuest(busy))).status).toBe(429);
    // Hundreds of views from the address already (the old per-address limit) still leave the others in.
    await api.database.db
      .insert(throttleBuckets)
      .values({ key: `product-view:ip:${ip}`, count: 600, windowStartedAt: new Date() })
      .onConflictDoUpdate({ target: throttleBuckets.key, set: { count: 600 } });
    const other = 'convidado-tranquilo-0000001';
    expect((await api.request(`/v2/products/${picanha.id}/views`, asGuest(other))).status).toBe(204);
  });

  it("deletes guests' views past 30 days, keeping customers' and recent ones", async () => {
    const { db } = api.database;
    const picanha = await bySlug('picanha-bovina');
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    const old = new Date(now.getTime() - 31 * day);
    const recent = new Date(now.getTime() - 29 * day);
    await db.insert(productViews).values([
      { visitor: 'guest:retencao-antiga-000001', variantId: picanha.id, viewedAt: old },
      { visitor: 'guest:retencao-recente-00001', variantId: picanha.id, viewedAt: recent },
      { visitor: 'user:999999', variantId: picanha.id, viewedAt: old },
    ]);
    expect(await deleteOldGuestViews(db, now)).toBeGreaterThanOrEqual(1);
    const left = (await db.select().from(productViews)).map((row) => row.visitor);
    expect(left).not.toContain('guest:retencao-antiga-000001');
    expect(left).toEqual(expect.arrayContaining(['guest:retencao-recente-00001', 'user:999999']));
  });

  it("finds guests' old views through their index, not by reading the whole table (every minute)", async () => {
    const plan = await api.database.db.transaction(async (tx) => {
      // A test database is small enough for the planner to prefer the table: only a usable index is asked.
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = (await tx.execute(
        sql`explain ${tx.delete(productViews).where(oldGuestViews(new Date())).getSQL()}`,
      )) as { rows: { 'QUERY PLAN': string }[] };
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('product_views_guest_viewed_idx');
  });
});

describe('GET /v2/products/{id}/frequently_purchased_together', () => {
  it('without completed orders, offers the best sellers of the same subdepartment', async () => {
    const picanha = await bySlug('picanha-bovina-angus');
    const { status, body } = await api.json<VariantJson[]>(
      `/v2/products/${picanha.id}/frequently_purchased_together`,
    );
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(3);
    expect(body.length).toBeLessThanOrEqual(10);
    expect(body.some((p) => p.product_id === picanha.product_id)).toBe(false);
    expect(body.every((p) => p.subdepartment_id === picanha.subdepartment_id)).toBe(true);
    const volumes = body.map((p) => p.sales_volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
  });

  it('answers 404 for an unknown product and 422 for a malformed id', async () => {
    expect((await api.json<ErrorBody>('/v2/products/999999/frequently_purchased_together')).status).toBe(404);
    expect((await api.json<ErrorBody>('/v2/products/x/frequently_purchased_together')).status).toBe(422);
  });
});

describe('OpenAPI document', () => {
  it('describes the catalogue routes and their query parameters', async () => {
    const { body } = await api.json<{
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    }>('/openapi.json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/sales/api/v1/variants/{id}',
        '/api/sales/v2/products',
        '/api/sales/v2/products/recently_viewed',
        '/api/sales/v2/products/{slug}',
        '/api/sales/v2/products/{id}/views',
        '/api/sales/v2/products/{id}/frequently_purchased_together',
        '/api/sales/v2/recipes',
        '/api/sales/v2/events',
      ]),
    );
    expect(body.paths['/api/sales/v2/products']!.get!.parameters!.map((p) => p.name)).toEqual([
      'by_id',
      'q[by_in_promotion]',
      'q[discounted_eq]',
      'q[id_not_in]',
      'for_me',
      'q[s]',
      'page',
      'per_page',
    ]);
  });
});

describe('recommended on the home', () => {
  const recommended = async (query = '', init?: RequestInit) =>
    (await api.json<ProductPageJson>(`/v2/products?q[discounted_eq]=true&per_page=100${query}`, init)).body
      .products;

  it('leaves out what the promotions show (q[id_not_in])', async () => {
    const promotions = (await api.json<ProductPageJson>('/v2/products?q[by_in_promotion]=true')).body
      .products;
    const all = await recommended();
    const rest = await recommended(`&q[id_not_in]=${promotions.map((p) => p.id).join(',')}`);
    expect(rest.map((p) => p.id)).toEqual(
      all.map((p) => p.id).filter((id) => !promotions.some((p) => p.id === id)),
    );
    expect(rest).toHaveLength(all.length - promotions.length);
  });

  it("ranks a customer's by what they bought (bought together by others) and viewed, then as for anyone", async () => {
    const { db } = api.database;
    const [user] = await db
      .insert(users)
      .values({ email: 'caio@exemplo.com.br', firstName: 'Caio', lastName: 'Reis', passwordHash: 'x' })
      .returning();
    const { token } = await createSession(db, user!.id, { remember: false });
    const bearer = { headers: { authorization: `Bearer ${token}` } };
    const all = await recommended();
    const [coPurchased, viewed] = [all.at(-1)!, all.at(-2)!];
    // The customer bought a full-price product; another customer bought it with `coPurchased`.
    const bought = (await api.json<ProductPageJson>('/v2/products?q[discounted_eq]=false&per_page=1')).body
      .products[0]!;
    const placed = await db
      .insert(orders)
      .values([
        { number: 'R900000001', token: 'reco-1', state: 'complete', userId: user!.id },
        { number: 'R900000002', token: 'reco-2', state: 'complete' },
      ])
      .returning({ id: orders.id });
    await db.insert(lineItems).values([
      { orderId: placed[0]!.id, variantId: bought.id, quantity: 1, price: '1.00' },
      { orderId: placed[1]!.id, variantId: bought.id, quantity: 1, price: '1.00' },
      { orderId: placed[1]!.id, variantId: coPurchased.id, quantity: 1, price: '1.00' },
    ]);
    await api.request(`/v2/products/${viewed.id}/views`, { method: 'POST', ...bearer });

    const mine = await recommended('&for_me=true', bearer);
    expect(mine.map((p) => p.id)).toEqual([
      coPurchased.id,
      viewed.id,
      ...all.map((p) => p.id).filter((id) => id !== coPurchased.id && id !== viewed.id),
    ]);
    expect(mine.every((p) => p.on_sale)).toBe(true); // still only discounted products
    // Without a session, for_me changes nothing.
    expect((await recommended('&for_me=true')).map((p) => p.id)).toEqual(all.map((p) => p.id));
    // However the address spells it, a ranked list is the caller's: never kept for the next caller.
    const spelled = '&for%5Fme=true&x=1';
    expect((await recommended(spelled, bearer)).map((p) => p.id)).toEqual(mine.map((p) => p.id));
    expect((await recommended(spelled)).map((p) => p.id)).toEqual(all.map((p) => p.id));
  });
});
