import { expect, test, type Page } from './fixtures';
import { CartPage } from './pages/cart-page';
import { controlledByServiceWorker } from './pages/service-worker';

/**
 * The installable shop offline (docs/architecture.md, Offline and the service worker). Needs the worker
 * the production build writes (`npm run build`: `next build`, the compile hints, then `serwist build`
 * into public/sw.js); the other journeys block service workers (playwright.config.ts), these allow them.
 */
test.use({ serviceWorkers: 'allow' });

async function expectOfflinePage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Você está sem internet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ligar para (71) 3333-4444' })).toHaveAttribute(
    'href',
    'tel:+557133334444',
  );
  await expect(page.getByRole('link', { name: /^Chamar no WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5571988887777\?text=/,
  );
}

test('with the network cut, a page load gets the offline page, and checkout never comes from a copy', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  // A page visited online is kept: offline, its last copy opens.
  await page.goto('/contato');
  await expect(page.getByRole('heading', { name: 'Contato', level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/contato');
  await expect(page.getByRole('heading', { name: 'Contato', level: 1 })).toBeVisible();
  // A page never visited: the offline page, with the store's phone and WhatsApp.
  await page.goto('/sobre');
  await expectOfflinePage(page);
  // Checkout is network only, visited or not: the offline page, never a stale price.
  await page.goto('/checkout');
  await expectOfflinePage(page);

  // 'Tentar novamente' reloads the same address, which opens once the network is back.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Tentar novamente' }).click();
  await expect(page).toHaveURL(/\/login\?/);
});

test('the cart reads offline, keeps a change made meanwhile and sends it when the connection returns', async ({
  page,
  context,
}) => {
  const cart = new CartPage(page);
  await page.goto('/');
  await controlledByServiceWorker(page);
  // Opened under the worker, the cart page and its scripts are kept for offline.
  await cart.open();
  const card = page
    .getByRole('region', { name: 'Aproveite também' })
    .locator('article')
    .filter({ hasText: '/ un' })
    .filter({ has: page.getByRole('button', { name: /^Adicionar / }) })
    .first();
  const name = (await card.getByRole('heading').getAttribute('title'))!;
  const created = page.waitForResponse((r) => r.url().includes('/api/v1/orders.json') && r.status() === 201);
  await card.getByRole('button', { name: `Adicionar ${name} ao carrinho` }).click();
  await created;
  const line = cart.line(name);
  await expect(line.getByRole('group')).toHaveText(/1 un/);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Meu Carrinho' })).toBeVisible();
  await expect(line.getByRole('group')).toHaveText(/1 un/);

  // Changed offline: shown at once, kept in the browser, not sent.
  const changes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/line_items\/\d+/.test(request.url())) {
      changes.push(request.postData() ?? '');
    }
  });
  await line.getByRole('button', { name: `Aumentar ${name}` }).click();
  await expect(line.getByRole('group')).toHaveText(/2 un/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('casa-da-carne.unsent-cart-lines')))
    .toContain('"quantity":2');

  // A reload offline still shows the change.
  await page.reload();
  await expect(line.getByRole('group')).toHaveText(/2 un/);

  // Back online: the change reaches the server, and the next load comes from it.
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/line_items\/\d+/.test(r.url()) && r.ok(),
  );
  await context.setOffline(false);
  await saved;
  expect(changes.at(-1)).toBe('{"line_item":{"quantity":2}}');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('casa-da-carne.unsent-cart-lines')))
    .toBeNull();
  await page.reload();
  await expect(line.getByRole('group')).toHaveText(/2 un/);
});
