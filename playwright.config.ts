import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database for every run, seeded by the server as it starts. Kept in the environment so
// that the test workers (which load this file again) see the same folder: journeys read its mail outbox.
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'casa-e2e-')));
// The HTML of the pages the journeys open, checked by the W3C Nu HTML checker after the run.
process.env.E2E_HTML_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'casa-e2e-html-'));
const debianChromium = '/usr/bin/chromium';

const launchOptions = fs.existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }
  : {};

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/validate-markup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry absorbs a rare timing fault of this shared machine; the list reporter still names a flaky test.
  retries: 1,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Bahia',
    trace: 'retain-on-failure',
    // The shop's service worker (app/sw.ts) answers from its caches; the journeys of the shop online
    // measure the server, so only those that test offline allow it (e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      // The journeys whose screens change on a phone: the phone's own layout checks (e2e/phone.spec.ts),
      // buying from a product to a paid order (cards and Pix), the cart, the login panes on the way to the
      // checkout and the order's row. The others behave alike at any width (search, blends, the barbecue,
      // offline, the catalogue's pages and HTML, the account forms, the staff's own tablet and phone).
      testMatch: /(phone|shopping|cart|checkout|pix|orders|catalogue-a11y)\.spec\.ts$/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: `node --import tsx scripts/serve.mts`,
    url: `http://127.0.0.1:${PORT}/api/sales/health_check`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The CEP autofill answers from the bundled table: the same streets with or without the internet.
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      ZIPCODE_SERVICE_URL: '',
      // Every journey registers from this one machine: more than a real address's hourly sign-ups.
      REGISTRATIONS_PER_HOUR: '100',
    },
  },
});
