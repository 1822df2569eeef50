import { chromium, type BrowserContext } from '@playwright/test';
import { expect, test as journey } from './fixtures';
import { controlledByServiceWorker } from './pages/service-worker';

/**
 * The installable shop (docs/architecture.md, Offline and the service worker): Chromium's own verdict,
 * the one Lighthouse's installability audit reads (`Page.getInstallabilityErrors`), on the home page once
 * the service worker runs. Chromium gives no verdict in an incognito-like context (Playwright's usual one
 * answers 'in-incognito'), so this journey's browser keeps a profile folder, as an installed browser does:
 * a persistent context, launched as playwright.config.ts launches the others. It needs the worker the
 * production build writes (public/sw.js), so service workers are allowed here, as in offline.spec.ts.
 */
const test = journey.extend<{ context: BrowserContext }>({
  // Playwright's `use`, named otherwise so that it does not read as a React hook.
  context: async ({ launchOptions, headless, baseURL, locale, timezoneId, viewport }, provide, testInfo) => {
    const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      ...launchOptions,
      headless,
      baseURL,
      locale,
      timezoneId,
      viewport,
      serviceWorkers: 'allow',
    });
    await provide(context);
    await context.close();
  },
});

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

test("the home page passes Chromium's installability checks, with its manifest and icons", async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledByServiceWorker(page);

  const cdp = await context.newCDPSession(page);
  // Chromium fetches the manifest and its icons for its verdict: asked until it has them.
  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
    .toEqual([]);

  const manifest = await cdp.send('Page.getAppManifest');
  expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
  expect(manifest.errors).toEqual([]);
  const { name } = (await (await page.request.get('/api/sales/v2/store')).json()) as { name: string };
  const data = JSON.parse(manifest.data!) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(data).toMatchObject({ name: `${name} | Açougue online`, start_url: '/', display: 'standalone' });
  // What Chromium asks of an installable app: a 192 px and a 512 px PNG it shows as they are.
  const plain = data.icons.filter((icon) => icon.purpose === 'any');
  expect(plain.map((icon) => `${icon.sizes} ${icon.type}`)).toEqual([
    '192x192 image/png',
    '512x512 image/png',
  ]);
  for (const icon of plain) {
    const response = await page.request.get(icon.src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});
