/**
 * The proxy's part in a missing page (a catalogue page, an order's confirmation that is not the caller's):
 * which requests it sends to the not-found page, and how.
 */
import { NextRequest } from 'next/server';
import { MISSING_PAGE_HEADER } from './lib/catalogue/page-address';
import type { Database, Db } from './lib/server/db/database';
import type { OrderJson } from './lib/sales-api/order';
import { createCustomer } from './test-support/server/account-fixtures';
import {
  createShopper,
  MONDAY_MORNING,
  testProducts,
  type Shopper,
} from './test-support/server/checkout-fixtures';
import { completeOrder } from './test-support/server/order-fixtures';
import { createTestApi, type TestApi } from './test-support/server/test-api';
import { eq } from 'drizzle-orm';
import { productSlugRedirects, products, variants } from './lib/server/catalogue/schema';
import { proxy } from './proxy';

let mockDb: () => Promise<Db>;
jest.mock('./lib/server/server-database', () => ({ getDb: () => mockDb() }));

let api: TestApi;
let database: Database;
// The only file of its Jest lane with a test database, so the one that migrates and seeds it first
// (test-support/server/test-database.ts): seconds on a quiet machine, more on a busy one.
beforeAll(async () => {
  api = await createTestApi({ clock: () => MONDAY_MORNING });
  database = api.database;
  mockDb = async () => database.db;
}, 120_000);
afterAll(() => database.close());

const NAVIGATION = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' };
/** The router's fetch of a page's RSC data, as the proxy sees it (Next takes the RSC headers off first). */
const ROUTER_FETCH = { accept: '*/*', 'sec-fetch-dest': 'empty' };

const request = (path: string, headers: Record<string, string>) =>
  proxy(new NextRequest(new URL(path, 'http://localhost'), { headers }));
/** Where Next is told to render the request (a rewrite), or null when it renders the address itself. */
const rewrittenTo = (response: Response) => response.headers.get('x-middleware-rewrite');

describe('a missing catalogue page in the proxy', () => {
  it('sends a page load of a missing product or department to the not-found page, saying which', async () => {
    for (const [path, kind] of [
      ['/produtos/nao-existe-esse-corte', 'product'],
      ['/departamentos/999999', 'department'],
    ]) {
      const response = await request(path!, NAVIGATION);
      expect(new URL(rewrittenTo(response)!).pathname).toBe('/_pagina-inexistente');
      expect(response.headers.get(`x-middleware-request-${MISSING_PAGE_HEADER}`)).toBe(kind);
      expect(response.headers.get('content-security-policy')).toContain("'nonce-");
    }
  });

  it('asks for HTML when a client sends no Sec-Fetch headers (a crawler, curl)', async () => {
    const response = await request('/produtos/nao-existe-esse-corte', { accept: 'text/html' });
    expect(rewrittenTo(response)).not.toBeNull();
  });

  it('lets a page that exists, the router’s fetches and other pages through', async () => {
    for (const [path, headers] of [
      ['/produtos/picanha-bovina', NAVIGATION],
      ['/departamentos/1/cortes-nobres', NAVIGATION],
      ['/produtos/nao-existe-esse-corte', ROUTER_FETCH],
      ['/sobre', NAVIGATION],
    ] as const) {
      const response = await request(path, headers);
      expect(rewrittenTo(response)).toBeNull();
      expect(response.headers.get(`x-middleware-request-${MISSING_PAGE_HEADER}`)).toBeNull();
    }
  });
});

describe('a product the back office archived or renamed, in the proxy', () => {
  /** A seeded product of its own, changed here the way the back office changes it. */
  async function seededProduct(slug: string) {
    const [row] = await database.db
      .select({ productId: variants.productId })
      .from(variants)
      .where(eq(variants.slug, slug));
    return row!.productId;
  }

  it('answers an archived product’s page load 410, with a page in the shop’s words', async () => {
    const productId = await seededProduct('cupim-bovino');
    await database.db.update(products).set({ status: 'archived' }).where(eq(products.id, productId));
    try {
      const response = await request('/produtos/cupim-bovino', NAVIGATION);
      expect(response.status).toBe(410);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('Este produto não está mais à venda');
      // A draft is no page at all: the not-found page.
      await database.db.update(products).set({ status: 'draft' }).where(eq(products.id, productId));
      const draft = await request('/produtos/cupim-bovino', NAVIGATION);
      expect(new URL(rewrittenTo(draft)!).pathname).toBe('/_pagina-inexistente');
    } finally {
      await database.db.update(products).set({ status: 'published' }).where(eq(products.id, productId));
    }
  });

  it('redirects a former slug for good (301) to the product’s page, keeping the query', async () => {
    const productId = await seededProduct('cupim-bovino');
    await database.db.insert(productSlugRedirects).values({ slug: 'cupim-antigo', productId });
    const response = await request('/produtos/cupim-antigo?utm_source=zap', NAVIGATION);
    expect(response.status).toBe(301);
    expect(
      new URL(response.headers.get('location')!).pathname + new URL(response.headers.get('location')!).search,
    ).toBe('/produtos/cupim-bovino?utm_source=zap');
  });
});

describe('the permissions policy in the proxy', () => {
  it("lets the driver's page alone use geolocation", async () => {
    const driver = await request('/entregador', NAVIGATION);
    expect(driver.headers.get('permissions-policy')).toContain('geolocation=(self)');
    for (const path of ['/sobre', '/api/sales/health_check']) {
      const other = await request(path, NAVIGATION);
      expect(other.headers.get('permissions-policy')).toContain('geolocation=()');
    }
  });
});

describe("an order's confirmation in the proxy", () => {
  let owner: Shopper;
  let order: OrderJson;
  beforeAll(async () => {
    owner = await createShopper(api);
    const { unit } = await testProducts(api);
    order = await completeOrder(api, owner, [{ variant_id: unit.id, quantity: 1 }], { methodId: 2 });
  });

  const load = (path: string, session?: string) =>
    request(path, { ...NAVIGATION, ...(session ? { cookie: `cdc_session=${session}` } : {}) });

  it('lets the owner load it, by the query or the path', async () => {
    expect(rewrittenTo(await load(`/confirmacao?id=${order.number}`, owner.token))).toBeNull();
    expect(rewrittenTo(await load(`/confirmacao/${order.number}`, owner.token))).toBeNull();
  });

  it('sends any other load to the not-found page, drawn by the server', async () => {
    const other = await createCustomer(api);
    for (const [path, session] of [
      ['/confirmacao?id=R000000000', owner.token],
      [`/confirmacao?id=${order.number}`, other.token],
      [`/confirmacao?id=${order.number}`, undefined],
      [`/confirmacao/${order.number}`, 'ended-session'],
      ['/confirmacao', owner.token],
    ] as const) {
      const response = await load(path, session);
      expect(new URL(rewrittenTo(response)!).pathname).toBe('/_pagina-inexistente');
      expect(response.headers.get(`x-middleware-request-${MISSING_PAGE_HEADER}`)).toBeNull();
    }
  });

  it("leaves the router's fetches to the page's own notFound()", async () => {
    expect(rewrittenTo(await request('/confirmacao?id=R000000000', ROUTER_FETCH))).toBeNull();
  });
});
