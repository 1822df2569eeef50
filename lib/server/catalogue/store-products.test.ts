/**
 * The store back office's products (docs/business-rules.md, Store back office): the manager's calls, and
 * what the storefront shows of each status. A draft is nowhere; a published product is on its page, its
 * department, the search and the sitemap; an archived one leaves them, its page answers 410, and carts that
 * hold it show it unavailable. A changed slug answers 301 from the old one.
 */
import type { ErrorBody } from '@/lib/sales-api/errors';
import type { DepartmentDetailJson, VariantJson } from '@/lib/sales-api/catalogue';
import type { OrderJson } from '@/lib/sales-api/order';
import type { MultiSearchResponse } from '@/lib/sales-api/search';
import type { ProductForm, StoreProductJson, StoreProductsJson } from '@/lib/sales-api/store-products';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import { createCart, createShopper, type Shopper } from '@/test-support/server/checkout-fixtures';
import { createStaff } from '@/test-support/server/order-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { folderStorage, storageKeyOf } from '../media/image-storage';
import { listCatalogueUrls } from './sitemap-urls';
import { productAddress } from './variants';

let api: TestApi;
let manager: Shopper;
let customer: Shopper;
let subdepartment: { id: number; departmentId: number };

const storage = folderStorage(mkdtempSync(path.join(tmpdir(), 'uploads-')));

beforeAll(async () => {
  api = await createTestApi({ mediaStorage: storage });
  manager = await createStaff(api, 'manager');
  customer = await createShopper(api);
  const { body } = await api.json<{ subdepartments: { id: number }[] }>('/admin/products/options', {
    headers: manager.headers,
  });
  const departments = await api.json<{ id: number; subdepartments: { id: number }[] }[]>('/v2/departments');
  const department = departments.body.find((d) =>
    d.subdepartments.some((s) => s.id === body.subdepartments[0]!.id),
  )!;
  subdepartment = { id: body.subdepartments[0]!.id, departmentId: department.id };
});
afterAll(() => api.database.close());

let made = 0;
function form(overrides: Partial<ProductForm> = {}): ProductForm {
  made += 1;
  return {
    name: `Costela Defumada Especial ${made}`,
    slug: `costela-defumada-especial-${made}`,
    description: 'Costela suína defumada na lenha.',
    subdepartment_id: subdepartment.id,
    manufacturer: 'Defumados da Casa',
    cooking_methods: ['Forno', 'Churrasqueira'],
    alcoholic: false,
    unit_for_quantity: 'g',
    minimum_quantity: 500,
    increment_quantity: 250,
    maximum_quantity: 5_000,
    default_quantity: 1_000,
    price: '0.0599',
    list_price: null,
    total_on_hand: 20_000,
    ...overrides,
  };
}

const as = (who: Shopper) => who.headers;
const create = (body: unknown, who = manager) =>
  api.json<StoreProductJson & ErrorBody>('/admin/products', jsonRequest('POST', body, as(who)));
const update = (id: number, body: unknown) =>
  api.json<StoreProductJson & ErrorBody>(`/admin/products/${id}`, jsonRequest('PUT', body, as(manager)));
const move = (id: number, to: 'publish' | 'archive') =>
  api.json<StoreProductJson & ErrorBody>(`/admin/products/${id}/${to}`, {
    method: 'POST',
    headers: as(manager),
  });

async function createdProduct(overrides: Partial<ProductForm> = {}) {
  const { status, body } = await create(form(overrides));
  expect(status).toBe(201);
  return body;
}

/** What the storefront shows of a product: page, department, search, sitemap. */
async function storefront(product: StoreProductJson) {
  const page = await api.json<VariantJson>(`/v2/products/${product.slug}`);
  const department = await api.json<DepartmentDetailJson>(`/v2/departments/${product.department_id}`);
  const listed = department.body.subdepartments.some((sub) =>
    sub.products.some((p) => p.slug === product.slug),
  );
  const search = await api.json<MultiSearchResponse>(
    '/v2/search/queries',
    jsonRequest('POST', {
      requests: [{ indexName: 'product_sales', params: { query: product.name, hitsPerPage: 50 } }],
    }),
  );
  const found = search.body.results[0]!.hits.some((hit) => (hit as { slug?: string }).slug === product.slug);
  const { productSlugs } = await listCatalogueUrls(api.database.db);
  return {
    page: page.status,
    department: listed,
    search: found,
    sitemap: productSlugs.includes(product.slug),
    address: (await productAddress(api.database.db, product.slug)).kind,
  };
}

