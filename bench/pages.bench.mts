/**
 * Storefront pages on the production build: Lighthouse mobile scores and first-load JavaScript of the
 * home, a department and a product page, and the product page's requests per second as a share of a
 * static file served by the same server.
 *
 *   npm run bench -- pages          (builds first when the build is stale)
 *   BENCH_LIGHTHOUSE_RUNS=3 ...     Lighthouse runs per page; the median of each score is shown (default 3)
 *   BENCH_PORT=3190 ...             port of the server started for the bench
 *
 * Lighthouse drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) with its default mobile
 * settings: a Moto G Power-sized screen, simulated slow 4G and a 4x slower CPU.
 *
 * For scale, the same run measures the framework's floor: an empty App Router page (one server
 * component, no client code of its own) built with the project's Next.js and React, in .bench-floor/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../scripts/build-if-stale.mts';

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The static file of the throughput comparison (generated demo media, served from public/). */
const STATIC_FILE = '/media/products/picanha-bovina-small.webp';

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
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      // Canonical URLs must name the origin Lighthouse visits.
      PUBLIC_BASE_URL: ORIGIN,
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

async function lighthouseScores(
  pagePath: string,
  origin = ORIGIN,
  cookie?: string,
): Promise<Record<string, number>> {
  const runs: Record<string, number>[] = [];
  for (let run = 0; run < RUNS; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const result = await lighthouse(origin + pagePath, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        ...(cookie && { extraHeaders: { Cookie: cookie } }),
      });
      const categories = result!.lhr.categories;
      runs.push(
        Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
      );
    } finally {
      chrome.kill();
    }
  }
  return Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]!))]));
}

async function requestsPerSecond(pagePath: string): Promise<number> {
  const result = await autocannon({
    url: ORIGIN + pagePath,
    connections: 10,
    duration: 10,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${pagePath}: ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

await buildIfStale();
buildFloorApp();
const server = await startServer();
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
  // The demo customer's open blend (seeded) opens the calculator without creating one per visit.
  const templates = (await (
    await fetch(`${ORIGIN}/api/sales/mixes/templates`, { headers: { cookie: session } })
  ).json()) as { templates: { id: number; complete: boolean }[] };
  const openBlend = templates.templates.find((template) => !template.complete)!;
  const pages: { name: string; path: string; cookie?: string }[] = [
    { name: 'home', path: '/' },
    { name: 'department', path: `/departamentos/${departments[0]!.id}` },
    { name: 'product', path: '/produtos/picanha-bovina' },
    { name: 'barbecue landing', path: '/bigchurrasco' },
    { name: 'barbecue calculator', path: '/bigchurrasco/meuchurrasco' },
    { name: 'blend landing', path: '/blend' },
    { name: 'my blends', path: '/blend/meus-blends', cookie: session },
    { name: 'blend calculator', path: `/blend/calculadora/${openBlend.id}`, cookie: session },
    { name: 'checkout', path: '/checkout', cookie: session },
    { name: 'my orders', path: '/minha-conta/pedidos', cookie: session },
    { name: 'an order', path: '/minha-conta/pedidos/R000000001', cookie: session },
    { name: 'confirmation', path: '/confirmacao?id=R123456789' },
  ];
  // First visits render and cache product and department pages (ISR): measure the steady state.
  for (const page of pages)
    await fetch(ORIGIN + page.path, { headers: page.cookie ? { cookie: page.cookie } : {} });

  // The chunks every page loads: React, the Next.js runtime and the shop's shell.
  const scripts = await Promise.all(pages.map((page) => firstLoadScripts(page.path, ORIGIN, page.cookie)));
  const shared = [...scripts[0]!.keys()].filter((src) => scripts.every((page) => page.has(src)));
  const rows = [];
  for (const [index, page] of pages.entries()) {
    const scores = await lighthouseScores(page.path, ORIGIN, page.cookie);
    const own = [...scripts[index]!];
    rows.push({
      page: `${page.name} ${page.path}`,
      performance: scores.performance,
      accessibility: scores.accessibility,
      'best practices': scores['best-practices'],
      seo: scores.seo,
      'first-load JS kB gz': kB(sum(own.map(([, bytes]) => bytes))),
      'of which page-specific': kB(
        sum(own.filter(([src]) => !shared.includes(src)).map(([, bytes]) => bytes)),
      ),
    });
  }
  const floorServer = await startFloorServer();
  try {
    const floorOrigin = `http://127.0.0.1:${FLOOR_PORT}`;
    const floorScripts = await firstLoadScripts('/', floorOrigin);
    const scores = await lighthouseScores('/', floorOrigin);
    rows.push({
      page: 'empty App Router page (floor)',
      performance: scores.performance,
      accessibility: scores.accessibility,
      'best practices': scores['best-practices'],
      seo: scores.seo,
      'first-load JS kB gz': kB(sum(floorScripts.values())),
      'of which page-specific': '-',
    });
  } finally {
    floorServer.kill();
  }
  console.log(
    `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, Chromium at ${CHROME_PATH}`,
  );
  console.table(rows);
  console.log(
    `JS shared by the three pages: ${kB(sum(shared.map((src) => scripts[0]!.get(src)!)))} kB gz ` +
      `in ${shared.length} chunks. Host load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${os.cpus().length} CPUs.`,
  );

  const staticRps = await requestsPerSecond(STATIC_FILE);
  const productRps = await requestsPerSecond('/produtos/picanha-bovina');
  console.log('\nThroughput, autocannon, 10 connections, 10 s each');
  console.table([
    { url: STATIC_FILE, 'requests/s': Math.round(staticRps) },
    { url: '/produtos/picanha-bovina', 'requests/s': Math.round(productRps) },
  ]);
  console.log(
    `product page: ${((productRps / staticRps) * 100).toFixed(0)} % of the static file's requests/s`,
  );
} finally {
  server.kill();
}
