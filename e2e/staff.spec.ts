/**
 * The staff's day on their screens (docs/business-rules.md, Staff roles; Order and delivery states): the
 * counter weighs an order on the tablet and the card is charged what was weighed, the manager gives it to a
 * driver, the driver's phone takes it out and shares the position the customer's tracker shows, and a
 * pickup goes from paid to collected; and once delivered, an order whose customer deleted the account
 * shows the counter no one's name. The real server and database throughout; the driver's position is the
 * browser's (mocked by Playwright).
 */
import fs from 'node:fs';
import type { Browser, BrowserContext } from '@playwright/test';
import type { PrivacyExportJson } from '../lib/sales-api/privacy';
import { expect, test, type Page } from './fixtures';
import { seriousAccessibilityViolations } from './pages/accessibility';
import { LoginPage } from './pages/account-pages';
import { logInAs, reveal, type StaffWho } from './pages/staff';
import { APP, APPROVED_CARD, buyByApi, newCustomer } from './pages/shopper';

interface Line {
  id: number;
  quantity: number;
  price: string;
  variant: { name: string };
}
interface Order {
  number: string;
  email: string;
  ship_total: string;
  adjustment_total: string;
  line_items: Line[];
  shipments: {
    selected_shipping_rate: { delivery_window_start: string | null } | null;
  }[];
}

/** A staff member's own browser (a tablet, or the driver's phone with `options`), logged in. */
async function staffBrowser(
  browser: Browser,
  baseURL: string,
  who: StaffWho,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Bahia',
    viewport: { width: 1024, height: 768 },
    ...options,
  });
  await context.addCookies([{ name: 'cdc_consent', value: 'denied', url: baseURL }]);
  const page = await context.newPage();
  await logInAs(page, who);
  return { context, page };
}

/** The day (America/Bahia, UTC-03:00) a window starts on, as the screens' ?data= reads it. */
function dayOf(instant: string): string {
  return new Date(new Date(instant).getTime() - 3 * 3600_000).toISOString().slice(0, 10);
}

/** The order's state as the staff's order page shows it, beside its number. */
const statusOf = (page: Page) => page.locator('h1 + [data-status]');

/** BRL cents of a line of `grams` at `price` per gram, rounded as the shop rounds a line. */
const lineCents = (price: string, grams: number) => Math.round(Number(price) * grams * 100);

/** A new customer's cart of two weighed products, 1 kg each, bought on `rate` (by card unless told). */
async function buyTwoWeighedLines(page: Page, method: 1 | 3, card = true): Promise<Order> {
  await newCustomer(page);
  const list = (await (
    await page.request.get('/api/sales/v2/products?q[s]=sales_volume+desc&per_page=40')
  ).json()) as {
    products: { id: number; unit_for_quantity: string; in_stock: boolean; alcoholic: boolean }[];
  };
  const weighed = list.products.filter((p) => p.unit_for_quantity === 'g' && p.in_stock && !p.alcoholic);
  const cart = await page.request.post('/api/sales/api/v1/orders.json', {
    headers: APP,
    data: { order: { line_items: weighed.slice(0, 2).map((p) => ({ variant_id: p.id, quantity: 1000 })) } },
  });
  expect(cart.ok()).toBe(true);
  const { number, status } = await buyByApi(
    page,
    (rates) =>
      rates.find((rate) => rate.shipping_method_id === method && rate.deliveries_remaining !== 0)!.id,
    card ? { card: APPROVED_CARD } : {},
  );
  expect(status).toBe(200);
  return (await (await page.request.get(`/api/sales/api/v1/orders/${number}`)).json()) as Order;
}

