/**
 * Storefront pages on the production build, against the framework's floor measured in the same run
 * (docs/performance.md): for each page its HTML size (raw, gzip, and the inline flight data), first-load
 * JavaScript and Lighthouse mobile scores; the requests per second of the cached product and department pages
 * and of the sales API (a page of products, the health check) as shares of a static file's and of the health
 * check's, with where an API request's time goes; one 'met'/'missed' line per target, and the figures kept in
 * bench/last-run.json for the next run to compare with.
 *
 *   npm run bench -- pages          (makes the demo photos and builds first, when missing or stale)
 *   BENCH_LIGHTHOUSE_RUNS=5 ...     Lighthouse runs per page; the median of each score is shown (default 5;
 *                                   0 skips Lighthouse, for a quick run of the sizes and throughput)
 *   BENCH_PORT=3190 ...             port of the server started for the bench (the floor's is the next one)
 *   BENCH_SECONDS=10 ...            duration of each throughput measurement
 *   BENCH_RECORD=0 ...              do not overwrite bench/last-run.json
 *   BENCH_PAGES='staff board|dispatch' ...
 *                                   measure only the pages whose name matches this regular expression
 *                                   (case-insensitive), beside the floor; the throughput and the API's
 *                                   breakdown are skipped and bench/last-run.json is left as it is
 *
 * Lighthouse drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) with its default mobile
 * settings: a Moto G Power-sized screen, simulated slow 4G and a 4x slower CPU.
 *
 * For scale, the same run measures the framework's floor: an empty App Router page (one server
 * component, no client code of its own) built with the project's Next.js and React, in .bench-floor/.
 * Lighthouse loads it BENCH_LIGHTHOUSE_RUNS times before the pages and once after each page; the limit of
 * every page's performance target is the median of all those runs. Then the catalogue pages are measured
 * once more without their scripts (./scriptless-proxy.mts): what their JavaScript costs them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { NextRequest } from 'next/server';
import pino from 'pino';
import { proxy } from '../proxy.ts';
import { loggerOptions } from '../lib/server/logger.ts';
import { departmentPageExists } from '../lib/server/catalogue/departments.ts';
import { variantSlugExists } from '../lib/server/catalogue/variants.ts';
import { bearer } from '../test-support/server/account-fixtures.ts';
import {
  checkoutToConfirm,
  createCart,
  createShopper,
  put,
  setStock,
  testProducts,
} from '../test-support/server/checkout-fixtures.ts';
import { createTestApi, type TestApi } from '../test-support/server/test-api.ts';
import { buildIfStale } from '../scripts/build-if-stale.mts';
import { markEagerCompilation } from '../scripts/compile-hints.mts';
import { run } from '../scripts/run-command.mts';
import { hostLoad, printTargets, recordRun, type Target } from './budget.mts';
import { startScriptlessProxy } from './scriptless-proxy.mts';
import { measure } from './stats.mts';

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Only the pages whose name matches (BENCH_PAGES), to measure one page again; null measures them all. */
const PAGE_FILTER = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES, 'i') : null;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Performance targets (docs/performance.md), relative to the floor page of the same run. */
const FIRST_LOAD_BUDGET_KB = { catalogue: 20, customer: 35, staff: 60 } as const;
const PERFORMANCE_POINTS_BELOW_FLOOR = 2;
const PRODUCT_SHARE_OF_STATIC = 30;
const PRODUCTS_SHARE_OF_HEALTH_CHECK = 40;
const DEPARTMENT_HTML_KB_GZ = 100;
const PRODUCTS_PAGE = '/api/sales/v2/products?per_page=20';
const HEALTH_CHECK = '/api/sales/health_check';
/** The static file of the throughput comparison (generated demo media, served from public/). */
const STATIC_FILE = '/media/products/picanha-bovina-small.webp';
/** The orders of the staff board's day: a busy Christmas Eve for one shop. */
const BUSY_DAY_ORDERS = 300;
/** The first of the demo day's orders (lib/server/seed/orders-seed.ts). */
const BUSY_DAY_FIRST_ORDER = 'R900000000';
/** The seed's 'Cartão de débito na entrega' (lib/server/seed/accounts-seed.ts). */
const ON_DELIVERY_DEBIT = 2;

/** The empty App Router page, built next to the project so that it resolves the same node_modules. */
const FLOOR_DIR = '.bench-floor';
const FLOOR_PORT = PORT + 1;

