/**
 * The sales API as the production server serves it (scripts/serve.mts, lib/server/api-listener.ts), against
 * the floor of the same run: a bare node:http server (./bare-server.mts) answering each measured call with
 * the very bytes the shop answered it. For each call, requests per second at 10 connections as a share of
 * the floor's, with p50/p99; then a cart add's p95 at 10 connections, on PGlite and, when a PostgreSQL
 * server is given, on PostgreSQL. One 'met'/'missed' line per target (docs/performance.md), the figures
 * kept in bench/last-run.json.
 *
 *   npm run bench -- api            (builds first when there is no build: the server's start comes from it;
 *                                    the API itself runs from source, as serve.mts loads it)
 *   BENCH_PORT=3290 ...             port of the shop's server (the floor's is the next one, PostgreSQL's
 *                                    shop the one after)
 *   BENCH_SECONDS=10 ...            duration of each measurement
 *   TEST_DATABASE_URL=postgres://user@host:port/db ...   the cart add on PostgreSQL too (a fresh database
 *                                    on that server); BENCH_POSTGRES=1 starts a throwaway server instead
 *                                    (scripts/postgres-server.mts)
 *   BENCH_RECORD=0 ...              do not overwrite bench/last-run.json
 *
 * autocannon sends no Accept-Encoding: answers go uncompressed, on both servers. The searches come from
 * SEARCH_SHOPPERS client addresses in turn (TRUSTED_PROXIES=loopback, X-Forwarded-For), as a crowd of
 * shoppers typing on /busca: each address asks at most a dozen searches a second, within its search
 * budget, and its first one waits for the database (lib/server/auth/throttle.ts, ThrottleBatch). The
 * server is measured once its start has settled (settled()).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildIfStale } from '../scripts/build-if-stale.mts';
import { withPostgresServer } from '../scripts/postgres-server.mts';
import { hostLoad, printTargets, recordRun, type Target } from './budget.mts';
import type { BareAnswer } from './bare-server.mts';
import { cpuMsOfStat } from './load-plan.ts';
import { percentile } from './stats.mts';

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const CART_ADD_P95_MS = 15;

interface Call {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Share of the bare server's requests per second to reach, in %. */
  share: number;
}

/** What /busca asks for with a manufacturer and the 'Promoção' toggle on (bench/search.bench.mts). */
const searchBody = (query: string) => {
  const params = { query, maxValuesPerFacet: 10, tagFilters: '' };
  const manufacturer = 'manufacturer:Friboi';
  const onSale = 'on_sale:true';
  return JSON.stringify({
    requests: [
      {
        indexName: 'product_sales',
        params: {
          ...params,
          page: 0,
          hitsPerPage: 20,
          facets: ['cooking_recommendations.name', 'manufacturer', 'on_sale'],
          facetFilters: [[manufacturer], [onSale]],
        },
      },
      {
        indexName: 'product_sales',
        params: { ...params, page: 0, hitsPerPage: 0, facets: ['manufacturer'], facetFilters: [[onSale]] },
      },
      {
        indexName: 'product_sales',
        params: { ...params, page: 0, hitsPerPage: 0, facets: ['on_sale'], facetFilters: [[manufacturer]] },
      },
    ],
  });
};

const CALLS: Call[] = [
  { name: 'GET /health_check', url: '/api/sales/health_check', share: 50 },
  { name: 'GET /v2/products (20)', url: '/api/sales/v2/products?per_page=20', share: 35 },
  { name: 'GET /v2/products/{slug}', url: '/api/sales/v2/products/picanha-bovina', share: 35 },
  {
    name: 'POST /v2/search/queries (3 queries)',
    url: '/api/sales/v2/search/queries',
    method: 'POST',
    body: searchBody('picanha'),
    share: 25,
  },
];
const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * Shoppers searching at once: at 12,000 searches a second each asks a dozen a second, under 20,000 hits a
 * minute of its 60,000, so that no run is refused (fewer addresses went over their budgets in a run once
 * the search answered several thousand a second).
 */
const SEARCH_SHOPPERS = 1000;
/** The next shopper's client address (10.0.x.y). */
let addresses = 0;
const nextAddress = () => {
  const shopper = addresses++ % SEARCH_SHOPPERS;
  return `10.0.${shopper >> 8}.${shopper & 255}`;
};

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`the server did not answer on ${url}`);
}

