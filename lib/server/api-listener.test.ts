/**
 * The sales API as the production server serves it (scripts/serve.mts → api-listener.ts) answers as the
 * app does in process, the way Next's route handler mounts it for `next dev` and the tests: same statuses,
 * bodies, headers and errors, each answer with its own request id; public catalogue answers replayed until
 * the catalogue changes.
 */
import http from 'node:http';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { createApi } from './app';
import { createApiListener } from './api-listener';
import { clientAddressResolver, clientHeadersSettler } from './http/client-address';
import { directLaneOf } from './api/direct-lane';
import type { ApiDeps } from './api/env';
import { MAX_BODY_BYTES } from './api/body-limit';
import { throttleBuckets } from './auth/schema';
import { THROTTLE_RULES } from './auth/throttle';
import { SESSION_COOKIE } from './auth/session-cookie';
import { catalogueChanged } from './catalogue/catalogue-changes';
import * as t from './catalogue/schema';
import type { Database } from './db/database';
import { createTestDatabase } from '@/test-support/server/test-database';

let database: Database;
let app: ReturnType<typeof createApi>;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const deps: ApiDeps = { getDb: async () => database.db };
  app = createApi(deps);
  server = http.createServer(createApiListener(deps));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

// Without compression (Node's fetch asks for gzip unless told), to compare bodies and headers as sent.
const served = (path: string, init: RequestInit = {}) =>
  fetch(`${origin}/api/sales${path}`, {
    ...init,
    headers: { 'accept-encoding': 'identity', ...(init.headers as Record<string, string>) },
  });
const inProcess = (path: string, init?: RequestInit) => app.request(`/api/sales${path}`, init);

/** Headers set per answer (the request id) or by the transport (framing, date, connection). */
const PER_ANSWER = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'content-length', 'vary']);
const comparable = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER.has(name)));

const json = { 'content-type': 'application/json' };

