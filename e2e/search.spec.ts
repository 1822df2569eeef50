import { expect, test, type Page } from './fixtures';
import { mainHtml } from './pages/html';

const results = (page: Page) =>
  page.getByRole('list', { name: 'Produtos encontrados' }).getByRole('listitem');
const status = (page: Page) => page.getByRole('status').filter({ hasText: 'resultado' });
/** On small screens the filters fold behind a 'Filtros' button. */
async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filtros/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false')
    await toggle.click();
}
const count = async (page: Page) =>
  Number((await status(page).textContent())!.match(/^([\d.]+) resultados?/)![1]!.replace('.', ''));

test('search from the header, filter, paginate, reload, go back and reset', async ({ page }) => {
  await page.goto('/');
  const searchBox = page.getByRole('searchbox', { name: 'Buscar produtos' });
  await searchBox.fill('frango');
  await searchBox.press('Enter');

  await expect(page).toHaveURL(/\/busca\?q=frango$/);
  await expect(page.getByRole('heading', { name: 'RESULTADOS DA PESQUISA' })).toBeVisible();
  await expect(page.getByText('Resultados para "frango"')).toBeVisible();
  await expect(status(page)).toHaveText(/^\d+ resultados em \d+ ms$/);
  const total = await count(page);
  expect(total).toBeGreaterThan(24);
  await expect(results(page)).toHaveCount(12);
  const firstOfPageOne = await results(page).first().getByRole('heading').textContent();

  // Pagination
  await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/\/busca\?q=frango&pagina=2$/);
  await expect(page.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect(results(page).first().getByRole('heading')).not.toHaveText(firstOfPageOne!);

  // Manufacturer filter: back to the first page
  await showFilters(page);
  await page
    .getByRole('group', { name: 'Fabricante' })
    .getByRole('checkbox', { name: 'Sadia', exact: true })
    .check();
  // The query stays, and the filter goes back to the first page.
  await expect(page).toHaveURL(/\/busca\?q=frango&fabricante=Sadia$/);
  await expect.poll(() => count(page)).toBeLessThan(total);
  const sadia = await count(page);
  await expect(results(page)).toHaveCount(Math.min(sadia, 12));

  // 'Promoção' toggle
  await page.getByRole('checkbox', { name: 'Promoção' }).check();
  await expect(page).toHaveURL(/\/busca\?q=frango&fabricante=Sadia&promocao=1$/);
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first()).toContainText('Filé de Peito de Frango');
  await expect(results(page).first()).toContainText('Promoção');

  // The back button returns to the previous search state, and forward again
  await page.goBack();
  await expect(page).not.toHaveURL(/promocao=1/);
  await expect(page).toHaveURL(/fabricante=Sadia/);
  await expect(page.getByRole('checkbox', { name: 'Promoção' })).not.toBeChecked();
  await expect.poll(() => count(page)).toBe(sadia);
  await page.goForward();
  await expect(page).toHaveURL(/promocao=1/);
  await expect(results(page)).toHaveCount(1);

  // Reload keeps the state
  await page.reload();
  await expect(page).toHaveURL(/q=frango&fabricante=Sadia&promocao=1/);
  await showFilters(page);
  await expect(page.getByRole('checkbox', { name: 'Promoção' })).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Fabricante' }).getByRole('checkbox', { name: 'Sadia', exact: true }),
  ).toBeChecked();
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first()).toContainText('Filé de Peito de Frango');

  // Reset
  await showFilters(page);
  await page.getByRole('button', { name: 'Resetar filtros' }).click();
  await expect(page).toHaveURL(/\/busca\?q=frango$/);
  await expect.poll(() => count(page)).toBe(total);
  await expect(page.getByRole('button', { name: 'Resetar filtros' })).toBeDisabled();

  // A new search from the header starts over
  await searchBox.fill('linguiça');
  await searchBox.press('Enter');
  await expect(page.getByText('Resultados para "linguiça"')).toBeVisible();
  await expect(results(page).first()).toContainText('Linguiça Toscana');
  await expect(searchBox).toHaveValue('linguiça');
});

test('the same words searched again from the header start over, without the filters chosen', async ({
  page,
}) => {
  await page.goto('/busca?q=frango');
  const total = await count(page);
  await showFilters(page);
  const sadia = page
    .getByRole('group', { name: 'Fabricante' })
    .getByRole('checkbox', { name: 'Sadia', exact: true });
  await sadia.check();
  await expect(page).toHaveURL(/\/busca\?q=frango&fabricante=Sadia$/);
  await expect.poll(() => count(page)).toBeLessThan(total);

  const searchBox = page.getByRole('searchbox', { name: 'Buscar produtos' });
  await searchBox.fill('frango');
  await searchBox.press('Enter');
  await expect(page).toHaveURL(/\/busca\?q=frango$/);
  await expect.poll(() => count(page)).toBe(total);
  await showFilters(page);
  await expect(sadia).not.toBeChecked();
});

