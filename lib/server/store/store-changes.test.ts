/**
 * The audit of the store back office (docs/business-rules.md, Store back office): every write of products,
 * pictures, holidays, delivery windows and coupons is recorded with who made it, when, and the thing before
 * and after; a refused change records nothing; only the manager reads it, a page at a time.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ErrorBody } from '@/lib/sales-api/errors';
import type { StoreChangeJson, StoreChangesJson } from '@/lib/sales-api/store-changes';
import type { StoreProductJson, StoreProductOptionsJson } from '@/lib/sales-api/store-products';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import { createShopper, type Shopper } from '@/test-support/server/checkout-fixtures';
import { createStaff } from '@/test-support/server/order-fixtures';
import { productFormOf } from '@/test-support/server/store-fixtures';
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

async function newProduct(name: string, slug: string) {
  const options = await call<StoreProductOptionsJson>('GET', '/admin/products/options');
  const created = await call<StoreProductJson>('POST', '/admin/products', {
    name,
    slug,
    description: '',
    subdepartment_id: options.body.subdepartments[0]!.id,
    manufacturer: null,
    cooking_methods: [],
    alcoholic: false,
    unit_for_quantity: 'un',
    minimum_quantity: 1,
    increment_quantity: 1,
    maximum_quantity: 10,
    default_quantity: 1,
    price: '12.90',
    list_price: null,
    total_on_hand: 5,
  });
  expect([created.status, created.body.errors]).toEqual([201, undefined]);
  return created.body;
}

describe('who reads the audit', () => {
  it('answers the manager only: 401 for guests, 403 for customers and other staff', async () => {
    expect((await api.json('/admin/store/changes')).status).toBe(401);
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
