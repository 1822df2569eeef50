/**
 * The delivery terms (docs/business-rules.md, Shipping and pickup): the manager's, only the 'store'
 * capability reaches them, checked with pt-BR field messages; the checkout's rates follow a change at the
 * next request (the city's cost, free delivery from the items total, the express surcharge and hours, the
 * pickup hours), and go back to the configuration's.
 */
import type { ErrorBody } from '@/lib/sales-api/errors';
import type { OrderJson } from '@/lib/sales-api/order';
import type { DeliveryInput, DeliverySettingJson } from '@/lib/sales-api/delivery-terms';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import { createCart, createShopper, put, type Shopper } from '@/test-support/server/checkout-fixtures';
import { createStaff, stockedShop, type TestProducts } from '@/test-support/server/order-fixtures';
import type { TestApi } from '@/test-support/server/test-api';
import { DELIVERY_SCHEMA } from './delivery-costs';
import { followStoreSettings } from './setting-values';
import { storeInfo } from './store-info';

jest.setTimeout(120_000);

let api: TestApi;
let products: TestProducts;
let manager: Shopper;

beforeAll(async () => {
  ({ api, products } = await stockedShop());
  manager = await createStaff(api, 'manager');
  // As the server does at its start (instrumentation-node.ts).
  await followStoreSettings(api.database.db, { delivery: DELIVERY_SCHEMA });
});
afterAll(() => api.database.close());

type Answer = DeliverySettingJson & ErrorBody;
const call = (method: string, body?: unknown, who: Shopper = manager) =>
  api.json<Answer>(
    '/admin/store/delivery',
    body === undefined
      ? { method, headers: { ...who.headers, 'X-App': 'sales-frontend' } }
      : jsonRequest(method, body, who.headers),
  );

/** The rates a new cart of a new customer in Salvador is offered (the clock: Monday 23/11 10:00). */
async function offered(): Promise<OrderJson['shipments'][number]['shipping_rates']> {
  const customer = await createShopper(api);
  const cart = await createCart(api, customer, [{ variant_id: products.unit.id, quantity: 1 }]);
  const { body } = await put(api, customer, `/api/v1/checkouts/${cart.number}.json`, {
    state: 'address',
    order: { ship_address_attributes: { id: customer.addressId } },
  });
  return body.shipments[0]!.shipping_rates;
}
const costOf = (rates: Awaited<ReturnType<typeof offered>>, method: number) =>
  rates.find((rate) => rate.shipping_method_id === method)?.cost;
const todaysPickup = (rates: Awaited<ReturnType<typeof offered>>) =>
  rates.find((rate) => rate.shipping_method_id === 3 && rate.delivery_window_start!.startsWith('2026-11-23'));

const DEFAULTS = {
  costs: { Salvador: '9.90', 'Lauro de Freitas': '14.90', 'Vila de Abrantes': '19.90' },
  free_from: '99.00',
  express_surcharge: '15.00',
  express_from: 8,
  express_until: 18,
  pickup_weekday_open: 7,
  pickup_weekday_close: 19,
  pickup_sunday_open: 7,
  pickup_sunday_close: 12,
};

const terms = (overrides: Partial<DeliveryInput> = {}): DeliveryInput => ({ ...DEFAULTS, ...overrides });

it('is the manager’s: 403 for guests, customers and the counter', async () => {
  expect((await api.json('/admin/store/delivery')).status).toBe(403);
  expect((await call('GET', undefined, await createShopper(api))).status).toBe(403);
  expect((await call('PUT', terms(), await createStaff(api, 'counter'))).status).toBe(403);
});

it("starts from the configuration's costs and the shop's standard hours", async () => {
  const { status, body } = await call('GET');
  expect([status, body]).toEqual([200, { delivery: DEFAULTS, defaults: DEFAULTS, edited: false }]);
  const rates = await offered();
  expect(costOf(rates, 1)).toBe('9.90');
  expect(costOf(rates, 2)).toBe('24.90');
});

it('refuses bad values with the message of each field', async () => {
  const { status, body } = await call(
    'PUT',
    terms({
      costs: { Salvador: 'dez', 'Lauro de Freitas': '14.90', 'Vila de Abrantes': '19.90' },
      free_from: '-1',
      express_from: 18,
      express_until: 8,
      pickup_sunday_open: 25,
    }),
  );
  expect(status).toBe(422);
  expect(body.errors).toEqual({
    'costs.Salvador': ['Valor inválido (ex.: 9,90)'],
    free_from: ['Valor inválido (ex.: 9,90)'],
    express_until: ['O fim deve ser depois do início'],
    pickup_sunday_open: ['Hora inválida (0 a 24)'],
  });
  const missingCity = await call('PUT', terms({ costs: { Salvador: '9.90' } as DeliveryInput['costs'] }));
  expect(missingCity.status).toBe(422);
});

it("prices and offers the checkout's rates by the manager's terms, then by the configuration's again", async () => {
  const saved = await call(
    'PUT',
    terms({
      costs: { Salvador: '12,50', 'Lauro de Freitas': '16', 'Vila de Abrantes': '21.00' },
      free_from: '500',
      express_surcharge: '20,00',
      pickup_weekday_open: 8,
      pickup_weekday_close: 20,
    }),
  );
  expect(saved.status).toBe(200);
  expect(saved.body.edited).toBe(true);
  expect(saved.body.delivery).toMatchObject({
    costs: { Salvador: '12.50', 'Lauro de Freitas': '16.00', 'Vila de Abrantes': '21.00' },
    free_from: '500.00',
    express_surcharge: '20.00',
  });
  // The storefront's cart hint and order pages read the same terms.
  expect(storeInfo()).toMatchObject({
    freeShippingFrom: '500.00',
    pickupHours: ['Segunda a sábado, das 08:00 às 20:00', 'Domingo e feriados, das 07:00 às 12:00'],
  });
  let rates = await offered();
  expect(costOf(rates, 1)).toBe('12.50');
  expect(costOf(rates, 2)).toBe('32.50');
  expect(todaysPickup(rates)?.delivery_window_end).toBe(new Date('2026-11-23T20:00:00-03:00').toISOString());

  // Free from R$ 1 of items; express from 11:00 only (the clock says 10:00).
  await call('PUT', terms({ free_from: '1.00', express_from: 11, express_until: 17 }));
  rates = await offered();
  expect(costOf(rates, 1)).toBe('0.0');
  expect(costOf(rates, 2)).toBeUndefined();

  const reset = await call('DELETE');
  expect([reset.status, reset.body.edited, reset.body.delivery]).toEqual([200, false, DEFAULTS]);
  rates = await offered();
  expect(costOf(rates, 1)).toBe('9.90');
  expect(costOf(rates, 2)).toBe('24.90');
});