test('a shared link spelled otherwise shows its search, and the back button leaves it at once', async ({
  page,
}) => {
  await page.goto('/perguntas');
  await page.goto('/busca?query=picanha&utm_source=whatsapp');
  await expect(page.getByText('Resultados para "picanha"')).toBeVisible();
  await expect(results(page).first()).toContainText('Picanha');
  // InstantSearch, once it has taken the results over, writes the search's own address in place.
  await expect(page).toHaveURL(/\/busca\?q=picanha$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/perguntas$/);
});

test('a search without results says so, and a long query is cut in the title', async ({ page }) => {
  await page.goto('/busca?q=xyzzyqwertyuiopasdf');
  await expect(page.getByText('Resultados para "xyzzyqwertyuiop..."')).toBeVisible();
  await expect(page.getByText('Sem resultados para essa pesquisa')).toBeVisible();
  await expect(status(page)).toHaveText(/^0 resultados em \d+ ms$/);
});

test('the HTML of a shared search link holds its results without JavaScript', async ({ request }) => {
  const response = await request.get('/busca?q=picanha&fabricante=Friboi');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('RESULTADOS DA PESQUISA');
  expect(html).toContain('Resultados para &quot;picanha&quot;');
  expect(html).toContain('Picanha Bovina Angus');
  expect(html).not.toContain('Picanha Suína');
  // Page links are real links.
  expect(html).not.toContain('href="/busca?q=picanha&amp;fabricante=Friboi&amp;pagina=2"');
});

test("the header's search field is in the page's HTML once, holding the current query", async ({
  request,
}) => {
  const fields = async (path: string) =>
    [
      ...(await (await request.get(path)).text()).matchAll(
        /<input [^>]*placeholder="O que você procura\?"[^>]*>/g,
      ),
    ].map(([tag]) => tag);
  // Not a blank copy first and the real one streamed after it (a Suspense boundary), which the browser
  // swaps in when it arrives: on a slow connection after the page has shown, dropping what was typed.
  const onSearch = await fields('/busca?q=picanha');
  expect(onSearch).toHaveLength(1);
  expect(onSearch[0]).toContain('value="picanha"');
  // A link that names the query `query` (the address is rewritten to `q` only once InstantSearch is live).
  expect((await fields('/busca?query=picanha'))[0]).toContain('value="picanha"');
  const elsewhere = await fields('/perguntas');
  expect(elsewhere).toHaveLength(1);
  expect(elsewhere[0]).toContain('value=""');
});

test("the results are in the page's first paint, not streamed in after a skeleton", async ({ request }) => {
  const html = await (await request.get('/busca?q=picanha')).text();
  // A loading boundary (app/(shop)/busca/loading.tsx) made the HTML a skeleton with the results in a
  // hidden element after it, which React reveals 300 ms after the first paint at the earliest: the
  // results' first photo, the page's largest paint, came that much later.
  expect(html).not.toMatch(/<div hidden id="S:\d+"/);
  const main = mainHtml(html);
  expect(main).toContain('Picanha Bovina');
  expect(main).toMatch(/<img [^>]*src="\/media\/products\/picanha-bovina-small\.webp"/);
});

test("the first row's photos load at once, the others as they scroll into view", async ({ request }) => {
  const html = await (await request.get('/busca?q=picanha')).text();
  // The products' photos, without their blurred placeholders (aria-hidden).
  const photos = [...html.matchAll(/<img (?![^>]*aria-hidden)[^>]*src="\/media\/products\/[^>]*>/g)].map(
    ([tag]) => tag,
  );
  expect(photos.length).toBeGreaterThan(2);
  expect(photos.map((tag) => /loading="(\w+)"/.exec(tag)?.[1])).toEqual([
    'eager',
    'eager',
    ...Array(photos.length - 2).fill('lazy'),
  ]);
  expect(photos.slice(0, 2).every((tag) => /fetchpriority="high"/i.test(tag))).toBe(true);
});

test('the search API rejects a malformed request with a 4xx', async ({ request }) => {
  const response = await request.post('/api/sales/v2/search/queries', {
    data: { requests: [{ indexName: 'product_sales', params: { page: -1 } }] },
  });
  expect(response.status()).toBe(422);
});
