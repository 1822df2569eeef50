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
 */
import { spawn, type ChildProcess } from 'node:child_process';
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

async function startServer(): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-bench-'));
  const server = spawn('node_modules/.bin/next', ['start', '--port', String(PORT)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      // Canonical URLs must name the origin Lighthouse visits.
      PUBLIC_BASE_URL: ORIGIN,
    },
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${ORIGIN}/api/sales/health_check`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`the server did not answer on ${ORIGIN}`);
}

/** Gzipped size of the scripts the page's HTML loads (what the browser must fetch to hydrate). */
async function firstLoadJs(pagePath: string): Promise<number> {
  const html = await (await fetch(ORIGIN + pagePath)).text();
  const scripts = new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!));
  let bytes = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, ORIGIN))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return bytes;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function lighthouseScores(pagePath: string): Promise<Record<string, number>> {
  const runs: Record<string, number>[] = [];
  for (let run = 0; run < RUNS; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const result = await lighthouse(ORIGIN + pagePath, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
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
const server = await startServer();
try {
  const departments = (await (await fetch(`${ORIGIN}/api/sales/v2/departments`)).json()) as { id: number }[];
  const pages = [
    { name: 'home', path: '/' },
    { name: 'department', path: `/departamentos/${departments[0]!.id}` },
    { name: 'product', path: '/produtos/picanha-bovina' },
  ];
  // First visits render and cache product and department pages (ISR): measure the steady state.
  for (const page of pages) await fetch(ORIGIN + page.path);

  const rows = [];
  for (const page of pages) {
    const scores = await lighthouseScores(page.path);
    rows.push({
      page: `${page.name} ${page.path}`,
      performance: scores.performance,
      accessibility: scores.accessibility,
      'best practices': scores['best-practices'],
      seo: scores.seo,
      'first-load JS (kB gzip)': ((await firstLoadJs(page.path)) / 1024).toFixed(1),
    });
  }
  console.log(
    `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, Chromium at ${CHROME_PATH}`,
  );
  console.table(rows);

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
