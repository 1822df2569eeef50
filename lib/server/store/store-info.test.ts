/**
 * The store's information (docs/business-rules.md, Store back office): the manager's, only the 'store'
 * capability reaches it, checked with pt-BR field messages; the configuration's values until changed and
 * again after 'back to the configuration'; every page (the server's snapshot) and GET /v2/store follow a
 * change at once.
 */
import type { ErrorBody } from '@/lib/sales-api/errors';
import type { StoreInfoBody, StoreInfoSettingJson, StoreJson } from '@/lib/sales-api/store';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import { createShopper, type Shopper } from '@/test-support/server/checkout-fixtures';
import { createStaff } from '@/test-support/server/order-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { followStoreSettings } from './setting-values';
import { STORE_INFO_SCHEMA, storeHoursText, storeInfo } from './store-info';
import { MSG } from '@/lib/rules/field-messages';

jest.setTimeout(120_000);

let api: TestApi;
let manager: Shopper;

beforeAll(async () => {
  api = await createTestApi();
  manager = await createStaff(api, 'manager');
  // As the server does at its start (instrumentation-node.ts).
  await followStoreSettings(api.database.db, { info: STORE_INFO_SCHEMA });
});
afterAll(() => api.database.close());

type Answer = StoreInfoSettingJson & ErrorBody;
const call = (method: string, body?: unknown, who: Shopper = manager) =>
  api.json<Answer>(
    '/admin/store/info',
    body === undefined
      ? { method, headers: { ...who.headers, 'X-App': 'sales-frontend' } }
      : jsonRequest(method, body, who.headers),
  );

const CONFIGURED = {
  name: 'Casa da Carne',
  phone: '(71) 3333-4444',
  whatsapp_number: '5571988887777',
  email: 'contato@casadacarne.com.br',
  address: 'Av. Manoel Dias da Silva, 1000, Pituba, Salvador - BA',
  hours: 'Segunda a sábado, das 07:00 às 19:00\nDomingos e feriados, das 07:00 às 12:00',
};

const edited: StoreInfoBody = {
  name: 'Casa da Carne Pituba',
  phone: '(71) 98888-1234',
  whatsapp_number: '5571977776666',
  email: 'loja@casadacarne.com.br',
  address: '  Rua Ceará, 200, Pituba, Salvador - BA ',
  hours: 'Segunda a sábado, das 08:00 às 18:00\n\nDomingos, das 08:00 às 12:00\n',
};

it('is the manager’s: 403 for guests, customers and the counter', async () => {
  expect((await api.json('/admin/store/info')).status).toBe(403);
  expect((await call('GET', undefined, await createShopper(api))).status).toBe(403);
  expect((await call('PUT', edited, await createStaff(api, 'counter'))).status).toBe(403);
});

it("starts from the configuration's values", async () => {
  const { status, body } = await call('GET');
  expect([status, body]).toEqual([200, { info: CONFIGURED, defaults: CONFIGURED, edited: false }]);
  expect(storeInfo().name).toBe('Casa da Carne');
});

it('refuses bad values with the message of each field', async () => {
  const { status, body } = await call('PUT', {
    name: '',
    phone: '71 3333-4444',
    whatsapp_number: '71988887777',
    email: 'loja@',
    address: 'x'.repeat(201),
    hours: ' \n ',
  });
  expect(status).toBe(422);
  expect(body.errors).toEqual({
    name: ['Informe o nome da loja'],
    phone: ['Telefone no formato (71) 3333-4444'],
    whatsapp_number: ['WhatsApp com país e DDD, só números (ex.: 5571988887777)'],
    email: ['Email inválido'],
    address: ['Endereço muito longo. Max 200 letras'],
    hours: ['Informe o horário de funcionamento'],
  });
  expect((await call('GET')).body.edited).toBe(false);
  // Its lines, but no other control character.
  const controlled = await call('PUT', { ...edited, hours: 'Segunda a sábado\u001b[31m\nDomingos\u0007' });
  expect([controlled.status, controlled.body.errors]).toEqual([422, { hours: [MSG.controlCharacters] }]);
  // Half an emoji (a lone surrogate) has no UTF-8 form: the JSON column would refuse it (a 500).
  const broken = await call('PUT', { ...edited, name: 'Casa \ud800' });
  expect([broken.status, broken.body.errors]).toEqual([422, { name: [MSG.loneSurrogate] }]);
  expect((await call('GET')).body.edited).toBe(false);
});

it("shows the manager's values on every page and on GET /v2/store, and goes back to the configuration", async () => {
  const saved = await call('PUT', edited);
  expect(saved.status).toBe(200);
  expect(saved.body.edited).toBe(true);
  expect(saved.body.info).toEqual({
    ...edited,
    address: 'Rua Ceará, 200, Pituba, Salvador - BA',
    hours: 'Segunda a sábado, das 08:00 às 18:00\nDomingos, das 08:00 às 12:00',
  });
  expect(storeInfo()).toEqual({
    name: 'Casa da Carne Pituba',
    phone: '(71) 98888-1234',
    phoneHref: 'tel:+5571988881234',
    whatsappNumber: '5571977776666',
    email: 'loja@casadacarne.com.br',
    address: 'Rua Ceará, 200, Pituba, Salvador - BA',
    hours: ['Segunda a sábado, das 08:00 às 18:00', 'Domingos, das 08:00 às 12:00'],
    freeShippingFrom: '99.00',
    pickupHours: ['Segunda a sábado, das 07:00 às 19:00', 'Domingo e feriados, das 07:00 às 12:00'],
  });
  expect(storeHoursText()).toBe('Segunda a sábado, das 08:00 às 18:00. Domingos, das 08:00 às 12:00.');
  const publicStore = await api.json<StoreJson>('/v2/store');
  expect(publicStore.body).toMatchObject({ name: 'Casa da Carne Pituba', whatsapp_number: '5571977776666' });

  const reset = await call('DELETE');
  expect([reset.status, reset.body.edited, reset.body.info]).toEqual([200, false, CONFIGURED]);
  expect(storeInfo().name).toBe('Casa da Carne');
  expect((await api.json<StoreJson>('/v2/store')).body.name).toBe('Casa da Carne');
});
