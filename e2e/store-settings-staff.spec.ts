/**
 * The manager's store settings against the real server (docs/business-rules.md, Delivery windows and holds;
 * Coupons): a holiday the manager adds on /equipe/loja/feriados takes its day's scheduled windows out of the
 * checkout (pickup keeps Sunday's hours), and a coupon created on /equipe/loja/cupons with one use per
 * customer is refused the second time for the same customer. The demo customer and manager throughout (the
 * journeys register at most 30 customers an hour from their one address). The file name ends in
 * staff.spec.ts: the mobile project leaves the staff's journeys out (playwright.config.ts).
 */
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { expect, test, type Page } from './fixtures';
import { CartPage } from './pages/cart-page';
import { CheckoutPage } from './pages/checkout-page';
import { logInAs } from './pages/staff';
import { APP, buyByApi, refillCart } from './pages/shopper';

interface Rate {
  id: number;
  shipping_method_id: number;
  delivery_window_start: string;
  deliveries_remaining: number | null;
}

const HOLIDAY_NAME = 'Inventário da loja';

/** The shop's day (America/Bahia, UTC-03:00) of an instant, 'YYYY-MM-DD'. */
function dayOf(instant: string): string {
  return new Date(new Date(instant).getTime() - 3 * 3600_000).toISOString().slice(0, 10);
}

/** A day as the delivery picker writes it ('sex, 4 dez'; lib/checkout/rates.ts rateWhen). */
function pickerDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const local = new Date(year, month - 1, date, 12);
  return `${format(local, 'EEEEEE', { locale: ptBR })}, ${format(local, 'd MMM', { locale: ptBR })}`.replace(
    /\./g,
    '',
  );
}

/** The customer's current order back at the cart, without a coupon (other journeys share the demo customer). */
async function cartAgain(page: Page): Promise<string> {
  await refillCart(page);
  const current = await (await page.request.get('/api/sales/api/v1/orders/current')).json();
  const number = current.number as string;
  const back = await page.request.put(`/api/sales/api/v1/checkouts/${number}?state=cart`, { headers: APP });
  expect(back.status(), await back.text()).toBe(200);
  const noCoupon = await page.request.put(`/api/sales/api/v1/checkouts/${number}`, {
    headers: APP,
    data: { coupon_codes: [] },
  });
  expect(noCoupon.status(), await noCoupon.text()).toBe(200);
  return number;
}

/** The rates the customer's current order is offered at its first address (the API's, as the checkout reads them). */
async function offeredRates(page: Page, number: string): Promise<Rate[]> {
  const addresses = await (await page.request.get('/api/sales/v2/addresses')).json();
  const addressed = await page.request.put(`/api/sales/api/v1/checkouts/${number}.json`, {
    headers: APP,
    data: { state: 'address', order: { ship_address_attributes: { id: addresses[0].id } } },
  });
  expect(addressed.status(), await addressed.text()).toBe(200);
  return (await addressed.json()).shipments[0].shipping_rates as Rate[];
}

/** Every rate's accessible name in the delivery picker, scrolling it down to the last. */
async function pickerNames(page: Page): Promise<string[]> {
  const checkout = new CheckoutPage(page);
  const names = new Set<string>();
  const more = page.getByRole('button', { name: 'Mais horários' });
  for (;;) {
    for (const radio of await checkout.picker.getByRole('radio').all()) {
      names.add((await radio.evaluate((input) => input.closest('label')?.textContent ?? '')).trim());
    }
    if (await more.isDisabled()) return [...names];
    await more.click();
  }
}

/** The holidays of `day`'s year that the manager's API lists on `day` (to leave none behind). */
async function removeHolidayOn(page: Page, day: string) {
  const { holidays } = await (
    await page.request.get(`/api/sales/admin/store/holidays?year=${day.slice(0, 4)}`)
  ).json();
  for (const holiday of holidays as { id: number; day: string; name: string }[]) {
    if (holiday.day === day && holiday.name === HOLIDAY_NAME) {
      const removed = await page.request.delete(`/api/sales/admin/store/holidays/${holiday.id}`, {
        headers: APP,
      });
      expect(removed.status()).toBe(204);
    }
  }
}

