/**
 * The access matrix (docs/business-rules.md, Staff roles): every back-office call × anonymous, customer,
 * counter, driver and manager. Only the roles with the call's capability answer 2xx (a driver: on their own
 * delivery); everyone else gets 403, a guest too (told to sign in with a staff account), never the customer
 * API's 401. Each allowed call gets an order in the state it needs, so a 2xx proves the access and a
 * refusal cannot hide behind a 409 or a 422.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { can, type StaffCapability } from '@/lib/rules/staff-roles';
import { STAFF_ONLY_TEXTS } from '@/lib/sales-api/errors';
import type { OrderJson } from '@/lib/sales-api/order';
import * as orderTables from '../orders/schema';
import * as storeTables from '../store/schema';
import { folderStorage } from '../media/image-storage';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import {
  createShopper,
  MONDAY_MORNING,
  setStock,
  testProducts,
  type Shopper,
} from '@/test-support/server/checkout-fixtures';
import { capturedOrder, completeOrder, createStaff, rateOf } from '@/test-support/server/order-fixtures';
import { newProductForm } from '@/test-support/server/store-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';

jest.setTimeout(300_000);

const ROLES = ['anonymous', 'customer', 'counter', 'driver', 'manager'] as const;
type Role = (typeof ROLES)[number];

let api: TestApi;
let products: Awaited<ReturnType<typeof testProducts>>;
let callers: Record<Exclude<Role, 'anonymous'>, Shopper>;
let shared: OrderJson;
let ordersMade = 0;

beforeAll(async () => {
  api = await createTestApi({
    clock: () => MONDAY_MORNING,
    mediaStorage: folderStorage(mkdtempSync(path.join(tmpdir(), 'uploads-'))),
  });
  products = await testProducts(api);
  await setStock(api, products.unit.id, 100_000);
  callers = {
    customer: await createShopper(api),
    counter: await createStaff(api, 'counter'),
    driver: await createStaff(api, 'driver'),
    manager: await createStaff(api, 'manager'),
  };
  shared = await orderIn({});
});
afterAll(() => api.database.close());

/**
 * A complete order paid on delivery (Tuesday's first window) of a new shopper (a customer keeps at most
 * MAX_UNPAID_ORDERS of them open), its row then set to `changes`.
 */
async function orderIn(changes: Partial<typeof orderTables.orders.$inferInsert>): Promise<OrderJson> {
  // Spread over the week's windows: one window holds 20 deliveries.
  const order = await completeOrder(
    api,
    await createShopper(api),
    [{ variant_id: products.unit.id, quantity: 1 }],
    {
      methodId: 2,
      pickRate: rateOf(1, (ordersMade += 1) % 20),
    },
  );
  if (Object.keys(changes).length > 0) {
    await api.database.db.update(orderTables.orders).set(changes).where(eq(orderTables.orders.id, order.id));
  }
  return order;
}

const ready = { fulfillmentState: 'ready', producedAmount: '10.00' };
/** An order out with the test's driver: theirs to move, fail and post positions for. */
const driversOrder = (deliveryState: string) => () =>
  orderIn({
    ...ready,
    deliveryState,
    driverId: callers.driver.id,
    driverName: 'Ana',
    vehicleLicensePlate: 'ABC1D23',
  });

interface Call {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  /** JSON, or PICTURE: a picture's upload. */
  body?: unknown;
}

interface Case {
  /** The capabilities that open it ('deliver': the driver's own order). */
  capabilities: StaffCapability[];
  /** The request for a caller allowed to make it (`order` in the state it needs) or not (`order` any). */
  call: (order: OrderJson) => Call;
  /** The order an allowed caller needs; the shared one otherwise. */
  order?: () => Promise<OrderJson>;
}

/**
 * A store setting's row for the call that changes or removes it, carried in the order's id (the matrix
 * hands each allowed caller an order): a holiday on a day of 2031 or a Sunday window.
 */