function buildFloorApp(): void {
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
  fs.mkdirSync(path.join(FLOOR_DIR, 'app'), { recursive: true });
  fs.writeFileSync(
    path.join(FLOOR_DIR, 'app/layout.jsx'),
    'export default function RootLayout({ children }) {\n' +
      '  return <html lang="pt-BR"><head><meta name="description" content="Página vazia" /></head><body>{children}</body></html>;\n}\n',
  );
  // An icon, as the shop has: without one the browser's request for /favicon.ico fails in the console.
  fs.copyFileSync('app/icon.svg', path.join(FLOOR_DIR, 'app/icon.svg'));
  fs.writeFileSync(
    path.join(FLOOR_DIR, 'app/page.jsx'),
    "export const metadata = { title: 'Página vazia' };\n" +
      'export default function Page() {\n  return <main><h1>Olá</h1></main>;\n}\n',
  );
  const build = spawnSync('node_modules/.bin/next', ['build', FLOOR_DIR], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('the empty App Router page did not build');
  // The shop's build ends with this step (`npm run build`): the floor is built the same way.
  markEagerCompilation(path.join(FLOOR_DIR, '.next'));
}

async function waitForServer(server: ChildProcess, url: string): Promise<ChildProcess> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(url)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`the server did not answer on ${url}`);
}

async function startServer(): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-bench-'));
  // The shop's own server (scripts/serve.mts), as `npm start` runs it.
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.mts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      // As in production (one log line per API request), written to a discarded stdout.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      NEXT_TELEMETRY_DISABLED: '1',
      // Canonical URLs must name the origin Lighthouse visits.
      PUBLIC_BASE_URL: ORIGIN,
      // A busy day on the staff's board (lib/server/seed/orders-seed.ts).
      DEMO_ORDERS: String(BUSY_DAY_ORDERS),
    },
  });
  return waitForServer(server, `${ORIGIN}/api/sales/health_check`);
}

async function startFloorServer(): Promise<ChildProcess> {
  const server = spawn('node_modules/.bin/next', ['start', FLOOR_DIR, '--port', String(FLOOR_PORT)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  return waitForServer(server, `http://127.0.0.1:${FLOOR_PORT}/`);
}

/**
 * The scripts a page's HTML makes a modern browser load (`noModule` ones are for legacy browsers only),
 * each with its gzipped size: the first-load JavaScript.
 */
async function firstLoadScripts(
  pagePath: string,
  origin = ORIGIN,
  cookie?: string,
): Promise<Map<string, number>> {
  const html = await (await fetch(origin + pagePath, { headers: cookie ? { cookie } : {} })).text();
  const sources = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+\.js)"([^>]*)>/g)]
    .filter((m) => !/nomodule/i.test(m[1]! + m[3]!))
    .map((m) => m[2]!);
  const sizes = new Map<string, number>();
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    sizes.set(src, gzipSync(body, { level: 9 }).length);
  }
  return sizes;
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface LighthouseFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Each run's performance score (one per run; all of them in a median's figures): the page's spread. */
  performanceRuns: number[];
  /** The SEO score without the 'is-crawlable' audit, which a page not for crawlers fails by design. */
  seoLessCrawlable: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  /**
   * When Chromium painted the page, as observed in each run (ms from the navigation; one per run, all of
   * them in a median's figures). Whether Chromium held that paint past a second is one cause of a page's
   * spread between runs (docs/performance.md).
   */
  paintsMs: number[];
  /** Audits below full marks in accessibility, best practices and SEO (of the last run). */
  failing: string[];
  /** Lighthouse's measure of the host's speed in each run: its simulated throttling scales with it. */
  benchmarkIndexes: number[];
}

/** The part of Lighthouse's 'metrics' audit read here: what the browser did, before any simulation. */
interface ObservedMetrics {
  items?: { observedFirstContentfulPaint?: number }[];
}

/** A first paint later than this was held by Chromium (docs/performance.md, paint holding). */
const HELD_PAINT_MS = 1000;

/** The observed first paint's median over the runs and how many of them Chromium held, e.g. '0.3 s, 2/5 held'. */
const paintFigures = ({ paintsMs }: LighthouseFigures) =>
  paintsMs.length === 0
    ? '-'
    : `${(median(paintsMs) / 1000).toFixed(1)} s, ${paintsMs.filter((ms) => ms > HELD_PAINT_MS).length}/${paintsMs.length} held`;

/** Lighthouse's figures of `runs` loads of a page, one fresh browser each. */
async function lighthouseRuns(
  pagePath: string,
  origin = ORIGIN,
  cookie?: string,
  runs = RUNS,
): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      if (cookie) await setCookies(chrome.port, origin, cookie);
      const result = await lighthouse(origin + pagePath, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const { categories, audits, finalDisplayedUrl } = result!.lhr;
      const measured = new URL(finalDisplayedUrl);
      if (measured.pathname !== new URL(origin + pagePath).pathname) {
        throw new Error(`Lighthouse measured ${measured.pathname + measured.search}, not ${pagePath}`);
      }
      const observedPaint = (audits.metrics?.details as ObservedMetrics | undefined)?.items?.[0]
        ?.observedFirstContentfulPaint;
      const seoRefs = categories.seo!.auditRefs.filter((ref) => ref.weight > 0 && ref.id !== 'is-crawlable');
      const seoWeight = sum(seoRefs.map((ref) => ref.weight));
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
      ) as LighthouseFigures['scores'];
      figures.push({
        scores,
        performanceRuns: [scores.performance],
        seoLessCrawlable: Math.round(
          (sum(seoRefs.map((ref) => (audits[ref.id]?.score ?? 1) * ref.weight)) / seoWeight) * 100,
        ),
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
        paintsMs: observedPaint === undefined ? [] : [observedPaint],
        benchmarkIndexes: [result!.lhr.environment.benchmarkIndex],
        failing: (['accessibility', 'best-practices', 'seo'] as const).flatMap((c) =>
          categories[c]!.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map(
            (ref) => ref.id,
          ),
        ),
      });
    } finally {
      chrome.kill();
    }
  }
  return figures;
}

