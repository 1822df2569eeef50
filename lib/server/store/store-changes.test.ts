/**
 * The audit of the store back office (docs/business-rules.md, Store back office): every write of products,
 * variants' stock and prices, pictures, holidays, delivery windows, coupons, departments and
 * subdepartments, banners, the store's information and delivery terms is recorded with who made it, when,
 * and the thing before and after; a refused change records nothing; only the manager reads it, a page at
 * a time.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ErrorBody } from '@/lib/sales-api/errors';
import type { StoreChangeJson, StoreChangesJson } from '@/lib/sales-api/store-changes';
import type { DeliverySettingJson } from '@/lib/sales-api/delivery-terms';
import type { StoreInfoSettingJson } from '@/lib/sales-api/store';
import type { BannerJson } from '@/lib/sales-api/store-banners';
import type { StoreDepartmentJson, StoreDepartmentsJson } from '@/lib/sales-api/store-departments';
import type { StoreProductJson, StoreProductOptionsJson } from '@/lib/sales-api/store-products';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import { createShopper, type Shopper } from '@/test-support/server/checkout-fixtures';
import { createStaff } from '@/test-support/server/order-fixtures';
import { newProductForm, productFormOf } from '@/test-support/server/store-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { folderStorage } from '../media/image-storage';
import { recordStoreChange } from './store-changes';

jest.setTimeout(120_000);

let api: TestApi;
let manager: Shopper;

beforeAll(async () => {
  api = await createTestApi({ mediaStorage: folderStorage(mkdtempSync(path.join(tmpdir(), 'uploads-'))) });
  manager = await createStaff(api, 'manager');
});
afterAll(() => api.database.close());

const call = <T>(method: string, url: string, body?: unknown) =>
  api.json<T & ErrorBody>(
    url,
    method === 'GET' ? { headers: manager.headers } : jsonRequest(method, body ?? {}, manager.headers),
  );
const changes = async (query = '') =>
  (await call<StoreChangesJson>('GET', `/admin/store/changes${query}`)).body;
/** The latest change recorded. */
const latest = async (): Promise<StoreChangeJson> => (await changes()).changes[0]!;
/** A DELETE, answered with or without a body. */
const remove = (url: string) =>
  api.request(url, { method: 'DELETE', headers: { ...manager.headers, 'X-App': 'sales-frontend' } });

/** Runs one write and answers the one change it recorded (failing when it recorded none, or more). */
async function recordedBy(write: () => Promise<{ status: number }>): Promise<StoreChangeJson> {
  const count = (await changes()).count;
  expect((await write()).status).toBeLessThan(300);
  expect((await changes()).count).toBe(count + 1);
  return latest();
}

/** Runs one refused write (its status) and checks that it recorded nothing. */
async function refused(status: number, write: () => Promise<{ status: number }>) {
  const count = (await changes()).count;
  expect((await write()).status).toBe(status);
  expect((await changes()).count).toBe(count);
}

async function sendPicture<T>(url: string) {
  const jpeg = await sharp({ create: { width: 1500, height: 500, channels: 3, background: '#a3161a' } })
    .jpeg()
    .toBuffer();
  const body = new FormData();
  body.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'foto.jpg');
  return api.json<T & ErrorBody>(url, { method: 'POST', headers: manager.headers, body });
}

async function newProduct(name: string, slug: string) {
  const options = await call<StoreProductOptionsJson>('GET', '/admin/products/options');
  const created = await call<StoreProductJson>(
    'POST',
    '/admin/products',
    newProductForm({
      name,
      slug,
      subdepartment_id: options.body.subdepartments[0]!.id,
      price: '12.90',
      total_on_hand: 5,
    }),
  );
  expect([created.status, created.body.errors]).toEqual([201, undefined]);
  return created.body;
}

describe('who reads the audit', () => {
  it('answers the manager only: 403 for guests, customers and other staff', async () => {
    expect((await api.json('/admin/store/changes')).status).toBe(403);
    const customer = await createShopper(api);
    expect((await api.json('/admin/store/changes', { headers: customer.headers })).status).toBe(403);
    const counter = await createStaff(api, 'counter');
    expect((await api.json('/admin/store/changes', { headers: counter.headers })).status).toBe(403);
    expect((await call('GET', '/admin/store/changes?page=0')).status).toBe(422);
  });
});

