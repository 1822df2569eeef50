/**
 * Paying with Pix on the built-in test gateway (docs/business-rules.md, Payment: Pix): the payment pane says
 * what a Pix charges, completion moves to the Pix page (QR code, copy-and-paste code, countdown), the staff's
 * command line pays it as the demo's bank (`npm run admin -- pix-pago`), and the page becomes the
 * confirmation by itself; the tracker and the e-mail follow.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from './fixtures';
import { CartPage } from './pages/cart-page';
import { CheckoutPage } from './pages/checkout-page';
import { customerWithCart } from './pages/shopper';

/** `npm run admin -- ...` against the journey's server, as a person at the counter would run it. */
async function adminCli(baseURL: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/admin.mts', ...args],
    { env: { ...process.env, ADMIN_URL: baseURL } },
  );
  return stdout;
}

async function toPaymentPane(page: Page): Promise<CheckoutPage> {
  const cart = new CartPage(page);
  await cart.open();
  await cart.checkoutLink.click();
  await expect(page).toHaveURL(/\/checkout/);
  const checkout = new CheckoutPage(page);
  await checkout.confirmAddress();
  await checkout.chooseDelivery(/^Entrega agendada/);
  return checkout;
}

test('a customer pays with Pix: QR code and code to copy, paid at the bank, confirmation', async ({
  page,
  baseURL,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await customerWithCart(page);
  const checkout = await toPaymentPane(page);

  await page.getByRole('radio', { name: /^Pix/ }).check();
  // Said plainly before the order is placed.
  await expect(page.getByTestId('pix-note')).toContainText('o total estimado mais 10%');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(checkout.review.getByText(/Pix/).first()).toBeVisible();
  const number = await checkout.completeToConfirmation();

  await expect(
    page.getByRole('heading', { name: `Pague o Pix para concluir o pedido #${number}` }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code do Pix' }).locator('svg')).toBeVisible();
  const code = page.getByLabel('Pix copia e cola');
  await expect(code).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(page.getByTestId('pix-countdown')).toHaveText(/^(30:00|29:\d\d)$/);
  await page.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Código copiado!' })).toBeVisible();

  // The tracker says it waits for the payment.
  const tracker = await page.context().newPage();
  await tracker.goto(`/minha-conta/pedidos/${number}`);
  await expect(tracker.getByTestId('order-status')).toHaveText('aguardando pagamento');

  // The demo's bank pays it; the page follows and becomes the confirmation by itself.
  const answer = await adminCli(baseURL!, 'pix-pago', number);
  expect(answer).toContain(`#${number}`);
  await expect(
    page.getByRole('heading', { name: `Seu pedido #${number} foi recebido. Agora é só relaxar!` }),
  ).toBeVisible({ timeout: 15_000 });

  await tracker.reload();
  await expect(tracker.getByTestId('order-status')).toHaveText('recebido');
  // Paying again changes nothing.
  expect(await adminCli(baseURL!, 'pix-pago', number)).toContain(`#${number}`);
});
