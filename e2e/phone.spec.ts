import { expect, test, type Page } from './fixtures';
import { DEMO_CUSTOMER } from './pages/account-pages';
import { CartPage } from './pages/cart-page';
import { Header } from './pages/header';
import {
  contrast,
  expectNoSideScroll,
  focusRing,
  NARROW_PHONE,
  smallTapTargets,
  watchLayoutShift,
} from './pages/layout-checks';
import { ProductPage } from './pages/product-page';
import { APP } from './pages/shopper';
import { SearchPage } from './pages/search-page';

/**
 * The shop in a shopper's hand: on the phone project the window is narrowed to 360 px, the
 * narrowest phone the shop is laid out for; the same journeys run on the desktop.
 */

test.beforeEach(async ({ page, isMobile }) => {
  if (isMobile) await page.setViewportSize(NARROW_PHONE);
});

/** Logs the demo customer in in this browser, through the API as the login form does. */
async function logInByApi(page: Page): Promise<void> {
  const response = await page.request.post('/api/sales/v2/auth', { headers: APP, data: DEMO_CUSTOMER });
  expect(response.status()).toBe(200);
}

const cents = (text: string) => Number(text.replace(/\D/g, ''));

/** Adds the first suggested weighed product of the cart page: its name. */
async function addSuggestedWeighed(page: Page): Promise<string> {
  const card = page
    .getByRole('region', { name: 'Aproveite também' })
    .locator('article')
    .filter({ hasText: '/ Kg' })
    .filter({ has: page.getByRole('button', { name: /^Adicionar / }) })
    .first();
  const name = (await card.getByRole('heading').getAttribute('title'))!;
  await card.getByRole('button', { name: /^Adicionar / }).click();
  await expect(new CartPage(page).line(name)).toBeVisible();
  return name;
}

test('no page scrolls sideways, the cart with its lines included', async ({ page }) => {
  test.setTimeout(60_000);
  for (const path of ['/', '/departamentos', '/produtos/picanha-bovina', '/busca?q=picanha', '/login']) {
    await page.goto(path);
    await expectNoSideScroll(page);
  }
  const cart = new CartPage(page);
  await cart.open();
  await addSuggestedWeighed(page);
  await expect(cart.lines.first().getByRole('slider', { name: 'Porcionamento' })).toBeVisible();
  await expectNoSideScroll(page);
  await cart.checkoutLink.scrollIntoViewIfNeeded();
  await expect(cart.checkoutLink).toBeInViewport({ ratio: 1 });
});