describe('the API served by the production server', () => {
  it.each<[string, string, RequestInit | undefined]>([
    ['the health check', '/health_check', undefined],
    ['the departments', '/v2/departments', undefined],
    ['a list of products', '/v2/products?per_page=20', undefined],
    ['a product', '/v2/products/picanha-bovina', undefined],
    ['a missing product', '/v2/products/nao-existe', undefined],
    ['an unknown route', '/v9/nothing', undefined],
    ['a malformed escape in the path', '/v2/products/%E0%A4%A', undefined],
    ['an invalid parameter', '/v2/departments/abc', undefined],
    ['a NUL in the query', '/v2/products?q[by_in_promotion]=%00', undefined],
    [
      'a failed login',
      '/v2/auth',
      { method: 'POST', headers: json, body: '{"email":"a@b.com","password":"x"}' },
    ],
    ['malformed JSON', '/v2/auth', { method: 'POST', headers: json, body: '{"email":' }],
    [
      'a body over the limit',
      '/v2/events',
      { method: 'POST', headers: json, body: 'x'.repeat(MAX_BODY_BYTES + 1) },
    ],
    [
      'a DELETE without a body',
      '/v2/addresses/999',
      { method: 'DELETE', headers: { 'x-app': 'sales-frontend' } },
    ],
  ])('answers %s as the app does in process', async (_, path, init) => {
    const [viaServer, viaApp] = await Promise.all([served(path, init), inProcess(path, init)]);
    expect(viaServer.status).toBe(viaApp.status);
    expect(await viaServer.text()).toBe(await viaApp.text());
    expect(comparable(viaServer)).toEqual(comparable(viaApp));
  });

  it("gives every answer the security headers of the shop's pages and a request id", async () => {
    const response = await served('/v2/departments');
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'permissions-policy': expect.stringContaining('geolocation=()'),
      'cache-control': 'private, no-store',
      'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // A client's own id is kept (when it is a plain token), also on a replayed answer.
    for (let i = 0; i < 2; i++) {
      const named = await served('/v2/departments', { headers: { 'x-request-id': 'trace-42' } });
      expect(named.headers.get('x-request-id')).toBe('trace-42');
    }
  });

  it('keeps every cookie an answer sets', async () => {
    const [variant] = await database.db.select({ id: t.variants.id }).from(t.variants).limit(1);
    const viaServer = await served(`/v2/products/${variant!.id}/views`, { method: 'POST' });
    expect(viaServer.status).toBe(204);
    expect(viaServer.headers.getSetCookie()).toEqual([expect.stringMatching(/^cdc_visitor=/)]);
  });

  it('gzips answers from 1 kB for clients that accept it, and says it varies', async () => {
    const get = (path: string) =>
      new Promise<http.IncomingMessage & { body: Buffer }>((resolve, reject) => {
        http
          .get(`${origin}/api/sales${path}`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve(Object.assign(response, { body: Buffer.concat(chunks) })));
          })
          .on('error', reject);
      });
    for (let visit = 0; visit < 2; visit++) {
      const list = await get('/v2/products?per_page=20');
      expect(list.headers['content-encoding']).toBe('gzip');
      expect(list.headers.vary).toBe('Accept-Encoding');
      const body = JSON.parse(gunzipSync(list.body).toString()) as { products: unknown[] };
      expect(body.products).toHaveLength(20);
    }
    const check = await get('/health_check');
    expect(check.headers['content-encoding']).toBeUndefined();
    expect(check.body.toString()).toBe('{"status":"ok"}');
    // A search's answer, written by the production server itself.
    const search = await fetch(`${origin}/api/sales/v2/search/queries`, {
      method: 'POST',
      headers: { ...json, 'accept-encoding': 'gzip' },
      body: JSON.stringify({ requests: [{ indexName: 'product_sales', params: { hitsPerPage: 20 } }] }),
    });
    expect(search.headers.get('content-encoding')).toBe('gzip');
    expect(search.headers.get('vary')).toBe('Accept-Encoding');
    expect(((await search.json()) as { results: unknown[] }).results).toHaveLength(1);
  });

  it('replays a product from memory, each time with its own request id, until the catalogue changes', async () => {
    const stockOf = async () =>
      ((await (await served('/v2/products/picanha-bovina')).json()) as { total_on_hand: number })
        .total_on_hand;
    const before = await stockOf();
    const [first, second] = [
      await served('/v2/products/picanha-bovina'),
      await served('/v2/products/picanha-bovina'),
    ];
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));

    // A change of the database alone (no notice) is not seen: the answer comes from memory.
    await database.db
      .update(t.variants)
      .set({ totalOnHand: before + 7 })
      .where(eq(t.variants.slug, 'picanha-bovina'));
    expect(await stockOf()).toBe(before);

    const [variant] = await database.db
      .select({ id: t.variants.id })
      .from(t.variants)
      .where(eq(t.variants.slug, 'picanha-bovina'));
    await catalogueChanged(database.db, { variantIds: [variant!.id] });
    expect(await stockOf()).toBe(before + 7);
  });

  /** `path` asked of a listener whose database fails as no known error does (not an outage). */
  async function askFailing(path: string, requestId: string): Promise<Response> {
    const failing = http.createServer(
      createApiListener({ getDb: () => Promise.reject(new Error('unexpected')) }),
    );
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(
        `http://127.0.0.1:${(failing.address() as AddressInfo).port}/api/sales${path}`,
        { headers: { 'x-request-id': requestId } },
      );
      await response.clone().arrayBuffer();
      return response;
    } finally {
      failing.closeAllConnections();
      await new Promise((resolve) => failing.close(resolve));
    }
  }

  /** The error handler's last-resort 500, with the headers every answer has and the request's id. */
  async function expectErrorHandlerAnswer(response: Response, requestId: string) {
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Erro interno', errors: {} });
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/json',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'x-request-id': requestId,
    });
  }

  it("answers an unexpected failure with the error handler's 500, its headers and request id", async () => {
    await expectErrorHandlerAnswer(await askFailing('/v2/departments', 'trace-500'), 'trace-500');
  });

  it("answers a health check whose database fails with the error handler's answer", async () => {
    await expectErrorHandlerAnswer(await askFailing('/health_check', 'trace-health'), 'trace-health');
  });

  it('counts a streamed (chunked) body: a small one is read, one over the limit is refused unread', async () => {
    const streamed = (text: string) =>
      served('/v2/auth', {
        method: 'POST',
        headers: json,
        body: Readable.toWeb(Readable.from([text])) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
    const small = await streamed('{"email":"a@b.com","password":"x"}');
    expect(small.status).toBe(401);
    const big = await streamed(`{"email":"${'x'.repeat(MAX_BODY_BYTES)}"}`);
    expect(big.status).toBe(413);
  });
});