let settingsMade = 0;
async function holidayRow(): Promise<OrderJson> {
  const day = `2031-01-${String((settingsMade += 1) + 10).padStart(2, '0')}`;
  const [row] = await api.database.db
    .insert(storeTables.storeHolidays)
    .values({ day, name: 'Teste', kind: 'holiday' })
    .returning();
  return { ...shared, id: row!.id };
}
async function windowRow(): Promise<OrderJson> {
  const [row] = await api.database.db
    .insert(storeTables.deliveryWindows)
    .values({ weekday: 0, startHour: (settingsMade += 1), endHour: 23, capacity: 5 })
    .returning();
  return { ...shared, id: row!.id };
}
/** A draft product of the back office, carried in the order's id as the settings' rows are. */
let productsMade = 0;
const productForm = () =>
  newProductForm({
    name: `Linguiça da Matriz ${(productsMade += 1)}`,
    slug: `linguica-da-matriz-${productsMade}`,
    subdepartment_id: 1,
  });
/** Each draft's version, which its change sends back (a change of another version is refused). */
const productVersions = new Map<number, string>();
async function productRow(): Promise<OrderJson> {
  const { status, body } = await api.json<{ id: number; version: string }>(
    '/admin/products',
    jsonRequest('POST', productForm(), callers.manager.headers),
  );
  expect(status).toBe(201);
  productVersions.set(body.id, body.version);
  return { ...shared, id: body.id };
}
const pictureForm = async () => {
  const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a3161a' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'foto.png');
  return form;
};
/** A product with one picture: the picture's id by the product's. */
const pictures = new Map<number, number>();
async function productWithPicture(): Promise<OrderJson> {
  const product = await productRow();
  const { body } = await api.json<{ images: { id: number }[] }>(`/admin/products/${product.id}/images`, {
    method: 'POST',
    headers: callers.manager.headers,
    body: await pictureForm(),
  });
  pictures.set(product.id, body.images[0]!.id);
  return product;
}
/** The body of an upload: each caller sends a new form (a form's stream is read once). */
const PICTURE = Symbol('picture');

/**
 * Departments, subdepartments and banners of the back office, carried in the order's id as the products
 * are: each new and empty (a department or subdepartment that holds a product cannot be deleted).
 */
let departmentsMade = 0;
const departmentName = () => ({ name: `Departamento da Matriz ${(departmentsMade += 1)}` });
async function departmentRow(): Promise<OrderJson> {
  const { status, body } = await api.json<{ id: number }>(
    '/admin/store/departments',
    jsonRequest('POST', departmentName(), callers.manager.headers),
  );
  expect(status).toBe(201);
  return { ...shared, id: body.id };
}
/** A department with two subdepartments: their ids by the department's. */
const subdepartments = new Map<number, number[]>();
async function departmentWithSubdepartments(): Promise<OrderJson> {
  const department = await departmentRow();
  for (const name of ['Cortes', 'Miúdos']) {
    const { status, body } = await api.json<{ subdepartments: { id: number }[] }>(
      `/admin/store/departments/${department.id}/subdepartments`,
      jsonRequest('POST', { name }, callers.manager.headers),
    );
    expect(status).toBe(201);
    subdepartments.set(
      department.id,
      body.subdepartments.map((subdepartment) => subdepartment.id),
    );
  }
  return department;
}
/** An empty subdepartment, carried in the order's id. */
async function subdepartmentRow(): Promise<OrderJson> {
  const department = await departmentWithSubdepartments();
  return { ...shared, id: subdepartments.get(department.id)![0]! };
}
async function departmentWithPicture(): Promise<OrderJson> {
  const department = await departmentRow();
  const { status } = await api.request(`/admin/store/departments/${department.id}/image`, {
    method: 'POST',
    headers: callers.manager.headers,
    body: await pictureForm(),
  });
  expect(status).toBe(200);
  return department;
}
const BANNER = {
  alt: 'Tudo para o seu churrasco',
  href: '/busca?q=churrasco',
  starts_on: null,
  ends_on: null,
  active: true,
};
async function bannerRow(): Promise<OrderJson> {
  const { status, body } = await api.json<{ id: number }>(
    '/admin/store/banners',
    jsonRequest('POST', BANNER, callers.manager.headers),
  );
  expect(status).toBe(201);
  return { ...shared, id: body.id };
}
/** A new order of a list takes every id once: the ids of the last listing, reversed. */
let listedIds: number[] = [];
const listed = (path: string, key: 'departments' | 'banners') => async (): Promise<OrderJson> => {
  const { status, body } = await api.json<Record<typeof key, { id: number }[]>>(path, {
    headers: callers.manager.headers,
  });
  expect(status).toBe(200);
  listedIds = body[key].map((row) => row.id).reverse();
  return shared;
};