test('ADICIONAR looks busy until the page can act on a tap, then adds', async ({ page }) => {
  // A slow network: the page's scripts arrive 3 s after the HTML (its stylesheets, in the same folder, at
  // once: the busy state must be seen styled before the scripts make the button usable).
  const isScript = (url: URL) =>
    url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');
  await page.route(isScript, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  const product = new ProductPage(page, 'Picanha Bovina');
  await product.open('picanha-bovina', 'commit');
  await expect(product.addButton).toBeVisible();
  await expect(product.addButton).toBeDisabled();
  await expect(product.addButton).toHaveAttribute('aria-busy', 'true');
  await expect(product.addButton.getByTestId('busy-spinner')).toBeVisible();

  await expect(product.addButton).toBeEnabled({ timeout: 20_000 });
  await expect(product.addButton).not.toHaveAttribute('aria-busy', 'true');
  await product.addButton.click();
  await expect(product.stepper).toBeVisible();
});

test("'Preço estimado' follows the chosen quantity, and its 10 % range too", async ({ page }) => {
  const product = new ProductPage(page, 'Picanha Bovina');
  await product.open('picanha-bovina');
  const estimate = product.estimatedPrice;
  await expect(estimate).toContainText('para 1 Kg');
  const perKg = cents((await estimate.locator('p').nth(1).textContent())!.split(' para ')[0]!);

  await product.addButton.click();
  await product.increase.click();
  await product.increase.click();
  const quantity = (await product.stepper.locator('output').textContent())!;
  expect(quantity).not.toBe('1 Kg');
  await expect(estimate).toContainText(`para ${quantity}`);
  const grams = Number(quantity.replace(' Kg', '').replace(',', '.')) * 1000;
  const expected = Math.round((perKg * grams) / 1000);
  const shown = cents((await estimate.locator('p').nth(1).textContent())!.split(' para ')[0]!);
  expect(Math.abs(shown - expected)).toBeLessThanOrEqual(1);
  const tenth = Math.round(shown / 10);
  const range = (await estimate.locator('p').nth(2).textContent())!.match(
    /de (R\$\s[\d.,]+) a (R\$\s[\d.,]+)/,
  )!;
  expect(Math.abs(cents(range[1]!) - (shown - tenth))).toBeLessThanOrEqual(1);
  expect(Math.abs(cents(range[2]!) - (shown + tenth))).toBeLessThanOrEqual(1);
});

test('the observation is a multi-line field that counts to 99 and says when it is saved', async ({
  page,
}) => {
  const cart = new CartPage(page);
  await cart.open();
  const name = await addSuggestedWeighed(page);
  const line = cart.line(name);
  const field = line.getByLabel('Observação');
  await expect(field).toBeEnabled();
  expect(await field.evaluate((element) => element.tagName)).toBe('TEXTAREA');
  await expect(line.getByTestId('observation-count')).toHaveText('0/99');
  await field.fill('Cortar em bifes finos');
  await expect(line.getByTestId('observation-count')).toHaveText('21/99');
  await field.blur();
  await expect(line.getByText('Observação salva')).toBeVisible();
});

test('after ADICIONAR with Enter the focus stays on the stepper; the focus ring shows on the red header too', async ({
  page,
}) => {
  const product = new ProductPage(page, 'Picanha Bovina');
  await product.open('picanha-bovina');
  await expect(product.addButton).toBeEnabled();
  await product.addButton.focus();
  await page.keyboard.press('Enter');
  await expect(product.stepper).toBeVisible();
  await expect(product.increase).toBeFocused();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await expect(product.stepper.locator('output')).not.toHaveText('1 Kg');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  const onPage = await focusRing(page);
  expect(onPage.style).toBe('solid');
  expect(onPage.width).toBeGreaterThanOrEqual(2);
  expect(contrast(onPage.colour, onPage.behind)).toBeGreaterThanOrEqual(3);

  // The header's links, on its dark red, reached with the keyboard.
  await page.getByRole('link', { name: 'CHURRASCÔMETRO' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const onHeader = await focusRing(page);
  expect(onHeader.style).toBe('solid');
  expect(onHeader.width).toBeGreaterThanOrEqual(2);
  expect(contrast(onHeader.colour, onHeader.behind)).toBeGreaterThanOrEqual(3);
});

test('sibling variants show their option on the card', async ({ page }) => {
  await page.goto('/busca?q=picanha%20bovina');
  const cards = page
    .getByRole('list', { name: 'Produtos encontrados' })
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: 'Picanha Bovina', exact: true }) });
  await expect(cards).toHaveCount(2);
  await expect(cards.getByTestId('variant-option')).toHaveText(['Peça inteira', 'Fatiada'], {
    useInnerText: true,
  });
});

test('promotions load their next page as the shopper reaches the end', async ({ page, isMobile }) => {
  await page.goto('/');
  const promotions = page.getByRole('region', { name: 'Promoções' });
  const items = promotions.locator('ul > li');
  const nextPage = page.waitForResponse(
    (r) => r.url().includes('q%5Bby_in_promotion%5D=true') && r.url().includes('page=2'),
  );
  // The page is live (its buy buttons no longer busy): a tap now reaches the list.
  await expect(promotions.getByRole('button', { name: /^Adicionar / }).first()).toBeEnabled();
  if (isMobile) {
    // The phone's grid mounts what it shows (4, then 4 more a tap); the third row needs page 2.
    await expect(items).toHaveCount(4);
    await promotions.getByRole('button', { name: 'ver mais' }).click();
    await expect(items).toHaveCount(8);
    await expect(promotions.locator('li:visible')).toHaveCount(8);
    await promotions.getByRole('button', { name: 'ver mais' }).click();
    await nextPage;
    await expect(items).toHaveCount(12);
  } else {
    // The track holds every loaded product.
    await expect(items).toHaveCount(10);
    const next = promotions.getByRole('button', { name: 'Promoções: próximos' });
    for (let i = 0; i < 4; i++) {
      await next.click();
      await page.waitForTimeout(600); // the 500 ms slide
    }
    await nextPage;
    await expect(items).toHaveCount(20);
  }
  const ids = await items.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(ids).size).toBe(ids.length);
});