/** The median of each figure over several runs (the failing audits of the last one). */
function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
    ) as LighthouseFigures['scores'],
    performanceRuns: runs.flatMap((r) => r.performanceRuns),
    seoLessCrawlable: median(runs.map((r) => r.seoLessCrawlable)),
    cls: median(runs.map((r) => r.cls)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    paintsMs: runs.flatMap((r) => r.paintsMs),
    failing: runs.at(-1)!.failing,
    benchmarkIndexes: runs.flatMap((r) => r.benchmarkIndexes),
  };
}

/**
 * The catalogue pages' Lighthouse figures without their scripts (./scriptless-proxy.mts) beside their own:
 * what the page's HTML, stylesheet and photos score alone, so the distance to the page's own score is what
 * its JavaScript costs (the framework's, which the floor pays too, and the page's hydration).
 */
async function measureWithoutScripts(
  measured: { name: string; lh: LighthouseFigures }[],
  pages: { name: string; path: string; budget?: string }[],
  floor: LighthouseFigures,
  figures: Record<string, number | string>,
) {
  const proxy = await startScriptlessProxy(ORIGIN);
  const rows = [];
  try {
    for (const page of pages.filter((p) => p.budget === 'catalogue')) {
      const own = measured.find((m) => m.name === page.name)!.lh;
      const alone = medianFigures(await lighthouseRuns(page.path, proxy.origin));
      figures[`${page.name} without scripts: performance`] = alone.scores.performance;
      const figuresOf = (lh: LighthouseFigures) =>
        `${lh.scores.performance} (TBT ${Math.round(lh.tbtMs)} ms, LCP ${(lh.lcpMs / 1000).toFixed(1)} s)`;
      rows.push({ page: page.name, 'without scripts': figuresOf(alone), 'as served': figuresOf(own) });
    }
  } finally {
    proxy.close();
  }
  console.log(
    '\nThe catalogue pages without their scripts (HTML, stylesheet and photos only), Lighthouse performance; ' +
      `what they lose as served is their JavaScript's cost (the floor's median: ${floor.scores.performance})`,
  );
  console.table(rows);
}

/**
 * Puts a session's cookies ('name=value; ...') in the browser's cookie jar, as a login would. Sent only as
 * a request header (Lighthouse's extraHeaders), the script-readable `cdc_signed_in` hint is missing from
 * document.cookie: the page would then take the visitor for a guest and go to /login, not the customer's
 * page.
 */
async function setCookies(port: number, origin: string, cookie: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie(
      ...cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), domain: new URL(origin).hostname, path: '/' };
      }),
    );
  } finally {
    await browser.disconnect();
  }
}

/** The running server's sales API in the shape the checkout's test fixtures call (TestApi's `json`). */
const httpApi: Pick<TestApi, 'json'> = {
  async json<T>(apiPath: string, init?: RequestInit) {
    const response = await fetch(`${ORIGIN}/api/sales${apiPath}`, init);
    return { status: response.status, body: (await response.json()) as T };
  },
};

/**
 * The demo customer (session `token`) buys a product sold by the unit (the best seller in stock, no drink)
 * through the checkout, paying by debit on delivery, then fills a new cart with it: the order's number.
 */
