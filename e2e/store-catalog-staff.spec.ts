/**
 * The product form's recipes and related products, the preview and the audit (docs/business-rules.md,
 * Store back office): the manager writes a recipe with its video link and relates a product picked by
 * name; the draft's preview shows both to the manager only; published, the product's page shows the recipe
 * under 'Dicas de receitas' and the related product under 'Você também pode gostar'; the store's history
 * lists the changes. A product offered in bags of chosen sizes only: its page names them, and the cart's
 * slider offers only those. The real server and database; the desktop project only (playwright.config.ts).
 */
import { expect, test } from './fixtures';
import { logInAs } from './pages/staff';

test('a recipe and a related product typed in the form are on the product’s page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Unique per run: a retry must not find the first try's product under the same address.
  const suffix = Date.now().toString(36);
  const name = `Fraldinha na Mostarda ${suffix}`;
  const slug = `fraldinha-na-mostarda-${suffix}`;

  await logInAs(page, 'manager');
  await page.goto('/equipe/loja/produtos/novo');
  const form = page.getByRole('form', { name: 'Novo produto' });
  await expect(form.getByLabel('Subdepartamento')).not.toContainText('Carregando...');
  await form.getByLabel('Nome', { exact: true }).fill(name);
  await form.getByLabel('Subdepartamento').selectOption({ index: 1 });
  await form.getByLabel('Preço (R$ por grama)').fill('0.0699');
  await form.getByLabel('Estoque (gramas)').fill('15000');

  // A recipe: a link that is not plain https is refused at the field before anything is sent.
  await form.getByRole('button', { name: 'Adicionar receita' }).click();
  await form.getByLabel('Título da receita 1').fill('Fraldinha com mostarda e mel');
  await form
    .getByLabel(/Modo de fazer da receita 1/)
    .fill('Passe a mostarda com mel na carne.\nAsse em fogo alto por 12 minutos de cada lado.');
  const video = form.getByLabel(/Link do vídeo da receita 1/);
  await video.fill('http://vimeo.com/76979871');
  await form.getByRole('button', { name: 'Criar rascunho' }).click();
  await expect(
    form.getByText('* Informe um link https válido (ex.: https://vimeo.com/123456)'),
  ).toBeVisible();
  await video.fill('https://vimeo.com/76979871');

  // A related product, found by part of its name.
  await form.getByLabel('Buscar produto para relacionar').fill('picanha bovina angus');
  await form.getByRole('button', { name: /^Relacionar Picanha Bovina Angus/ }).click();
  await expect(form.getByRole('list', { name: 'Produtos relacionados escolhidos' })).toContainText(
    'Picanha Bovina Angus',
  );
  await form.getByRole('button', { name: 'Criar rascunho' }).click();
  await expect(page).toHaveURL(/\/equipe\/loja\/produtos\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));

  // The draft's preview: the manager sees the page as it will be; anyone else, the not-found page.
  await page.getByRole('link', { name: 'Pré-visualizar' }).click();
  await expect(page).toHaveURL(`/previa/produtos/${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Pré-visualização' })).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fraldinha com mostarda e mel' })).toBeVisible();
  const stranger = await browser.newContext();
  const strangerAnswer = await stranger.request.get(`/previa/produtos/${id}`, {
    headers: { Accept: 'text/html' },
  });
  expect(strangerAnswer.status()).toBe(404);
  expect(await strangerAnswer.text()).not.toContain(name);
  expect(
    (await stranger.request.get(`/produtos/${slug}`, { headers: { Accept: 'text/html' } })).status(),
  ).toBe(404);
  await stranger.close();

  // Published, the product's page shows the recipe and the related product.
  await page.goto(`/equipe/loja/produtos/${id}`);
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('button', { name: 'Sim, publicar' }).click();
  await expect(page.locator('[data-status="published"]')).toHaveText('Publicado');

  const productPage = await page.goto(`/produtos/${slug}`);
  expect(productPage?.status()).toBe(200);
  const recipes = page.getByRole('region', { name: 'Dicas de receitas' });
  await expect(recipes.getByRole('heading', { name: 'Fraldinha com mostarda e mel' })).toBeVisible();
  await recipes.getByRole('button', { name: /Ver mais/ }).click();
  await expect(recipes.getByText('Asse em fogo alto por 12 minutos de cada lado.')).toBeVisible();
  await expect(recipes.getByTitle('Vídeo: Fraldinha com mostarda e mel')).toBeAttached();
  const related = page.getByRole('region', { name: 'Você também pode gostar' });
  await related.scrollIntoViewIfNeeded();
  await expect(related.getByRole('heading', { name: /Picanha Bovina Angus/ }).first()).toBeVisible();

  // The store's history names the manager's changes, latest first.
  await page.goto('/equipe/loja/historico');
  const changes = page.getByRole('list', { name: 'Alterações' });
  await expect(changes.getByRole('listitem').first()).toContainText(`Produto alterado: ${name}`);
  await expect(changes).toContainText(`Produto criado: ${name}`);
});

test('a product portioned in chosen sizes offers only those on its page and in the cart', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const name = `Cupim Porcionado ${suffix}`;

  await logInAs(page, 'manager');
  await page.goto('/equipe/loja/produtos/novo');
  const form = page.getByRole('form', { name: 'Novo produto' });
  await expect(form.getByLabel('Subdepartamento')).not.toContainText('Carregando...');
  await form.getByLabel('Nome', { exact: true }).fill(name);
  await form.getByLabel('Subdepartamento').selectOption({ index: 1 });
  await form.getByLabel('Preço (R$ por grama)').fill('0.0599');
  await form.getByLabel('Estoque (gramas)').fill('15000');
  await form.getByLabel('Só os tamanhos escolhidos').check();
  // A size outside the shop's set is refused at the field before anything is sent.
  const sizes = form.getByLabel(/Tamanhos dos pacotes/);
  await sizes.fill('450');
  await form.getByRole('button', { name: 'Criar rascunho' }).click();
  await expect(
    form.getByText('* Tamanho de pacote inválido: de 500 g a 10.000 g, de 100 g em 100 g'),
  ).toBeVisible();
  await sizes.fill('500, 1000');
  await form.getByRole('button', { name: 'Criar rascunho' }).click();
  await expect(page).toHaveURL(/\/equipe\/loja\/produtos\/\d+$/);
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('button', { name: 'Sim, publicar' }).click();
  await expect(page.locator('[data-status="published"]')).toHaveText('Publicado');
  const slug = await page.getByLabel('Endereço da página (/produtos/...)').inputValue();

  // A shopper: the page names the sizes; the cart's slider has those two (1 Kg is the whole line too).
  const shopper = await browser.newContext();
  const guest = await shopper.newPage();
  await guest.goto(`/produtos/${slug}`);
  await expect(
    guest.getByText('Porcionamento: escolha no carrinho pacotes de 0,5 Kg ou 1 Kg.'),
  ).toBeVisible();
  // The guest's cart is made by the first line: wait for it before leaving the page.
  const created = guest.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/orders') && r.ok(),
  );
  await guest
    .getByRole('button', { name: `Adicionar ${name} ao carrinho` })
    .first()
    .click();
  await created;
  await guest.goto('/carrinho');
  const slider = guest.getByRole('slider', { name: 'Porcionamento' });
  await expect(slider).toHaveAttribute('max', '1');
  await slider.focus();
  await slider.press('ArrowLeft');
  await expect(guest.getByTestId('portioning-bags')).toHaveText('2 × 500 g');
  await shopper.close();
});