/** The shop's own server (scripts/serve.mts), as `npm start` runs it, on a fresh data folder. */
async function startShop(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-bench-api-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.mts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      // As in production (one log line per API request), written to a discarded stdout.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      NEXT_TELEMETRY_DISABLED: '1',
      TRUSTED_PROXIES: 'loopback',
      ...env,
    },
  });
  await waitFor(`http://127.0.0.1:${port}/api/sales/health_check`, server);
  await settled(server);
  return server;
}

/**
 * Waits until the server has finished starting: after it listens, Next.js still loads its page modules
 * and V8 still compiles PGlite's WebAssembly, several seconds of CPU on this host that the first
 * measurement (the health check's) shared. Settled once a second passes with under 5 % of a CPU used
 * (read from /proc; elsewhere a fixed pause), a minute at most.
 */
async function settled(server: ChildProcess): Promise<void> {
  const stat = `/proc/${server.pid}/stat`;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  if (!fs.existsSync(stat)) return void (await sleep(10_000));
  let last = cpuMsOfStat(fs.readFileSync(stat, 'utf8'));
  for (let second = 0; second < 60; second++) {
    await sleep(1000);
    const used = cpuMsOfStat(fs.readFileSync(stat, 'utf8'));
    if (used - last < 50) return;
    last = used;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** The bytes the shop answers a call with (less what Node sets per answer: date, connection). */
async function answerOf(origin: string, call: Call): Promise<BareAnswer> {
  const response = await fetch(origin + call.url, {
    method: call.method ?? 'GET',
    headers: {
      'accept-encoding': 'identity',
      'x-forwarded-for': nextAddress(),
      ...(call.body && JSON_HEADERS),
    },
    body: call.body,
  });
  if (!response.ok) throw new Error(`${call.name}: ${response.status} ${await response.text()}`);
  const headers = [...response.headers].filter(
    ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
  );
  return {
    status: response.status,
    headers,
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
  };
}

interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

async function throughput(origin: string, call: Call): Promise<Throughput> {
  const result = await autocannon({
    url: origin + call.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: call.method ?? 'GET',
    ...(call.body && {
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, ...JSON_HEADERS, 'x-forwarded-for': nextAddress() },
            body: call.body,
          }),
        },
      ],
    }),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${call.name} on ${origin}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

interface CartAdd {
  adds: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
}

/**
 * A cart add at 10 connections for SECONDS: each connection adds 500 g of one of ten everyday cuts in turn
 * to its own guest cart (a new cart once a line reaches its maximum, 422), and each add's time is recorded.
 */