/** The cookies of a session of this account, as the login form leaves them in the browser. */
async function sessionOf(email: string, password: string): Promise<string> {
  const login = await fetch(`${ORIGIN}/api/sales/v2/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-App': 'sales-frontend' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login of ${email}: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The day (AAAA-MM-DD, America/Bahia) of the seeded busy day, read from its first order's window. */
async function busyDayOf(staffCookie: string): Promise<string> {
  const answer = await fetch(`${ORIGIN}/api/sales/admin/orders/${BUSY_DAY_FIRST_ORDER}`, {
    headers: { cookie: staffCookie },
  });
  if (!answer.ok) throw new Error(`the busy day's first order: ${answer.status}`);
  const order = (await answer.json()) as {
    shipments: { selected_shipping_rate: { delivery_window_start: string } | null }[];
  };
  const start = Date.parse(order.shipments[0]!.selected_shipping_rate!.delivery_window_start);
  // Salvador is UTC-03:00 all year.
  return new Date(start - 3 * 3600_000).toISOString().slice(0, 10);
}

async function orderAndCart(token: string): Promise<string> {
  const headers = bearer(token);
  const [{ body: addresses }, { body: list }] = await Promise.all([
    httpApi.json<{ id: number }[]>('/v2/addresses', { headers }),
    httpApi.json<{
      products: {
        id: number;
        unit_for_quantity: string;
        in_stock: boolean;
        alcoholic: boolean;
        minimum_quantity: number;
      }[];
    }>('/v2/products?q[s]=sales_volume+desc&per_page=40'),
  ]);
  const shopper = { headers, addressId: addresses[0]!.id };
  const unit = list.products.find((p) => p.unit_for_quantity === 'un' && p.in_stock && !p.alcoholic)!;
  const lines = [{ variant_id: unit.id, quantity: unit.minimum_quantity }];
  const { number } = await createCart(httpApi, shopper, lines);
  await checkoutToConfirm(httpApi, shopper, number, { payment: { methodId: ON_DELIVERY_DEBIT } });
  const completed = await put(httpApi, shopper, `/api/v1/checkouts/${number}/next`);
  if (completed.body.state !== 'complete')
    throw new Error(`order ${number}: ${JSON.stringify(completed.body)}`);
  await createCart(httpApi, shopper, lines);
  return number;
}

/** A page of the run; budget: the first-load JS allowed above the floor's, where docs/performance.md sets one. */
interface BenchPage {
  name: string;
  path: string;
  cookie?: string;
  budget?: keyof typeof FIRST_LOAD_BUDGET_KB;
}

interface HtmlSize {
  raw: number;
  gzip: number;
  /** The React Server Components payload inlined for hydration (self.__next_f.push scripts). */
  flight: number;
  noindex: boolean;
}

/** The paths robots.txt keeps crawlers from (the personal and transactional pages). */
let disallowed: string[] | undefined;
async function robotsDisallowed(origin: string): Promise<string[]> {
  const robots = await (await fetch(`${origin}/robots.txt`)).text();
  return [...robots.matchAll(/^Disallow:\s*(\S+)/gim)].map((m) => m[1]!);
}

async function htmlSize(pagePath: string, origin = ORIGIN, cookie?: string): Promise<HtmlSize> {
  disallowed ??= await robotsDisallowed(ORIGIN);
  const html = await (await fetch(origin + pagePath, { headers: cookie ? { cookie } : {} })).text();
  const flight = [...html.matchAll(/<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)];
  return {
    raw: Buffer.byteLength(html),
    gzip: gzipSync(html).length,
    flight: sum(flight.map((m) => Buffer.byteLength(m[1]!))),
    // Not for crawlers: a noindex page, or one robots.txt keeps them from (is-crawlable fails by design).
    noindex:
      /<meta name="robots" content="[^"]*noindex/.test(html) ||
      (origin === ORIGIN && disallowed.some((prefix) => pagePath.startsWith(prefix))),
  };
}

interface Throughput {
  requestsPerSecond: number;
  /** Mean latency in ms at 10 connections. */
  latencyMs: number;
}