describe('what is recorded', () => {
  it('records a product’s creation, edit and publication with who, and before and after', async () => {
    const product = await newProduct('Pão de Alho Recheado', 'pao-de-alho-recheado');
    const created = await latest();
    expect(created).toMatchObject({
      entity: 'product',
      entity_id: String(product.id),
      staff: { id: manager.id, name: 'Ana Souza', role: 'manager' },
      before: null,
      after: { name: 'Pão de Alho Recheado', status: 'draft', price: '12.90' },
    });
    expect(Date.now() - Date.parse(created.at)).toBeLessThan(60_000);

    await call('PUT', `/admin/products/${product.id}`, productFormOf(product, { price: '14.90' }));
    expect(await latest()).toMatchObject({
      before: { price: '12.90' },
      after: { price: '14.90' },
    });
    // Saved again unchanged: nothing to record.
    const count = (await changes()).count;
    await call('PUT', `/admin/products/${product.id}`, productFormOf(product, { price: '14.90' }));
    expect((await changes()).count).toBe(count);

    await call('POST', `/admin/products/${product.id}/publish`);
    expect(await latest()).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
    const history = await changes(`?entity=product&entity_id=${product.id}`);
    expect(history.changes.map((change) => [change.before?.status ?? null, change.after?.status])).toEqual([
      ['draft', 'published'],
      ['draft', 'draft'],
      [null, 'draft'],
    ]);
  });

  it('records a refused change not at all (the same transaction)', async () => {
    const product = await newProduct('Queijo Coalho Espeto', 'queijo-coalho-espeto');
    const count = (await changes()).count;
    const refused = await call(
      'PUT',
      `/admin/products/${product.id}`,
      productFormOf(product, { slug: 'picanha-bovina' }),
    );
    expect(refused.status).toBe(422);
    const again = await call('POST', `/admin/products/${product.id}/archive`);
    expect(again.status).toBe(200);
    const twice = await call('POST', `/admin/products/${product.id}/archive`);
    expect(twice.status).toBe(409);
    expect((await changes()).count).toBe(count + 1);
  });

  it('records a variant’s stock and prices (PUT /admin/variants/{id}) with who, and before and after', async () => {
    const product = await newProduct('Linguiça da Auditoria', 'linguica-da-auditoria');
    const path = `/admin/variants/${product.variant_id}`;
    const changed = await recordedBy(() =>
      call('PUT', path, { price: '13.90', list_price: '15.90', total_on_hand: 8 }),
    );
    const variant = {
      id: product.variant_id,
      product_id: product.id,
      name: 'Linguiça da Auditoria',
      slug: 'linguica-da-auditoria',
    };
    expect(changed).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      staff: { id: manager.id, name: 'Ana Souza', role: 'manager' },
      entity: 'variant',
      entity_id: String(product.variant_id),
      before: { ...variant, price: '12.90', list_price: null, total_on_hand: 5 },
      after: { ...variant, price: '13.90', list_price: '15.90', total_on_hand: 8 },
    });
    expect(Date.now() - Date.parse(changed.at)).toBeLessThan(60_000);
    expect(await recordedBy(() => call('PUT', path, { total_on_hand: 0 }))).toMatchObject({
      before: { price: '13.90', total_on_hand: 8 },
      after: { price: '13.90', total_on_hand: 0 },
    });
    // Saved again unchanged, refused, or of no variant: nothing recorded.
    const count = (await changes()).count;
    expect((await call('PUT', path, { total_on_hand: 0 })).status).toBe(200);
    expect((await changes()).count).toBe(count);
    await refused(422, () => call('PUT', path, { price: '12,90' }));
    await refused(404, () => call('PUT', '/admin/variants/999999', { price: '12.90' }));
    const history = await changes(`?entity=variant&entity_id=${product.variant_id}`);
    expect(history.changes.map((change) => change.after?.total_on_hand)).toEqual([0, 8]);
  });

  it('records pictures added, changed and removed', async () => {
    const product = await newProduct('Carvão de Teste da Auditoria', 'carvao-teste-auditoria');
    const body = new FormData();
    const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#333' } })
      .jpeg()
      .toBuffer();
    body.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'foto.jpg');
    body.set('alt', 'Saco de carvão');
    const added = await api.json<StoreProductJson>(`/admin/products/${product.id}/images`, {
      method: 'POST',
      headers: manager.headers,
      body,
    });
    const image = added.body.images[0]!;
    expect(await latest()).toMatchObject({
      entity: 'picture',
      entity_id: String(image.id),
      before: null,
      after: { product_id: product.id, alt: 'Saco de carvão', small_url: image.small_url },
    });
    await call('PUT', `/admin/products/${product.id}/images/${image.id}`, { alt: 'Carvão' });
    expect(await latest()).toMatchObject({ before: { alt: 'Saco de carvão' }, after: { alt: 'Carvão' } });
    await call('DELETE', `/admin/products/${product.id}/images/${image.id}`);
    expect(await latest()).toMatchObject({ entity: 'picture', before: { alt: 'Carvão' }, after: null });
  });

  it('records holidays, delivery windows and coupons', async () => {
    const holiday = await call<{ id: number }>('POST', '/admin/store/holidays', {
      day: '2027-03-19',
      name: 'São José',
      kind: 'holiday',
    });
    expect(await latest()).toMatchObject({
      entity: 'holiday',
      entity_id: String(holiday.body.id),
      before: null,
      after: { day: '2027-03-19', name: 'São José', kind: 'holiday' },
    });
    await call('PUT', `/admin/store/holidays/${holiday.body.id}`, {
      day: '2027-03-19',
      name: 'São José',
      kind: 'closed',
    });
    expect(await latest()).toMatchObject({ before: { kind: 'holiday' }, after: { kind: 'closed' } });
    await api.request(`/admin/store/holidays/${holiday.body.id}`, {
      method: 'DELETE',
      headers: { ...manager.headers, 'X-App': 'sales-frontend' },
    });
    expect(await latest()).toMatchObject({ entity: 'holiday', before: { name: 'São José' }, after: null });

    const window = await call<{ id: number }>('POST', '/admin/store/delivery_windows', {
      weekday: 0,
      start_hour: 9,
      end_hour: 12,
      capacity: 8,
    });
    expect(await latest()).toMatchObject({
      entity: 'delivery_window',
      entity_id: String(window.body.id),
      before: null,
      after: { weekday: 0, start_hour: 9, end_hour: 12, capacity: 8 },
    });
    await call('PUT', `/admin/store/delivery_windows/${window.body.id}`, {
      weekday: 0,
      start_hour: 9,
      end_hour: 12,
      capacity: 6,
    });
    expect(await latest()).toMatchObject({ before: { capacity: 8 }, after: { capacity: 6 } });

    const coupon = await call<{ id: number }>('POST', '/admin/store/coupons', {
      code: 'auditoria10',
      name: '10% auditado',
      kind: 'percent',
      amount: '10',
      min_item_total: '0',
      starts_on: '2026-11-01',
      ends_on: null,
      usage_limit: null,
      per_customer_limit: 1,
      active: true,
      advertised: false,
    });
    const recorded = await latest();
    expect(recorded).toMatchObject({
      entity: 'coupon',
      entity_id: String(coupon.body.id),
      after: { code: 'AUDITORIA10', amount: '10', active: true },
    });
    expect(recorded.after).not.toHaveProperty('usage_count');
    expect((await changes('?entity=coupon')).changes.every((change) => change.entity === 'coupon')).toBe(
      true,
    );
  });
});