async function cartAdds(origin: string): Promise<CartAdd> {
  const api = async <T,>(url: string, init?: RequestInit): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${origin}/api/sales${url}`, init);
    return { status: response.status, body: (await response.json()) as T };
  };
  type Product = {
    id: number;
    unit_for_quantity: string;
    minimum_quantity: number;
    maximum_quantity: number;
    total_on_hand: number;
  };
  const products: Product[] = [];
  for (const { id } of (await api<{ id: number }[]>('/v2/departments')).body) {
    const detail = (await api<{ subdepartments: { products: Product[] }[] }>(`/v2/departments/${id}`)).body;
    products.push(...detail.subdepartments.flatMap((sub) => sub.products));
  }
  const cuts = products
    .filter((p) => p.unit_for_quantity === 'g' && p.minimum_quantity === 500 && p.maximum_quantity >= 10_000)
    .filter((p) => p.total_on_hand >= 20_000)
    .slice(0, 10)
    .map((p) => p.id);
  if (cuts.length === 0) throw new Error('no everyday cut to add');
  // A cart is created with its first line (not counted).
  const newCart = async () => {
    const { status, body } = await api<{ number: string; token: string }>('/api/v1/orders.json', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ order: { line_items: [{ variant_id: cuts[0], quantity: 500 }] } }),
    });
    if (status !== 200 && status !== 201) throw new Error(`a new cart: ${status}`);
    return body;
  };
  const times: number[] = [];
  let failed = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      let cart = await newCart();
      for (let n = 0; performance.now() < until; n++) {
        const started = performance.now();
        const response = await fetch(
          `${origin}/api/sales/api/v1/orders/${cart.number}/line_items?order_token=${cart.token}`,
          {
            method: 'POST',
            headers: JSON_HEADERS,
            body: JSON.stringify({ line_item: { variant_id: cuts[n % cuts.length], quantity: 500 } }),
          },
        );
        await response.arrayBuffer();
        if (response.ok) times.push(performance.now() - started);
        else if (response.status === 422) cart = await newCart();
        else failed++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    adds: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failed,
  };
}

/** The cart add on a PostgreSQL server: a fresh database on it, a shop server of its own. */
async function cartAddsOnPostgres(serverUrl: string): Promise<CartAdd> {
  const name = `bench_api_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const shop = await startShop(PORT + 2, {
    DATABASE_URL: url.toString(),
    // Required in production on PostgreSQL (lib/server/config.ts); any keys serve a fresh database.
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
  });
  try {
    return await cartAdds(`http://127.0.0.1:${PORT + 2}`);
  } finally {
    await stop(shop);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// The server's start (instrumentation.ts) comes from the build; the API runs from source under serve.mts.
if (!fs.existsSync('.next/BUILD_ID')) await buildIfStale();

const shopOrigin = `http://127.0.0.1:${PORT}`;
const shop = await startShop(PORT);
const bare = fork('bench/bare-server.mts', [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, PORT: String(PORT + 1) },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const [{ port: barePort }] = (await once(bare, 'message')) as [{ port: number }];
const bareOrigin = `http://127.0.0.1:${barePort}`;

const figures: Record<string, number | string> = {};
const targets: Target[] = [];
try {
  const rows = [];
  console.log(
    `\nThe sales API against a bare node:http server answering the same bytes, ${CONNECTIONS} connections, ${SECONDS} s each — ${hostLoad()}`,
  );
  for (const call of CALLS) {
    const answer = await answerOf(shopOrigin, call);
    bare.send({ url: call.url, answer });
    await once(bare, 'message');
    // Warm both up, then measure the shop and the floor one after the other.
    await autocannon({
      url: shopOrigin + call.url,
      connections: CONNECTIONS,
      amount: 500,
      method: call.method ?? 'GET',
      ...(call.body && { headers: JSON_HEADERS, body: call.body }),
    });
    const api = await throughput(shopOrigin, call);
    const floor = await throughput(bareOrigin, call);
    const share = Number(((api.requestsPerSecond / floor.requestsPerSecond) * 100).toFixed(1));
    rows.push({
      call: call.name,
      'answer bytes': Buffer.from(answer.body, 'base64').length,
      'API req/s': Math.round(api.requestsPerSecond),
      'bare req/s': Math.round(floor.requestsPerSecond),
      'share %': share,
      'API p50/p99 ms': `${api.p50}/${api.p99}`,
      'bare p50/p99 ms': `${floor.p50}/${floor.p99}`,
    });
    figures[`${call.name}: % of bare req/s`] = share;
    figures[`${call.name}: req/s`] = Math.round(api.requestsPerSecond);
    figures[`${call.name}: p99 ms`] = api.p99;
    targets.push({
      name: `${call.name}: requests/s as a share of a bare node:http server`,
      value: share,
      limit: call.share,
      unit: '%',
      kind: 'min',
    });
  }
  console.table(rows);

  const cartRows = [];
  const pglite = await cartAdds(shopOrigin);
  cartRows.push({ database: 'PGlite', ...pglite });
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const postgres = postgresUrl
    ? await cartAddsOnPostgres(postgresUrl)
    : process.env.BENCH_POSTGRES === '1'
      ? await withPostgresServer((url) => cartAddsOnPostgres(url))
      : undefined;
  if (postgres) cartRows.push({ database: 'PostgreSQL', ...postgres });
  console.log(
    `\nA cart add (POST /api/v1/orders/{n}/line_items), ${CONNECTIONS} connections, ${SECONDS} s, ms — ${hostLoad()}`,
  );
  console.table(
    cartRows.map((row) => ({
      ...row,
      p50: row.p50.toFixed(1),
      p95: row.p95.toFixed(1),
      p99: row.p99.toFixed(1),
    })),
  );
  for (const [label, result] of [
    ['PGlite', pglite],
    ['PostgreSQL', postgres],
  ] as const) {
    if (!result) continue;
    figures[`cart add p95 ms (${label})`] = Number(result.p95.toFixed(1));
    targets.push({
      name: `a cart add at ${CONNECTIONS} connections: p95 on ${label}`,
      value: Number(result.p95.toFixed(1)),
      limit: CART_ADD_P95_MS,
      unit: 'ms',
      kind: 'max',
      ...(result.failed > 0 && { note: `${result.failed} adds failed` }),
    });
  }
  if (!postgres)
    console.log('PostgreSQL: not measured (set TEST_DATABASE_URL, or BENCH_POSTGRES=1 to start one)');
} finally {
  bare.send('stop');
  await stop(shop);
}

printTargets('Sales API (docs/performance.md)', targets);
recordRun('api', figures, targets);