test('/busca keeps its place while results load, and a chosen filter stays where it was', async ({
  page,
  isMobile,
}) => {
  const layoutShift = await watchLayoutShift(page);
  const search = new SearchPage(page);
  await search.open('frango');
  await expect(search.results).toHaveCount(12);
  await page.waitForTimeout(500);
  expect(await layoutShift()).toBeLessThan(0.1);

  if (isMobile) {
    await search.filtersButton.click();
    await expect(search.applyButton).toBeInViewport();
    // Measured in one read of the page, again until it holds: a row listed and then measured apart could
    // be redrawn in between (a null box).
    const rows = search.filters.locator('label');
    await expect(rows).not.toHaveCount(0);
    const shortest = async () => {
      const heights = await rows.evaluateAll((labels) =>
        labels.map((label) => label.getBoundingClientRect().height),
      );
      // No row at all is no pass.
      return heights.length === 0 ? 0 : Math.min(...heights);
    };
    await expect.poll(shortest).toBeGreaterThanOrEqual(44);
  }
  const before = await search.facetValues('Modo de preparo');
  expect(before.length).toBeGreaterThan(2);
  const chosen = before.at(-1)!;
  await search.facet('Modo de preparo').getByRole('checkbox', { name: chosen, exact: true }).check();
  await expect(page).toHaveURL(/preparo=/);
  await expect(
    search.facet('Modo de preparo').getByRole('checkbox', { name: chosen, exact: true }),
  ).toBeChecked();
  expect(await search.facetValues('Modo de preparo')).toEqual(before);

  if (isMobile) {
    const found = Number(
      (await page.getByRole('status').filter({ hasText: 'resultado' }).textContent())!.match(/^(\d+)/)![1],
    );
    await expect(search.applyButton).toHaveText(`Ver ${found} ${found === 1 ? 'resultado' : 'resultados'}`);
    await search.applyButton.click();
    await expect(search.filters).toBeHidden();
    await expect(search.results.first()).toBeInViewport();
  }
});

test("the header keeps its height when a guest's account links replace their placeholder", async ({
  page,
}) => {
  const layoutShift = await watchLayoutShift(page);
  await page.goto('/produtos/picanha-bovina');
  await expect(
    page.getByRole('navigation', { name: 'Conta' }).getByRole('link', { name: 'ENTRAR' }),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(await layoutShift()).toBeLessThan(0.01);
  // The narrowest phones show the phone icon alone; its number is still the link's name.
  await expect(page.getByRole('link', { name: 'Telefone: (71) 3333-4444' })).toBeVisible();
});

test('at 200 % zoom on a phone the header reflows: ENTRAR and the search box stay usable', async ({
  page,
}) => {
  // A 390 px phone zoomed to 200 % lays the page out in 195 CSS px.
  await page.setViewportSize({ width: 195, height: 422 });
  for (const path of ['/', '/produtos/picanha-bovina', '/carrinho']) {
    await page.goto(path);
    await expectNoSideScroll(page);
    await expect(new Header(page).loginLink).toBeInViewport({ ratio: 1 });
    const searchBox = page.getByRole('searchbox', { name: 'Buscar produtos' });
    // The placeholder 'O que você procura?' fits the field.
    const fits = await searchBox.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(fits, path).toBe(true);
  }
  await new Header(page).loginLink.click();
  await expect(page).toHaveURL(/\/login$/);
});

test('tap targets on the phone are at least 44 × 44 px', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'a phone rule');
  test.setTimeout(60_000);
  await page.goto('/busca?q=frango');
  const small = [
    ...(await smallTapTargets(page.locator('header').locator('a, button, input'))),
    ...(await smallTapTargets(page.getByRole('navigation', { name: 'Paginação' }).getByRole('link'))),
  ];
  await page.goto('/produtos/picanha-bovina-angus');
  small.push(
    ...(await smallTapTargets(page.getByRole('region', { name: 'Dicas de receitas' }).getByRole('button'))),
  );
  await page.goto('/carrinho');
  await addSuggestedWeighed(page);
  small.push(...(await smallTapTargets(new CartPage(page).lines.first().getByRole('button'))));

  // The account menu and the address book of a logged-in customer.
  await logInByApi(page);
  await page.goto('/minha-conta/enderecos');
  const header = new Header(page);
  await header.accountMenu('Maria').click();
  small.push(
    ...(await smallTapTargets(page.getByRole('menu', { name: 'Minha conta' }).getByRole('menuitem'))),
  );
  small.push(...(await smallTapTargets(header.accountMenu('Maria'))));
  await page.keyboard.press('Escape');
  small.push(...(await smallTapTargets(page.getByRole('button', { name: /^(Editar|Deletar)/ }))));
  expect(small).toEqual([]);
});