describe('who may call the product back office', () => {
  it('answers the manager only: 401 for guests, 403 for customers and other staff', async () => {
    expect((await api.json('/admin/products')).status).toBe(401);
    expect((await api.json('/admin/products', { headers: as(customer) })).status).toBe(403);
    const counter = await createStaff(api, 'counter');
    expect((await api.json('/admin/products', { headers: as(counter) })).status).toBe(403);
    expect((await create(form(), counter)).status).toBe(403);
    expect((await api.json('/admin/products', { headers: as(manager) })).status).toBe(200);
  });
});

describe('creating and changing a product', () => {
  it('creates a draft, with its variant, manufacturer and cooking methods', async () => {
    const product = await createdProduct({ name: 'Picanha Maturada Dry Aged', slug: 'picanha-dry-aged' });
    expect(product).toMatchObject({
      status: 'draft',
      name: 'Picanha Maturada Dry Aged',
      slug: 'picanha-dry-aged',
      manufacturer: 'Defumados da Casa',
      cooking_methods: ['Churrasqueira', 'Forno'],
      unit_for_quantity: 'g',
      price: '0.0599',
      total_on_hand: 20_000,
      images: [],
    });
    const read = await api.json<StoreProductJson>(`/admin/products/${product.id}`, { headers: as(manager) });
    expect(read.body).toEqual(product);
  });

  it('refuses bad input with 422 and the pt-BR message of each field', async () => {
    const fields = await create({ ...form(), name: ' ', slug: 'Com Espaço', price: 'abc' });
    expect(fields.status).toBe(422);
    expect(fields.body.errors).toMatchObject({
      name: ['Informe o nome do produto'],
      slug: ['Use letras minúsculas, números e hífens (ex.: picanha-bovina)'],
      price: [expect.stringContaining('Preço inválido')],
    });
    // The rules between fields, once each field is valid on its own.
    const rules = await create(form({ maximum_quantity: 400, default_quantity: 750, list_price: '0.01' }));
    expect(rules.status).toBe(422);
    expect(rules.body.errors).toEqual({
      maximum_quantity: ['O máximo deve ser maior ou igual ao mínimo'],
      default_quantity: ['A quantidade padrão deve ficar entre o mínimo e o máximo'],
      list_price: ['O preço de tabela deve ser maior que o preço (ou fique em branco)'],
    });
  });

  it('refuses a slug another product uses, and an unknown subdepartment', async () => {
    const { status, body } = await create(form({ slug: 'picanha-bovina', subdepartment_id: 999_999 }));
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      slug: ['Este endereço já é usado por outro produto'],
      subdepartment_id: ['Subdepartamento não encontrado'],
    });
  });

  it('lists products by status and by part of the name, accents ignored', async () => {
    const product = await createdProduct({ name: 'Linguiça Caipira Artesanal' });
    const capital = await createdProduct({ name: 'ÓLEO DE ALHO DEFUMADO' });
    const list = async (query: string) =>
      (await api.json<StoreProductsJson>(`/admin/products?${query}`, { headers: as(manager) })).body;
    const drafts = await list('status=draft&q=linguica caipira');
    expect(drafts.products.map((p) => p.id)).toEqual([product.id]);
    expect((await list('status=published&q=linguica caipira artesanal')).count).toBe(0);
    expect((await list('q=oleo de alho')).products.map((p) => p.id)).toEqual([capital.id]);
    expect((await list('status=published')).count).toBeGreaterThan(100);
    expect((await api.json('/admin/products?status=vendido', { headers: as(manager) })).status).toBe(422);
  });

  it('404s a product that does not exist', async () => {
    expect((await update(999_999, form())).status).toBe(404);
    expect((await move(999_999, 'publish')).status).toBe(404);
  });
});

