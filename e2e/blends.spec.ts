/**
 * Blends, against the real built app and database: a customer builds a blend from three ground
 * meats, saves it, sends 2 Kg to the cart, sees it as one group there (its stepper changes the whole
 * blend) and in the order after checkout. Guests are asked to log in; saved and missing templates are
 * handled by the calculator.
 */
import { expect, test, type Response } from './fixtures';
import { BlendCalculatorPage, MyBlendsPage } from './pages/blend-pages';
import { expectNoSideScroll } from './pages/layout-checks';
import { buyByApi, newCustomer } from './pages/shopper';

const MEATS = ['Carne Moída de Patinho', 'Carne Moída de Acém', 'Carne Moída de Coxão Mole'];

test('a customer builds a blend of three ground meats, saves it and buys 2 Kg of it; missing and open templates', async ({
  page,
}) => {
  // Three searches, a save, the cart and a checkout: about a minute on a loaded 2-core machine.
  test.setTimeout(150_000);
  // One registration per journey: the shop allows 30 an hour from one address, and the suite shares one.
  await newCustomer(page);
  await page.goto('/blend/meus-blends');
  await expect(page.getByText('Você ainda não tem blends. Que tal criar o primeiro?')).toBeVisible();
  await page.goto('/blend/calculadora/999999');
  await expect(
    page.getByText('Não conseguimos encontrar o template para esse blend em nossos bancos de dados.'),
  ).toBeVisible();

  // An open template is listed with edit and delete.
  const created = await page.request.post('/api/sales/mixes/templates', {
    headers: { 'X-App': 'sales-frontend' },
    data: { name: 'Rascunho' },
  });
  const { id } = await created.json();
  await page.goto('/blend/meus-blends');
  const draft = new MyBlendsPage(page).card('Rascunho');
  await expect(draft).toContainText('Em aberto');
  await expect(draft.getByRole('link', { name: 'EDITAR' })).toHaveAttribute(
    'href',
    `/blend/calculadora/${id}`,
  );
  page.once('dialog', (dialog) => void dialog.accept());
  await draft.getByRole('button', { name: 'DELETAR' }).click();
  await expect(draft).toHaveCount(0);

  await page.goto('/blend');
  // The scripts the calculator fetches, to tell when InstantSearch's is among them (a script of the page
  // left behind has no body any more).
  const scripts: Promise<string>[] = [];
  const keepScript = (response: Response) => {
    if (/\/_next\/static\/chunks\/.+\.js$/.test(response.url()))
      scripts.push(response.text().catch(() => ''));
  };
  page.on('response', keepScript);
  const searchCodeFetched = async () =>
    (await Promise.all(scripts)).some((script) => script.includes('react-instantsearch-core'));
  await page.getByRole('link', { name: 'CRIAR MEU BLEND' }).click();
  await expect(page).toHaveURL(/\/blend\/calculadora\/\d+$/);
  const calculatorUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Criar novo blend' })).toBeVisible();

  // The first ground meats are in the page's HTML, not searched by the browser once the customer's
  // template and the editor's code have arrived (their first photo is the page's largest paint): their
  // buttons wait, busy, for the editor.
  const html = await (await page.request.get(calculatorUrl)).text();
  const start = html.indexOf('aria-label="Carnes moídas encontradas"');
  const firstMeats = html.slice(start, html.indexOf('</ul>', start));
  expect(firstMeats).toMatch(/<img (?=[^>]*fetchPriority="high")[^>]*src="\/media\/products\/carne-moida-/);
  expect(firstMeats).toMatch(
    /<button (?=[^>]*disabled="")(?=[^>]*aria-busy="true")[^>]*aria-label="Adicionar /,
  );

  const calculator = new BlendCalculatorPage(page);
  await expect(calculator.hits.getByRole('button').first()).toBeEnabled();
  // Once the editor is there they add; the search's code (InstantSearch) waits for the customer's first
  // move towards it, here the field's focus.
  expect(await searchCodeFetched()).toBe(false);
  await calculator.searchBox.focus();
  await expect.poll(searchCodeFetched).toBe(true);
  page.off('response', keepScript);
  // The search is filtered to ground meat, 9 hits a page, and says when nothing matches.
  await calculator.searchBox.fill('xyzwk');
  await expect(page.getByText('Nenhum resultado encontrado para "xyzwk"')).toBeVisible();
  for (const meat of MEATS) await calculator.add(meat);
  await expect(calculator.items).toHaveCount(3);
  // A long meat name is cut short in its line: on a phone the page does not grow sideways for it.
  await expectNoSideScroll(page);
  // 300 g of each (their minimum); patinho up to 600 g makes 2:1:1.
  await calculator.increase(MEATS[0]!, 3);
  await expect(calculator.weight).toHaveText('1,2 Kg');
  await expect(calculator.items.first()).toContainText('50% do blend');

  expect(await calculator.save('Blend do Zé', 'Para smash na chapa')).toBe(
    'Depois de salvo o Blend não pode mais ser editado. Deseja continuar?',
  );
  await expect(page).toHaveURL(/\/blend\/meus-blends$/);
  const card = new MyBlendsPage(page).card('Blend do Zé');
  await expect(card).toContainText(/Montado \d{2}\/\d{2}\/\d{4}/);
  await expect(card).toContainText('Para smash na chapa');
  // 1,2 Kg first (the recipe), then in batches of 400 g: 2 Kg is two steps up.
  const quantity = card.getByRole('group', { name: 'Quantidade de Blend do Zé' });
  await expect(quantity).toContainText('1,2 Kg');
  await card.getByRole('button', { name: 'Aumentar Blend do Zé' }).click();
  await card.getByRole('button', { name: 'Aumentar Blend do Zé' }).click();
  await expect(quantity).toContainText('2 Kg');
  await card.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(card.getByText('Blend adicionado ao carrinho!')).toBeVisible();

  // A saved template sends the calculator back to the list.
  await page.goto(calculatorUrl);
  await expect(page).toHaveURL(/\/blend\/meus-blends$/);

  // The cart: one group, named, with its meats in their shares; its stepper moves the whole blend.
  await page.goto('/carrinho');
  const blend = page.getByTestId('cart-blend');
  await expect(blend).toHaveCount(1);
  await expect(blend).toContainText('Blend do Zé');
  const meats = blend.getByRole('list', { name: 'Carnes de Blend do Zé' });
  await expect(meats.getByRole('listitem')).toHaveText([
    `${MEATS[0]}1 Kg`,
    `${MEATS[1]}0,5 Kg`,
    `${MEATS[2]}0,5 Kg`,
  ]);
  await blend.getByRole('button', { name: 'Aumentar Blend do Zé' }).click();
  await expect(blend.getByRole('group', { name: 'Quantidade de Blend do Zé no carrinho' })).toContainText(
    '2,4 Kg',
  );
  await expect(meats.getByRole('listitem')).toHaveText([
    `${MEATS[0]}1,2 Kg`,
    `${MEATS[1]}0,6 Kg`,
    `${MEATS[2]}0,6 Kg`,
  ]);
  // The change reached the server (after the 700 ms pause): a reload shows it.
  await expect
    .poll(async () => {
      const order = await (await page.request.get('/api/sales/api/v1/orders/current')).json();
      return order.mixes.map((mix: { quantity: number }) => mix.quantity);
    })
    .toEqual([2400]);

  const { number, status } = await buyByApi(
    page,
    (rates) => rates.find((rate) => rate.shipping_method_id === 1 && rate.deliveries_remaining! > 0)!.id,
  );
  expect(status).toBe(200);
  await page.goto(`/minha-conta/pedidos/${number}`);
  await expect(page.getByRole('list', { name: 'Itens' })).toContainText('Blend: Blend do Zé · 2,4 kg');
});

test('a guest is asked to log in before the blend pages', async ({ page }) => {
  await page.goto('/blend/meus-blends');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fblend%2Fmeus-blends/);
  await page.goto('/blend/calculadora/new');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fblend%2Fcalculadora%2Fnew/);
});