test("on the phone the product's buy controls ride in a bottom bar with the price once their place is out of view", async ({
  page,
  isMobile,
}) => {
  const product = new ProductPage(page, 'Picanha Bovina');
  await product.open('picanha-bovina');
  await product.scrollPastBuyBox();
  if (!isMobile) {
    // A desktop keeps the controls in the buy box.
    await expect(page.getByTestId('sticky-price')).toHaveCount(0);
    return;
  }
  await expect(product.addButton).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('sticky-price')).toBeInViewport();
  await expect(page.getByTestId('sticky-price')).toContainText('/ Kg');
  await product.addButton.click();
  await expect(product.stepper).toBeInViewport({ ratio: 1 });

  // Back at the top, with the buy box in view, the controls are in their place again.
  await product.estimatedPrice.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect(page.getByTestId('sticky-price')).toHaveCount(0);
  await expect(product.stepper).toBeInViewport();
});

test.describe('on a first visit, with the cookie banner open', () => {
  test.use({ consent: null });

  test("the phone's buy bar rides above the banner, and back at the bottom once the shopper chooses", async ({
    page,
    isMobile,
  }) => {
    const product = new ProductPage(page, 'Picanha Bovina');
    await product.open('picanha-bovina');
    const banner = page.getByRole('region', { name: 'Privacidade e cookies' });
    await expect(banner.getByRole('button', { name: 'Recusar' })).toBeEnabled();
    await product.scrollPastBuyBox();
    if (!isMobile) {
      // A desktop has no buy bar: the controls stay in the buy box.
      await expect(page.getByTestId('sticky-price')).toHaveCount(0);
      return;
    }
    const bar = page.locator('[data-stuck]');
    await expect(page.getByTestId('sticky-price')).toBeInViewport();
    const edgesOf = async (locator: typeof bar) => {
      const box = (await locator.boundingBox())!;
      return { top: box.y, bottom: box.y + box.height };
    };
    expect((await edgesOf(bar)).bottom).toBeLessThanOrEqual((await edgesOf(banner)).top + 1);
    // Not covered: the tap reaches the button.
    await product.addButton.click();
    await expect(product.stepper).toBeInViewport({ ratio: 1 });

    await banner.getByRole('button', { name: 'Recusar' }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(async () => (await edgesOf(bar)).bottom).toBeCloseTo(page.viewportSize()!.height, 0);
  });

  test('a product opened with its buy box below the window draws the bar above the banner at once: nothing shifts', async ({
    page,
    isMobile,
  }) => {
    if (!isMobile) return;
    // The bar used to be drawn at the bottom of the window, under the banner, and to jump above it once the
    // banner's code had measured it (a layout shift of 0.07-0.17 on a phone).
    const barShift = await watchLayoutShift(page, '[data-stuck]');
    await page.setViewportSize({ width: 360, height: 480 });
    const product = new ProductPage(page, 'Picanha Bovina');
    await product.open('picanha-bovina');
    const banner = page.getByRole('region', { name: 'Privacidade e cookies' });
    await expect(page.locator('[data-stuck]')).toBeInViewport();
    await expect(banner.getByRole('button', { name: 'Recusar' })).toBeEnabled();
    const bar = (await page.locator('[data-stuck]').boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual((await banner.boundingBox())!.y + 1);
    expect(await barShift()).toBe(0);
  });
});

test("portioning reads 'count × size g + remainder' and moves one step per tap of 44 px buttons", async ({
  page,
}) => {
  const cart = new CartPage(page);
  await cart.open();
  const name = await addSuggestedWeighed(page);
  const line = cart.line(name);
  const quantity = (await line.getByRole('group').locator('output').textContent())!;
  const grams = Math.round(Number(quantity.replace(' Kg', '').replace(',', '.')) * 1000);
  const bags = line.getByTestId('portioning-bags');
  const format = (n: number) => n.toLocaleString('pt-BR');
  await expect(bags).toHaveText(`1 × ${format(grams)} g`);

  const smaller = line.getByRole('button', { name: 'Pacotes menores' });
  expect(await smallTapTargets(line.getByRole('button', { name: /^Pacotes (menores|maiores)$/ }))).toEqual(
    [],
  );
  await smaller.click();
  // The next size down keeps the 100 g rule: the whole quantity was one bag, now bags of 100 g less.
  const size = grams % 100 === 0 ? grams - 100 : grams - (grams % 100);
  const full = Math.floor(grams / size);
  const rest = grams - full * size;
  await expect(bags).toHaveText(`${full} × ${format(size)} g${rest ? ` + 1 × ${format(rest)} g` : ''}`);
});

test('CADASTRAR opens the register side of /login', async ({ page, isMobile }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'CADASTRAR' }).click();
  await expect(page).toHaveURL(/\/login#cadastro$/);
  const register = page.getByRole('tabpanel', { name: 'QUERO ME CADASTRAR' });
  await expect(register).toBeInViewport();
  if (isMobile) {
    await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'JÁ SOU CLIENTE' })).toBeHidden();
  }
  await expect(register.getByRole('textbox').first()).toBeFocused();
});

