import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { nonceOf } from '../../shell/security-headers';
import { gzipParts, PageCache } from './page-cache';

/**
 * Next.js as the cache sees it: a page with the request's nonce on its scripts and in its CSP (as
 * proxy.ts and Next do), gzipped when the client accepts it; what it shows is set per test.
 */
interface Render {
  status?: number;
  html?: string;
  setCookie?: string;
  /** Holds the answer until the test lets it go. */
  gate?: Promise<void>;
}

function startShop(cache: PageCache) {
  const renders: string[] = [];
  let next: (request: http.IncomingMessage) => Render = () => ({});
  let counter = 0;
  const server = http.createServer((request, response) => {
    if (cache.handle(request, response)) return;
    renders.push(request.url!);
    const render = next(request);
    const nonce = Buffer.from(`nonce-${++counter}-${'x'.repeat(30)}`).toString('base64');
    // Long enough, and repetitive across the nonces, for the compressed parts to refer back to each other.
    const cards = '<article class="card">Fraldinha bovina, R$ 59,90 o kg</article>'.repeat(300);
    const html =
      `<!DOCTYPE html><html><head><script nonce="${nonce}" src="/a.js"></script></head>` +
      `<body>${render.html ?? 'Picanha R$ 89,90'}${cards}<script nonce="${nonce}">self.__next_f.push([1])</script>` +
      `${cards}<script nonce="${nonce}">self.__next_f.push([2, "${nonce}"])</script></body></html>`;
    void (async () => {
      await render.gate;
      response.statusCode = render.status ?? 200;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
      response.setHeader('X-Frame-Options', 'DENY');
      response.setHeader('Vary', 'rsc, next-router-state-tree, Accept-Encoding');
      if (render.setCookie) response.setHeader('Set-Cookie', render.setCookie);
      if (/gzip/.test(request.headers['accept-encoding'] ?? '')) {
        response.setHeader('Content-Encoding', 'gzip');
        const gzipped = zlib.gzipSync(html);
        // Streamed in two writes, as Next.js streams a page.
        response.write(gzipped.subarray(0, 100));
        response.end(gzipped.subarray(100));
      } else {
        response.end(html);
      }
    })();
  });
  return {
    renders,
    render(how: (request: http.IncomingMessage) => Render) {
      next = how;
    },
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    port: () => (server.address() as AddressInfo).port,
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Decoded according to Content-Encoding. */
  html: string;
}

function request(
  port: number,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request({ port, host: '127.0.0.1', path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const html =
          method === 'HEAD'
            ? body
            : encoding === 'gzip'
              ? zlib.gunzipSync(body)
              : encoding === 'br'
                ? zlib.brotliDecompressSync(body)
                : body;
        resolve({ status: response.statusCode!, headers: response.headers, html: html.toString('utf8') });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

/**
 * A render held at the server: `arrival` settles once the request reached it (the cache has seen it),
 * and its answer waits for `release`.
 */
function holdRender() {
  let arrived!: () => void;
  let release!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    arrival,
    release,
    /** Called by the render: marks the arrival and returns the gate its answer waits for. */
    arrived: () => {
      arrived();
      return gate;
    },
  };
}

const policyNonce = (answer: Answer) => nonceOf(String(answer.headers['content-security-policy']));
const htmlNonces = (answer: Answer) => [...answer.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
const PRODUCT = '/produtos/picanha-bovina';
const gzip = { 'accept-encoding': 'gzip, deflate, br' };

describe('page cache', () => {
  let now = 1_000_000;
  let cache: PageCache;
  let shop: ReturnType<typeof startShop>;
  const get = (path: string, options?: Parameters<typeof request>[2]) => request(shop.port(), path, options);

  beforeEach(async () => {
    cache = new PageCache({ ttlMs: 10_000, now: () => now });
    shop = startShop(cache);
    await shop.listen();
  });
  afterEach(() => shop.close());

  it('renders a product page once and answers the next visits from memory, each with its own fresh nonce', async () => {
    const first = await get(PRODUCT, { headers: gzip });
    const hits = [await get(PRODUCT, { headers: gzip }), await get(PRODUCT, { headers: gzip })];
    expect(shop.renders).toEqual([PRODUCT]);

    const nonces = [first, ...hits].map(policyNonce);
    expect(new Set(nonces).size).toBe(3);
    for (const [index, answer] of [first, ...hits].entries()) {
      expect(answer.status).toBe(200);
      // Every script carries exactly the nonce of its own response's policy.
      expect(htmlNonces(answer)).toEqual([nonces[index], nonces[index], nonces[index]]);
      expect(answer.html).toContain(`self.__next_f.push([2, "${nonces[index]}"])`);
      // The same page otherwise, with the headers the render had.
      expect(answer.html.replaceAll(nonces[index]!, 'N')).toBe(first.html.replaceAll(nonces[0]!, 'N'));
      expect(answer.headers['content-security-policy']).toBe(
        `script-src 'self' 'nonce-${nonces[index]}' 'strict-dynamic'`,
      );
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    // A nonce is unpredictable: base64 of a random UUID, never one seen before.
    expect(Buffer.from(nonces[1]!, 'base64').toString()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses each answer as the client accepts it, and varies on Accept-Encoding', async () => {
    const rendered = await get(PRODUCT);
    const br = await get(PRODUCT, { headers: { 'accept-encoding': 'br' } });
    const gzipped = await get(PRODUCT, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const plain = await get(PRODUCT, { headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(shop.renders).toHaveLength(1);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const answer of [br, gzipped, plain]) {
      expect(answer.html.replaceAll(policyNonce(answer)!, 'N')).toBe(
        rendered.html.replaceAll(policyNonce(rendered)!, 'N'),
      );
      expect(answer.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
    }
  });

  it('answers HEAD from a cached page with its headers only', async () => {
    await get(PRODUCT);
    const head = await get(PRODUCT, { method: 'HEAD', headers: gzip });
    expect(shop.renders).toHaveLength(1);
    expect(head.status).toBe(200);
    expect(head.html).toBe('');
    expect(head.headers['content-security-policy']).toContain("'nonce-");
  });

  it("never gives a signed-in customer's page to anyone, nor a cached page to one without the hint", async () => {
    shop.render((request) => ({
      html: /cdc_session=/.test(request.headers.cookie ?? '') ? 'Olá, Ana' : 'Entrar',
      setCookie: /cdc_session=/.test(request.headers.cookie ?? '') ? 'cdc_signed_in=1; Path=/' : undefined,
    }));
    const signedIn = { cookie: 'cdc_consent=granted; cdc_session=secret-token' };
    expect((await get(PRODUCT, { headers: signedIn })).html).toContain('Olá, Ana');
    expect((await get(PRODUCT, { headers: signedIn })).html).toContain('Olá, Ana');
    expect((await get(PRODUCT)).html).toContain('Entrar');
    expect((await get(PRODUCT)).html).toContain('Entrar');
    // The guest's page is cached now; the customer's requests still go to Next.js, every time.
    expect((await get(PRODUCT, { headers: signedIn })).html).toContain('Olá, Ana');
    expect(shop.renders).toHaveLength(4);
  });

  it("gives a signed-in customer whose browser holds the hint the guests' page, and never stores theirs", async () => {
    const hinted = { cookie: 'cdc_session=secret-token; cdc_signed_in=1' };
    await get(PRODUCT, { headers: hinted });
    await get(PRODUCT, { headers: hinted });
    expect(shop.renders).toEqual([PRODUCT, PRODUCT]);
    const guest = await get(PRODUCT);
    const customer = await get(PRODUCT, { headers: hinted });
    expect(shop.renders).toHaveLength(3);
    expect(customer.html.replaceAll(policyNonce(customer)!, 'N')).toBe(
      guest.html.replaceAll(policyNonce(guest)!, 'N'),
    );
    // Without the hint, proxy.ts sets it on the answer: rendered, as before.
    await get(PRODUCT, { headers: { cookie: 'cdc_session=secret-token; cdc_signed_in=0' } });
    expect(shop.renders).toHaveLength(4);
  });

  it('keeps the page with the consent banner for visitors not asked yet, and the page without for the others', async () => {
    shop.render((request) => ({
      html: /cdc_consent=(granted|denied)/.test(request.headers.cookie ?? '') ? 'Picanha' : 'Picanha Aceitar',
    }));
    const refused = { cookie: 'cdc_consent=denied' };
    const accepted = { cookie: 'cart=1; cdc_consent=granted' };
    expect((await get(PRODUCT)).html).toContain('Aceitar');
    expect((await get(PRODUCT, { headers: refused })).html).not.toContain('Aceitar');
    expect((await get(PRODUCT, { headers: accepted })).html).not.toContain('Aceitar');
    // A value this shop never writes is a visitor not asked yet.
    expect((await get(PRODUCT, { headers: { cookie: 'cdc_consent=maybe' } })).html).toContain('Aceitar');
    expect((await get(PRODUCT, { headers: refused })).html).not.toContain('Aceitar');
    expect((await get(PRODUCT)).html).toContain('Aceitar');
    expect(shop.renders).toHaveLength(3);
  });

  it('stores no answer that sets a cookie, is not a 200 page, or is not a catalogue page', async () => {
    shop.render(() => ({ setCookie: 'tracking=1' }));
    await get(PRODUCT);
    shop.render(() => ({ status: 404 }));
    await get('/produtos/nao-existe');
    shop.render(() => ({}));
    await get('/carrinho');
    await get(PRODUCT);
    await get('/produtos/nao-existe');
    await get('/carrinho');
    expect(shop.renders).toEqual([
      PRODUCT,
      '/produtos/nao-existe',
      '/carrinho',
      PRODUCT,
      '/produtos/nao-existe',
      '/carrinho',
    ]);
  });

  it('leaves React Server Components requests (client navigation) to Next.js', async () => {
    await get(PRODUCT);
    await get(PRODUCT, { headers: { rsc: '1' } });
    await get(`${PRODUCT}?_rsc=abc12`);
    await get(PRODUCT, { headers: { 'next-router-prefetch': '1' } });
    expect(shop.renders).toHaveLength(4);
  });

  it('keys pages by path, query and the bot type Next.js renders for', async () => {
    await get('/');
    await get('/?utm_source=news');
    await get('/departamentos/3');
    await get('/', { headers: { 'user-agent': 'Twitterbot/1.0' } });
    await get('/');
    await get('/departamentos/3');
    expect(shop.renders).toEqual(['/', '/?utm_source=news', '/departamentos/3', '/']);
  });

  it('forgets every page on a catalogue change, and does not store a render that began before it', async () => {
    await get(PRODUCT);
    cache.catalogueChanged();
    const held = holdRender();
    shop.render(() => ({ html: 'Picanha R$ 89,90', gate: held.arrived() }));
    const stale = get(PRODUCT);
    await held.arrival;
    cache.drop();
    held.release();
    await stale;
    shop.render(() => ({ html: 'Picanha R$ 99,90' }));
    expect((await get(PRODUCT)).html).toContain('R$ 99,90');
    expect((await get(PRODUCT)).html).toContain('R$ 99,90');
    expect(shop.renders).toHaveLength(3);
  });

  it('forgets again when the request that changed the catalogue ends (Next.js revalidates then)', async () => {
    const held = holdRender();
    shop.render((request) => (request.method === 'PUT' ? { gate: held.arrived() } : {}));
    const change = request(shop.port(), '/api/sales/admin/variants/1', { method: 'PUT' });
    // The change is heard while its request runs, never before the server received it.
    await held.arrival;
    cache.catalogueChanged();
    // Rendered while the change was not applied yet: stored, but only until the change's request ends.
    await get(PRODUCT);
    await get(PRODUCT);
    expect(shop.renders).toHaveLength(2);
    held.release();
    await change;
    await get(PRODUCT);
    expect(shop.renders).toHaveLength(3);
  });

  it('serves a page for the time to live at most', async () => {
    await get(PRODUCT);
    now += 9_999;
    await get(PRODUCT);
    expect(shop.renders).toHaveLength(1);
    now += 1;
    await get(PRODUCT);
    expect(shop.renders).toHaveLength(2);
  });

  it('keeps at most its number of pages, the least recently used leaving first', async () => {
    cache = new PageCache({ maxEntries: 2 });
    await shop.close();
    shop = startShop(cache);
    await shop.listen();
    await get('/produtos/a');
    await get('/produtos/b');
    await get('/produtos/a');
    await get('/produtos/c');
    await get('/produtos/a');
    await get('/produtos/b');
    expect(shop.renders).toEqual(['/produtos/a', '/produtos/b', '/produtos/c', '/produtos/b']);
  });
});

describe('gzipParts', () => {
  it("keeps a page's compressed parts in about their own size, not in zlib's output buffers", () => {
    // A product page's shape: 30 parts between the nonces, a few hundred bytes each once compressed.
    const parts = Array.from({ length: 30 }, (_, i) =>
      Buffer.from(
        `<section><h2>Parte ${i}</h2>${'<p>Picanha bovina, R$ 89,90 o kg</p>'.repeat(40)}</section>`,
      ),
    );
    const compressed = gzipParts(parts, 44);
    const length = compressed.reduce((sum, part) => sum + part.length, 0);
    const held = [...new Set(compressed.map((part) => part.buffer))].reduce(
      (sum, store) => sum + store.byteLength,
      0,
    );
    // Small buffers share Node's 8 kB pool: at most one pool's worth beside the parts themselves.
    expect(held).toBeLessThanOrEqual(length + 8 * 1024);
  });
});