describe('what the storefront shows of each status', () => {
  it('shows a draft nowhere, a published product everywhere, an archived one nowhere (410)', async () => {
    const product = await createdProduct({ name: 'Cupim Casqueirado Especial', slug: 'cupim-casqueirado' });
    expect(await storefront(product)).toEqual({
      page: 404,
      department: false,
      search: false,
      sitemap: false,
      address: 'missing',
    });

    expect((await move(product.id, 'publish')).body.status).toBe('published');
    expect(await storefront(product)).toEqual({
      page: 200,
      department: true,
      search: true,
      sitemap: true,
      address: 'page',
    });
    const again = await move(product.id, 'publish');
    expect([again.status, again.body.errors]).toEqual([409, { status: ['O produto já está publicado'] }]);

    expect((await move(product.id, 'archive')).body.status).toBe('archived');
    expect(await storefront(product)).toEqual({
      page: 404,
      department: false,
      search: false,
      sitemap: false,
      address: 'gone',
    });
  });

  it('keeps an archived product in the carts that hold it, unavailable, and sells it no more', async () => {
    const product = await createdProduct({
      unit_for_quantity: 'un',
      minimum_quantity: 1,
      increment_quantity: 1,
      maximum_quantity: 10,
      default_quantity: 1,
      price: '12.90',
      total_on_hand: 50,
    });
    // A draft cannot be bought.
    const refused = await api.json<ErrorBody>(
      '/api/v1/orders.json',
      jsonRequest(
        'POST',
        { order: { line_items: [{ variant_id: product.variant_id, quantity: 1 }] } },
        as(customer),
      ),
    );
    expect(refused.status).toBe(422);
    await move(product.id, 'publish');
    const cart = await createCart(api, customer, [{ variant_id: product.variant_id, quantity: 2 }]);
    expect(cart.line_items[0]!.variant).toMatchObject({ available: true, in_stock: true });

    await move(product.id, 'archive');
    const { body } = await api.json<OrderJson>(`/api/v1/orders/${cart.number}`, { headers: as(customer) });
    expect(body.line_items).toHaveLength(1);
    expect(body.line_items[0]!.variant).toMatchObject({
      available: false,
      in_stock: false,
      total_on_hand: 0,
    });
    const more = await api.json<ErrorBody>(
      `/api/v1/orders/${cart.number}/line_items`,
      jsonRequest('POST', { line_item: { variant_id: product.variant_id, quantity: 1 } }, as(customer)),
    );
    expect(more.status).toBe(422);
  });

  it('answers a changed slug with a redirect to the new page, and the new one as the page', async () => {
    const product = await createdProduct({ slug: 'fraldinha-temperada-antiga' });
    await move(product.id, 'publish');
    const changed = await update(product.id, { ...form(), name: product.name, slug: 'fraldinha-temperada' });
    expect(changed.status).toBe(200);
    expect(changed.body.slug).toBe('fraldinha-temperada');
    const { db } = api.database;
    expect(await productAddress(db, 'fraldinha-temperada-antiga')).toEqual({
      kind: 'moved',
      slug: 'fraldinha-temperada',
    });
    expect(await productAddress(db, 'fraldinha-temperada')).toEqual({ kind: 'page' });
    expect((await api.json(`/v2/products/fraldinha-temperada`)).status).toBe(200);

    // Archived, the old address is gone too; a new product may take the old slug as its own page.
    await move(product.id, 'archive');
    expect(await productAddress(db, 'fraldinha-temperada-antiga')).toEqual({ kind: 'gone' });
    const successor = await createdProduct({ slug: 'fraldinha-temperada-antiga' });
    await move(successor.id, 'publish');
    expect(await productAddress(db, 'fraldinha-temperada-antiga')).toEqual({ kind: 'page' });
  });
});