test("a holiday the manager adds takes its day's windows out of the checkout", async ({ page }) => {
  test.setTimeout(90_000);
  // The holiday goes on the last day offering both a scheduled delivery and a pickup (deliveries start
  // tomorrow and pickups today, each for 7 days: the last delivery day has no pickup).
  await logInAs(page, 'customer');
  const number = await cartAgain(page);
  const before = await offeredRates(page, number);
  const daysOf = (method: number) =>
    before
      .filter((rate) => rate.shipping_method_id === method)
      .map((rate) => dayOf(rate.delivery_window_start));
  const pickupDays = new Set(daysOf(3));
  const day = daysOf(1)
    .filter((scheduledDay) => pickupDays.has(scheduledDay))
    .at(-1)!;
  const label = pickerDay(day);

  await page.context().clearCookies();
  await logInAs(page, 'manager');
  await removeHolidayOn(page, day);
  await page.goto('/equipe/loja/feriados');
  await expect(page.getByRole('heading', { name: 'Feriados e dias fechados', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Novo feriado' }).click();
  const form = page.getByRole('form', { name: 'Novo feriado' });
  await form.getByLabel('Data').fill(day);
  await form.getByLabel('Nome').fill(HOLIDAY_NAME);
  await expect(form.getByLabel(/^Feriado: sem entregas/)).toBeChecked();
  await form.getByRole('button', { name: 'Salvar feriado' }).click();
  const [year, month, date] = day.split('-');
  // (The list of another year may be loading beside the notice: both are statuses.)
  await expect(page.getByRole('status').filter({ hasText: 'salvo' })).toContainText(
    `Feriado de ${date}/${month}/${year} salvo.`,
  );
  await expect(page.getByRole('list', { name: `Feriados de ${year}` })).toContainText(HOLIDAY_NAME);

  try {
    await page.context().clearCookies();
    await logInAs(page, 'customer');
    await cartAgain(page);
    const cart = new CartPage(page);
    await cart.open();
    await cart.checkoutLink.click();
    const checkout = new CheckoutPage(page);
    await expect(checkout.pane('1 Endereço de entrega')).toHaveAttribute('aria-current', 'step');
    await checkout.confirmAddress();
    const names = await pickerNames(page);
    const deliveries = names.filter((name) => name.startsWith('Entrega agendada'));
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.filter((name) => name.includes(`${label} ·`))).toEqual([]);
    // Pickup stays, on Sunday's hours.
    expect(
      names.filter((name) => name.startsWith('Retirada na loja') && name.includes(`${label} ·`)),
    ).toEqual([expect.stringContaining(`${label} · 07:00 - 12:00`)]);
  } finally {
    await page.context().clearCookies();
    await logInAs(page, 'manager');
    await removeHolidayOn(page, day);
  }
});

test('a coupon with one use per customer is refused the second time for the same customer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const code = `UMAVEZ${Date.now() % 1_000_000}`;
  await logInAs(page, 'manager');
  await page.goto('/equipe/loja/cupons');
  await expect(page.getByRole('heading', { name: 'Cupons', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Novo cupom' }).click();
  const form = page.getByRole('form', { name: 'Novo cupom' });
  await form.getByLabel('Código').fill(code);
  await form.getByLabel('Descrição').fill('5% uma vez por cliente');
  await form.getByLabel('Desconto (%)').fill('5');
  await form.getByLabel('Usos por cliente (vazio: sem limite)').fill('1');
  await form.getByRole('button', { name: 'Salvar cupom' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'salvo' })).toContainText(`Cupom ${code} salvo.`);
  const item = page.getByRole('list', { name: 'Cupons' }).getByRole('listitem').filter({ hasText: code });
  await expect(item).toContainText('1 vez por cliente');
  await expect(item).toContainText('Usos: 0 (0 clientes)');

  // The first order with it, through the API, picked up at the store with the saved card.
  await page.context().clearCookies();
  await logInAs(page, 'customer');
  const number = await cartAgain(page);
  const applied = await page.request.put(`/api/sales/api/v1/checkouts/${number}`, {
    headers: APP,
    data: { coupon_codes: [code] },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  const savedCard = (await (await page.request.get('/api/sales/v2/users/me')).json()).credit_cards[0]
    .id as number;
  const pickup = (rates: { id: number; shipping_method_id: number }[]) =>
    rates.find((rate) => rate.shipping_method_id === 3)!.id;
  const first = await buyByApi(page, pickup, { savedCard });
  expect(first.status).toBe(200);

  // The second time, at the checkout's payment pane.
  await cartAgain(page);
  const cart = new CartPage(page);
  await cart.open();
  await cart.checkoutLink.click();
  const checkout = new CheckoutPage(page);
  await expect(checkout.pane('1 Endereço de entrega')).toHaveAttribute('aria-current', 'step');
  await checkout.confirmAddress();
  await checkout.chooseDelivery(/^Retirada na loja/);
  await checkout.applyCoupon(code);
  await expect(page.getByText('Você já usou este cupom').first()).toBeVisible();

  // The manager's list counts the use.
  await page.context().clearCookies();
  await logInAs(page, 'manager');
  await page.goto('/equipe/loja/cupons');
  await expect(
    page.getByRole('list', { name: 'Cupons' }).getByRole('listitem').filter({ hasText: code }),
  ).toContainText('Usos: 1 (1 cliente)');
});