const DELIVERY = {
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
const STORE_INFO = {
  name: 'Casa da Carne',
  phone: '(71) 3333-4444',
  whatsapp_number: '5571988887777',
  email: 'contato@casadacarne.com.br',
  address: 'Av. Manoel Dias da Silva, 1000, Pituba, Salvador - BA',
  hours: 'Segunda a sábado, das 07:00 às 19:00\nDomingos e feriados, das 07:00 às 12:00',
};

const HOLIDAY = { day: '2031-02-03', name: 'Feriado de teste', kind: 'closed' };
const WINDOW = { weekday: 0, start_hour: 20, end_hour: 22, capacity: 4 };
const COUPON = {
  code: 'MATRIZ10',
  name: 'Teste',
  kind: 'percent',
  amount: '10',
  min_item_total: '0',
  starts_on: '2026-11-01',
  ends_on: null,
  usage_limit: null,
  per_customer_limit: null,
  active: true,
  advertised: false,
};

const POSITION = { latitude: -12.98, longitude: -38.47, client_time: MONDAY_MORNING.toISOString() };

const CASES: Record<string, Case> = {
  'GET /admin/board': { capabilities: ['board'], call: () => ({ method: 'GET', path: '/admin/board' }) },
  'GET /admin/orders': { capabilities: ['board'], call: () => ({ method: 'GET', path: '/admin/orders' }) },
  'GET /admin/orders/{number}': {
    capabilities: ['board', 'deliver'],
    order: driversOrder('planned'),
    call: (order) => ({ method: 'GET', path: `/admin/orders/${order.number}` }),
  },
  'GET /admin/orders/{number}/history': {
    capabilities: ['board'],
    call: (order) => ({ method: 'GET', path: `/admin/orders/${order.number}/history` }),
  },
  'GET /admin/orders/{number}/substitutes': {
    capabilities: ['pack'],
    call: (order) => ({ method: 'GET', path: `/admin/orders/${order.number}/substitutes` }),
  },
  'PUT /admin/orders/{number}/fulfillment': {
    capabilities: ['pack'],
    order: () => orderIn({}),
    call: (order) => ({
      method: 'PUT',
      path: `/admin/orders/${order.number}/fulfillment`,
      body: { state: 'pending' },
    }),
  },
  'PUT /admin/orders/{number}/packed': {
    capabilities: ['pack'],
    order: () => orderIn({ fulfillmentState: 'pending' }),
    call: (order) => ({
      method: 'PUT',
      path: `/admin/orders/${order.number}/packed`,
      body: { line_items: [{ id: order.line_items[0]!.id, quantity: 1 }] },
    }),
  },
  'PUT /admin/orders/{number}/produced': {
    capabilities: ['pack'],
    order: () => orderIn({ fulfillmentState: 'packaging' }),
    call: (order) => ({
      method: 'PUT',
      path: `/admin/orders/${order.number}/produced`,
      body: { line_items: [{ id: order.line_items[0]!.id, quantity: 1 }] },
    }),
  },
  'PUT /admin/orders/{number}/delivery': {
    capabilities: ['pack', 'dispatch', 'deliver'],
    order: driversOrder('planned'),
    call: (order) => ({
      method: 'PUT',
      path: `/admin/orders/${order.number}/delivery`,
      body: { state: 'in_progress' },
    }),
  },
  'PUT /admin/orders/{number}/dispatch': {
    capabilities: ['dispatch'],
    order: () => orderIn(ready),
    call: (order) => ({
      method: 'PUT',
      path: `/admin/orders/${order.number}/dispatch`,
      body: { driver_id: callers.driver.id, license_plate: 'ABC1D23' },
    }),
  },
  'PUT /admin/routes': {
    capabilities: ['dispatch'],
    order: () => orderIn(ready),
    call: (order) => ({ method: 'PUT', path: '/admin/routes', body: { numbers: [order.number] } }),
  },
  'PUT /admin/orders/{number}/driver': {
    capabilities: ['dispatch'],
    call: (order) => ({
      method: 'PUT',
      path: `/admin/orders/${order.number}/driver`,
      body: { name: 'Zé', license_plate: 'ABC1D23' },
    }),
  },
  'PUT /admin/orders/{number}/error': {
    capabilities: ['problems'],
    order: () => orderIn({ fulfillmentState: 'pending' }),
    call: (order) => ({
      method: 'PUT',
      path: `/admin/orders/${order.number}/error`,
      body: { note: 'Falta troco' },
    }),
  },
  'GET /admin/orders/{number}/reschedule': {
    capabilities: ['problems'],
    order: () => orderIn({ ...ready, deliveryState: 'failed' }),
    call: (order) => ({ method: 'GET', path: `/admin/orders/${order.number}/reschedule` }),
  },
  'PUT /admin/orders/{number}/reschedule': {
    capabilities: ['problems'],
    order: () => orderIn({ ...ready, deliveryState: 'failed' }),
    call: (order) => ({
      method: 'PUT',
      path: `/admin/orders/${order.number}/reschedule`,
      body: { starts_at: '2026-11-25T11:00:00.000Z' },
    }),
  },
  'PUT /admin/orders/{number}/cancel': {
    capabilities: ['problems'],
    order: () => orderIn({}),
    call: (order) => ({ method: 'PUT', path: `/admin/orders/${order.number}/cancel` }),
  },
  'POST /admin/orders/{number}/refunds': {
    capabilities: ['store'],
    order: () =>
      capturedOrder(api, callers.customer, callers.manager, [{ variant_id: products.unit.id, quantity: 1 }], {
        pickRate: rateOf(1, (ordersMade += 1) % 20),
      }),
    call: (order) => ({
      method: 'POST',
      path: `/admin/orders/${order.number}/refunds`,
      body: { amount: '1,00', reason: 'Devolução aceita' },
    }),
  },
  'PUT /admin/orders/{number}/payment_denied': {
    capabilities: ['problems'],
    order: () => orderIn({}),
    call: (order) => ({ method: 'PUT', path: `/admin/orders/${order.number}/payment_denied` }),
  },
  'PUT /admin/orders/{number}/pix_paid': {
    capabilities: ['problems'],
    // A Pix order waiting for its payment (payment method 4).
    order: () =>
      completeOrder(api, callers.customer, [{ variant_id: products.unit.id, quantity: 1 }], {
        methodId: 4,
        pickRate: rateOf(1, (ordersMade += 1) % 20),
      }),
    call: (order) => ({ method: 'PUT', path: `/admin/orders/${order.number}/pix_paid` }),
  },
  'PUT /admin/orders/{number}/failed': {
    capabilities: ['problems', 'deliver'],
    order: driversOrder('in_progress'),
    call: (order) => ({
      method: 'PUT',
      path: `/admin/orders/${order.number}/failed`,
      body: { reason: 'Cliente ausente' },
    }),
  },
  'POST /admin/orders/{number}/locations': {
    capabilities: ['dispatch', 'deliver'],
    order: driversOrder('in_progress'),
    call: (order) => ({ method: 'POST', path: `/admin/orders/${order.number}/locations`, body: POSITION }),
  },
  'PUT /admin/orders/{number}/sale_receipt': {
    capabilities: ['pack'],
    call: (order) => ({
      method: 'PUT',
      path: `/admin/orders/${order.number}/sale_receipt`,
      body: { url: 'https://nfe.sefaz.ba.gov.br/x' },
    }),
  },
  'GET /admin/driver/deliveries': {
    capabilities: ['deliver'],
    call: () => ({ method: 'GET', path: '/admin/driver/deliveries?date=2026-11-24' }),
  },
  'GET /admin/customers': {
    capabilities: ['support'],
    call: () => ({ method: 'GET', path: '/admin/customers?q=Ana' }),
  },
  'GET /admin/customers/{id}': {
    capabilities: ['support'],
    call: () => ({ method: 'GET', path: `/admin/customers/${callers.customer.id}` }),
  },
  'POST /admin/orders/{number}/resend_email': {
    capabilities: ['support'],
    call: (order) => ({ method: 'POST', path: `/admin/orders/${order.number}/resend_email` }),
  },
  'PUT /admin/variants/{id}': {
    capabilities: ['store'],
    call: () => ({
      method: 'PUT',
      path: `/admin/variants/${products.unit.id}`,
      body: { total_on_hand: 100_000 },
    }),
  },
  'GET /admin/jobs/problems': {
    capabilities: ['store'],
    call: () => ({ method: 'GET', path: '/admin/jobs/problems' }),
  },
  'GET /admin/store/holidays': {
    capabilities: ['store'],
    call: () => ({ method: 'GET', path: '/admin/store/holidays' }),
  },
  'POST /admin/store/holidays': {
    capabilities: ['store'],
    call: () => ({ method: 'POST', path: '/admin/store/holidays', body: HOLIDAY }),
  },
  'PUT /admin/store/holidays/{id}': {
    capabilities: ['store'],
    order: holidayRow,
    call: (row) => ({
      method: 'PUT',
      path: `/admin/store/holidays/${row.id}`,
      body: { ...HOLIDAY, day: '2031-03-04' },
    }),
  },
  'DELETE /admin/store/holidays/{id}': {
    capabilities: ['store'],
    order: holidayRow,
    call: (row) => ({ method: 'DELETE', path: `/admin/store/holidays/${row.id}` }),
  },
  'GET /admin/store/delivery_windows': {
    capabilities: ['store'],
    call: () => ({ method: 'GET', path: '/admin/store/delivery_windows' }),
  },
  'POST /admin/store/delivery_windows': {
    capabilities: ['store'],
    call: () => ({ method: 'POST', path: '/admin/store/delivery_windows', body: WINDOW }),
  },
  'PUT /admin/store/delivery_windows/{id}': {
    capabilities: ['store'],
    order: windowRow,
    call: (row) => ({
      method: 'PUT',
      path: `/admin/store/delivery_windows/${row.id}`,
      body: { ...WINDOW, start_hour: 6, end_hour: 7 },
    }),
  },
  'DELETE /admin/store/delivery_windows/{id}': {
    capabilities: ['store'],
    order: windowRow,
    call: (row) => ({ method: 'DELETE', path: `/admin/store/delivery_windows/${row.id}` }),
  },
  'GET /admin/store/coupons': {
    capabilities: ['store'],
    call: () => ({ method: 'GET', path: '/admin/store/coupons' }),
  },
  'POST /admin/store/coupons': {
    capabilities: ['store'],
    call: () => ({ method: 'POST', path: '/admin/store/coupons', body: COUPON }),
  },
  'PUT /admin/store/coupons/{id}': {
    capabilities: ['store'],
    // The first demo coupon, its terms kept but for the advertising.
    call: () => ({
      method: 'PUT',
      path: '/admin/store/coupons/1',
      body: { ...COUPON, code: 'BEMVINDO10', per_customer_limit: 1 },
    }),
  },
  'PUT /admin/store/coupons/{id}/active': {
    capabilities: ['store'],
    call: () => ({ method: 'PUT', path: '/admin/store/coupons/1/active', body: { active: true } }),
  },
  'GET /admin/store/changes': {
    capabilities: ['store'],
    call: () => ({ method: 'GET', path: '/admin/store/changes?entity=product' }),
  },
  'GET /admin/products': {
    capabilities: ['store'],
    call: () => ({ method: 'GET', path: '/admin/products?status=draft' }),
  },
  'GET /admin/products/options': {
    capabilities: ['store'],
    call: () => ({ method: 'GET', path: '/admin/products/options' }),
  },
  'GET /admin/products/{id}': {
    capabilities: ['store'],
    order: productRow,
    call: (row) => ({ method: 'GET', path: `/admin/products/${row.id}` }),
  },
  'POST /admin/products': {
    capabilities: ['store'],
    call: () => ({ method: 'POST', path: '/admin/products', body: productForm() }),
  },
  'PUT /admin/products/{id}': {
    capabilities: ['store'],
    order: productRow,
    call: (row) => ({
      method: 'PUT',
      path: `/admin/products/${row.id}`,
      body: { ...productForm(), version: productVersions.get(row.id) ?? '' },
    }),
  },
  'POST /admin/products/{id}/publish': {
    capabilities: ['store'],
    order: productRow,
    call: (row) => ({ method: 'POST', path: `/admin/products/${row.id}/publish` }),
  },
  'POST /admin/products/{id}/archive': {
    capabilities: ['store'],
    order: productRow,
    call: (row) => ({ method: 'POST', path: `/admin/products/${row.id}/archive` }),
  },
  'POST /admin/products/{id}/images': {
    capabilities: ['store'],
    order: productRow,
    call: (row) => ({ method: 'POST', path: `/admin/products/${row.id}/images`, body: PICTURE }),
  },
  'PUT /admin/products/{id}/images/{imageId}': {
    capabilities: ['store'],
    order: productWithPicture,
    call: (row) => ({
      method: 'PUT',
      path: `/admin/products/${row.id}/images/${pictures.get(row.id) ?? 1}`,
      body: { alt: 'Linguiça na brasa', position: 0 },
    }),
  },
  'DELETE /admin/products/{id}/images/{imageId}': {
    capabilities: ['store'],
    order: productWithPicture,
    call: (row) => ({
      method: 'DELETE',
      path: `/admin/products/${row.id}/images/${pictures.get(row.id) ?? 1}`,
    }),
  },
  'GET /admin/vitals': {
    capabilities: ['store'],
    call: () => ({ method: 'GET', path: '/admin/vitals?since=24h' }),
  },
  'GET /admin/store/departments': {
    capabilities: ['store'],
    call: () => ({ method: 'GET', path: '/admin/store/departments' }),
  },
  'POST /admin/store/departments': {
    capabilities: ['store'],
    call: () => ({ method: 'POST', path: '/admin/store/departments', body: departmentName() }),
  },
  'PUT /admin/store/departments/order': {
    capabilities: ['store'],
    order: listed('/admin/store/departments', 'departments'),
    call: () => ({ method: 'PUT', path: '/admin/store/departments/order', body: { ids: listedIds } }),
  },
  'PUT /admin/store/departments/{id}': {
    capabilities: ['store'],
    order: departmentRow,
    call: (row) => ({ method: 'PUT', path: `/admin/store/departments/${row.id}`, body: departmentName() }),
  },
  'DELETE /admin/store/departments/{id}': {
    capabilities: ['store'],
    order: departmentWithSubdepartments,
    call: (row) => ({ method: 'DELETE', path: `/admin/store/departments/${row.id}` }),
  },
  'POST /admin/store/departments/{id}/image': {
    capabilities: ['store'],
    order: departmentRow,
    call: (row) => ({ method: 'POST', path: `/admin/store/departments/${row.id}/image`, body: PICTURE }),
  },
  'DELETE /admin/store/departments/{id}/image': {
    capabilities: ['store'],
    order: departmentWithPicture,
    call: (row) => ({ method: 'DELETE', path: `/admin/store/departments/${row.id}/image` }),
  },
  'POST /admin/store/departments/{id}/subdepartments': {
    capabilities: ['store'],
    order: departmentRow,
    call: (row) => ({
      method: 'POST',
      path: `/admin/store/departments/${row.id}/subdepartments`,
      body: { name: 'Cortes' },
    }),
  },
  'PUT /admin/store/departments/{id}/subdepartments/order': {
    capabilities: ['store'],
    order: departmentWithSubdepartments,
    call: (row) => ({
      method: 'PUT',
      path: `/admin/store/departments/${row.id}/subdepartments/order`,
      body: { ids: [...(subdepartments.get(row.id) ?? [1, 2])].reverse() },
    }),
  },
  'PUT /admin/store/subdepartments/{id}': {
    capabilities: ['store'],
    order: subdepartmentRow,
    call: (row) => ({
      method: 'PUT',
      path: `/admin/store/subdepartments/${row.id}`,
      body: { name: 'Cortes nobres' },
    }),
  },
  'POST /admin/store/subdepartments/{id}/image': {
    capabilities: ['store'],
    order: subdepartmentRow,
    call: (row) => ({ method: 'POST', path: `/admin/store/subdepartments/${row.id}/image`, body: PICTURE }),
  },
  'DELETE /admin/store/subdepartments/{id}/image': {
    capabilities: ['store'],
    order: subdepartmentRow,
    call: (row) => ({ method: 'DELETE', path: `/admin/store/subdepartments/${row.id}/image` }),
  },
  'DELETE /admin/store/subdepartments/{id}': {
    capabilities: ['store'],
    order: subdepartmentRow,
    call: (row) => ({ method: 'DELETE', path: `/admin/store/subdepartments/${row.id}` }),
  },
  'GET /admin/store/banners': {
    capabilities: ['store'],
    call: () => ({ method: 'GET', path: '/admin/store/banners' }),
  },
  'POST /admin/store/banners': {
    capabilities: ['store'],
    call: () => ({ method: 'POST', path: '/admin/store/banners', body: BANNER }),
  },
  'PUT /admin/store/banners/order': {
    capabilities: ['store'],
    order: async () => {
      await bannerRow();
      return listed('/admin/store/banners', 'banners')();
    },
    call: () => ({ method: 'PUT', path: '/admin/store/banners/order', body: { ids: listedIds } }),
  },
  'PUT /admin/store/banners/{id}': {
    capabilities: ['store'],
    order: bannerRow,
    call: (row) => ({
      method: 'PUT',
      path: `/admin/store/banners/${row.id}`,
      body: { ...BANNER, starts_on: '2026-12-01', ends_on: '2026-12-24' },
    }),
  },
  'DELETE /admin/store/banners/{id}': {
    capabilities: ['store'],
    order: bannerRow,
    call: (row) => ({ method: 'DELETE', path: `/admin/store/banners/${row.id}` }),
  },
  'POST /admin/store/banners/{id}/image': {
    capabilities: ['store'],
    order: bannerRow,
    call: (row) => ({ method: 'POST', path: `/admin/store/banners/${row.id}/image`, body: PICTURE }),
  },
  // Last: the orders above are priced with the default terms; DELETE puts them back.
  'GET /admin/store/delivery': {
    capabilities: ['store'],
    call: () => ({ method: 'GET', path: '/admin/store/delivery' }),
  },
  'PUT /admin/store/delivery': {
    capabilities: ['store'],
    call: () => ({ method: 'PUT', path: '/admin/store/delivery', body: DELIVERY }),
  },
  'DELETE /admin/store/delivery': {
    capabilities: ['store'],
    call: () => ({ method: 'DELETE', path: '/admin/store/delivery' }),
  },
  'GET /admin/store/info': {
    capabilities: ['store'],
    call: () => ({ method: 'GET', path: '/admin/store/info' }),
  },
  'PUT /admin/store/info': {
    capabilities: ['store'],
    call: () => ({ method: 'PUT', path: '/admin/store/info', body: STORE_INFO }),
  },
  'DELETE /admin/store/info': {
    capabilities: ['store'],
    call: () => ({ method: 'DELETE', path: '/admin/store/info' }),
  },
};

function allowed(role: Role, capabilities: StaffCapability[]): boolean {
  return capabilities.some((capability) => can(role, capability));
}

it('answers 2xx only to the roles with the capability, 403 to everyone else, guests included', async () => {
  const answers: string[] = [];
  const expected: string[] = [];
  for (const [name, test] of Object.entries(CASES)) {
    for (const role of ROLES) {
      const may = allowed(role, test.capabilities);
      const order = may && test.order ? await test.order() : shared;
      const { method, path, body } = test.call(order);
      const headers = role === 'anonymous' ? {} : callers[role].headers;
      const init =
        method === 'GET'
          ? { headers }
          : body === PICTURE
            ? { method, headers, body: await pictureForm() }
            : jsonRequest(method, body ?? {}, headers);
      const response = await api.request(path, init);
      const status = response.status;
      // A refusal says why: a guest is told to sign in with a staff account.
      const refusal = status === 403 ? ` ${((await response.json()) as { error: string }).error}` : '';
      answers.push(`${name} as ${role}: ${status >= 200 && status < 300 ? '2xx' : status}${refusal}`);
      const why = role === 'anonymous' ? STAFF_ONLY_TEXTS.guest : STAFF_ONLY_TEXTS.refused;
      expected.push(`${name} as ${role}: ${may ? '2xx' : `403 ${why}`}`);
      if (may && (status < 200 || status >= 300)) answers.push(`  (${await response.text()})`);
    }
  }
  expect(answers).toEqual(expected);
});

it('documents every back-office operation of the OpenAPI document in the matrix', async () => {
  const { body } = await api.json<{ paths: Record<string, Record<string, unknown>> }>('/openapi.json');
  const documented = Object.entries(body.paths)
    .filter(([path]) => path.includes('/admin/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/^\/api\/sales/, '')}`),
    );
  expect(documented.sort()).toEqual(Object.keys(CASES).sort());
});