async function throughput(pagePath: string): Promise<Throughput> {
  const result = await autocannon({
    url: ORIGIN + pagePath,
    connections: 10,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${pagePath}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, latencyMs: result.latency.average };
}

const mean = async (runs: number, fn: () => unknown): Promise<number> => {
  const latency = await measure('', runs, async () => fn());
  return latency.p50;
};

/**
 * Where a sales API request's time goes, in process on the demo seed (PGlite in memory, no network):
 * the proxy (proxy.ts), the database alone, Hono with its middleware and route, and one request log line
 * written (LOG_LEVEL=info writes one per API request). The rest of a request's server time, from the
 * throughput over HTTP, is Next's: its HTTP handling, routing, the route handler's Request/Response.
 */
/**
 * A customer's cart of one unit product, with the delivery address chosen or not, and a change of its line's
 * quantity (1 to 20 units in turn): with an address, the cart's recompute prices the scheduled delivery again
 * for the new item total (lib/server/checkout/shipping.ts, repriceScheduledRates).
 */
async function lineChange(api: TestApi, withAddress: boolean): Promise<() => Promise<unknown>> {
  const { unit } = await testProducts(api);
  await setStock(api, unit.id, 1_000_000);
  const shopper = await createShopper(api);
  const cart = await createCart(api, shopper, [{ variant_id: unit.id, quantity: 1 }]);
  if (withAddress) {
    await put(api, shopper, `/api/v1/checkouts/${cart.number}.json`, {
      state: 'address',
      order: { ship_address_attributes: { id: shopper.addressId } },
    });
  }
  let click = 0;
  return () =>
    put(api, shopper, `/api/v1/orders/${cart.number}/line_items/${cart.line_items[0]!.id}`, {
      line_item: { quantity: 1 + (click++ % 20) },
    });
}

async function apiBreakdown() {
  const api = await createTestApi();
  const [changeCartLine, changeCheckoutLine] = [await lineChange(api, false), await lineChange(api, true)];
  let eventClient = 0;
  let viewClient = 0;
  const { unit: viewedVariant } = await testProducts(api);
  const proxyRequest = () => proxy(new NextRequest(`${ORIGIN}${PRODUCTS_PAGE}`));
  const log = pino({ ...loggerOptions, level: 'info' }, pino.destination({ dest: '/dev/null', sync: true }));
  const figures = {
    'proxy.ts (API request)': await mean(2000, proxyRequest),
    'proxy.ts (page request, CSP nonce)': await mean(2000, () =>
      proxy(new NextRequest(`${ORIGIN}/produtos/picanha-bovina`)),
    ),
    // A product or department page load that the page cache misses reaches the proxy, which reads first
    // whether its address names something (lib/server/pages/missing-page.ts); the page cache's hits
    // (every Lighthouse load above) skip it.
    'proxy.ts: missing-page read (a product page load)': await mean(500, () =>
      variantSlugExists(api.database.db, 'picanha-bovina'),
    ),
    'proxy.ts: missing-page read (a subdepartment page load)': await mean(500, () =>
      departmentPageExists(api.database.db, 1, 'cortes-nobres'),
    ),
    'database: select 1': await mean(500, () => api.database.db.execute('select 1')),
    'Hono: GET /health_check': await mean(500, () => api.request('/health_check')),
    'Hono: GET /v2/products?per_page=20': await mean(300, async () =>
      (await api.request('/v2/products?per_page=20')).arrayBuffer(),
    ),
    // Each event counts against its client address's throttle (one upsert): 300 addresses here.
    'Hono: POST /v2/events (one analytics event)': await mean(300, () =>
      api.request('/v2/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${eventClient++ % 250}` },
        body: JSON.stringify({ event: 'page not found' }),
      }),
    ),
    // A guest's product view: its address's throttle (one upsert), then the view's row (a new guest each,
    // as a visit without the cookie): 300 views from 250 addresses, under the 600 an address may make.
    "Hono: POST /v2/products/{id}/views (a guest's view)": await mean(300, () =>
      api.request(`/v2/products/${viewedVariant.id}/views`, {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.2.0.${viewClient++ % 250}` },
      }),
    ),
    'Hono: PUT a line item, cart without an address': await mean(200, changeCartLine),
    'Hono: PUT a line item, cart with its delivery address (rates priced again)': await mean(
      200,
      changeCheckoutLine,
    ),
    'one request log line (pino, info)': await mean(2000, () =>
      log.info({ method: 'GET', path: '/api/sales/v2/products', status: 200, ms: 3 }, 'request'),
    ),
  };
  await api.database.close();
  return figures;
}

// The demo photos, as `npm start` makes them: without them every product photo and banner would answer 404
// and the pages would be measured without their main pictures.
await run(process.execPath, ['--import', 'tsx', 'scripts/generate-media.mts']);
// Lighthouse drives Debian's Chromium, which a fresh machine has not installed yet (as for the journeys).
if (RUNS > 0) await run('bash', ['scripts/ensure-chromium.sh']);
await buildIfStale();
buildFloorApp();
console.log(`\nstart: ${hostLoad()}`);
const server = await startServer();
let floorServer: ChildProcess | undefined;
const targets: Target[] = [];
const figures: Record<string, number | string> = {};
const commit = spawnSync('git', ['rev-parse', '--short=12', 'HEAD']).stdout?.toString().trim();
try {
  const departments = (await (await fetch(`${ORIGIN}/api/sales/v2/departments`)).json()) as { id: number }[];
  // The checkout is a customer's page: the demo customer's session opens it.
  const login = await fetch(`${ORIGIN}/api/sales/v2/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-App': 'sales-frontend' },
    body: JSON.stringify({ email: 'demo@exemplo.com.br', password: 'churrasco2026' }),
  });
  const session = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const { token } = (await login.json()) as { token: string };
  const counter = await sessionOf('atendente@casadacarne.com.br', 'atendente2026');
  const driver = await sessionOf('entregador@casadacarne.com.br', 'entregador2026');
  // The store back office and settings are the manager's: the product page opens the list's first.
  const manager = await sessionOf('equipe@casadacarne.com.br', 'balcao2026');
  const storeProducts = (await (
    await fetch(`${ORIGIN}/api/sales/admin/products`, { headers: { cookie: manager } })
  ).json()) as { products: { id: number }[] };
  const busyDay = await busyDayOf(counter);
  // The demo customer's open blend (seeded) opens the calculator without creating one per visit.
  const templates = (await (
    await fetch(`${ORIGIN}/api/sales/mixes/templates`, { headers: { cookie: session } })
  ).json()) as { templates: { id: number; complete: boolean }[] };
  const openBlend = templates.templates.find((template) => !template.complete)!;
  const departmentPath = `/departamentos/${departments[0]!.id}`;
  // The orders' pages show an order of theirs, and the checkout a cart, as a customer's would.
  const orderNumber = await orderAndCart(token);
  const allPages: BenchPage[] = [
    { name: 'home', path: '/', budget: 'catalogue' },
    { name: 'department', path: departmentPath, budget: 'catalogue' },
    { name: 'product', path: '/produtos/picanha-bovina', budget: 'catalogue' },
    // The address the header's search box opens (`q`, not `query`, which reads as no query at all).
    { name: 'search', path: '/busca?q=picanha', budget: 'customer' },
    { name: 'cart', path: '/carrinho', budget: 'customer' },
    { name: 'login', path: '/login', budget: 'customer' },
    { name: 'barbecue landing', path: '/bigchurrasco', budget: 'customer' },
    { name: 'barbecue calculator', path: '/bigchurrasco/meuchurrasco', budget: 'customer' },
    { name: 'blend landing', path: '/blend', budget: 'customer' },
    { name: 'my blends', path: '/blend/meus-blends', cookie: session, budget: 'customer' },
    {
      name: 'blend calculator',
      path: `/blend/calculadora/${openBlend.id}`,
      cookie: session,
      budget: 'customer',
    },
    { name: 'checkout', path: '/checkout', cookie: session, budget: 'customer' },
    { name: 'my orders', path: '/minha-conta/pedidos', cookie: session, budget: 'customer' },
    { name: 'an order', path: `/minha-conta/pedidos/${orderNumber}`, cookie: session, budget: 'customer' },
    { name: 'privacy', path: '/minha-conta/privacidade', cookie: session, budget: 'customer' },
    { name: 'confirmation', path: `/confirmacao?id=${orderNumber}`, cookie: session, budget: 'customer' },
    {
      name: `staff board (${BUSY_DAY_ORDERS} orders)`,
      path: `/equipe?data=${busyDay}`,
      cookie: counter,
      budget: 'staff',
    },
    {
      name: 'staff order',
      path: `/equipe/pedidos/${BUSY_DAY_FIRST_ORDER}`,
      cookie: counter,
      budget: 'staff',
    },
    { name: 'dispatch', path: `/equipe/expedicao?data=${busyDay}`, cookie: counter, budget: 'staff' },
    { name: 'support', path: '/equipe/atendimento', cookie: counter, budget: 'staff' },
    { name: 'holidays', path: '/equipe/loja/feriados', cookie: manager, budget: 'staff' },
    { name: 'delivery windows', path: '/equipe/loja/janelas', cookie: manager, budget: 'staff' },
    { name: 'coupons', path: '/equipe/loja/cupons', cookie: manager, budget: 'staff' },
    { name: "driver's route", path: `/entregador?data=${busyDay}`, cookie: driver, budget: 'staff' },
    { name: 'store', path: '/equipe/loja', cookie: manager, budget: 'staff' },
    { name: 'store products', path: '/equipe/loja/produtos', cookie: manager, budget: 'staff' },
    { name: 'store new product', path: '/equipe/loja/produtos/novo', cookie: manager, budget: 'staff' },
    { name: 'departments', path: '/equipe/loja/departamentos', cookie: manager, budget: 'staff' },
    { name: 'banners', path: '/equipe/loja/banners', cookie: manager, budget: 'staff' },
    { name: 'store information', path: '/equipe/loja/informacoes', cookie: manager, budget: 'staff' },
    { name: 'delivery terms', path: '/equipe/loja/entrega', cookie: manager, budget: 'staff' },
    { name: 'store history', path: '/equipe/loja/historico', cookie: manager, budget: 'staff' },
    {
      name: 'product preview',
      path: `/previa/produtos/${storeProducts.products[0]!.id}`,
      cookie: manager,
      budget: 'catalogue',
    },
    {
      name: 'store product',
      path: `/equipe/loja/produtos/${storeProducts.products[0]!.id}`,
      cookie: manager,
      budget: 'staff',
    },
  ];
  const pages = PAGE_FILTER ? allPages.filter((page) => PAGE_FILTER.test(page.name)) : allPages;
  if (pages.length === 0) throw new Error(`BENCH_PAGES=${process.env.BENCH_PAGES} names no page`);
  if (PAGE_FILTER) console.log(`BENCH_PAGES: ${pages.map((page) => page.name).join(', ')}`);
  // First visits fill the catalogue caches: measure the steady state.
  for (const page of pages)
    await fetch(ORIGIN + page.path, { headers: page.cookie ? { cookie: page.cookie } : {} });

  // The floor's server stays up through the pages: besides its first runs, Lighthouse measures it once
  // after each page, so that its median spans the same stretch of the host's load as the pages' scores
  // (measured only before them, the floor saw another minute of the host's load than the pages did).
  floorServer = await startFloorServer();
  const floorOrigin = `http://127.0.0.1:${FLOOR_PORT}`;
  const floorRuns = await lighthouseRuns('/', floorOrigin);
  const floor = {
    js: sum((await firstLoadScripts('/', floorOrigin)).values()),
    html: await htmlSize('/', floorOrigin),
  };

  // The chunks every page loads: React, the Next.js runtime and the shop's shell.
  const scripts = await Promise.all(pages.map((page) => firstLoadScripts(page.path, ORIGIN, page.cookie)));
  const shared = [...scripts[0]!.keys()].filter((src) => scripts.every((page) => page.has(src)));
  const rows = [];
  const row = (
    page: string,
    js: number,
    ownJs: number | undefined,
    html: HtmlSize,
    lh: LighthouseFigures | undefined,
  ) => ({
    page,
    'JS kB gz': kB(js),
    'over floor': kB(js - floor.js),
    'page-specific': ownJs === undefined ? '-' : kB(ownJs),
    'HTML kB': kB(html.raw),
    'HTML kB gz': kB(html.gzip),
    'flight kB': kB(html.flight),
    ...(lh && {
      perf: lh.scores.performance,
      a11y: lh.scores.accessibility,
      'best pr.': lh.scores['best-practices'],
      seo: html.noindex ? `${lh.seoLessCrawlable}*` : lh.scores.seo,
      CLS: lh.cls.toFixed(3),
      'TBT ms': Math.round(lh.tbtMs),
      'LCP s': (lh.lcpMs / 1000).toFixed(1),
      'first paint': paintFigures(lh),
    }),
  });
  const measuredPages: { name: string; lh: LighthouseFigures; noindex: boolean }[] = [];
  for (const [index, page] of pages.entries()) {
    const own = [...scripts[index]!];
    const js = sum(own.map(([, bytes]) => bytes));
    const html = await htmlSize(page.path, ORIGIN, page.cookie);
    const lh = RUNS > 0 ? medianFigures(await lighthouseRuns(page.path, ORIGIN, page.cookie)) : undefined;
    if (RUNS > 0) floorRuns.push(...(await lighthouseRuns('/', floorOrigin, undefined, 1)));
    rows.push(
      row(
        `${page.name} ${page.path}`,
        js,
        sum(own.filter(([src]) => !shared.includes(src)).map(([, bytes]) => bytes)),
        html,
        lh,
      ),
    );
    figures[`${page.name}: first-load JS kB gz`] = Number(kB(js));
    figures[`${page.name}: HTML kB gz`] = Number(kB(html.gzip));
    if (page.budget) {
      targets.push({
        name: `${page.name}: first-load JS over the floor`,
        value: Number(kB(js - floor.js)),
        limit: FIRST_LOAD_BUDGET_KB[page.budget],
        unit: 'kB gz',
        kind: 'max',
      });
    }
    if (page.name === 'department') {
      targets.push({
        name: 'department: HTML size',
        value: Number(kB(html.gzip)),
        limit: DEPARTMENT_HTML_KB_GZ,
        unit: 'kB gz',
        kind: 'max',
      });
    }
    if (lh) measuredPages.push({ name: page.name, lh, noindex: html.noindex });
  }
  const floorScore = floorRuns.length > 0 ? medianFigures(floorRuns) : undefined;
  if (floorScore) {
    for (const { name, lh, noindex } of measuredPages) {
      figures[`${name}: performance`] = lh.scores.performance;
      targets.push({
        name: `${name}: Lighthouse performance`,
        value: lh.scores.performance,
        limit: floorScore.scores.performance - PERFORMANCE_POINTS_BELOW_FLOOR,
        unit: 'points',
        kind: 'min',
        note:
          `runs ${lh.performanceRuns.join(', ')}; CLS ${lh.cls.toFixed(3)}, TBT ${Math.round(lh.tbtMs)} ms, ` +
          `LCP ${(lh.lcpMs / 1000).toFixed(1)} s, first paint ${paintFigures(lh)}`,
      });
      const least = Math.min(
        lh.scores.accessibility,
        lh.scores['best-practices'],
        noindex ? lh.seoLessCrawlable : lh.scores.seo,
      );
      targets.push({
        name: `${name}: least of accessibility, best practices, SEO${noindex ? ' (not for crawlers: less is-crawlable)' : ''}`,
        value: least,
        limit: 100,
        unit: 'points',
        kind: 'min',
        ...(lh.failing.length > 0 && { note: `audits below full marks: ${lh.failing.join(', ')}` }),
      });
    }
  }
  rows.push(row('empty App Router page (floor)', floor.js, undefined, floor.html, floorScore));
  figures['floor: first-load JS kB gz'] = Number(kB(floor.js));
  if (floorScore) figures['floor: performance'] = floorScore.scores.performance;
  // Lighthouse slows the CPU by a fixed factor from the host's own speed, so a slower host gives every page
  // with scripts more blocking time (the floor has next to none): compare runs at like indexes only.
  const indexes = [floorScore, ...measuredPages.map((m) => m.lh)].flatMap((lh) => lh?.benchmarkIndexes ?? []);
  if (indexes.length > 0) {
    figures['Lighthouse host benchmark index (median)'] = Math.round(median(indexes));
    console.log(
      `\nLighthouse's host benchmark index: median ${Math.round(median(indexes))}, ` +
        `${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))} over ${indexes.length} runs`,
    );
  }
  console.log(
    RUNS > 0
      ? `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, Chromium at ${CHROME_PATH}; ` +
          'seo* = page not for crawlers (noindex or robots.txt), every SEO audit but is-crawlable'
      : '\nLighthouse skipped (BENCH_LIGHTHOUSE_RUNS=0)',
  );
  console.table(rows);
  if (floorScore) {
    console.log(
      `Floor's performance, run by run (${RUNS} before the pages, then one after each): ` +
        `${floorScore.performanceRuns.join(', ')}; median ${floorScore.scores.performance}.`,
    );
  }
  console.log(
    `JS shared by every page: ${kB(sum(shared.map((src) => scripts[0]!.get(src)!)))} kB gz ` +
      `in ${shared.length} chunks. ${hostLoad()}.`,
  );

  if (floorScore) await measureWithoutScripts(measuredPages, pages, floorScore, figures);

  // A run of a few pages (BENCH_PAGES) is for those pages: the server's throughput is not theirs.
  if (!PAGE_FILTER) {
    console.log(`\nThroughput, autocannon, 10 connections, ${SECONDS} s each, gzip accepted — ${hostLoad()}`);
    const urls = [STATIC_FILE, '/produtos/picanha-bovina', departmentPath, HEALTH_CHECK, PRODUCTS_PAGE];
    const measured: Record<string, Throughput> = {};
    for (const url of urls) measured[url] = await throughput(url);
    console.table(
      urls.map((url) => ({
        url,
        'requests/s': Math.round(measured[url]!.requestsPerSecond),
        'mean latency ms': measured[url]!.latencyMs.toFixed(1),
        'server ms per request': (1000 / measured[url]!.requestsPerSecond).toFixed(2),
      })),
    );
    const share = (a: string, b: string) =>
      Number(((measured[a]!.requestsPerSecond / measured[b]!.requestsPerSecond) * 100).toFixed(1));
    const productShare = share('/produtos/picanha-bovina', STATIC_FILE);
    const departmentShare = share(departmentPath, STATIC_FILE);
    const apiShare = share(PRODUCTS_PAGE, HEALTH_CHECK);
    const healthShare = share(HEALTH_CHECK, STATIC_FILE);
    console.log(
      `product page ${productShare} %, department page ${departmentShare} %, health check ${healthShare} % ` +
        `of the static file's requests/s; GET /v2/products (20) ${apiShare} % of the health check's`,
    );
    figures['product page % of static req/s'] = productShare;
    figures['department page % of static req/s'] = departmentShare;
    figures['health check % of static req/s'] = healthShare;
    figures['GET /v2/products % of health check req/s'] = apiShare;
    for (const url of urls) figures[`${url} req/s`] = Math.round(measured[url]!.requestsPerSecond);
    targets.push(
      {
        name: 'product page: requests/s as a share of a static file',
        value: productShare,
        limit: PRODUCT_SHARE_OF_STATIC,
        unit: '%',
        kind: 'min',
      },
      {
        name: 'GET /v2/products (20): requests/s as a share of /health_check',
        value: apiShare,
        limit: PRODUCTS_SHARE_OF_HEALTH_CHECK,
        unit: '%',
        kind: 'min',
      },
    );

    // Where an API request's time goes.
    const breakdown = await apiBreakdown();
    const perRequest = (url: string) => 1000 / measured[url]!.requestsPerSecond;
    console.log(
      '\nWhere a sales API request spends its time (ms per request; in process figures are medians on the ' +
        'demo seed in memory, the server figures 1000 / requests per second at 10 connections)',
    );
    console.table([
      ...Object.entries(breakdown).map(([part, ms]) => ({ part, ms: ms.toFixed(3) })),
      { part: 'server: static file', ms: perRequest(STATIC_FILE).toFixed(3) },
      { part: 'server: GET /health_check', ms: perRequest(HEALTH_CHECK).toFixed(3) },
      { part: 'server: GET /v2/products?per_page=20', ms: perRequest(PRODUCTS_PAGE).toFixed(3) },
      {
        part: 'server: Next around the API (health check less Hono, proxy and log line)',
        ms: (
          perRequest(HEALTH_CHECK) -
          breakdown['Hono: GET /health_check'] -
          breakdown['proxy.ts (API request)'] -
          breakdown['one request log line (pino, info)']
        ).toFixed(3),
      },
    ]);
    for (const [part, ms] of Object.entries(breakdown)) figures[`ms: ${part}`] = Number(ms.toFixed(3));
  }
} finally {
  server.kill();
  floorServer?.kill();
}
printTargets('Performance targets (relative to the floor page of this run)', targets);
// A partial run would drop the other pages' figures from the record.
recordRun('pages', figures, targets, commit, !PAGE_FILTER);
