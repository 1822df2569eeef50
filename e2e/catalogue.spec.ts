import { expect, test, type Locator, type Request } from './fixtures';
import { mainLink, openWithoutPrefetches } from './pages/prefetches';
import { mainHtml } from './pages/html';

test.describe('browsing the catalogue', () => {
  test('home → department → subdepartment → product → sibling variant', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: /^bovinos$/i })
      .click();
    await expect(page).toHaveURL(/\/departamentos\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /bovinos/i })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Subdepartamentos' })
      .getByRole('link', { name: 'Cortes nobres' })
      .click();
    await expect(page).toHaveURL(/\/departamentos\/\d+\/cortes-nobres$/);
    const section = page.getByRole('region', { name: /cortes nobres/i });
    await section.getByRole('heading', { name: 'Picanha Bovina', exact: true }).click();

    await expect(page).toHaveURL(/\/produtos\/picanha-bovina$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Picanha Bovina' })).toBeVisible();
    await expect(page.getByText('Corte: Peça inteira')).toBeVisible();
    await expect(page.locator('[data-slot="buy-controls"]')).toContainText('Quantidade mínima: 0,5 Kg');
    await expect(page.getByRole('main')).toContainText(/R\$\s89,90 \/ Kg/);

    const options = page.getByRole('navigation', { name: 'Corte' });
    await expect(options.getByRole('link', { name: 'Peça inteira' })).toHaveAttribute('aria-current', 'page');
    await options.getByRole('link', { name: 'Fatiada' }).click();
    await expect(page).toHaveURL(/\/produtos\/picanha-bovina-fatiada$/);
    await expect(page.getByText('Corte: Fatiada')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Corte' }).getByRole('link', { name: 'Fatiada' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a product page is prefetched when the shopper reaches for its card, not when it shows', async ({
    page,
  }) => {
    await page.goto('/departamentos');
    const card = page
      .getByRole('region', { name: /cortes nobres/i })
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { name: 'Picanha Bovina', exact: true }) });
    // Opened directly: a click would leave the pointer over a card of the new page (and that is intent).
    const subdepartment = await page.getByRole('link', { name: 'Cortes nobres' }).getAttribute('href');
    const prefetched = await openWithoutPrefetches(page, subdepartment!, card);

    await card.hover();
    await expect.poll(() => prefetched).toContain('/produtos/picanha-bovina');
  });

  test("a department's cards below the fold are drawn, and their photos loaded, as the shopper nears them", async ({
    page,
  }) => {
    await page.goto('/departamentos/1');
    const cards = page.getByRole('main').locator('article');
    // The browser skips a card far down the page until it nears the viewport (content-visibility: auto).
    const drawn = (card: Locator) =>
      card.evaluate((article) => article.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn(cards.first())).toBe(true);
    const last = cards.last();
    expect(await drawn(last)).toBe(false);
    const photoLoaded = () =>
      last
        .locator('img:not([aria-hidden])')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(await photoLoaded()).toBe(false);

    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(last)).toBe(true);
    await expect.poll(photoLoaded).toBe(true);
    await expect(last.getByRole('heading')).toBeInViewport();
  });

  test('a subdepartment link scrolls its section into view', async ({ page }) => {
    await page.goto('/departamentos');
    await page.getByRole('link', { name: 'Costelinha e barriga' }).click();
    await expect(page).toHaveURL(/\/departamentos\/\d+\/costelinha-e-barriga$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Costelinha e barriga' });
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The scroll (1500 ms) ends with the section at the top of the window.
    await expect
      .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(150);
    // Scrolled away once the scroll is over, a tap on the subdepartment's own chip (the address does not
    // change) brings it back.
    await page.waitForTimeout(1_600);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(heading).not.toBeInViewport();
    await page.locator('a[data-subdepartment="sub-costelinha-e-barriga"]').click();
    await expect
      .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(150);
  });

  test("a subdepartment's 'Ver mais' adds its next products in place, then is gone", async ({ page }) => {
    await page.goto('/departamentos/1/cortes-nobres');
    const section = page.getByRole('region', { name: /cortes nobres/i });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(12);
    await section.getByRole('link', { name: 'Ver mais produtos de Cortes nobres' }).click();
    await expect(cards).toHaveCount(15);
    await expect(section.getByRole('link', { name: /^Ver mais/ })).toHaveCount(0);
    // The page stays; the first new card has the focus, and the screen reader hears how many came.
    expect(new URL(page.url()).search).toBe('');
    await expect(cards.nth(12).getByRole('link').first()).toBeFocused();
    await expect(section.getByText('Mais 3 produtos de Cortes nobres.')).toBeAttached();
  });

  test('department cards link 4 subdepartments at most, then "Ver mais"', async ({ page }) => {
    await page.goto('/departamentos');
    const bovinos = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /^bovinos$/i }) });
    await expect(
      bovinos.getByRole('link', { name: /Cortes nobres|Cortes do dia a dia|Costelas|Carne moída/ }),
    ).toHaveCount(4);
    await expect(bovinos.getByRole('link', { name: 'Miúdos' })).toHaveCount(0);
    await bovinos.getByRole('link', { name: /Ver mais/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Miúdos' })).toBeVisible();
  });

  test('an unknown product says so with a 404', async ({ page }) => {
    const response = await page.goto('/produtos/nao-existe-esse-corte');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Esse produto não existe...' })).toBeVisible();
  });

  test('an unknown department shows the failure text with a link home', async ({ page }) => {
    const response = await page.goto('/departamentos/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Não foi possível carregar esse departamento.')).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('a stale link to a product or department gets the page that says so, drawn by the server', async ({
      page,
    }) => {
      for (const [path, text] of [
        ['/produtos/nao-existe-esse-corte', 'Esse produto não existe...'],
        ['/produtos/Picanha_Bovina', 'Esse produto não existe...'],
        ['/departamentos/999999', 'Não foi possível carregar esse departamento.'],
        ['/departamentos/1/nao-existe', 'Não foi possível carregar esse departamento.'],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
        await expect(
          page.getByRole('banner').getByRole('link', { name: 'Casa da Carne', exact: true }).first(),
        ).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(path);
      }
      // What exists is still the page itself.
      expect((await page.goto('/departamentos/1/cortes-nobres'))?.status()).toBe(200);
      expect((await page.goto('/produtos/picanha-bovina'))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Picanha Bovina' })).toBeVisible();
    });

    test("a subdepartment's 'Ver mais' is a link to its next products", async ({ page }) => {
      await page.goto('/departamentos/1/cortes-nobres');
      const section = page.getByRole('region', { name: /cortes nobres/i });
      await expect(section.getByRole('article')).toHaveCount(12);
      await section.getByRole('link', { name: 'Ver mais produtos de Cortes nobres' }).click();
      await expect(page).toHaveURL(/\/departamentos\/1\/cortes-nobres\?depois=[-\d.]+#sub-cortes-nobres$/);
      await expect(section.getByRole('article')).toHaveCount(3);
      await expect(section.getByRole('link', { name: /^Ver mais/ })).toHaveCount(0);
      await section.getByRole('link', { name: 'Voltar ao início de Cortes nobres' }).click();
      await expect(section.getByRole('article')).toHaveCount(12);
    });
  });

  test('a client cannot choose what the not-found page says', async ({ request }) => {
    const response = await request.get('/essa-pagina-nao-existe', {
      headers: { 'X-Missing-Catalogue-Page': 'product' },
    });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! Essa página não existe.');
    expect(html).not.toContain('Esse produto não existe...');
  });

  test('products without a photo or stock say so', async ({ page }) => {
    await page.goto('/produtos/bucho-bovino');
    await expect(page.getByText('Produto sem foto')).toBeVisible();
    await page.goto('/produtos/file-de-costela-wagyu');
    const buy = page.locator('[data-slot="buy-controls"]');
    await expect(buy.getByText('Fora de estoque', { exact: true })).toBeVisible();
    await expect(buy.getByRole('button', { name: /^Adicionar/ })).toHaveCount(0);
  });

  test('recipe tips open and close with their see more/less button', async ({ page }) => {
    await page.goto('/produtos/picanha-bovina-angus');
    const recipes = page.getByRole('region', { name: 'Dicas de receitas' });
    const toggle = recipes.getByRole('button', { name: /Ver mais sobre Picanha na brasa com sal grosso/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(recipes.getByText('Bata o excesso de sal')).toHaveCount(0);
    await toggle.click();
    await expect(recipes.getByText(/Bata o excesso de sal/)).toBeVisible();
    await expect(recipes.locator('iframe[title="Vídeo: Picanha na brasa com sal grosso"]')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
    await recipes.getByRole('button', { name: /Ver menos sobre Picanha na brasa/ }).click();
    await expect(recipes.getByText('Bata o excesso de sal')).toHaveCount(0);
  });

  test('recently viewed shows on the home once 3 products were seen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Promoções' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vistos recentemente' })).toHaveCount(0);
    for (const slug of ['alcatra-bovina', 'cupim-bovino', 'linguica-toscana']) {
      const recorded = page.waitForResponse((r) => r.url().endsWith('/views') && r.status() === 204);
      await page.goto(`/produtos/${slug}`);
      await recorded;
    }
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Vistos recentemente' });
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText([
      'Linguiça Toscana',
      'Cupim Bovino',
      'Alcatra Bovina',
    ]);
  });
});

test.describe('scrollers', () => {
  for (const [name, path] of [
    ['home', '/'],
    ['cart', '/carrinho'],
  ] as const) {
    test(`the ${name}'s HTML carries what its product cards show, not the whole products`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      // Picanha Bovina is a best seller: its card (and the list's data for the browser) is in the HTML…
      expect(html).toContain('Picanha Bovina');
      expect(html).toContain('/media/products/picanha-bovina-small.webp');
      // …but not its description, meta keywords or its siblings' photos, which only its own page shows.
      expect(html).not.toContain('Picanha tradicional, selecionada peça a peça');
      expect(html).not.toContain('picanha bovina, cortes nobres');
      expect(html).not.toContain('/media/products/picanha-bovina-fatiada-small.webp');
    });
  }

  test('recommended on the home repeats none of the promotions above it', async ({ page }) => {
    await page.goto('/');
    const links = (name: string) =>
      page
        .getByRole('region', { name })
        .locator('ul > li a[href^="/produtos/"]')
        .evaluateAll((found) => found.map((a) => a.getAttribute('href')));
    // The scrollers stream in after the page's shell: wait for the recommended products to be there.
    await expect.poll(async () => (await links('Recomendados')).length).toBeGreaterThan(0);
    const recommended = await links('Recomendados');
    const promotions = new Set(await links('Promoções'));
    expect(recommended.filter((href) => promotions.has(href))).toEqual([]);
  });
});

test.describe('the shell', () => {
  test('the header has the phone, WhatsApp and the top navigation', async ({ page }) => {
    await page.goto('/sobre');
    await expect(page.getByRole('link', { name: /Telefone: \(71\)/ })).toHaveAttribute('href', /^tel:\+5571/);
    const whatsapp = page.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d+\?text=.*pedido/);
    const nav = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link');
    await expect(nav).toHaveText(
      ['Bovinos', 'Suínos', 'Aves', 'Hambúrgueres e Blends', 'Linguiças', 'BLENDS', 'CHURRASCÔMETRO'],
      {
        ignoreCase: true,
      },
    );
    await expect(page.getByRole('contentinfo')).toContainText('Perguntas frequentes');
  });

  test('the hamburger menu lists the entries for guests and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Início',
      'Departamentos',
      'Minha conta',
      'Blends',
      'Churrascômetro',
      'Sobre nós',
      'Trabalhe conosco',
      'Perguntas frequentes',
      'Cadastrar / Entrar',
    ]);
    await menu.getByRole('link', { name: 'Perguntas frequentes' }).click();
    await expect(page).toHaveURL(/\/perguntas$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('details')).toHaveCount(17);
  });

  test("the shell's links are prefetched when the shopper reaches for them, not when they show", async ({
    page,
  }) => {
    // The logo, cart and account links are in view: the router would have prefetched them.
    const cart = page.getByRole('banner').getByRole('link', { name: /Carrinho/ });
    const prefetched = await openWithoutPrefetches(page, '/perguntas', cart);

    await cart.hover();
    await expect.poll(() => prefetched).toContain('/carrinho');
  });

  test('no catalogue page prefetches the pages of its banners, breadcrumbs or options as they show', async ({
    page,
  }) => {
    await openWithoutPrefetches(page, '/', mainLink(page, /Feijoada completa/));
    await openWithoutPrefetches(page, '/departamentos/1', mainLink(page, 'Início'));
    await openWithoutPrefetches(page, '/produtos/picanha-bovina', mainLink(page, 'Início'));
  });

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/perguntas');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre nós' }).click();
    await expect(page).toHaveURL(/\/sobre$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the offline banner appears when the health check fails twice, and goes away', async ({ page }) => {
    await page.clock.install();
    const isCheck = (request: Request) => request.url().endsWith('/api/sales/health_check');
    let checks = 0;
    let answered = 0;
    page.on('request', (request) => void (isCheck(request) && checks++));
    page.on('requestfinished', (request) => void (isCheck(request) && answered++));
    const firstCheck = page.waitForRequest(isCheck);
    await page.goto('/sobre');
    // The connectivity watch loads after the page; it also checks when the browser says it is back
    // online. Once it has, and no check is still on its way, the clock drives it alone.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
        return answered;
      })
      .toBeGreaterThan(0);
    await expect.poll(() => checks - answered).toBe(0);
    // Like every call, the ping names the app and the build (package version + commit; see
    // docs/business-rules.md, Sales API conventions).
    const headers = await (await firstCheck).allHeaders();
    expect(headers['x-app']).toBe('sales-frontend');
    expect(headers['x-app-version']).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{12}$/);
    await page.route('**/api/sales/health_check', (route) => route.abort('internetdisconnected'));
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Oops! Não estamos conseguindo conectar à internet.' });
    await page.clock.runFor(30_000);
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(30_000);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(
      'ligue para (71) 3333-4444 e continuaremos o seu pedido de onde você parou.',
    );

    await page.unroute('**/api/sales/health_check');
    await page.clock.runFor(30_000);
    await expect(banner).toHaveCount(0);
  });

  test('an unknown page logs its URL with the 404', async ({ page }) => {
    const logged = page.waitForRequest(
      (r) => r.url().endsWith('/api/sales/v2/events') && (r.postData() ?? '').includes('page not found'),
    );
    const response = await page.goto('/nao/existe?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Essa página não existe.' })).toBeVisible();
    const body = JSON.parse((await logged).postData()!) as { properties: { url: string; status: number } };
    expect(body.properties).toMatchObject({ url: expect.stringContaining('/nao/existe?x=1'), status: 404 });
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  for (const [path, heading] of [
    ['/produtos/picanha-que-nao-existe', 'Esse produto não existe...'],
    ['/departamentos/9999', 'Não foi possível carregar esse departamento.'],
  ] as const) {
    test(`a stale link (${path}) logs its URL with the 404 too`, async ({ page }) => {
      const logged = page.waitForRequest(
        (r) => r.url().endsWith('/api/sales/v2/events') && (r.postData() ?? '').includes('page not found'),
      );
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.getByText(heading)).toBeVisible();
      const body = JSON.parse((await logged).postData()!) as { properties: { url: string; status: number } };
      expect(body.properties).toMatchObject({ url: expect.stringContaining(path), status: 404 });
    });
  }
});