describe('a product’s pictures', () => {
  const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 800, height = 500) =>
    sharp({ create: { width, height, channels: 3, background: '#a3161a' } })
      .toFormat(format)
      .toBuffer();

  function upload(id: number, bytes: Buffer, type: string, alt = '') {
    const body = new FormData();
    body.set('file', new Blob([new Uint8Array(bytes)], { type }), 'foto');
    body.set('alt', alt);
    return api.json<StoreProductJson & ErrorBody>(`/admin/products/${id}/images`, {
      method: 'POST',
      headers: as(manager),
      body,
    });
  }

  it('stores a JPEG, PNG or WebP as WebP in the three sizes the shop serves, in order, with its alt text', async () => {
    const product = await createdProduct();
    const first = await upload(product.id, await picture('jpeg'), 'image/jpeg', 'Costela na tábua');
    expect(first.status).toBe(201);
    await upload(product.id, await picture('png'), 'image/png');
    const { status, body } = await upload(product.id, await picture('webp'), 'image/webp');
    expect(status).toBe(201);
    expect(body.images.map((image) => [image.position, image.alt])).toEqual([
      [0, 'Costela na tábua'],
      [1, ''],
      [2, ''],
    ]);
    const [image] = body.images;
    for (const [url, width, height] of [
      [image!.mini_url, 24, 18],
      [image!.small_url, 400, 300],
      [image!.large_url, 1200, 900],
    ] as const) {
      const stored = await storage.read(storageKeyOf(url)!);
      expect(await sharp(stored!).metadata()).toMatchObject({ format: 'webp', width, height });
    }

    // Reordered: the last becomes the product's photo; the storefront shows it first once published.
    const last = body.images[2]!;
    const moved = await api.json<StoreProductJson>(
      `/admin/products/${product.id}/images/${last.id}`,
      jsonRequest('PUT', { position: 0, alt: 'Costela fatiada' }, as(manager)),
    );
    expect(moved.body.images.map((i) => i.id)).toEqual([last.id, image!.id, body.images[1]!.id]);
    expect(moved.body.images[0]!.alt).toBe('Costela fatiada');
    await move(product.id, 'publish');
    const page = await api.json<VariantJson>(`/v2/products/${product.slug}`);
    expect(page.body.images[0]).toMatchObject({ small_url: last.small_url, alt: 'Costela fatiada' });

    const removed = await api.json<StoreProductJson>(`/admin/products/${product.id}/images/${last.id}`, {
      method: 'DELETE',
      headers: as(manager),
    });
    expect(removed.body.images).toHaveLength(2);
    expect(await storage.read(storageKeyOf(last.large_url)!)).toBeNull();
  });

  it('refuses another type, a file that is no picture, and one over 5 MB, with a clear 422', async () => {
    const product = await createdProduct();
    const gif = await upload(product.id, await picture('gif'), 'image/gif');
    expect([gif.status, gif.body.errors]).toEqual([422, { file: ['Envie uma imagem JPEG, PNG ou WebP'] }]);
    const fake = await upload(product.id, Buffer.from('não sou uma imagem'), 'image/jpeg');
    expect([fake.status, fake.body.errors.file]).toEqual([
      422,
      ['Não foi possível ler a imagem: envie um arquivo JPEG, PNG ou WebP válido'],
    ]);
    const big = await upload(product.id, Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/jpeg');
    expect([big.status, big.body.errors.file]).toEqual([422, ['A imagem deve ter até 5 MB']]);
    // Far beyond the limit, the body is not even read.
    const huge = await upload(product.id, Buffer.alloc(6 * 1024 * 1024, 1), 'image/jpeg');
    expect(huge.status).toBe(413);
    // Anywhere else, the usual limit holds.
    const bodyElsewhere = await api.request(`/admin/products/${product.id}`, {
      method: 'PUT',
      headers: { ...as(manager), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...form(), description: 'x'.repeat(100_000) }),
    });
    expect(bodyElsewhere.status).toBe(413);
    expect(
      (await api.json<StoreProductJson>(`/admin/products/${product.id}`, { headers: as(manager) })).body
        .images,
    ).toEqual([]);
  });
});
