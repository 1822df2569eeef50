import { expect, test } from './fixtures';
import { firstLoadScripts } from './pages/html';

test('the departments page lists the seeded departments, rendered on the server', async ({
  page,
  request,
}) => {
  const departments = (await (await request.get('/api/sales/v2/departments')).json()) as { name: string }[];
  expect(departments.length).toBeGreaterThanOrEqual(8);

  await page.goto('/departamentos');
  const list = page.getByRole('list', { name: 'Departamentos' });
  for (const department of departments) {
    await expect(list.getByRole('heading', { name: department.name, exact: true })).toBeVisible();
  }
});

test('the departments page HTML holds the departments without JavaScript', async ({ request }) => {
  const html = await (await request.get('/departamentos')).text();
  expect(html).toContain('Bovinos');
  expect(html).toContain('Suínos');
});

test('the API reference page renders offline from the shop itself', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) external.push(r.url());
  });
  await page.goto('/api/sales/docs');
  await expect(page.getByText('/v2/departments/{id}').first()).toBeVisible();
  expect(external.filter((url) => !url.startsWith('data:'))).toEqual([]);
});

test('every page names its favicon, which answers, so no browser asks for /favicon.ico', async ({
  request,
}) => {
  for (const path of ['/', '/login', '/equipe', '/entregador']) {
    const html = await (await request.get(path)).text();
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
    expect(href, path).toBeDefined();
    const icon = await request.get(href!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  }
});

test('an unknown page says so with a 404', async ({ page }) => {
  const response = await page.goto('/nao-existe-essa-pagina');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Essa página não existe.' })).toBeVisible();
});

test('the old register paths send the shopper to /login with their query string', async ({ page }) => {
  for (const path of ['/cadastro', '/registro']) {
    await page.goto(`${path}?redirect=%2Fcarrinho&alert=entrar`);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcarrinho&alert=entrar$/);
    await expect(page.getByText('Por favor entre ou crie sua conta para continuar')).toBeVisible();
  }
});

test("the browser's scripts start with V8's compile hint, the build's last step (scripts/compile-hints.mts)", async ({
  page,
  request,
}) => {
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/_next\/static\/chunks\/.+\.js$/.test(pathname)) loaded.add(pathname);
  });
  // The home's first load (the scripts its HTML names) and what the live runtime loads after it.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const firstLoad = firstLoadScripts(await (await request.get('/')).text());
  expect(firstLoad.length).toBeGreaterThan(0);
  expect([...loaded]).toEqual(expect.arrayContaining(firstLoad));
  for (const script of loaded) {
    expect(
      (await (await request.get(script)).text()).startsWith('//# allFunctionsCalledOnLoad\n'),
      script,
    ).toBe(true);
  }
});

test('the body is parsed once the stylesheet is in: a parser-blocking script follows it in the head', async ({
  request,
}) => {
  for (const path of ['/', '/departamentos/1', '/carrinho', '/login']) {
    const html = await (await request.get(path)).text();
    const stylesheet = html.search(/<link rel="stylesheet"/);
    // An inline script without async or defer, which waits for the stylesheets before it.
    const blocking = html.search(/<script nonce="[^"]+">[^<]/);
    expect(stylesheet, path).toBeGreaterThan(0);
    expect(blocking, path).toBeGreaterThan(stylesheet);
    expect(blocking, path).toBeLessThan(html.indexOf('<body'));
  }
});
