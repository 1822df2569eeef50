/**
 * Substitutions (docs/business-rules.md, Substitutions): the customer chooses per line in the cart what to
 * do if a product is missing; the choice is on the order; the counter marks a weighed line 'Sem estoque',
 * accepts the suggested substitute with its weight, and the customer's order page says what replaced it.
 * The real server and database throughout.
 */
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { CartPage } from './pages/cart-page';
import { expectNoSideScroll } from './pages/layout-checks';
import { APP, APPROVED_CARD, buyByApi, newCustomer } from './pages/shopper';
import { logInAs } from './pages/staff';

interface Product {
  id: number;
  name: string;
  price: string;
  subdepartment_id: number;
  unit_for_quantity: string;
  in_stock: boolean;
  total_on_hand: number;
  minimum_quantity: number;
  alcoholic: boolean;
}

/**
 * A weighed product with another of its subdepartment at most 10 % dearer per Kg with stock for 1 Kg (so
 * that a substitute is offered for it), and a unit product.
 */
async function productsToBuy(page: Page): Promise<{ weighed: Product; unit: Product }> {
  const { products } = (await (
    await page.request.get('/api/sales/v2/products?q[s]=sales_volume+desc&per_page=100')
  ).json()) as { products: Product[] };
  const inStock = products.filter((p) => p.in_stock && !p.alcoholic);
  // Names the cart shows whole (it cuts them past 40 characters).
  const sellable = inStock.filter((p) => p.name.length <= 38);
  const weighed = sellable.find(
    (p) =>
      p.unit_for_quantity === 'g' &&
      p.minimum_quantity <= 1000 &&
      p.total_on_hand >= 1000 &&
      inStock.some(
        (other) =>
          other.id !== p.id &&
          other.unit_for_quantity === 'g' &&
          other.subdepartment_id === p.subdepartment_id &&
          other.total_on_hand >= 1000 &&
          Number(other.price) <= Number(p.price) * 1.1,
      ),
  );
  const unit = sellable.find((p) => p.unit_for_quantity === 'un');
  expect(weighed, 'a weighed product with a possible substitute').toBeDefined();
  expect(unit).toBeDefined();
  return { weighed: weighed!, unit: unit! };
}

async function counterTablet(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Bahia',
    viewport: { width: 1024, height: 768 },
  });
  await context.addCookies([{ name: 'cdc_consent', value: 'denied', url: baseURL }]);
  const page = await context.newPage();
  await logInAs(page, 'counter');
  return { context, page };
}

test('a substitution chosen in the cart is on the order, and the customer sees what replaced the line', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await newCustomer(page);
  const { weighed, unit } = await productsToBuy(page);
  const created = await page.request.post('/api/sales/api/v1/orders.json', {
    headers: APP,
    data: {
      order: {
        line_items: [
          { variant_id: weighed.id, quantity: 1000 },
          { variant_id: unit.id, quantity: unit.minimum_quantity },
        ],
      },
    },
  });
  expect(created.ok()).toBe(true);

  // In the cart each line says what happens if it is missing: the account's default, changed per line.
  const cart = new CartPage(page);
  await cart.open();
  const weighedChoice = cart.line(weighed.name).getByLabel('Se faltar:');
  const unitChoice = cart.line(unit.name).getByLabel('Se faltar:');
  await expect(weighedChoice).toHaveValue('similar');
  await unitChoice.selectOption({ label: 'me ligar' });
  await expect(cart.line(unit.name).getByText('✓ Escolha salva')).toBeVisible();
  await expectNoSideScroll(page);
  await page.reload();
  await expect(cart.line(unit.name).getByLabel('Se faltar:')).toHaveValue('call');

  const { number, status } = await buyByApi(
    page,
    (rates) => rates.find((rate) => rate.shipping_method_id === 1 && rate.deliveries_remaining !== 0)!.id,
    { card: APPROVED_CARD },
  );
  expect(status).toBe(200);

  // The order keeps each line's choice.
  await page.goto(`/minha-conta/pedidos/${number}`);
  const items = page.getByRole('list', { name: 'Itens' });
  await expect(items.getByRole('listitem').filter({ hasText: weighed.name })).toContainText(
    'Se faltar: substituir por similar',
  );
  await expect(items.getByRole('listitem').filter({ hasText: unit.name })).toContainText(
    'Se faltar: me ligar',
  );

  // The counter approves the payment, finds the weighed product missing and takes the suggested substitute.
  const counter = await counterTablet(browser, baseURL!);
  await counter.page.goto(`/equipe/pedidos/${number}`);
  await counter.page.getByRole('button', { name: 'Aprovar pagamento' }).click();
  const packing = counter.page.getByRole('form', { name: 'Pesagem' });
  const lineOf = (name: string) =>
    packing.getByRole('listitem').filter({ has: counter.page.getByText(name, { exact: true }) });
  await expect(lineOf(unit.name)).toContainText('Se faltar: me ligar');
  await lineOf(weighed.name).getByRole('button', { name: 'Sem estoque' }).click();
  const accept = lineOf(weighed.name).getByRole('button', { name: /^Substituir por / });
  const substitute = ((await accept.textContent()) ?? '').replace(/^Substituir por /, '');
  expect(substitute).not.toBe('');
  await accept.click();
  await lineOf(weighed.name).getByLabel('Peso do substituto (g)').fill('1000');
  await packing.getByRole('button', { name: 'Concluir pesagem' }).click();
  await counter.page.getByRole('button', { name: 'Sim, concluir' }).click();
  await expect(counter.page.locator('h1 + [data-status]')).toHaveText('pronto');
  await expect(counter.page.getByText(`Substituto de ${weighed.name}`)).toBeVisible();
  await counter.context.close();

  // The customer's order says what replaced the missing product.
  await page.reload();
  await expect(
    items.getByRole('listitem').filter({ hasText: weighed.name }).getByTestId('substitute'),
  ).toContainText(`Substituído por ${substitute} · 1 kg`);
});
