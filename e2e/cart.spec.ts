import { expect, test, type Locator, type Page } from './fixtures';
import { CartPage } from './pages/cart-page';
import { watchLayoutShift } from './pages/layout-checks';
import { mainHtml } from './pages/html';

/**
 * The guest cart journey on /carrinho: the page's product cards (best sellers) carry the item controls.
 * Line-item changes are counted from the browser's own requests.
 */

const CART_CHANGE = /\/api\/sales\/api\/v1\/orders(\.json|\/R\d{9}\/line_items)/;

function watchCartChanges(page: Page) {
  const changes: { method: string; url: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && CART_CHANGE.test(request.url())) {
      changes.push({ method: request.method(), url: request.url(), body: request.postDataJSON() });
    }
  });
  return changes;
}

/** The first suggested product sold by weight ('/ Kg') or by unit ('/ un') that is not in the cart yet. */
async function suggestedProduct(page: Page, unit: 'Kg' | 'un'): Promise<{ card: Locator; name: string }> {
  const cards = page.getByRole('region', { name: 'Aproveite também' }).locator('article');
  const first = cards
    .filter({ hasText: `/ ${unit}` })
    .filter({ has: page.getByRole('button', { name: /^Adicionar / }) })
    .first();
  const name = (await first.getByRole('heading').getAttribute('title'))!;
  // Pinned by name: once added, the card has a stepper instead of the add button.
  return { card: cards.filter({ has: page.locator(`h3[title=${JSON.stringify(name)}]`) }), name };
}

function cartLine(page: Page, name: string): Locator {
  return new CartPage(page).line(name);
}

test('a guest fills the cart: weighed and unit products, one request per burst, and it all survives a reload', async ({
  page,
}) => {
  const changes = watchCartChanges(page);
  await page.goto('/carrinho');
  await expect(page.getByRole('heading', { name: 'Meu Carrinho' })).toBeVisible();
  await expect(page.getByText('Seu carrinho esta vazio. Vamos enchê-lo?')).toBeVisible();

  // A weighed product: added with its default quantity, shown in Kg.
  const weighed = await suggestedProduct(page, 'Kg');
  const created = page.waitForResponse((r) => r.url().includes('/api/v1/orders.json') && r.status() === 201);
  await weighed.card.getByRole('button', { name: `Adicionar ${weighed.name} ao carrinho` }).click();
  await expect(weighed.card.getByRole('group')).toContainText('Kg');
  await created;
  await expect
    .poll(async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem('casa-da-carne.guest-order')))!),
    )
    .toEqual({ number: expect.stringMatching(/^R\d{9}$/), token: expect.stringMatching(/^[\w-]{32,}$/) });
  await expect(cartLine(page, weighed.name)).toBeVisible();
  const subtotal = page.getByTestId('cart-subtotal');
  await expect(subtotal).toHaveText(/^R\$\s[\d.]+,\d{2}$/);

  // A unit product, then ten quick clicks on + : one request, with the final quantity.
  const counted = await suggestedProduct(page, 'un');
  await counted.card.getByRole('button', { name: `Adicionar ${counted.name} ao carrinho` }).click();
  const countedLine = cartLine(page, counted.name);
  await expect(countedLine.getByRole('group')).toHaveText(/1 un/);
  await expect.poll(() => changes.length).toBe(2);
  await expect(page.getByRole('link', { name: 'Carrinho: 2 itens' })).toBeVisible();

  await countedLine.getByRole('button', { name: `Aumentar ${counted.name}` }).click({ clickCount: 10 });
  await expect(countedLine.getByRole('group')).toHaveText(/11 un/);
  await expect.poll(() => changes.length).toBe(3);
  await page.waitForTimeout(1_500);
  expect(changes.slice(2)).toEqual([
    {
      method: 'PUT',
      url: expect.stringMatching(/line_items\/\d+\?order_token=/),
      body: { line_item: { quantity: 11 } },
    },
  ]);

  // Portioning slider (bags shown) and observation of the weighed line, each saved once.
  const weighedLine = cartLine(page, weighed.name);
  const slider = weighedLine.getByRole('slider', { name: 'Porcionamento' });
  await slider.focus();
  for (let step = 0; step < 5; step++) await slider.press('ArrowLeft');
  await expect(weighedLine.getByTestId('portioning-bags')).toHaveText('2 × 500 g');
  await expect.poll(() => changes.length).toBe(4);
  expect(changes[3]!.body).toEqual({ line_item: { portioning_size: 500 } });

  const observation = weighedLine.getByLabel('Observação');
  await observation.fill('Cortar em bifes finos');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.ok());
  await observation.blur();
  await saved;
  await expect(weighedLine.getByText('Observação salva')).toBeVisible();

  // The free-shipping hint follows the total (over 99 BRL by now: 11 units and a Kg of a best seller).
  const totalText = (await subtotal.textContent())!;
  const totalCents = Number(totalText.replace(/\D/g, ''));
  const hint = page.getByText(/^Adicione mais R\$\s[\d.]+,\d{2} em produtos e ganhe frete grátis!$/);
  if (totalCents < 9_900) await expect(hint).toBeVisible();
  else await expect(hint).toHaveCount(0);

  // Reload: the same cart comes back from the stored guest token.
  await page.reload();
  await expect(countedLine.getByRole('group')).toHaveText(/11 un/);
  await expect(cartLine(page, weighed.name).getByTestId('portioning-bags')).toHaveText('2 × 500 g');
  await expect(cartLine(page, weighed.name).getByLabel('Observação')).toHaveValue('Cortar em bifes finos');
  await expect(subtotal).toHaveText(totalText);
  // Next's <Link> drops the trailing slash of /checkout/ (the app does not use trailing slashes).
  await expect(new CartPage(page).checkoutLink).toHaveAttribute('href', /^\/checkout\/?$/);
});