test('the counter weighs, the manager dispatches, the driver delivers and the customer follows', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const order = await buyTwoWeighedLines(page, 1);
  const { number } = order;
  const day = dayOf(order.shipments[0]!.selected_shipping_rate!.delivery_window_start!);

  // The counter finds it on the board of its day and weighs it: one line 9 % over, the other under.
  const counter = await staffBrowser(browser, baseURL!, 'counter');
  await counter.page.goto(`/equipe?data=${day}`);
  await (await reveal(counter.page, counter.page.getByRole('link', { name: new RegExp(number) }))).click();
  await expect(counter.page.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
  // A card payment is evaluated first.
  await counter.page.getByRole('button', { name: 'Aprovar pagamento' }).click();
  const [first, second] = order.line_items;
  const packing = counter.page.getByRole('form', { name: 'Pesagem' });
  await expect(packing).toBeVisible();
  // The tablet's colours hold on the order in preparation (its orange 'em preparação' strip).
  expect(await seriousAccessibilityViolations(counter.page)).toEqual([]);
  const lineOf = (line: Line) =>
    packing.getByRole('listitem').filter({ has: counter.page.getByText(line.variant.name, { exact: true }) });
  await lineOf(first!).getByLabel('Peso (g)').fill('1090');
  await lineOf(second!).getByLabel('Peso (g)').fill('950');
  // 9 % over is within the tolerance: no warning.
  await expect(packing.getByText('Acima da tolerância de 10 %')).toHaveCount(0);
  await packing.getByRole('button', { name: 'Concluir pesagem' }).click();
  await counter.page.getByRole('button', { name: 'Sim, concluir' }).click();
  await expect(statusOf(counter.page)).toHaveText('pronto');

  // The card is charged exactly the weighed items and the delivery, once the gateway confirms it.
  const weighedCents =
    lineCents(first!.price, 1090) +
    lineCents(second!.price, 950) +
    Math.round(Number(order.ship_total) * 100);
  const charged = `Cobrado no cartão: R$ ${(weighedCents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`;
  await expect
    .poll(
      async () => {
        await counter.page.reload();
        const charge = counter.page.getByTestId('captured-amount');
        // Until the gateway confirms the capture, the page says nothing of a charge.
        const text = (await charge.count()) > 0 ? await charge.textContent() : null;
        // BRL is written with a no-break space after R$.
        return text?.replaceAll('\u00a0', ' ') ?? null;
      },
      { timeout: 30_000 },
    )
    .toBe(charged);

  // The manager gives it to the driver, on dispatch.
  const manager = await staffBrowser(browser, baseURL!, 'manager');
  await manager.page.goto(`/equipe/expedicao?data=${day}`);
  const assign = await reveal(
    manager.page,
    manager.page.getByRole('form', { name: `Atribuir entregador ao pedido ${number}` }),
  );
  await assign.getByLabel('Entregador').selectOption({ label: 'Josué Santos' });
  await assign.getByLabel('Placa').fill('PJD1E23');
  await assign.getByRole('button', { name: 'Atribuir' }).click();
  await expect(manager.page.getByRole('list', { name: 'Rota de Josué Santos' })).toContainText(number);

  // The driver's phone takes it out and shares where it is.
  const driver = await staffBrowser(browser, baseURL!, 'driver', {
    viewport: { width: 412, height: 839 },
    isMobile: true,
    hasTouch: true,
    geolocation: { latitude: -12.9822, longitude: -38.4612 },
    permissions: ['geolocation'],
  });
  await driver.page.goto(`/entregador?data=${day}`);
  const delivery = await reveal(driver.page, driver.page.locator(`li[data-number="${number}"]`));
  await delivery.getByRole('button', { name: 'Saí para entrega' }).click();
  await expect(driver.page.getByRole('status')).toHaveText(/Compartilhando sua localização/);
  expect(await seriousAccessibilityViolations(driver.page)).toEqual([]);

  // The customer sees the driver on the way, and the position move.
  const trackerOf = () =>
    page.waitForResponse(
      (response) => response.url().includes(`/v2/orders/${number}/tracker`) && response.ok(),
    );
  await page.goto(`/minha-conta/pedidos/${number}`);
  await expect(page.getByTestId('order-status')).toHaveText('a caminho');
  await expect(page.getByText('Josué')).toBeVisible();
  const lastPosition = async () => {
    const tracker = (await (await trackerOf()).json()) as {
      driver: { locations: { latitude: string; longitude: string }[] } | null;
    };
    const last = tracker.driver?.locations.at(-1);
    return last && [Number(last.latitude), Number(last.longitude)];
  };
  await page.reload();
  expect(await lastPosition()).toEqual([-12.9822, -38.4612]);
  await driver.context.setGeolocation({ latitude: -12.9701, longitude: -38.4503 });
  await expect
    .poll(
      async () => {
        await page.reload();
        return lastPosition();
      },
      { timeout: 40_000, intervals: [5_000] },
    )
    .toEqual([-12.9701, -38.4503]);

  // Delivered: the phone closes it and the customer reads it.
  await delivery.getByRole('button', { name: 'Entregue', exact: true }).click();
  await driver.page.getByRole('button', { name: 'Sim, entregue' }).click();
  // Closed, the delivery's card keeps its text readable (colour contrast).
  await expect(delivery.getByRole('button', { name: 'Entregue', exact: true })).toHaveCount(0);
  expect(await seriousAccessibilityViolations(driver.page)).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('entregue');

  // Every move is on the order's history, with who made it.
  await counter.page.reload();
  const history = counter.page.getByRole('region', { name: 'Histórico' });
  await expect(history).toContainText('Carla');
  await expect(history).toContainText('Josué');
  for (const staff of [counter, manager, driver]) await staff.context.close();
});

