/**
 * After the purchase: a customer's order moves through the staff's hands (the back-office API,
 * as the command line uses it) and the customer follows every step on the order page, the tracker, the
 * order list and the home; COPIAR PEDIDO fills the cart again.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { request, type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchIntlFormatters } from './pages/intl-formatters';
import { expectNoSideScroll, NARROW_PHONE, overflowingText, watchLayoutShift } from './pages/layout-checks';
import { buyByApi, customerWithCart } from './pages/shopper';

const STAFF = { email: 'equipe@casadacarne.com.br', password: 'balcao2026' };

async function staffApi(
  baseURL: string,
): Promise<(method: 'put' | 'post', path: string, data?: unknown) => Promise<unknown>> {
  const context: APIRequestContext = await request.newContext({ baseURL });
  const login = await context.post('/api/sales/v2/auth', { data: STAFF });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  return async (method, path, data = {}) => {
    const response = await context[method](`/api/sales/admin/orders${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      data,
    });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  };
}

/** `npm run admin -- ...` against the journey's server, as a person at the counter would run it. */
async function adminCli(baseURL: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/admin.mts', ...args],
    {
      env: { ...process.env, ADMIN_URL: baseURL },
    },
  );
  return stdout;
}

test('a customer follows the order from the kitchen to the door, then copies it', async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(90_000);
  page.on('dialog', (dialog) => void dialog.accept());
  await customerWithCart(page);
  const { number, status } = await buyByApi(
    page,
    (rates) => rates.find((rate) => rate.shipping_method_id === 1 && rate.deliveries_remaining! > 0)!.id,
  );
  expect(status).toBe(200);

  // The list shows it, received, with the tracker and its date (written without an Intl formatter, whose
  // time zone data would cost the page's first render); the home shows the last-order block.
  const intlFormatters = await watchIntlFormatters(page);
  await page.goto('/minha-conta/pedidos');
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('recebido');
  // Its date: a column of its own on a wider screen, under the number on a phone.
  await expect(row.getByText(/^\d{2}\/\d{2}\/\d{4}$/).filter({ visible: true })).toBeVisible();
  expect(await intlFormatters()).toEqual([]);
  await expect(page.getByTestId('order-status')).toHaveText('recebido');
  if (isMobile) {
    // On the narrowest phone the row fits, its copy button in view, and the page never scrolls sideways.
    const size = page.viewportSize()!;
    await page.setViewportSize(NARROW_PHONE);
    await expect(row.getByRole('button', { name: 'COPIAR' })).toBeInViewport({ ratio: 1 });
    await expectNoSideScroll(page);
    await page.setViewportSize(size);
  }
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Seu último pedido' })).toContainText(`#${number}`);

  // The staff prepare and weigh it.
  const staff = await staffApi(baseURL!);
  // The first step from the command line.
  expect(await adminCli(baseURL!, 'preparo', number, 'pending')).toContain(
    `#${number}  complete  preparo: pending`,
  );
  for (const state of ['preparation_queue', 'preparation', 'packaging_queue', 'packaging']) {
    await staff('put', `/${number}/fulfillment`, { state });
  }
  const order = (await (await page.request.get(`/api/sales/api/v1/orders/${number}`)).json()) as {
    line_items: { id: number; quantity: number; variant: { unit_for_quantity: string } }[];
  };
  const weighed = order.line_items.find((line) => line.variant.unit_for_quantity === 'g')!;
  await staff('put', `/${number}/produced`, {
    line_items: [{ id: weighed.id, quantity: weighed.quantity + 45 }],
  });
  await staff('put', `/${number}/fulfillment`, { state: 'ready' });

  // The order arrives after the page's first paint and moves nothing in view (the footer stays below);
  // the tracker, answering after the order here, takes the place its placeholder kept, and its steps'
  // names fit their cells (on a phone they are for screen readers only).
  const layoutShift = await watchLayoutShift(page);
  let answerTracker!: () => void;
  const trackerHeld = new Promise<void>((resolve) => (answerTracker = resolve));
  await page.route(`**/v2/orders/${number}/tracker`, async (route) => {
    await trackerHeld;
    await route.continue();
  });
  await page.goto(`/minha-conta/pedidos/${number}`);
  await expect(page.getByRole('heading', { name: `Pedido #${number}` })).toBeVisible();
  const tracker = page.getByRole('region', { name: 'Acompanhe seu pedido' });
  await expect(tracker).toContainText('Carregando...');
  const placeholderHeight = (await tracker.boundingBox())!.height;
  answerTracker();
  await expect(page.getByTestId('order-status')).toHaveText('pronto');
  expect((await tracker.boundingBox())!.height).toBe(placeholderHeight);
  const steps = tracker.getByRole('list', { name: 'Progresso do pedido' }).getByRole('listitem');
  await expect(steps).toHaveText(['recebido', 'preparando', 'pronto', 'a caminho', 'entregue']);
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  expect(await overflowingText(steps)).toEqual([]);
  expect(await layoutShift()).toBeLessThan(0.01);
  await page.unrouteAll();
  // Its date and delivery window are written without an Intl formatter too.
  await expect(page.getByText(/^Data: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Entrega', exact: true })).toContainText(
    /\d{2}:\d{2} - \d{2}:\d{2}/,
  );
  expect(await intlFormatters()).toEqual([]);
  const kilos = ((weighed.quantity + 45) / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 3 });
  await expect(page.getByText(`(pesado: ${kilos} kg)`)).toBeVisible();
  await expect(page.getByTestId('produced-amount')).toBeVisible();

  // Out for delivery: the tracker shows the driver and follows without a reload.
  await staff('put', `/${number}/driver`, { name: 'Josué Santos', license_plate: 'PJD1E23' });
  await staff('put', `/${number}/delivery`, { state: 'planned' });
  await staff('put', `/${number}/delivery`, { state: 'in_progress' });
  // Positions are taken only while the delivery is under way.
  await staff('post', `/${number}/locations`, {
    latitude: -12.98,
    longitude: -38.47,
    client_time: new Date().toISOString(),
  });
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('a caminho');
  await expect(page.getByText('Josué Santos')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mapa indisponível' })).toBeVisible();
  await staff('put', `/${number}/delivery`, { state: 'success' });
  await expect(page.getByTestId('order-status')).toHaveText('entregue', { timeout: 25_000 });

  // COPIAR PEDIDO puts its items in the cart again.
  await page.getByRole('button', { name: 'COPIAR PEDIDO' }).click();
  await expect(page.getByRole('status').getByText(/Itens adicionados ao carrinho/)).toBeVisible();
  await page.goto('/carrinho');
  await expect(page.getByRole('link', { name: 'FECHAR COMPRA' })).toBeVisible();
});

test('a customer without orders sees the empty list, and another’s order the support message', async ({
  page,
}) => {
  // One registration for both (the suite shares one address; the shop allows 30 an hour from it).
  await customerWithCart(page);
  await page.goto('/minha-conta/pedidos/R000000001');
  await expect(
    page.getByText(/Não encontramos esse pedido. Entre em contato com nosso suporte no telefone/),
  ).toBeVisible();
  await page.goto('/minha-conta/pedidos');
  await expect(page.getByText('Você ainda não tem pedidos fechados.')).toBeVisible();
  await page.goto('/minha-conta/pedidos?page=9');
  await expect(page).toHaveURL(/\/minha-conta\/pedidos$/);
});