test('a line that went out of stock blocks FECHAR COMPRA until it is removed', async ({ page }) => {
  await page.goto('/carrinho');
  const counted = await suggestedProduct(page, 'un');
  const weighed = await suggestedProduct(page, 'Kg');
  await counted.card.getByRole('button', { name: /^Adicionar / }).click();
  await expect(cartLine(page, counted.name)).toBeVisible();
  await page.waitForResponse((r) => r.url().includes('/api/v1/orders.json') && r.ok());
  await weighed.card.getByRole('button', { name: /^Adicionar / }).click();
  await page.waitForResponse((r) => r.url().includes('/line_items') && r.ok());

  // The stock of the unit product runs out while the shopper is away: the server reports it on the order.
  await page.route(/\/api\/sales\/api\/v1\/orders\/R\d{9}\?order_token=/, async (route) => {
    const response = await route.fetch();
    const order = await response.json();
    for (const line of order.line_items) {
      if (line.variant.name === counted.name)
        Object.assign(line.variant, { total_on_hand: 0, in_stock: false });
    }
    await route.fulfill({ response, json: order });
  });
  await page.reload();

  const message = 'Um ou mais itens do seu carrinho saíram de estoque. Remova-os antes de continuar';
  await expect(page.getByText(message)).toBeVisible();
  await expect(cartLine(page, counted.name).getByText('Fora de estoque')).toBeVisible();
  await expect(new CartPage(page).checkoutButton).toBeDisabled();
  await expect(new CartPage(page).checkoutLink).toHaveCount(0);

  await cartLine(page, counted.name)
    .getByRole('button', { name: `Remover ${counted.name}` })
    .click();
  await expect(page.getByText(message)).toHaveCount(0);
  await expect(new CartPage(page).checkoutLink).toBeVisible();
  await page.waitForResponse((r) => r.request().method() === 'DELETE' && r.ok());
});

