/**
 * The manager's departments and subdepartments (docs/business-rules.md, Store back office): only the 'store'
 * capability reaches them; names are checked with pt-BR messages; the storefront's menus and department
 * pages show the new names, order and pictures at once; one that holds products is not deleted (409).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { DepartmentDetailJson, DepartmentJson } from '@/lib/sales-api/catalogue';
import type { ErrorBody } from '@/lib/sales-api/errors';
import type { StoreDepartmentJson, StoreDepartmentsJson } from '@/lib/sales-api/store-departments';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import { createShopper, type Shopper } from '@/test-support/server/checkout-fixtures';
import { createStaff } from '@/test-support/server/order-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { onCatalogueChange, type CatalogueChange } from './catalogue-changes';
import { folderStorage } from '../media/image-storage';
import { loadSalesRecords } from '../search/sales-index';

jest.setTimeout(120_000);

let api: TestApi;
let manager: Shopper;
const storage = folderStorage(mkdtempSync(path.join(tmpdir(), 'uploads-')));

beforeAll(async () => {
  api = await createTestApi({ mediaStorage: storage });
  manager = await createStaff(api, 'manager');
});
afterAll(() => api.database.close());

type Answer<T> = T & ErrorBody;
const send = <T>(method: string, path: string, body?: unknown, who: Shopper = manager) =>
  api.json<Answer<T>>(
    `/admin/store${path}`,
    body === undefined
      ? { method, headers: { ...who.headers, 'X-App': 'sales-frontend' } }
      : jsonRequest(method, body, who.headers),
  );
const storefront = async () => (await api.json<DepartmentJson[]>('/v2/departments')).body;

async function newDepartment(name: string): Promise<StoreDepartmentJson> {
  const { status, body } = await send<StoreDepartmentJson>('POST', '/departments', { name });
  expect(status).toBe(201);
  return body;
}

describe('who may change departments', () => {
  it('is the manager: 403 for guests, customers and the counter', async () => {
    expect((await api.json('/admin/store/departments')).status).toBe(403);
    expect((await send('GET', '/departments', undefined, await createShopper(api))).status).toBe(403);
    const counter = await createStaff(api, 'counter');
    expect((await send('POST', '/departments', { name: 'Peixes' }, counter)).status).toBe(403);
    expect((await send('GET', '/departments')).status).toBe(200);
  });
});

describe('departments', () => {
  it('lists them in shop order with their subdepartments and how many products each holds', async () => {
    const { body } = await send<StoreDepartmentsJson>('GET', '/departments');
    expect(body.departments.map((d) => d.name)).toEqual((await storefront()).map((d) => d.name));
    const [first] = body.departments;
    expect(first!.product_count).toBeGreaterThan(0);
    expect(first!.product_count).toBe(first!.subdepartments.reduce((sum, s) => sum + s.product_count, 0));
  });

  it('creates one last in the menu, refusing a blank or a repeated name at the field', async () => {
    const blank = await send('POST', '/departments', { name: '  ' });
    expect([blank.status, blank.body.errors]).toEqual([422, { name: ['Informe o nome'] }]);
    const created = await newDepartment('Peixes e Frutos do Mar');
    expect(created).toMatchObject({ slug: 'peixes-e-frutos-do-mar', product_count: 0, subdepartments: [] });
    expect((await storefront()).at(-1)).toMatchObject({ id: created.id, name: 'Peixes e Frutos do Mar' });
    const again = await send('POST', '/departments', { name: 'peixes e frutos do már' });
    expect([again.status, again.body.errors]).toEqual([
      422,
      { name: ['Já existe um departamento com esse nome'] },
    ]);
  });

  it('renames one: its page, the menu and the search records of its products say the new name', async () => {
    const [bovinos] = (await send<StoreDepartmentsJson>('GET', '/departments')).body.departments;
    const heard: CatalogueChange[] = [];
    const stop = onCatalogueChange((_db, change) => void heard.push(change));
    const { status, body } = await send<StoreDepartmentJson>('PUT', `/departments/${bovinos!.id}`, {
      name: 'Carnes Bovinas',
    });
    stop();
    expect([status, body.name, body.slug]).toEqual([200, 'Carnes Bovinas', bovinos!.slug]);
    expect((await api.json<DepartmentDetailJson>(`/v2/departments/${bovinos!.id}`)).body.name).toBe(
      'Carnes Bovinas',
    );
    expect((await storefront())[0]!.name).toBe('Carnes Bovinas');
    // Every instance's pages and search follow (the fan-out carries the same notice).
    expect(heard).toEqual([
      expect.objectContaining({ departmentIds: [bovinos!.id], store: ['departments'] }),
    ]);
    const change = heard[0]!;
    const records = await loadSalesRecords(api.database.db, 'variantIds' in change ? change.variantIds : []);
    expect(records.length).toBeGreaterThan(0);
    expect(JSON.stringify(records)).toContain('Carnes Bovinas');
  });

  it('reorders the menu with every department once, refusing a partial list', async () => {
    const ids = (await storefront()).map((d) => d.id);
    const reversed = [...ids].reverse();
    const { status, body } = await send<StoreDepartmentsJson>('PUT', '/departments/order', { ids: reversed });
    expect(status).toBe(200);
    expect(body.departments.map((d) => d.id)).toEqual(reversed);
    expect((await storefront()).map((d) => d.id)).toEqual(reversed);
    const partial = await send('PUT', '/departments/order', { ids: reversed.slice(1) });
    expect([partial.status, partial.body.errors]).toEqual([
      422,
      { ids: ['Envie a nova ordem com todos os itens, cada um uma vez'] },
    ]);
    const twice = await send('PUT', '/departments/order', { ids: [ids[0], ids[0]] });
    expect(twice.status).toBe(422);
    await send('PUT', '/departments/order', { ids });
  });

  it('refuses to delete one that holds products, saying how many; deletes an empty one', async () => {
    const [full] = (await send<StoreDepartmentsJson>('GET', '/departments')).body.departments;
    const refused = await send('DELETE', `/departments/${full!.id}`);
    const message = `Este departamento tem ${full!.product_count} produtos: mova-os para outro departamento ou arquive-os antes de excluir`;
    expect([refused.status, refused.body.error, refused.body.errors]).toEqual([
      409,
      message,
      { department: [message] },
    ]);
    expect((await storefront()).some((d) => d.id === full!.id)).toBe(true);

    const empty = await newDepartment('Temporários');
    await send('POST', `/departments/${empty.id}/subdepartments`, { name: 'Vazio' });
    const removed = await api.request(`/admin/store/departments/${empty.id}`, {
      method: 'DELETE',
      headers: { ...manager.headers, 'X-App': 'sales-frontend' },
    });
    expect(removed.status).toBe(204);
    expect((await storefront()).some((d) => d.id === empty.id)).toBe(false);
    expect((await api.json(`/v2/departments/${empty.id}`)).status).toBe(404);
    expect((await send('PUT', `/departments/${empty.id}`, { name: 'Outro' })).status).toBe(404);
  });
});

describe('subdepartments', () => {
  it('are created last, renamed keeping their address, reordered and deleted when empty', async () => {
    const department = await newDepartment('Congelados');
    await send('POST', `/departments/${department.id}/subdepartments`, { name: 'Pão de Queijo' });
    const { status, body } = await send<StoreDepartmentJson>(
      'POST',
      `/departments/${department.id}/subdepartments`,
      { name: 'Salgados' },
    );
    expect(status).toBe(201);
    expect(body.subdepartments.map((s) => [s.name, s.slug])).toEqual([
      ['Pão de Queijo', 'pao-de-queijo'],
      ['Salgados', 'salgados'],
    ]);
    const taken = await send('POST', `/departments/${department.id}/subdepartments`, { name: 'SALGADOS' });
    expect([taken.status, taken.body.errors]).toEqual([
      422,
      { name: ['Esse departamento já tem um subdepartamento com esse nome'] },
    ]);
    const [paes, salgados] = body.subdepartments;

    const renamed = await send<StoreDepartmentJson>('PUT', `/subdepartments/${paes!.id}`, {
      name: 'Pães de Queijo',
    });
    expect(renamed.body.subdepartments[0]).toMatchObject({ name: 'Pães de Queijo', slug: 'pao-de-queijo' });

    const ordered = await send<StoreDepartmentJson>(
      'PUT',
      `/departments/${department.id}/subdepartments/order`,
      { ids: [salgados!.id, paes!.id] },
    );
    expect(ordered.body.subdepartments.map((s) => s.id)).toEqual([salgados!.id, paes!.id]);
    const page = (await api.json<DepartmentDetailJson>(`/v2/departments/${department.id}`)).body;
    expect(page.subdepartments.map((s) => s.name)).toEqual(['Salgados', 'Pães de Queijo']);

    const gone = await send<StoreDepartmentJson>('DELETE', `/subdepartments/${salgados!.id}`);
    expect(gone.body.subdepartments.map((s) => s.id)).toEqual([paes!.id]);
  });

  it('refuses to delete one that holds products (409 at the field)', async () => {
    const { body } = await send<StoreDepartmentsJson>('GET', '/departments');
    const full = body.departments.flatMap((d) => d.subdepartments).find((s) => s.product_count > 1)!;
    const refused = await send('DELETE', `/subdepartments/${full.id}`);
    expect([refused.status, refused.body.errors]).toEqual([
      409,
      {
        subdepartment: [
          `Este subdepartamento tem ${full.product_count} produtos: mova-os para outro subdepartamento antes de excluir`,
        ],
      },
    ]);
  });
});

const picture = (format: 'jpeg' | 'png' | 'gif', size = 900) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#a3161a' } })
    .toFormat(format)
    .toBuffer();
function upload(
  id: number,
  bytes: Buffer,
  type: string,
  of: 'departments' | 'subdepartments' = 'departments',
) {
  const body = new FormData();
  body.set('file', new Blob([new Uint8Array(bytes)], { type }), 'foto');
  return api.json<Answer<StoreDepartmentJson>>(`/admin/store/${of}/${id}/image`, {
    method: 'POST',
    headers: { ...manager.headers, 'X-App': 'sales-frontend' },
    body,
  });
}

describe("a department's picture", () => {
  it('is stored as a 600×400 WebP, shown on the department cards, and replaced or removed with its file', async () => {
    const department = await newDepartment('Orgânicos');
    const first = await upload(department.id, await picture('jpeg'), 'image/jpeg');
    expect(first.status).toBe(200);
    const stored = await storage.get(storage.keyOf(first.body.image_url!)!);
    expect(await sharp(stored!).metadata()).toMatchObject({ format: 'webp', width: 600, height: 400 });
    expect((await storefront()).find((d) => d.id === department.id)!.image_url).toBe(first.body.image_url);

    const second = await upload(department.id, await picture('png'), 'image/png');
    expect(second.body.image_url).not.toBe(first.body.image_url);
    expect(await storage.get(storage.keyOf(first.body.image_url!)!)).toBeNull();

    const gif = await upload(department.id, await picture('gif'), 'image/gif');
    expect([gif.status, gif.body.errors]).toEqual([422, { file: ['Envie uma imagem JPEG, PNG ou WebP'] }]);

    const removed = await send<StoreDepartmentJson>('DELETE', `/departments/${department.id}/image`);
    expect(removed.body.image_url).toBeNull();
    expect(await storage.get(storage.keyOf(second.body.image_url!)!)).toBeNull();
    expect((await storefront()).find((d) => d.id === department.id)!.image_url).toBeNull();
  });
});

describe("a subdepartment's picture", () => {
  const page = async (departmentId: number) =>
    (await api.json<DepartmentDetailJson>(`/v2/departments/${departmentId}`)).body;

  it('is stored as a 64×64 WebP, shown on its chip of the department page, replaced or removed, audited', async () => {
    const department = await newDepartment('Defumados');
    const withSubs = await send<StoreDepartmentJson>('POST', `/departments/${department.id}/subdepartments`, {
      name: 'Linguiças',
    });
    const sub = withSubs.body.subdepartments[0]!;
    expect(sub.image_url).toBeNull();
    expect((await page(department.id)).subdepartments[0]!.image_url).toBeNull();

    const heard: CatalogueChange[] = [];
    const stop = onCatalogueChange((_db, change) => void heard.push(change));
    const first = await upload(sub.id, await picture('jpeg', 1200), 'image/jpeg', 'subdepartments');
    stop();
    expect(first.status).toBe(200);
    const url = first.body.subdepartments[0]!.image_url!;
    expect(url).toMatch(/^\/uploads\/subdepartments\/linguicas-[0-9a-f]+\.webp$/);
    const stored = await storage.get(storage.keyOf(url)!);
    expect(await sharp(stored!).metadata()).toMatchObject({ format: 'webp', width: 64, height: 64 });
    // Every instance's department page follows (the fan-out's notice), and shows it.
    expect(heard).toEqual([
      expect.objectContaining({ departmentIds: [department.id], store: ['departments'] }),
    ]);
    expect((await page(department.id)).subdepartments[0]!.image_url).toBe(url);
    // The menus' lists stay names and links.
    const menu = (await storefront()).find((d) => d.id === department.id)!;
    expect(menu.subdepartments[0]).toEqual({ id: sub.id, name: 'Linguiças', slug: 'linguicas' });

    const { body: audit } = await api.json<{ changes: { before: unknown; after: unknown }[] }>(
      `/admin/store/changes?entity=subdepartment&entity_id=${sub.id}`,
      { headers: manager.headers },
    );
    expect(audit.changes[0]).toMatchObject({ before: { image_url: null }, after: { image_url: url } });

    const second = await upload(sub.id, await picture('png'), 'image/png', 'subdepartments');
    const replaced = second.body.subdepartments[0]!.image_url!;
    expect(replaced).not.toBe(url);
    expect(await storage.get(storage.keyOf(url)!)).toBeNull();

    const gif = await upload(sub.id, await picture('gif'), 'image/gif', 'subdepartments');
    expect([gif.status, gif.body.errors]).toEqual([422, { file: ['Envie uma imagem JPEG, PNG ou WebP'] }]);
    const missing = await upload(999_999, await picture('png'), 'image/png', 'subdepartments');
    expect(missing.status).toBe(404);

    const removed = await send<StoreDepartmentJson>('DELETE', `/subdepartments/${sub.id}/image`);
    expect(removed.status).toBe(200);
    expect(removed.body.subdepartments[0]!.image_url).toBeNull();
    expect(await storage.get(storage.keyOf(replaced)!)).toBeNull();
    expect((await page(department.id)).subdepartments[0]!.image_url).toBeNull();
  });

  it('goes with its subdepartment, and with its department', async () => {
    const department = await newDepartment('Vitrine Fria');
    await send<StoreDepartmentJson>('POST', `/departments/${department.id}/subdepartments`, {
      name: 'Hambúrgueres',
    });
    await send<StoreDepartmentJson>('POST', `/departments/${department.id}/subdepartments`, {
      name: 'Empanados',
    });
    const [first, second] = (await send<StoreDepartmentsJson>('GET', '/departments')).body.departments.find(
      (d) => d.id === department.id,
    )!.subdepartments;
    const one = await upload(first!.id, await picture('png'), 'image/png', 'subdepartments');
    const two = await upload(second!.id, await picture('png'), 'image/png', 'subdepartments');
    const firstUrl = one.body.subdepartments[0]!.image_url!;
    const secondUrl = two.body.subdepartments[1]!.image_url!;

    expect((await send('DELETE', `/subdepartments/${first!.id}`)).status).toBe(200);
    expect(await storage.get(storage.keyOf(firstUrl)!)).toBeNull();
    const removed = await api.request(`/admin/store/departments/${department.id}`, {
      method: 'DELETE',
      headers: { ...manager.headers, 'X-App': 'sales-frontend' },
    });
    expect(removed.status).toBe(204);
    expect(await storage.get(storage.keyOf(secondUrl)!)).toBeNull();
  });
});
