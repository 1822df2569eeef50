import { expect, test, type Page } from './fixtures';
import { CartPage } from './pages/cart-page';
import { LoginPage } from './pages/account-pages';

/**
 * Journeys across the areas: buying from the product page and a department page, the guest cart joining
 * the account at login, and notify-me on an out-of-stock product.
 */

async function logIn(page: Page, isMobile: boolean) {
  await new LoginPage(page, isMobile).logIn();
}

test('a guest buys from a product page and a department page, then the cart joins the account at login', async ({
  page,
  isMobile,
}) => {
  // A weighed product from its own page: added, then shown in Kg.
  await page.goto('/produtos/picanha-bovina');
  const created = page.waitForResponse((r) => r.url().includes('/api/v1/orders.json') && r.status() === 201);
  await page.getByRole('button', { name: 'Adicionar Picanha Bovina ao carrinho' }).click();
  await created;
  await expect(page.getByRole('group', { name: 'Quantidade de Picanha Bovina no carrinho' })).toContainText(
    'Kg',
  );
  await expect(new CartPage(page).noticeLink).toBeVisible();

  // A unit product from its department's page (Kits Churrasco).
  await page.goto('/departamentos');
  await page
    .getByRole('link', { name: /kits churrasco/i })
    .first()
    .click();
  const added = page.waitForResponse((r) => /\/line_items/.test(r.url()) && r.ok());
  await page.getByRole('button', { name: 'Adicionar Kit Churrasco 5 Pessoas ao carrinho' }).click();
  await added;
  await expect(
    page.getByRole('group', { name: 'Quantidade de Kit Churrasco 5 Pessoas no carrinho' }),
  ).toContainText('1 un');

  await page.goto('/carrinho');
  const lines = new CartPage(page).lines;
  await expect(lines).toHaveCount(2);
  expect(await page.evaluate(() => localStorage.getItem('casa-da-carne.guest-order'))).not.toBeNull();

  // Logging in hands the guest order to the customer and forgets the guest token.
  await page.goto('/login');
  await logIn(page, isMobile);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('casa-da-carne.guest-order'))).toBeNull();
  await page.goto('/carrinho');
  await expect(new CartPage(page).lines).toHaveCount(2);
  await expect(new CartPage(page).lines.filter({ hasText: 'Picanha Bovina' })).toBeVisible();
  const current = await page.request.get('/api/sales/api/v1/orders/current');
  expect(current.status()).toBe(200);
  // The guest order became the customer's, or was merged into the cart they already had.
  const names = ((await current.json()).line_items as { variant: { name: string } }[]).map(
    (l) => l.variant.name,
  );
  expect(names).toEqual(expect.arrayContaining(['Picanha Bovina', 'Kit Churrasco 5 Pessoas']));
});

test('an out-of-stock product offers notify-me to a logged-in customer, off and on, on its page and in lists', async ({
  page,
  isMobile,
}) => {
  await page.goto('/produtos/rabada-bovina');
  await expect(page.getByText('Fora de estoque').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Me avise quando chegar!' })).toHaveCount(0);

  await page.goto('/login?redirect=%2Fprodutos%2Frabada-bovina');
  await logIn(page, isMobile);
  await expect(page).toHaveURL(/\/produtos\/rabada-bovina$/);
  const buyBox = page.locator('[data-slot="buy-controls"]');
  await buyBox.getByRole('button', { name: 'Me avise quando chegar!' }).click();
  await expect(buyBox.getByRole('button', { name: 'Pronto! Agora é só esperar!' })).toBeVisible();
  // The subscription is the customer's, read back after a reload of the (shared, cached) page.
  await page.reload();
  await expect(buyBox.getByRole('button', { name: 'Pronto! Agora é só esperar!' })).toBeVisible();

  // The product's card in its subdepartment's list says the same, and turns it off.
  await page.getByRole('navigation', { name: 'Você está em' }).getByRole('link').last().click();
  await expect(page).toHaveURL(/\/departamentos\/\d+\/[\w-]+$/);
  const card = page.locator('article').filter({ has: page.locator('h3[title="Rabada Bovina"]') });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('Fora de estoque')).toBeVisible();
  await card.getByRole('button', { name: 'Pronto! Agora é só esperar!' }).click();
  await expect(card.getByRole('button', { name: 'Me avise quando chegar!' })).toBeVisible();
});