test('the first item of a new cart survives a reload right after the click', async ({ page }) => {
  await page.goto('/carrinho');
  const weighed = await suggestedProduct(page, 'Kg');
  await weighed.card.getByRole('button', { name: `Adicionar ${weighed.name} ao carrinho` }).click();
  await expect(weighed.card.getByRole('group')).toContainText('Kg');
  // Well inside the 700 ms quiet period: nothing has been sent, no cart exists yet.
  await page.reload();
  await expect(cartLine(page, weighed.name)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carrinho: 1 item' })).toBeVisible();
  // The cart the next page created is the one the browser keeps: another reload shows it again.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('casa-da-carne.guest-order')))
    .not.toBeNull();
  await page.reload();
  await expect(cartLine(page, weighed.name)).toBeVisible();
  await expect(page.getByText('Seu carrinho esta vazio. Vamos enchê-lo?')).toHaveCount(0);
});

test('a note typed before its form has loaded is kept, with the focus, and saved', async ({ page }) => {
  // The note's form loads after the cart's lines show: here its code is held back until the note is typed.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('Não foi possível salvar a observação')) await released;
    await route.fulfill({ response, body });
  });
  await page.goto('/carrinho');
  const weighed = await suggestedProduct(page, 'Kg');
  await weighed.card.getByRole('button', { name: `Adicionar ${weighed.name} ao carrinho` }).click();
  const observation = cartLine(page, weighed.name).getByLabel('Observação');
  await expect(observation).toBeEnabled();

  await observation.fill('Sem gordura');
  await expect(cartLine(page, weighed.name).getByTestId('observation-count')).toHaveText('11/99');
  const placeholder = await observation.elementHandle();
  release();
  // The form's field replaces the placeholder's and keeps the text, the focus and the caret (at the end).
  await expect.poll(() => placeholder!.evaluate((field) => field.isConnected)).toBe(false);
  await expect(observation).toBeFocused();
  await expect(observation).toHaveValue('Sem gordura');
  await observation.pressSequentially(', em bifes');
  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' &&
      r.ok() &&
      'observation' in (r.request().postDataJSON()?.line_item ?? {}),
  );
  await observation.blur();
  expect((await saved).request().postDataJSON()).toEqual({
    line_item: { observation: 'Sem gordura, em bifes' },
  });
  await expect(cartLine(page, weighed.name).getByText('Observação salva')).toBeVisible();
});

test("the cart page's suggestions are in its first paint, not streamed in after a loading text", async ({
  request,
}) => {
  const html = await (await request.get('/carrinho')).text();
  // A loading boundary (app/(shop)/carrinho/loading.tsx) put them in a hidden element after the page's
  // 'Carregando...', which React reveals 300 ms after the first paint at the earliest: their first photo,
  // the page's largest paint, came that much later.
  expect(html).not.toMatch(/<div hidden id="S:\d+"/);
  const main = mainHtml(html);
  expect(main).toContain('Aproveite também');
  expect(main).toMatch(/<img [^>]*src="\/media\/products\/picanha-bovina-small\.webp"/);
});

test('the first row of suggestions under an empty cart loads its photos first, not lazily', async ({
  page,
}) => {
  await page.goto('/carrinho');
  const photos = page
    .getByRole('region', { name: 'Aproveite também' })
    .locator('article img:not([aria-hidden])');
  await expect(photos.first()).toBeVisible();
  // In the first view of an empty cart: the page's largest paint, which a lazy photo would hold back.
  for (const index of [0, 1]) {
    await expect(photos.nth(index)).toHaveAttribute('loading', 'eager');
    await expect(photos.nth(index)).toHaveAttribute('fetchpriority', 'high');
  }
  await expect(photos.nth(2)).toHaveAttribute('loading', 'lazy');
});

test("the suggestions under a guest's empty cart do not move when the cart has loaded", async ({ page }) => {
  const layoutShift = await watchLayoutShift(page);
  await page.goto('/carrinho');
  await expect(page.getByText('Seu carrinho esta vazio. Vamos enchê-lo?')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aproveite também' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift()).toBeLessThan(0.01);
});

test('the barbecue calculator fills in without moving what the visitor already sees', async ({ page }) => {
  const layoutShift = await watchLayoutShift(page);
  await page.goto('/bigchurrasco/meuchurrasco');
  await page.waitForLoadState('networkidle');
  expect(await layoutShift()).toBeLessThan(0.01);
});