test('a pickup goes from paid to collected, without a driver', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  // Paid by card online, as most are: evaluated, weighed and charged, then collected.
  const order = await buyTwoWeighedLines(page, 3);
  const { number } = order;
  const day = dayOf(order.shipments[0]!.selected_shipping_rate!.delivery_window_start!);

  const counter = await staffBrowser(browser, baseURL!, 'counter');
  await counter.page.goto(`/equipe?data=${day}`);
  const pickups = counter.page.getByRole('region', { name: 'Retiradas na loja' });
  await reveal(counter.page, pickups.getByRole('link', { name: new RegExp(number) }));
  await counter.page.goto(`/equipe/pedidos/${number}`);
  await counter.page.getByRole('button', { name: 'Aprovar pagamento' }).click();
  const packing = counter.page.getByRole('form', { name: 'Pesagem' });
  for (const line of order.line_items) {
    await packing
      .getByRole('listitem')
      .filter({ has: counter.page.getByText(line.variant.name, { exact: true }) })
      .getByLabel('Peso (g)')
      .fill('1000');
  }
  await packing.getByRole('button', { name: 'Concluir pesagem' }).click();
  await counter.page.getByRole('button', { name: 'Sim, concluir' }).click();
  await expect(statusOf(counter.page)).toHaveText('pronto para retirada');

  // The customer is told where and when to collect it.
  await page.goto(`/minha-conta/pedidos/${number}`);
  await expect(page.getByTestId('order-status')).toHaveText('pronto para retirada');
  await expect(page.getByTestId('pickup-ready')).toBeVisible();

  await counter.page.getByRole('button', { name: 'Marcar como retirado' }).click();
  await expect(statusOf(counter.page)).toHaveText('retirado');
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('retirado');
  await counter.context.close();
});

/** Moves an order paid on delivery through the staff's API to delivered, each line weighed as ordered. */
async function deliverByApi(staff: Page, order: Order): Promise<void> {
  const move = async (step: string, data: unknown) => {
    const answer = await staff.request.put(`/api/sales/admin/orders/${order.number}/${step}`, {
      headers: APP,
      data,
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  await move('fulfillment', { state: 'pending' }); // 'Aprovar pagamento'
  await move('packed', { line_items: order.line_items.map(({ id, quantity }) => ({ id, quantity })) });
  // A delivery is planned with its driver.
  await move('driver', { name: 'Josué Santos', license_plate: 'PJD1E23' });
  for (const state of ['planned', 'in_progress', 'success']) await move('delivery', { state });
}

test('an account exported then deleted cannot log in, and its old order shows the staff no name', async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const order = await buyTwoWeighedLines(page, 1, false);
  const { email } = order;

  // While the order is on its way the account stays (docs/business-rules.md, The customer's rights).
  await page.goto('/minha-conta/privacidade');
  const deletion = page.getByRole('form', { name: 'Excluir minha conta' });
  const deleteAccount = async () => {
    await deletion.getByLabel('Senha atual').fill('picanha-2026');
    await deletion.getByRole('checkbox').check();
    await deletion.getByRole('button', { name: 'Excluir minha conta' }).click();
  };
  await deleteAccount();
  await expect(deletion.getByRole('alert')).toHaveText(
    'Você tem pedidos em andamento. Aguarde a entrega (ou cancele o pedido) para excluir a conta.',
  );

  const manager = await staffBrowser(browser, baseURL!, 'manager');
  await deliverByApi(manager.page, order);
  await manager.context.close();

  // Delivered: the data first, as a file, with the profile and the order.
  await page.reload();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const data = JSON.parse(fs.readFileSync((await (await download).path())!, 'utf8')) as PrivacyExportJson;
  expect(data.profile).toMatchObject({ email, first_name: 'Bruna', last_name: 'Lima' });
  expect(data.orders.map((each) => [each.number, each.delivery_state])).toEqual([[order.number, 'success']]);

  await deleteAccount();
  await expect(page.getByText('Sua conta foi excluída. Seus dados pessoais foram apagados.')).toBeVisible();

  // Its e-mail and password open nothing any more.
  await page.goto('/login');
  const login = new LoginPage(page, isMobile);
  await login.logIn(email, 'picanha-2026');
  await expect(login.form.getByText('* Email ou senha incorretos')).toHaveCount(2);

  // Kept for the fiscal record: the order, without the person.
  const counter = await staffBrowser(browser, baseURL!, 'counter');
  await counter.page.goto(`/equipe/pedidos/${order.number}`);
  await expect(statusOf(counter.page)).toHaveText('entregue');
  const shown = counter.page.getByRole('article');
  await expect(shown.getByRole('region', { name: 'Cliente' })).toContainText('Cliente removido');
  await expect(shown).not.toContainText('Bruna');
  await expect(shown).not.toContainText(email);
  await expect(shown).not.toContainText('Hortênsias');
  await counter.context.close();
});
