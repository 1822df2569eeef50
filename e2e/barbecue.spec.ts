import { expect, test, type Page } from './fixtures';
import { CartPage } from './pages/cart-page';
import { firstLoadScripts, mainHtml } from './pages/html';

const counter = (page: Page, label: 'Adultos' | 'Crianças') => page.locator(`output[aria-label="${label}"]`);

async function press(page: Page, name: string, times: number) {
  for (let i = 0; i < times; i++) await page.getByRole('button', { name }).click();
}

/** The full names of the result panel's lines (the links carry them in their title). */
async function barbecueNames(page: Page): Promise<string[]> {
  const lines = page.getByTestId('barbecue-line');
  await expect(lines.first()).toBeVisible();
  return lines.evaluateAll((items) =>
    items.map((item) => item.querySelector('a[title]')!.getAttribute('title')!),
  );
}

test('a guest plans a barbecue for 10 adults and 3 children, edits it and adds it all to the cart', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'CHURRASCÔMETRO' })
    .click();
  await expect(page).toHaveURL(/\/bigchurrasco$/);
  await page.getByRole('link', { name: 'CRIE O SEU CHURRASCO' }).click();
  await expect(page).toHaveURL(/\/bigchurrasco\/meuchurrasco$/);

  // Step 1: 4 adults and no children to start; neither goes below.
  await expect(counter(page, 'Adultos')).toHaveText('4');
  await expect(counter(page, 'Crianças')).toHaveText('0');
  await press(page, 'Menos adultos', 1);
  await press(page, 'Menos crianças', 1);
  await expect(counter(page, 'Adultos')).toHaveText('4');
  await expect(counter(page, 'Crianças')).toHaveText('0');
  await press(page, 'Mais adultos', 6);
  await press(page, 'Mais crianças', 3);
  await expect(counter(page, 'Adultos')).toHaveText('10');
  await expect(counter(page, 'Crianças')).toHaveText('3');

  // Step 2: the first cut type is preselected, with its picture.
  const whole = page.getByRole('radio', { name: 'Peça inteira' });
  await expect(whole).toHaveAttribute('aria-checked', 'true');
  await expect
    .poll(() => whole.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // Step 3: complements.
  await page.getByRole('button', { name: 'Carvão e acendedores' }).click();
  await page.getByRole('button', { name: 'Pão de alho' }).click();

  const planned = page.waitForRequest(
    (r) => r.url().includes('/barbecue/barbecues') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'CRIAR CHURRASCO!' }).click();
  expect((await planned).postDataJSON()).toMatchObject({ total_desired_quantity: 4600, fat_percentage: 50 });
  const panel = page.getByRole('region', { name: 'MEU CHURRASCO' });
  await expect(panel.getByText('Para 10 adultos e 3 crianças')).toBeVisible();
  const first = await barbecueNames(page);
  expect(first).toEqual(expect.arrayContaining(['Carvão Vegetal 5 kg', 'Pão de Alho']));
  await expect(panel.getByText('Subtotal estimado')).toBeVisible();

  // Edit: back to the form with every choice kept, then drinks too and sliced cuts.
  await panel.getByRole('button', { name: 'EDITAR CHURRASCO' }).click();
  await expect(counter(page, 'Adultos')).toHaveText('10');
  await expect(counter(page, 'Crianças')).toHaveText('3');
  await expect(page.getByRole('button', { name: 'Carvão e acendedores' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Pão de alho' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('radio', { name: 'Fatiada / em bifes' }).click();
  await page.getByRole('button', { name: 'Bebidas' }).click();
  await page.getByRole('button', { name: 'CRIAR CHURRASCO!' }).click();
  await expect(panel.getByText('Refrigerante Coca-Cola 2 L')).toBeVisible();
  const names = await barbecueNames(page);
  expect(names).toEqual(
    expect.arrayContaining(['Picanha Bovina', 'Carvão Vegetal 5 kg', 'Guaraná Antarctica 2 L']),
  );

  // One request adds every line; the cart notice shows as for any other add.
  const added = page.waitForResponse((r) =>
    /\/api\/v1\/orders(\.json|\/R\d{9}\/line_items\/batch)/.test(r.url()),
  );
  await panel.getByRole('button', { name: 'ADICIONAR AO CARRINHO' }).click();
  expect((await added).status()).toBe(201);
  await expect(panel.getByText('Churrasco adicionado ao carrinho!')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Carrinho atualizado' })).toBeVisible();

  await panel.getByRole('link', { name: 'Ir para o carrinho' }).click();
  await expect(page).toHaveURL(/\/carrinho$/);
  const lines = new CartPage(page).lines;
  await expect(lines).toHaveCount(names.length);
  for (const name of names) {
    await expect(lines.filter({ has: page.locator(`a[title=${JSON.stringify(name)}]`) })).toHaveCount(1);
  }
});

test("the calculator's form is in the page's HTML, not fetched after it", async ({ request }) => {
  const html = await (await request.get('/bigchurrasco/meuchurrasco')).text();
  const main = mainHtml(html);
  // Drawn by the server from the catalogue's lists: the page's first paint shows the form and its
  // pictures, where it showed 'Carregando...' until the browser had fetched them.
  expect(main).not.toContain('Carregando...');
  expect(main).toContain('1. Quantas pessoas?');
  expect(main).toMatch(/role="radio" aria-checked="true"[^>]*>.*?Peça inteira/s);
  expect(main).toMatch(/<img [^>]*src="\/media\/barbecue\/peca-inteira\.webp"/);
  expect(main).toContain('Carvão e acendedores');
  expect(main).toContain('CRIAR CHURRASCO!');
});

test("the churrascômetro's and the blends' landing pages leave React Query out of their first load", async ({
  request,
}) => {
  // What a page's HTML makes the browser load first; React Query throws this when no client is set.
  const firstLoadHoldsReactQuery = async (path: string) => {
    const scripts = firstLoadScripts(await (await request.get(path)).text());
    expect(scripts.length).toBeGreaterThan(0);
    const bodies = await Promise.all(scripts.map(async (src) => (await request.get(src)).text()));
    return bodies.some((body) => body.includes('No QueryClient set'));
  };
  // The calculator renders with it (so the marker is the right one)...
  expect(await firstLoadHoldsReactQuery('/bigchurrasco/meuchurrasco')).toBe(true);
  // ...the landing pages show no data of their own: it arrives with the live runtime, after their paint.
  expect(await firstLoadHoldsReactQuery('/bigchurrasco')).toBe(false);
  expect(await firstLoadHoldsReactQuery('/blend')).toBe(false);
});