test('the address form masks CEP and phone, sends digits, and tells an out-of-area shopper the options', async ({
  page,
}) => {
  await logInByApi(page);
  await page.goto('/minha-conta/enderecos');
  await page.getByRole('button', { name: '+ Adicionar novo endereço' }).click();
  const form = page.getByRole('form', { name: 'Novo endereço' });
  await form.getByLabel('CEP').pressSequentially('01310100');
  await expect(form.getByLabel('CEP')).toHaveValue('01310-100');
  await expect(form.getByText('* Fora da area de cobertura')).toBeVisible(); // at once
  await form.getByLabel('Telefone com DDD').pressSequentially('71988887777');
  await expect(form.getByLabel('Telefone com DDD')).toHaveValue('(71) 98888-7777');
  await form.getByLabel('Nome de quem recebe').fill('Maria Souza');
  await form.getByLabel('Endereço', { exact: true }).fill('Rua da Paciência, 88');
  await form.getByLabel('Bairro').fill('Rio Vermelho');
  await form.getByLabel('Ponto de referência').fill('Perto do Largo da Mariquita');
  await form.getByRole('button', { name: 'Adicionar endereço' }).click();
  await expect(form.getByText('* Fora da area de cobertura')).toBeVisible();
  await expect(form.getByTestId('delivery-area')).toHaveText(
    /Entregamos em Salvador, Lauro de Freitas e Vila de Abrantes\. .*Retirada na loja/,
  );

  // A CEP of the area fills the neighbourhood left empty (the bundled table, offline).
  await form.getByLabel('Bairro').fill('');
  await form.getByLabel('CEP').fill('');
  await form.getByLabel('CEP').pressSequentially('41950000');
  await expect(form.getByLabel('Bairro')).toHaveValue('Rio Vermelho');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/v2/addresses'));
  await form.getByRole('button', { name: 'Adicionar endereço' }).click();
  const body = (await sent).postDataJSON();
  expect(JSON.stringify(body)).toContain('"41950000"');
  expect(JSON.stringify(body)).toContain('"71988887777"');
  // Cleaned up: the demo customer keeps its two addresses for the other journeys.
  await expect(page.getByRole('article')).toHaveCount(3);
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('article')
    .filter({ hasText: 'Rua da Paciência, 88' })
    .getByRole('button', { name: /^Deletar/ })
    .click();
  await expect(page.getByRole('article')).toHaveCount(2);
});