test.describe('found by search engines', () => {
  test('the product HTML holds the name, price and availability without JavaScript', async ({ request }) => {
    const response = await request.get('/produtos/picanha-bovina');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Picanha Bovina (Peça inteira) | Casa da Carne</title>');
    // Inline in the document, not streamed into a hidden element after a loading skeleton.
    const main = mainHtml(html);
    expect(main).toMatch(/<h1[^>]*>Picanha Bovina<\/h1>/);
    expect(main).toMatch(/R\$\s89,90/);
    expect(main).not.toContain('Fora de estoque');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/produtos\/picanha-bovina"/);
    expect(html).toMatch(
      /<meta property="og:image" content="[^"]+\/produtos\/picanha-bovina\/opengraph-image/,
    );
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; offers?: Record<string, unknown> },
    );
    expect(jsonLd.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(jsonLd[0]!.offers).toMatchObject({
      priceCurrency: 'BRL',
      price: '89.90',
      availability: 'https://schema.org/InStock',
    });
  });

  test("a department's HTML holds each card's markup once, its products once more for the browser", async ({
    request,
  }) => {
    const html = await (await request.get('/departamentos/1')).text();
    const main = mainHtml(html);
    const cards = main.match(/<article /g)!.length;
    expect(cards).toBeGreaterThan(20);
    expect(main).toMatch(/<h3[^>]*>Picanha Bovina<\/h3>/);
    // The browser draws the cards from their products (a client grid), so the page's RSC data does not
    // repeat each card's elements and class names: the card's class list is in the HTML once per card.
    const cardClass = 'rounded-xl bg-white shadow-sm ring-1 ring-warm-200 transition-shadow';
    expect(html.split(cardClass).length - 1).toBe(cards);
    // The first row's photos (the page's main picture) load at once with high priority, the rest lazily.
    const photos = main.match(/<img [^>]*src="\/media\/products\/[^"]*-small\.webp"[^>]*>/g)!;
    expect(
      photos.slice(0, 2).every((tag) => /fetchpriority="high"/i.test(tag) && /loading="eager"/.test(tag)),
    ).toBe(true);
    expect(photos.slice(2).every((tag) => /loading="lazy"/.test(tag))).toBe(true);
  });

  test("a page's HTML holds its shell once as markup and once as data, not again for the 404 page", async ({
    request,
  }) => {
    const footerClass = 'mt-auto bg-ink text-warm-200';
    for (const path of ['/sobre', '/departamentos/1']) {
      const html = await (await request.get(path)).text();
      // Next sends the root not-found page (drawn in the shell) with every page: it refers to the page's
      // own header and footer instead of carrying them a second time.
      expect(html.split(footerClass).length - 1, path).toBe(2);
    }
    const notFound = await request.get('/nao/existe');
    expect(notFound.status()).toBe(404);
    const html = await notFound.text();
    expect(html).toContain('<title>Página não encontrada | Casa da Carne</title>');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    // The full shell: the shop's header and its footer around the text.
    expect(html).toContain('<header class="bg-brand text-white"');
    expect(html).toMatch(/<h1[^>]*>Oops! Essa página não existe.<\/h1>/);
    expect(html.split(footerClass).length - 1).toBe(2);
  });

  test('a browser gets the title, description and canonical link in <head>, not streamed into <body>', async ({
    request,
  }) => {
    const browser =
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const html = await (
      await request.get('/produtos/picanha-bovina', { headers: { 'User-Agent': browser } })
    ).text();
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('<title>Picanha Bovina (Peça inteira) | Casa da Carne</title>');
    expect(head).toMatch(/<meta name="description" content="Picanha tradicional/);
    expect(head).toMatch(/<link rel="canonical" href="[^"]+\/produtos\/picanha-bovina"/);
  });

  test('an out-of-stock product says so in its HTML and its offer', async ({ request }) => {
    const html = await (await request.get('/produtos/file-de-costela-wagyu')).text();
    expect(mainHtml(html)).toContain('Fora de estoque');
    expect(html).toContain('"availability":"https://schema.org/OutOfStock"');
  });

  test('each product has its own Open Graph image', async ({ request }) => {
    const html = await (await request.get('/produtos/picanha-bovina')).text();
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)![1]!;
    const response = await request.get(new URL(image).pathname + new URL(image).search);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });

  test('the sitemap lists products, departments and the landings, and robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/produtos/picanha-bovina-fatiada</loc>');
    expect(sitemap).toMatch(/\/departamentos\/\d+<\/loc>/);
    expect(sitemap).toContain('/blend</loc>');
    expect(sitemap).toContain('/bigchurrasco</loc>');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .+\/sitemap\.xml/);
    // The personal and transactional pages say noindex themselves, which a crawler must be let in to read.
    expect(robots).not.toMatch(/Disallow: \/(carrinho|checkout|minha-conta|login)/);
    for (const path of ['/carrinho', '/login', '/esqueci-senha', '/cadastro']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<meta name="robots" content="noindex/);
    }
  });
});
