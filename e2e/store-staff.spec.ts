/**
 * The store back office (docs/business-rules.md, Store back office): the manager creates a product with a
 * picture uploaded from the tablet, publishes it, and it is on its department page, in the search and in
 * the sitemap; archived, its page answers 410 and it leaves the sitemap. The real server and database;
 * the picture is drawn here with sharp. The desktop project only (playwright.config.ts).
 */
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { logInAs } from './pages/staff';

interface AdminProduct {
  id: number;
  slug: string;
  status: string;
  department_id: number;
  images: { small_url: string; alt: string }[];
}

test('the manager creates, pictures, publishes and archives a product', async ({ page }) => {
  test.setTimeout(120_000);
  // Unique per run: a retry must not find the first try's product under the same address.
  const suffix = Date.now().toString(36);
  const name = `Copa Lombo Fumeiro ${suffix}`;
  const slug = `copa-lombo-fumeiro-${suffix}`;
  const picture = await sharp({ create: { width: 1024, height: 768, channels: 3, background: '#8a2d1f' } })
    .jpeg()
    .toBuffer();

  await logInAs(page, 'manager');
  await page.goto('/equipe');
  await page.getByRole('navigation', { name: 'Equipe' }).getByRole('link', { name: 'Loja' }).click();
  await expect(page.getByRole('heading', { name: 'Loja', level: 1 })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Produtos/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Produtos', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Novo produto' }).click();

  // The new product: its address follows its name; sold by weight from the form's defaults.
  const form = page.getByRole('form', { name: 'Novo produto' });
  await expect(form.getByLabel('Subdepartamento')).not.toContainText('Carregando...');
  await form.getByLabel('Nome', { exact: true }).fill(name);
  await expect(form.getByLabel('Endereço da página (/produtos/...)')).toHaveValue(slug);
  await form.getByLabel('Subdepartamento').selectOption({ index: 1 });
  await form.getByLabel('Descrição').fill('Copa lombo curada e defumada no fumeiro da casa.');
  await form.getByLabel('Preço (R$ por grama)').fill('0.0799');
  await form.getByLabel('Estoque (gramas)').fill('20000');
  await form.getByRole('button', { name: 'Criar rascunho' }).click();
  await expect(page).toHaveURL(/\/equipe\/loja\/produtos\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.locator('[data-status="draft"]')).toHaveText('Rascunho');

  // A draft is no page of the shop yet.
  const draftPage = await page.request.get(`/produtos/${slug}`, { headers: { Accept: 'text/html' } });
  expect(draftPage.status()).toBe(404);
  // Nor in the sitemap, whose addresses stay cached until they change.
  const sitemap = async () => (await page.request.get('/sitemap.xml')).text();
  expect(await sitemap()).not.toContain(`/produtos/${slug}</loc>`);

  // The picture, with its alt text.
  await page.getByLabel('Nova foto (JPEG, PNG ou WebP, até 5 MB)').setInputFiles({
    name: 'copa-lombo.jpg',
    mimeType: 'image/jpeg',
    buffer: picture,
  });
  await page.getByLabel('Texto alternativo da nova foto').fill('Copa lombo fatiada na tábua');
  await page.getByRole('button', { name: 'Enviar foto' }).click();
  const photos = page.getByRole('list', { name: 'Fotos do produto' });
  await expect(photos.getByRole('img', { name: 'Copa lombo fatiada na tábua' })).toBeVisible();

  const read = async () =>
    (await (await page.request.get(`/api/sales/admin/products/${id}`)).json()) as AdminProduct;
  const product = await read();
  expect(product.slug).toBe(slug);
  const photo = await page.request.get(product.images[0]!.small_url);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/webp');
  expect(await sharp(await photo.body()).metadata()).toMatchObject({ width: 400, height: 300 });

  // Published (after the question), it is on the shop.
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('button', { name: 'Sim, publicar' }).click();
  await expect(page.locator('[data-status="published"]')).toHaveText('Publicado');
  await expect(page.getByRole('link', { name: 'Ver na loja' })).toHaveAttribute('href', `/produtos/${slug}`);

  // The list's own HTML draws it first (latest changed first), before any script runs (docs/performance.md).
  const listHtml = await page.request.get('/equipe/loja/produtos', { headers: { Accept: 'text/html' } });
  expect(await listHtml.text()).toContain(`>${name}</span>`);

  const productPage = await page.goto(`/produtos/${slug}`);
  expect(productPage?.status()).toBe(200);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.goto(`/departamentos/${product.department_id}`);
  // New, it comes last in its subdepartment: past the first page, behind 'Ver mais'.
  const card = page.locator(`a[href="/produtos/${slug}"]`);
  const more = page.getByRole('link', { name: /^Ver mais produtos de/ });
  for (let i = 0; i < 10 && (await card.count()) === 0 && (await more.count()) > 0; i++) {
    const shown = await page.getByRole('article').count();
    await more.first().click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(shown);
  }
  await expect(card.first()).toBeAttached();

  await page.goto(`/busca?q=${encodeURIComponent(name)}`);
  await expect(
    page.getByRole('list', { name: 'Produtos encontrados' }).getByRole('heading', { name, exact: true }),
  ).toBeVisible();

  // The sitemap's addresses are read again at its first request after the change.
  expect(await sitemap()).toContain(`/produtos/${slug}</loc>`);

  // Archived (after the question), its address answers 410 and the sitemap drops it.
  await page.goto(`/equipe/loja/produtos/${id}`);
  await page.getByRole('button', { name: 'Arquivar' }).click();
  await page.getByRole('button', { name: 'Sim, arquivar' }).click();
  await expect(page.locator('[data-status="archived"]')).toHaveText('Arquivado');
  expect((await read()).status).toBe('archived');

  const gone = await page.goto(`/produtos/${slug}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'Este produto não está mais à venda' })).toBeVisible();
  expect(await sitemap()).not.toContain(`/produtos/${slug}</loc>`);
});