test("'Aproveite também' leaves out what the cart holds and offers what goes with meat", async ({ page }) => {
  const cart = new CartPage(page);
  await cart.open();
  const name = await addSuggestedWeighed(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('casa-da-carne.guest-order')))
    .not.toBeNull();
  await page.reload();
  await expect(cart.line(name)).toBeVisible();
  const suggestions = page
    .getByRole('region', { name: 'Aproveite também' })
    .getByRole('heading', { level: 3 });
  await expect(suggestions.first()).toBeVisible();
  const names = await suggestions.evaluateAll((headings) => headings.map((h) => h.getAttribute('title')));
  expect(names).not.toContain(name);
  expect(names.slice(0, 3).join(' | ')).toMatch(/Carvão/);
  expect(names.join(' | ')).toMatch(/Pão de Alho/);
});

test("the 'Carrinho atualizado' notice gives the new subtotal, and on a phone hides none of the product", async ({
  page,
  isMobile,
}) => {
  const product = new ProductPage(page, 'Picanha Bovina');
  await product.open('picanha-bovina');
  // Usable first: Playwright retries a tap on a button still busy with the page scrolled (the button
  // aligned to the end, then the centre of the window), which moved the heading off the top (a CI run's
  // trace: 69 px), where the band then lay over it.
  await expect(product.addButton).toBeEnabled();
  await page.getByRole('heading', { level: 1 }).evaluate((h) => h.scrollIntoView({ block: 'start' }));
  await product.addButton.click();
  const notice = page.getByRole('status', { name: 'Carrinho atualizado' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/Subtotal:? R\$\s[\d.]+,\d{2}/);
  if (!isMobile) return;
  const covered = async () => {
    const box = (await notice.boundingBox())!;
    const hidden: string[] = [];
    for (const other of [
      page.getByRole('heading', { level: 1 }),
      page.getByTestId('estimated-price'),
      product.stepper,
    ]) {
      const area = (await other.boundingBox())!;
      // By a pixel at least: boxes on fractional positions can share a fraction of one (a heading scrolled
      // to 0.25 px above the window, under a band as tall as its room), which hides nothing.
      const overlap = (start: number, length: number, otherStart: number, otherLength: number) =>
        Math.min(start + length, otherStart + otherLength) - Math.max(start, otherStart);
      const overlaps =
        overlap(box.x, box.width, area.x, area.width) >= 1 &&
        overlap(box.y, box.height, area.y, area.height) >= 1;
      if (overlaps) hidden.push(String(other));
    }
    return hidden;
  };
  // Pinned to the top (the heading was scrolled there), the band makes room: the page moves down under it.
  await expect(notice).toHaveClass(/\bfixed\b/);
  await expect.poll(covered, { message: 'what the notice covers' }).toEqual([]);
});

test("the 'Carrinho atualizado' notice shows the last 3 changed items, on a phone too, and covers none of the page", async ({
  page,
  isMobile,
}) => {
  await page.goto('/departamentos/1');
  const cards = page
    .getByRole('main')
    .locator('article')
    .filter({ has: page.getByRole('button', { name: /^Adicionar / }) });
  const names: string[] = [];
  for (let added = 0; added < 4; added++) {
    const card = cards.first();
    names.push((await card.getByRole('heading').getAttribute('title'))!);
    const button = card.getByRole('button', { name: /^Adicionar / });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(
      page.getByRole('link', { name: `Carrinho: ${added + 1} ${added === 0 ? 'item' : 'itens'}` }),
    ).toBeVisible();
  }
  const notice = page.getByRole('status', { name: 'Carrinho atualizado' });
  const items = notice.getByRole('listitem');
  // The latest first; the first of the four has left the list.
  await expect(items).toHaveCount(3);
  for (const [index, name] of names.slice(1).reverse().entries()) {
    await expect(items.nth(index)).toBeVisible();
    await expect(items.nth(index).locator('p[title]')).toHaveAttribute('title', name);
  }
  if (!isMobile) return;
  // At the top of the page a phone's notice lies over the header (no room made: its leaving would move
  // the page without a tap): the page's heading is not under it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(notice).toHaveCSS('position', 'fixed');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  const box = (await notice.boundingBox())!;
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const overlap =
    Math.min(box.x + box.width, heading.x + heading.width) - Math.max(box.x, heading.x) >= 1 &&
    Math.min(box.y + box.height, heading.y + heading.height) - Math.max(box.y, heading.y) >= 1;
  expect(overlap, 'the notice lies over the heading').toBe(false);
});
