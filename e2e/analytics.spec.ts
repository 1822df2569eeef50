/**
 * Analytics after LGPD consent (docs/business-rules.md, Analytics and privacy), against the real built app:
 * nothing reaches the GA4 data layer before the shopper accepts; the choice is remembered and can be changed
 * from the footer; a whole purchase after 'Aceitar' gives GA4's sequence with one purchase, even after
 * reloading the confirmation; a page view sends its Web Vitals to the sales API.
 */
import { expect, test, type Page } from './fixtures';
import { CartPage } from './pages/cart-page';
import { CheckoutPage, TEST_CARDS } from './pages/checkout-page';
import { ProductPage } from './pages/product-page';
import { newCustomer } from './pages/shopper';

// These journeys start as a first visit: not asked yet, the banner shown.
test.use({ consent: null });

type Entry = { event?: string; ecommerce?: Record<string, unknown> | null };

/** Every data-layer push of every page the journey opens (each page load starts a new window.dataLayer). */
async function recordDataLayer(page: Page): Promise<Entry[]> {
  const pushes: Entry[] = [];
  await page.exposeBinding('__recordDataLayer', (_source, entry: Entry) => {
    pushes.push(entry);
  });
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const record = (window as unknown as { __recordDataLayer: (entry: unknown) => void }).__recordDataLayer;
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) void record(JSON.parse(JSON.stringify(entry)));
      return Array.prototype.push.apply(layer, entries);
    };
    window.dataLayer = layer;
  });
  return pushes;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Privacidade e cookies' });

test('nothing reaches the data layer before consent; the choice is remembered and changed from the footer', async ({
  page,
  baseURL,
}) => {
  const pushes = await recordDataLayer(page);
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!)) external.push(request.url());
  });
  const product = new ProductPage(page, 'Picanha Bovina');
  await product.open('picanha-bovina');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: /política de privacidade/ })).toHaveAttribute(
    'href',
    '/termos#politica-de-privacidade',
  );
  // 'Recusar' is as easy as 'Aceitar': side by side, the same size (measured once the banner's code has
  // come, which draws it again in place).
  await expect(banner(page).getByRole('button', { name: 'Recusar' })).toBeEnabled();
  const refuse = await banner(page).getByRole('button', { name: 'Recusar' }).boundingBox();
  const accept = await banner(page).getByRole('button', { name: 'Aceitar' }).boundingBox();
  expect(Math.abs(refuse!.height - accept!.height)).toBeLessThanOrEqual(1);
  expect(Math.abs(refuse!.y - accept!.y)).toBeLessThanOrEqual(1);
  // On a phone the banner sits over the sticky buy bar until answered: the keyboard still reaches it
  // (once the cart's code has loaded: until then the button is busy).
  await expect(product.addButton).toBeEnabled();
  await product.addButton.focus();
  await page.keyboard.press('Enter');
  await expect(product.stepper).toBeVisible();
  await page.waitForTimeout(1500); // the cart's quiet period and answer: still nothing pushed
  expect(pushes).toEqual([]);

  await banner(page).getByRole('button', { name: 'Recusar' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.goto('/sobre');
  await page.waitForLoadState('load');
  await expect(banner(page)).toHaveCount(0); // not in the page's HTML
  await page.waitForTimeout(1000); // nor drawn once the page's code has run
  await expect(banner(page)).toHaveCount(0);
  expect(pushes).toEqual([]);

  // Changed from the footer: the banner again, with the current choice; 'Aceitar' starts the data layer.
  await page.getByRole('button', { name: 'Preferências de cookies' }).click();
  await expect(banner(page)).toContainText('Sua escolha atual: recusados');
  await banner(page).getByRole('button', { name: 'Aceitar' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => pushes.map((entry) => entry.event)).toContain('page_view');
  await page.reload();
  await page.waitForTimeout(1000);
  await expect(banner(page)).toHaveCount(0);
  // Without GTM_ID nothing external was ever loaded.
  expect(external.filter((url) => !url.startsWith('data:'))).toEqual([]);
});

test("a whole purchase after 'Aceitar' gives GA4's sequence, with one purchase even after a reload", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pushes = await recordDataLayer(page);
  await newCustomer(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Aceitar' }).click();
  await expect(banner(page)).toHaveCount(0);

  const product = new ProductPage(page, 'Picanha Bovina');
  await product.open('picanha-bovina');
  await product.addButton.click();
  await expect.poll(() => pushes.map((entry) => entry.event)).toContain('add_to_cart');

  const cart = new CartPage(page);
  await cart.open();
  await cart.checkoutLink.click();
  const checkout = new CheckoutPage(page);
  await checkout.confirmAddress();
  await checkout.chooseDelivery(/^Entrega agendada/);
  await checkout.payWithNewCard(TEST_CARDS.visa);
  const number = await checkout.completeToConfirmation();
  await expect(page.getByRole('heading', { name: new RegExp(`Seu pedido #${number}`) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: new RegExp(`Seu pedido #${number}`) })).toBeVisible();
  await page.waitForTimeout(1000);

  const ecommerce = pushes.filter((entry) => entry.ecommerce);
  expect(ecommerce.map((entry) => entry.event)).toEqual([
    'view_item',
    'add_to_cart',
    'begin_checkout',
    'add_shipping_info',
    'add_payment_info',
    'purchase',
  ]);
  // Every ecommerce event follows a clearing push, as GA4 advises.
  expect(pushes.filter((entry) => entry.ecommerce === null)).toHaveLength(ecommerce.length);
  const purchase = ecommerce.at(-1)!.ecommerce!;
  const added = ecommerce[1]!.ecommerce!;
  expect(purchase).toMatchObject({ transaction_id: number, currency: 'BRL' });
  expect(purchase.shipping).toEqual(expect.any(Number));
  // The picanha is weighed: one item of the grams asked for, worth the line's estimated amount.
  const [item] = purchase.items as { weight_grams?: number; quantity: number; price: number }[];
  expect(item).toMatchObject({ quantity: 1, weight_grams: expect.any(Number) });
  expect(purchase.value).toBe(added.value);
  expect(pushes.filter((entry) => entry.event === 'page_view').length).toBeGreaterThanOrEqual(4);
});

test('a page view sends its Web Vitals to the sales API, by route pattern', async ({ page }) => {
  // The Web Vitals code loads after the page: it has started once something observes LCP.
  await page.addInitScript(() => {
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (options) {
      if (options?.type === 'largest-contentful-paint') document.documentElement.dataset.measuringLcp = '';
      return observe.call(this, options);
    };
  });
  await page.goto('/produtos/picanha-bovina');
  await expect(page.locator('html[data-measuring-lcp]')).toHaveCount(1);
  const beacon = page.waitForRequest((request) => request.url().endsWith('/api/sales/v2/vitals'));
  // The page is hidden (the shopper switches tabs): the measurements go out.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const request = await beacon;
  const body = request.postDataJSON() as {
    route: string;
    release: string;
    metrics: { name: string; value: number }[];
  };
  expect(body.route).toBe('/produtos/[slug]');
  expect(body.release).toMatch(/\+/);
  expect(body.metrics.map((metric) => metric.name)).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
  expect((await request.response())?.status()).toBe(204);
});