describe("the client's address behind the production server's first step", () => {
  let front: http.Server;
  let frontOrigin: string;
  beforeAll(async () => {
    const listener = createApiListener({ getDb: async () => database.db });
    const settleClient = clientHeadersSettler(clientAddressResolver([]));
    // As scripts/serve.mts: no trusted proxy, so the socket's peer is the client.
    front = http.createServer((request, response) => {
      settleClient(request);
      void listener(request, response);
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    frontOrigin = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    front.closeAllConnections();
    await new Promise((resolve) => front.close(resolve));
  });

  const keysNaming = async (text: string) =>
    (await database.db.select({ key: throttleBuckets.key }).from(throttleBuckets))
      .map((row) => row.key)
      .filter((key) => key.includes(text));

  it("never counts a client's own X-Forwarded-For or X-Real-IP, even where the API reads the headers whole", async () => {
    const forged = { 'x-forwarded-for': '203.0.113.50', 'x-real-ip': '198.51.100.51' };
    // A streamed (chunked) login: the body limit reads the request's headers whole.
    const login = await fetch(`${frontOrigin}/api/sales/v2/auth`, {
      method: 'POST',
      headers: { ...json, ...forged },
      body: Readable.toWeb(
        Readable.from(['{"email":"alvo@exemplo.com.br","password":"errada"}']),
      ) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(login.status).toBe(401);
    // A guest's cart with a creation key: its header validator reads them whole too.
    const [variant] = await database.db.select({ id: t.variants.id }).from(t.variants).limit(1);
    const cart = await fetch(`${frontOrigin}/api/sales/api/v1/orders.json`, {
      method: 'POST',
      headers: { ...json, ...forged, 'Idempotency-Key': 'chave-de-teste-1234567890' },
      body: JSON.stringify({ order: { line_items: [{ variant_id: variant!.id, quantity: 1 }] } }),
    });
    expect(cart.status).toBeLessThan(500);
    expect(await keysNaming('203.0.113.50')).toEqual([]);
    expect(await keysNaming('198.51.100.51')).toEqual([]);
    expect((await keysNaming('127.0.0.1')).length).toBeGreaterThan(0);
  });
});

/** What /busca asks: a page of hits and the counts of two facets, each without its own filter. */
const searchBody = (query: string) =>
  JSON.stringify({
    requests: [
      {
        indexName: 'product_sales',
        params: {
          query,
          hitsPerPage: 12,
          facets: ['manufacturer', 'on_sale'],
          facetFilters: [['on_sale:true']],
        },
      },
      { indexName: 'product_sales', params: { query, hitsPerPage: 0, facets: ['manufacturer'] } },
      { indexName: 'product_sales', params: { query, hitsPerPage: 0, facets: ['on_sale'] } },
    ],
  });

describe('the health check and the search, which the production server answers itself', () => {
  const search = (body: string, headers: Record<string, string> = json, path = '/v2/search/queries') =>
    [path, { method: 'POST', headers, body }] as const;
  const sessionCookie = `${SESSION_COOKIE}=nao-existe`;
  const asking = (params: Record<string, unknown>) =>
    JSON.stringify({ requests: [{ indexName: 'product_sales', params }] });

  it.each<[string, number, string, RequestInit | undefined]>([
    ['a health check', 200, '/health_check', undefined],
    ['a health check with a query string', 200, '/health_check?from=probe', undefined],
    ['a health check with a trailing slash', 200, '/health_check/', undefined],
    ['a HEAD health check', 200, '/health_check', { method: 'HEAD' }],
    ['a search', 200, ...search(searchBody('picanha'))],
    ['the same search again', 200, ...search(searchBody('picanha'))],
    [
      'the same search spaced out',
      200,
      ...search(JSON.stringify(JSON.parse(searchBody('picanha')), null, 2)),
    ],
    [
      'a search with a charset',
      200,
      ...search(searchBody('costela'), { 'content-type': 'application/json; charset=utf-8' }),
    ],
    [
      'a search with a query string',
      200,
      ...search(searchBody('alcatra'), json, '/v2/search/queries?x-algolia-agent=a'),
    ],
    ['a search after a byte-order mark', 200, ...search(`\uFEFF${searchBody('cupim')}`)],
    ['a search in malformed JSON', 400, ...search('{"requests": [')],
    ['a search without a body', 400, ...search('')],
    ['a search that asks too much', 422, ...search(asking({ hitsPerPage: 1000 }))],
    ['a search of an unknown index', 404, ...search('{"requests":[{"indexName":"users","params":{}}]}')],
    ['a search by an unknown facet', 422, ...search(asking({ facets: ['price'] }))],
    ['a search with a NUL character', 422, ...search(asking({ query: 'a\u0000' }))],
    ['a search sent as text', 415, ...search(searchBody('picanha'), { 'content-type': 'text/plain' })],
    ['a search over the body limit', 413, ...search(`{"requests":[],"x":"${'x'.repeat(MAX_BODY_BYTES)}"}`)],
    [
      'a search with a session cookie and no X-App',
      403,
      ...search(searchBody('picanha'), { ...json, cookie: sessionCookie }),
    ],
    [
      'a search with a session cookie and X-App',
      200,
      ...search(searchBody('picanha'), { ...json, cookie: sessionCookie, 'x-app': 'sales-frontend' }),
    ],
  ])('answers %s (%i) as the app does in process', async (_, status, path, init) => {
    const [viaServer, viaApp] = await Promise.all([served(path, init), inProcess(path, init)]);
    expect(viaServer.status).toBe(status);
    expect(viaApp.status).toBe(status);
    expect(await viaServer.text()).toBe(await viaApp.text());
    expect(comparable(viaServer)).toEqual(comparable(viaApp));
    expect(viaServer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers them itself, without the app, and leaves a body it cannot read to the app', async () => {
    const routes = directLaneOf(app).routes;
    const route = (method: string, path: string) =>
      routes.find((candidate) => candidate.method === method && candidate.path === path)!;
    const deps: ApiDeps = { getDb: async () => database.db };
    const incoming = (headers: http.IncomingHttpHeaders) => ({ headers }) as http.IncomingMessage;
    const health = await route('GET', '/health_check').answer({ incoming: incoming({}), body: '', deps });
    expect(health?.status).toBe(200);

    const body = searchBody('picanha');
    const searched = await route('POST', '/v2/search/queries').answer({
      incoming: incoming({ ...json, 'x-forwarded-for': '198.51.100.7' }),
      body,
      deps,
    });
    expect(searched?.status).toBe(200);
    expect(searched?.body).toBe(await (await inProcess(...search(body))).text());
    const malformed = await route('POST', '/v2/search/queries').answer({
      incoming: incoming(json),
      body: '{"requests": [',
      deps,
    });
    expect(malformed).toBeUndefined();
  });

  it('answers a body read before anew once the catalogue changed', async () => {
    const [path, init] = search(searchBody('linguiça'));
    expect((await served(path, init)).status).toBe(200);
    // The answers are dropped; the body's reading is kept and searched again.
    await catalogueChanged(database.db);
    const [viaServer, viaApp] = [await served(path, init), await inProcess(path, init)];
    expect(viaServer.status).toBe(200);
    const results = (response: unknown) =>
      (response as { results: { nbHits: number; hits: unknown[] }[] }).results.map(({ nbHits, hits }) => ({
        nbHits,
        hits,
      }));
    expect(results(await viaServer.json())).toEqual(results(await viaApp.json()));
  });

  it("answers a search past its address's budget with the same 429 and Retry-After", async () => {
    const address = '203.0.113.91';
    await database.db.insert(throttleBuckets).values({
      key: `search:ip:${address}`,
      count: THROTTLE_RULES.searchCostPerIp.limit,
      windowStartedAt: new Date(),
    });
    const [path, init] = search(searchBody('picanha'), { ...json, 'x-forwarded-for': address });
    const viaServer = await served(path, init);
    const viaApp = await inProcess(path, init);
    expect(viaServer.status).toBe(429);
    expect(await viaServer.json()).toEqual(await viaApp.json());
    expect(Number(viaServer.headers.get('retry-after'))).toBeGreaterThan(0);
    // The seconds left may differ by one between the two answers.
    const withoutRetry = (response: Response) => ({ ...comparable(response), 'retry-after': 'n' });
    expect(withoutRetry(viaServer)).toEqual(withoutRetry(viaApp));
  });
});