describe('what is recorded of departments, banners and the store’s settings', () => {
  it('records departments: created, renamed, pictured, reordered and deleted', async () => {
    let department: StoreDepartmentJson | undefined;
    const created = await recordedBy(async () => {
      const answer = await call<StoreDepartmentJson>('POST', '/admin/store/departments', {
        name: 'Peixaria',
      });
      department = answer.body;
      return answer;
    });
    const id = department!.id;
    expect(created).toMatchObject({
      entity: 'department',
      entity_id: String(id),
      staff: { id: manager.id },
      before: null,
      after: { id, name: 'Peixaria', slug: 'peixaria', image_url: null },
    });
    expect(
      await recordedBy(() => call('PUT', `/admin/store/departments/${id}`, { name: 'Peixes' })),
    ).toMatchObject({ entity: 'department', before: { name: 'Peixaria' }, after: { name: 'Peixes' } });

    const pictured = await recordedBy(() => sendPicture(`/admin/store/departments/${id}/image`));
    expect(pictured).toMatchObject({ entity: 'department', before: { image_url: null } });
    expect(pictured.after?.image_url).toMatch(/^\/uploads\//);
    expect(await recordedBy(() => call('DELETE', `/admin/store/departments/${id}/image`))).toMatchObject({
      before: { image_url: pictured.after?.image_url },
      after: { image_url: null },
    });

    const { departments } = (await call<StoreDepartmentsJson>('GET', '/admin/store/departments')).body;
    const reversed = departments.map((d) => d.id).reverse();
    expect(
      await recordedBy(() => call('PUT', '/admin/store/departments/order', { ids: reversed })),
    ).toMatchObject({
      entity: 'department_order',
      entity_id: 'menu',
      before: { order: departments.map((d) => d.name) },
      after: { order: departments.map((d) => d.name).reverse() },
    });
    await call('PUT', '/admin/store/departments/order', { ids: departments.map((d) => d.id) });

    expect(await recordedBy(() => remove(`/admin/store/departments/${id}`))).toMatchObject({
      entity: 'department',
      entity_id: String(id),
      before: { name: 'Peixes' },
      after: null,
    });
  });

  it('records subdepartments: created, renamed, reordered and deleted', async () => {
    const department = (
      await call<StoreDepartmentJson>('POST', '/admin/store/departments', { name: 'Frios' })
    ).body;
    const path = `/admin/store/departments/${department.id}/subdepartments`;
    const created = await recordedBy(() => call('POST', path, { name: 'Queijos' }));
    const queijos = created.after as { id: number };
    expect(created).toMatchObject({
      entity: 'subdepartment',
      entity_id: String(queijos.id),
      before: null,
      after: { department_id: department.id, name: 'Queijos', slug: 'queijos' },
    });
    const presuntos = (await call<StoreDepartmentJson>('POST', path, { name: 'Presuntos' })).body
      .subdepartments[1]!;
    expect(
      await recordedBy(() =>
        call('PUT', `/admin/store/subdepartments/${queijos.id}`, { name: 'Queijos finos' }),
      ),
    ).toMatchObject({
      before: { name: 'Queijos', slug: 'queijos' },
      after: { name: 'Queijos finos', slug: 'queijos' },
    });
    expect(
      await recordedBy(() => call('PUT', `${path}/order`, { ids: [presuntos.id, queijos.id] })),
    ).toMatchObject({
      entity: 'subdepartment_order',
      entity_id: String(department.id),
      before: { name: 'Frios', order: ['Queijos finos', 'Presuntos'] },
      after: { name: 'Frios', order: ['Presuntos', 'Queijos finos'] },
    });
    expect(await recordedBy(() => remove(`/admin/store/subdepartments/${presuntos.id}`))).toMatchObject({
      entity: 'subdepartment',
      before: { name: 'Presuntos' },
      after: null,
    });
  });

  it('records banners: created, changed, pictured, reordered and deleted', async () => {
    const body = {
      alt: 'Semana do churrasco',
      href: '/busca?q=picanha',
      starts_on: null,
      ends_on: null,
      active: true,
    };
    let banner: BannerJson | undefined;
    const created = await recordedBy(async () => {
      const answer = await call<BannerJson>('POST', '/admin/store/banners', body);
      banner = answer.body;
      return answer;
    });
    const id = banner!.id;
    expect(created).toMatchObject({ entity: 'banner', entity_id: String(id), before: null, after: body });
    // Where it stands today changes with the day, not with an edit: not part of the record.
    expect(created.after).not.toHaveProperty('status');
    expect(
      await recordedBy(() => call('PUT', `/admin/store/banners/${id}`, { ...body, active: false })),
    ).toMatchObject({ before: { active: true }, after: { active: false } });
    const pictured = await recordedBy(() => sendPicture(`/admin/store/banners/${id}/image`));
    expect(pictured).toMatchObject({ entity: 'banner', before: { image_url: null } });
    expect(pictured.after?.image_url).toMatch(/^\/uploads\//);

    const { banners } = (await call<{ banners: BannerJson[] }>('GET', '/admin/store/banners')).body;
    expect(
      await recordedBy(() =>
        call('PUT', '/admin/store/banners/order', { ids: banners.map((b) => b.id).reverse() }),
      ),
    ).toMatchObject({
      entity: 'banner_order',
      before: { order: banners.map((b) => b.alt) },
      after: { order: banners.map((b) => b.alt).reverse() },
    });
    expect(await recordedBy(() => remove(`/admin/store/banners/${id}`))).toMatchObject({
      entity: 'banner',
      before: { alt: 'Semana do churrasco' },
      after: null,
    });
  });

  it('records the store information and delivery terms, changed and back to the configuration', async () => {
    const info = (await call<StoreInfoSettingJson>('GET', '/admin/store/info')).body;
    const hours = 'Todos os dias, das 08:00 às 18:00';
    expect(await recordedBy(() => call('PUT', '/admin/store/info', { ...info.info, hours }))).toMatchObject({
      entity: 'store_info',
      entity_id: 'info',
      before: { ...info.defaults, edited: false },
      after: { hours, edited: true },
    });
    expect(await recordedBy(() => remove('/admin/store/info'))).toMatchObject({
      before: { hours, edited: true },
      after: { ...info.defaults, edited: false },
    });

    const delivery = (await call<DeliverySettingJson>('GET', '/admin/store/delivery')).body;
    const changed = await recordedBy(() =>
      call('PUT', '/admin/store/delivery', { ...delivery.delivery, express_until: 17 }),
    );
    expect(changed).toMatchObject({
      entity: 'delivery_terms',
      entity_id: 'delivery',
      before: { express_until: delivery.delivery.express_until, edited: false },
      after: { express_until: 17, edited: true },
    });
    expect(await recordedBy(() => remove('/admin/store/delivery'))).toMatchObject({
      before: { express_until: 17, edited: true },
      after: { ...delivery.defaults, edited: false },
    });
  });

  it('records a refused write not at all', async () => {
    const department = (
      await call<StoreDepartmentJson>('POST', '/admin/store/departments', { name: 'Adega' })
    ).body;
    await refused(422, () => call('POST', '/admin/store/departments', { name: 'adega' }));
    await refused(422, () => call('PUT', `/admin/store/departments/${department.id}`, { name: 'Bovinos' }));
    const { departments } = (await call<StoreDepartmentsJson>('GET', '/admin/store/departments')).body;
    const holding = departments.find((d) => d.product_count > 0)!;
    await refused(409, () => remove(`/admin/store/departments/${holding.id}`));
    await refused(409, () => remove(`/admin/store/subdepartments/${holding.subdepartments[0]!.id}`));
    await refused(422, () => call('PUT', '/admin/store/departments/order', { ids: [department.id] }));
    await refused(404, () => call('PUT', '/admin/store/subdepartments/999999', { name: 'Nada' }));
    await refused(422, () => call('PUT', '/admin/store/banners/order', { ids: [999999] }));
    await refused(404, () => remove('/admin/store/banners/999999'));
    await refused(422, () => call('PUT', '/admin/store/info', { name: '' }));
  });
});

describe('recordStoreChange', () => {
  it('is what other writes call in their transaction: rolled back with it', async () => {
    const before = (await changes('?entity=store_info')).count;
    await expect(
      api.database.db.transaction(async (tx) => {
        await recordStoreChange(tx, manager.id, 'store_info', 'phone', { phone: '1' }, { phone: '2' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect((await changes('?entity=store_info')).count).toBe(before);
    await api.database.db.transaction((tx) =>
      recordStoreChange(tx, null, 'store_info', 'phone', { phone: '1' }, { phone: '2' }),
    );
    const [shop] = (await changes('?entity=store_info')).changes;
    expect(shop).toMatchObject({ staff: null, entity_id: 'phone', after: { phone: '2' } });
  });
});
