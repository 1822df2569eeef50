/**
 * The store back office's products (docs/business-rules.md, Store back office): the manager's calls, and
 * what the storefront shows of each status. A draft is nowhere; a published product is on its page, its
 * department, the search and the sitemap; an archived one leaves them, its page answers 410, and carts that
 * hold it show it unavailable. A changed slug answers 301 from the old one.
 */
import { eq } from 'drizzle-orm';
import type { ErrorBody } from '@/lib/sales-api/errors';
import type {
  DepartmentDetailJson,
  RecipeJson,
  SubdepartmentProductsJson,
  VariantJson,
} from '@/lib/sales-api/catalogue';
import type { OrderJson } from '@/lib/sales-api/order';
import type { MultiSearchResponse } from '@/lib/sales-api/search';
import type { StoreChangesJson } from '@/lib/sales-api/store-changes';
import type { ProductForm, StoreProductJson, StoreProductsJson } from '@/lib/sales-api/store-products';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import { createCart, createShopper, type Shopper } from '@/test-support/server/checkout-fixtures';
import { createStaff } from '@/test-support/server/order-fixtures';
import { productFormOf } from '@/test-support/server/store-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { folderStorage } from '../media/image-storage';
import { listCatalogueUrls } from './sitemap-urls';
import { previewProduct } from './product-preview';
import { relatedVariantIds } from './related-products';
import { products } from './schema';
import { productAddress } from './variants';
import { MSG } from '@/lib/rules/field-messages';

jest.setTimeout(120_000);

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
/** A change from a form opened just now (the product's version as it stands), unless `body` has its own. */
const update = async (id: number, body: object) => {
  const opened = await api.json<Partial<StoreProductJson>>(`/admin/products/${id}`, { headers: as(manager) });
  const change = 'version' in body ? body : { ...body, version: opened.body.version ?? 'none' };
  return api.json<StoreProductJson & ErrorBody>(
    `/admin/products/${id}`,
    jsonRequest('PUT', change, as(manager)),
  );
};
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
  // Every page of each subdepartment, as its 'Ver mais' reads them.
  let listed = false;
  for (const sub of department.body.subdepartments) {
    let products = sub.products;
    let after = sub.next_cursor;
    while (!listed) {
      listed = products.some((p) => p.slug === product.slug);
      if (after === null) break;
      const next = await api.json<SubdepartmentProductsJson>(
        `/v2/subdepartments/${sub.id}/products?${new URLSearchParams({ after })}`,
      );
      ({ products, next_cursor: after } = next.body);
    }
  }
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
  it('answers the manager only: 403 for guests, customers and other staff', async () => {
    expect((await api.json('/admin/products')).status).toBe(403);
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

  it('refuses a maximum quantity that would cost more than R$ 100.000,00 a line', async () => {
    const costly = await create(
      form({
        unit_for_quantity: 'un',
        price: '999999.99',
        minimum_quantity: 1,
        increment_quantity: 1,
        default_quantity: 1,
        maximum_quantity: 1_000,
      }),
    );
    expect([costly.status, costly.body.errors]).toEqual([
      422,
      {
        maximum_quantity: [
          'A quantidade máxima custa mais de R$ 100.000,00 a este preço: diminua a quantidade máxima',
        ],
      },
    ]);
    const atLimit = await create(
      form({
        unit_for_quantity: 'un',
        price: '1000',
        minimum_quantity: 1,
        increment_quantity: 1,
        default_quantity: 1,
        maximum_quantity: 100,
      }),
    );
    expect(atLimit.status).toBe(201);
    // Its price raised on its own (the stock and prices screen): the same rule.
    const variant = `/admin/variants/${atLimit.body.variant_id}`;
    const raised = await api.json<ErrorBody>(variant, jsonRequest('PUT', { price: '1000.01' }, as(manager)));
    expect([raised.status, raised.body.errors]).toEqual([
      422,
      {
        price: ['A quantidade máxima custa mais de R$ 100.000,00 a este preço: diminua a quantidade máxima'],
      },
    ]);
  });

  it('refuses control characters in its texts, line breaks where a text is one line', async () => {
    const { status, body } = await create(
      form({
        name: 'Picanha\r\nX-Evil: 1',
        description: 'Macia\nsuculenta\u001b[31m',
        manufacturer: 'Friboi\u0007',
        cooking_methods: ['Grelha\u0008'],
      }),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      name: [MSG.singleLine],
      description: [MSG.controlCharacters],
      manufacturer: [MSG.singleLine],
      'cooking_methods.0': [MSG.singleLine],
    });
  });

  it('refuses a slug another product uses, and an unknown subdepartment', async () => {
    const { status, body } = await create(form({ slug: 'picanha-bovina', subdepartment_id: 999_999 }));
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      slug: ['Este endereço já é usado por outro produto'],
      subdepartment_id: ['Subdepartamento não encontrado'],
    });
    // Past PostgreSQL's integer: no such subdepartment either, never a failed query.
    const tooBig = await create(form({ subdepartment_id: 2_147_483_648 }));
    expect([tooBig.status, tooBig.body.errors]).toEqual([
      422,
      { subdepartment_id: ['Escolha o subdepartamento'] },
    ]);
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

  it('answers one page at a time, per_page long, the pages joining into the whole list once each', async () => {
    const list = async (query: string) =>
      api.json<StoreProductsJson>(`/admin/products?${query}`, { headers: as(manager) });
    const whole = (await list('status=published&per_page=100')).body;
    expect(whole.count).toBeGreaterThan(40);
    const pages = [];
    for (let page = 1; page <= Math.ceil(whole.count / 20); page++) {
      const { body } = await list(`status=published&per_page=20&page=${page}`);
      expect(body.count).toBe(whole.count);
      pages.push(...body.products.map((p) => p.id));
    }
    expect(pages).toHaveLength(whole.count);
    expect(new Set(pages).size).toBe(whole.count);
    expect(pages.slice(0, 100)).toEqual(whole.products.map((p) => p.id));
    expect((await list('status=published')).body.products).toHaveLength(50);
    for (const wrong of ['per_page=0', 'per_page=101', 'per_page=abc']) {
      const { status, body } = await list(wrong);
      expect(status).toBe(422);
      expect((body as unknown as ErrorBody).errors.per_page?.[0]).toMatch(/por página/);
    }
  });

  it('404s a product that does not exist', async () => {
    expect((await update(999_999, form())).status).toBe(404);
    expect((await move(999_999, 'publish')).status).toBe(404);
  });
});

describe('recipes and related products', () => {
  const recipe = {
    title: 'Costela no bafo',
    text: 'Tempere com sal grosso.\nAsse por 4 horas a 160 °C.',
    video_url: 'https://vimeo.com/123456',
  };

  it('saves them with the form, in order, and the product’s page shows them (published relations only)', async () => {
    const shown = await createdProduct({ name: 'Farofa Pronta de Bacon' });
    await move(shown.id, 'publish');
    const hidden = await createdProduct({ name: 'Molho Barbecue Rascunho' });
    const product = await createdProduct({
      recipes: [recipe, { title: 'Costela na panela', text: 'Cozinhe na pressão.', video_url: '' }],
      related_product_ids: [hidden.id, shown.id],
    });
    expect(product.recipes).toEqual([
      recipe,
      { title: 'Costela na panela', text: 'Cozinhe na pressão.', video_url: null },
    ]);
    expect(product.related_products).toEqual([
      { id: hidden.id, name: hidden.name, slug: hidden.slug, status: 'draft' },
      { id: shown.id, name: shown.name, slug: shown.slug, status: 'published' },
    ]);

    await move(product.id, 'publish');
    const recipes = await api.json<RecipeJson[]>(`/v2/recipes?by_product=${product.id}`);
    expect(recipes.body.map((r) => [r.title, r.vimeo_url])).toEqual([
      ['Costela no bafo', 'https://vimeo.com/123456'],
      ['Costela na panela', null],
    ]);
    expect(await relatedVariantIds(api.database.db, product.id)).toEqual([shown.variant_id]);
    await move(hidden.id, 'publish');
    expect(await relatedVariantIds(api.database.db, product.id)).toEqual([
      hidden.variant_id,
      shown.variant_id,
    ]);

    // A form without them leaves them as they are; empty lists remove them.
    const kept = await update(product.id, { ...form(), name: product.name, slug: product.slug });
    expect([kept.body.recipes.length, kept.body.related_products.length]).toEqual([2, 2]);
    const emptied = await update(product.id, {
      ...form(),
      name: product.name,
      slug: product.slug,
      recipes: [],
      related_product_ids: [],
    });
    expect([emptied.body.recipes, emptied.body.related_products]).toEqual([[], []]);
    expect((await api.json<RecipeJson[]>(`/v2/recipes?by_product=${product.id}`)).body).toEqual([]);
    expect(await relatedVariantIds(api.database.db, product.id)).toEqual([]);
  });

  it('takes only a plain https video link, with the pt-BR message on the recipe’s field', async () => {
    const link = 'Informe um link https válido (ex.: https://vimeo.com/123456)';
    for (const video_url of [
      'http://vimeo.com/1',
      'javascript:alert(1)',
      'https://x.com/a" onmouseover="b',
    ]) {
      const { status, body } = await create(form({ recipes: [recipe, { ...recipe, video_url }] }));
      expect([status, body.errors]).toEqual([422, { 'recipes.1.video_url': [link] }]);
    }
    const blank = await create(form({ recipes: [{ title: '', text: ' ', video_url: null }] }));
    expect(blank.body.errors).toEqual({
      'recipes.0.title': ['Informe o título da receita'],
      'recipes.0.text': ['Escreva o modo de fazer'],
    });
  });

  it('refuses an unknown, repeated or self relation with 422', async () => {
    const other = await createdProduct();
    const unknown = await create(form({ related_product_ids: [other.id, 999_999] }));
    expect(unknown.body.errors).toEqual({ related_product_ids: ['Produto relacionado não encontrado'] });
    const repeated = await create(form({ related_product_ids: [other.id, other.id] }));
    expect(repeated.body.errors).toEqual({ related_product_ids: ['Cada produto relacionado só uma vez'] });
    const self = await update(other.id, { ...form(), related_product_ids: [other.id] });
    expect([self.status, self.body.errors]).toEqual([
      422,
      { related_product_ids: ['O produto não pode ser relacionado a ele mesmo'] },
    ]);
  });
});

describe('portioning per product', () => {
  const linePath = (order: OrderJson, lineId?: number) =>
    `/api/v1/orders/${order.number}/line_items${lineId === undefined ? '' : `/${lineId}`}`;
  const changeLine = (who: Shopper, order: OrderJson, line_item: unknown) =>
    api.json<OrderJson & ErrorBody>(
      linePath(order, order.line_items[0]!.id),
      jsonRequest('PUT', { line_item }, as(who)),
    );

  it('keeps every existing product on the shop-wide rule: any size from 0,5 Kg to 10 Kg', async () => {
    const product = await createdProduct();
    expect(product).toMatchObject({ portioning: 'any', portioning_sizes: [] });
    const seeded = await api.json<VariantJson>('/v2/products/picanha-bovina');
    expect(seeded.status).toBe(200);
    expect(seeded.body).toMatchObject({ portioning: 'any', portioning_sizes: [] });
  });

  it('saves the chosen sizes (smallest first), audited, and the product and cart offer only those', async () => {
    const product = await createdProduct({ portioning: 'sizes', portioning_sizes: [1_000, 500] });
    expect(product).toMatchObject({ portioning: 'sizes', portioning_sizes: [500, 1_000] });
    await move(product.id, 'publish');
    const page = await api.json<VariantJson>(`/v2/products/${product.slug}`);
    expect(page.body).toMatchObject({ portioning: 'sizes', portioning_sizes: [500, 1_000] });

    const shopper = await createShopper(api);
    const cart = await createCart(api, shopper, [{ variant_id: product.variant_id, quantity: 3_000 }]);
    expect(cart.line_items[0]!.variant).toMatchObject({
      portioning: 'sizes',
      portioning_sizes: [500, 1_000],
    });
    const offered = await changeLine(shopper, cart, { portioning_size: 1_000 });
    expect(offered.status).toBe(200);
    expect(offered.body.line_items[0]!.portioning_size).toBe(1_000);
    // The whole quantity as one bag is always there.
    expect((await changeLine(shopper, cart, { portioning_size: 3_000 })).status).toBe(200);

    const refused = await changeLine(shopper, cart, { portioning_size: 700 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'line_item.portioning_size': ['Porcionamento deste produto em pacotes de 0,5 Kg, 1 Kg ou 3 Kg'],
    });
    // A new line asking a size the product does not offer is refused too, and nothing is written.
    const added = await api.json<ErrorBody>(
      linePath(cart),
      jsonRequest(
        'POST',
        { line_item: { variant_id: product.variant_id, quantity: 500, portioning_size: 600 } },
        as(shopper),
      ),
    );
    expect(added.status).toBe(422);
    expect(added.body.errors['line_item.portioning_size']).toEqual([
      'Porcionamento deste produto em pacotes de 0,5 Kg, 1 Kg ou 3,5 Kg',
    ]);

    // A quantity change keeps the nearest size the product offers.
    const bagged = await changeLine(shopper, cart, { portioning_size: 1_000 });
    expect(bagged.status).toBe(200);
    const shrunk = await changeLine(shopper, cart, { quantity: 750 });
    expect(shrunk.body.line_items[0]).toMatchObject({ quantity: 750, portioning_size: 750 });

    const { body: audit } = await api.json<StoreChangesJson>(
      `/admin/store/changes?entity=product&entity_id=${product.id}`,
      { headers: as(manager) },
    );
    expect(audit.changes.at(-1)!.after).toMatchObject({
      portioning: 'sizes',
      portioning_sizes: [500, 1_000],
    });
  });

  it('turns portioning off for a product: the cart refuses any size, and the change is audited', async () => {
    const product = await createdProduct();
    await move(product.id, 'publish');
    const shopper = await createShopper(api);
    const cart = await createCart(api, shopper, [{ variant_id: product.variant_id, quantity: 2_000 }]);
    expect((await changeLine(shopper, cart, { portioning_size: 500 })).status).toBe(200);

    const off = await update(
      product.id,
      productFormOf(product, { portioning: 'none', portioning_sizes: [500] }),
    );
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ portioning: 'none', portioning_sizes: [] });
    const refused = await changeLine(shopper, cart, { portioning_size: 1_000 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'line_item.portioning_size': ['Este produto não é porcionado'] });
    // A new quantity drops the size the product no longer offers.
    const grown = await changeLine(shopper, cart, { quantity: 2_500 });
    expect(grown.body.line_items[0]).toMatchObject({ quantity: 2_500, portioning_size: null });

    const { body: audit } = await api.json<StoreChangesJson>(
      `/admin/store/changes?entity=product&entity_id=${product.id}`,
      { headers: as(manager) },
    );
    expect(audit.changes[0]!.before).toMatchObject({ portioning: 'any' });
    expect(audit.changes[0]!.after).toMatchObject({ portioning: 'none' });
  });

  it('leaves the portioning as it is when the form does not send it', async () => {
    const product = await createdProduct({ portioning: 'sizes', portioning_sizes: [2_000] });
    const withoutPortioning: Partial<ProductForm> = productFormOf(product);
    delete withoutPortioning.portioning;
    delete withoutPortioning.portioning_sizes;
    const saved = await update(product.id, { ...withoutPortioning, name: 'Costela Defumada Renomeada' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ portioning: 'sizes', portioning_sizes: [2_000] });
  });

  it("refuses a size outside the shop's set, a repeated one, none chosen and an unknown kind (422)", async () => {
    const outside = await create(form({ portioning: 'sizes', portioning_sizes: [450, 1_000, 12_000] }));
    expect(outside.status).toBe(422);
    const message = 'Tamanho de pacote inválido: de 500 g a 10.000 g, de 100 g em 100 g';
    expect(outside.body.errors).toMatchObject({
      'portioning_sizes.0': [message],
      'portioning_sizes.2': [message],
    });
    const repeated = await create(form({ portioning: 'sizes', portioning_sizes: [500, 500] }));
    expect(repeated.body.errors).toEqual({ portioning_sizes: ['Cada tamanho de pacote só uma vez'] });
    const missing = await create(form({ portioning: 'sizes', portioning_sizes: [] }));
    expect(missing.body.errors).toEqual({
      portioning_sizes: ['Informe ao menos um tamanho de pacote (ex.: 500, 1000)'],
    });
    const unknown = await create({ ...form(), portioning: 'metade' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ portioning: ['Escolha como o produto é porcionado'] });
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

describe("the product page's title and description", () => {
  /** What the product's page puts in its <title>, og:title and meta description. */
  const metaOf = async (slug: string) => (await api.json<VariantJson>(`/v2/products/${slug}`)).body.meta_tags;

  it('follow a seeded product renamed and described anew in the form', async () => {
    const listed = await api.json<StoreProductsJson>('/admin/products?q=hamburguer de fraldinha 180', {
      headers: as(manager),
    });
    const { body: seeded } = await api.json<StoreProductJson>(
      `/admin/products/${listed.body.products[0]!.id}`,
      {
        headers: as(manager),
      },
    );
    expect(await metaOf(seeded.slug)).toMatchObject({ title: seeded.name, description: seeded.description });
    const renamed = {
      name: 'Hambúrguer de Fraldinha Artesanal 180 g',
      description: 'Fraldinha moída na hora, em discos de 180 g.',
    };
    expect((await update(seeded.id, productFormOf(seeded, renamed))).status).toBe(200);
    expect(await metaOf(seeded.slug)).toMatchObject({
      title: renamed.name,
      description: renamed.description,
    });
  });

  it('drop a stored copy of the old name and description, and keep a title set on purpose', async () => {
    const copied = await createdProduct();
    const chosen = await createdProduct();
    const { db } = api.database;
    // A copy of the name and description, as the seed used to store them.
    await db
      .update(products)
      .set({ metaTitle: copied.name, metaDescription: copied.description })
      .where(eq(products.id, copied.id));
    const onPurpose = {
      metaTitle: 'Costela defumada na lenha | Casa da Carne',
      metaDescription: 'Costela suína defumada na lenha, pronta para o forno.',
    };
    await db.update(products).set(onPurpose).where(eq(products.id, chosen.id));
    for (const product of [copied, chosen]) {
      await move(product.id, 'publish');
      const saved = await update(
        product.id,
        productFormOf(product, { name: `${product.name} Premium`, description: 'Defumada por 12 horas.' }),
      );
      expect(saved.status).toBe(200);
    }
    expect(await metaOf(copied.slug)).toMatchObject({
      title: `${copied.name} Premium`,
      description: 'Defumada por 12 horas.',
    });
    expect(await metaOf(chosen.slug)).toMatchObject({
      title: onPurpose.metaTitle,
      description: onPurpose.metaDescription,
    });
  });
});

describe('"Me avise quando chegar!" and the product\'s status', () => {
  /** The back-in-stock e-mails sent since `from` (of api.mail), as whom they went to and what they say. */
  const backInStock = (from: number) =>
    api.mail
      .slice(from)
      .filter((mail) => mail.subject.endsWith('chegou!'))
      .map((mail) => ({ to: mail.to, subject: mail.subject }));

  it('tells a waiting customer once, when the product can be bought again: never while it is archived', async () => {
    const product = await createdProduct({ total_on_hand: 0 });
    await move(product.id, 'publish');
    const waiting = await createShopper(api);
    const subscribed = await api.request(
      `/api/v1/variants/${product.variant_id}/notify_me`,
      jsonRequest('PUT', undefined, as(waiting)),
    );
    expect(subscribed.status).toBe(200);
    const archived = (await move(product.id, 'archive')).body;
    const mails = api.mail.length;

    // Stock while archived: nothing can be bought, the customer keeps waiting.
    const restocked = await update(product.id, productFormOf(archived, { total_on_hand: 20_000 }));
    expect(restocked.status).toBe(200);
    expect(backInStock(mails)).toEqual([]);

    // Published with stock: on sale again, the customer hears of it.
    expect((await move(product.id, 'publish')).status).toBe(200);
    expect(backInStock(mails)).toEqual([{ to: waiting.email, subject: `${product.name} chegou!` }]);
    expect(api.mail.at(-1)!.text).toContain(`/produtos/${product.slug}`);

    // Once: archived and published again, or restocked, nobody is told twice.
    await move(product.id, 'archive');
    await move(product.id, 'publish');
    await update(product.id, productFormOf(restocked.body, { total_on_hand: 0 }));
    await update(product.id, productFormOf(restocked.body, { total_on_hand: 30_000 }));
    expect(backInStock(mails)).toHaveLength(1);
  });

  it('keeps the customer waiting when a product comes back from the archive out of stock, until its stock comes', async () => {
    const product = await createdProduct({ total_on_hand: 0 });
    await move(product.id, 'publish');
    const waiting = await createShopper(api);
    await api.request(
      `/api/v1/variants/${product.variant_id}/notify_me`,
      jsonRequest('PUT', undefined, as(waiting)),
    );
    await move(product.id, 'archive');
    const mails = api.mail.length;
    const published = (await move(product.id, 'publish')).body;
    expect(backInStock(mails)).toEqual([]);
    await update(product.id, productFormOf(published, { total_on_hand: 20_000 }));
    expect(backInStock(mails)).toEqual([{ to: waiting.email, subject: `${product.name} chegou!` }]);
  });
});

describe('sibling variants', () => {
  type Sibling = NonNullable<ProductForm['variants']>[number];
  const sibling = (overrides: Partial<Sibling> = {}): Sibling => ({
    id: null,
    option_value: 'Em tiras',
    slug: `costela-em-tiras-${made}`,
    unit_for_quantity: 'g',
    minimum_quantity: 500,
    increment_quantity: 250,
    maximum_quantity: 5_000,
    default_quantity: 1_000,
    price: '0.0649',
    list_price: '0.0699',
    total_on_hand: 8_000,
    ...overrides,
  });

  it('adds, edits and removes variants, each with its own page, prices and stock, offered on the others', async () => {
    const product = await createdProduct({
      option_type: 'Corte',
      option_value: 'Peça inteira',
      variants: [sibling()],
    });
    expect(product).toMatchObject({ option_type: 'Corte', option_value: 'Peça inteira' });
    expect(product.variants).toEqual([
      expect.objectContaining({
        option_value: 'Em tiras',
        price: '0.0649',
        list_price: '0.0699',
        total_on_hand: 8_000,
      }),
    ]);
    const [strips] = product.variants;
    await move(product.id, 'publish');
    const page = await api.json<VariantJson>(`/v2/products/${strips!.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      price: '0.0649',
      on_sale: true,
      total_on_hand: 8_000,
      options_text: 'Corte: Em tiras',
    });
    const first = await api.json<VariantJson>(`/v2/products/${product.slug}`);
    expect(first.body.options[0]!.values.map((v) => [v.presentation_name, v.selected])).toEqual([
      ['Peça inteira', true],
      ['Em tiras', false],
    ]);

    // Edited in place (same id), and one more added; then the first sibling removed.
    const edited = await update(product.id, {
      ...productFormOf(product),
      variants: [
        { ...strips, total_on_hand: 0 },
        sibling({
          option_value: 'Em cubos',
          slug: `costela-em-cubos-${made}`,
          unit_for_quantity: 'un',
          minimum_quantity: 1,
          increment_quantity: 1,
          maximum_quantity: 10,
          default_quantity: 1,
          price: '19.90',
          list_price: null,
        }),
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.variants.map((v) => [v.id === strips!.id, v.option_value, v.total_on_hand])).toEqual([
      [true, 'Em tiras', 0],
      [false, 'Em cubos', 8_000],
    ]);
    const removed = await update(
      product.id,
      productFormOf(edited.body, { variants: [edited.body.variants[1]!] }),
    );
    expect(removed.body.variants.map((v) => v.option_value)).toEqual(['Em cubos']);
    expect((await api.json(`/v2/products/${strips!.slug}`)).status).toBe(404);
    // Its address now answers 301 to the product's page.
    expect(await productAddress(api.database.db, strips!.slug)).toEqual({
      kind: 'moved',
      slug: product.slug,
    });
  });

  it('refuses a repeated name or address, a missing option, a taken address and an unknown id', async () => {
    const repeated = await create(
      form({
        option_type: 'Corte',
        option_value: 'Inteira',
        variants: [sibling({ option_value: 'inteira' })],
      }),
    );
    expect(repeated.body.errors).toEqual({
      'variants.0.option_value': ['Cada variação com um nome diferente'],
    });
    const missing = await create(form({ option_type: null, option_value: null, variants: [sibling()] }));
    expect(missing.body.errors).toEqual({
      option_type: ['Informe o tipo das variações (ex.: Corte)'],
      option_value: ['Informe o nome desta variação (ex.: Peça inteira)'],
    });
    const rules = await create(
      form({ option_type: 'Corte', option_value: 'Inteira', variants: [sibling({ maximum_quantity: 400 })] }),
    );
    expect(rules.body.errors).toMatchObject({
      'variants.0.maximum_quantity': ['O máximo deve ser maior ou igual ao mínimo'],
    });
    const taken = await create(
      form({
        option_type: 'Corte',
        option_value: 'Inteira',
        variants: [sibling({ slug: 'picanha-bovina', id: 1 })],
      }),
    );
    expect(taken.body.errors).toEqual({
      'variants.0.slug': ['Este endereço já é usado por outro produto'],
      'variants.0.id': ['Variação não encontrada'],
    });
  });

  it('keeps a variant an order holds: removing it is refused', async () => {
    const product = await createdProduct({
      option_type: 'Tamanho',
      option_value: 'Pequeno',
      variants: [
        sibling({
          option_value: 'Grande',
          unit_for_quantity: 'un',
          minimum_quantity: 1,
          increment_quantity: 1,
          maximum_quantity: 10,
          default_quantity: 1,
          price: '29.90',
          list_price: null,
        }),
      ],
    });
    await move(product.id, 'publish');
    await createCart(api, await createShopper(api), [{ variant_id: product.variants[0]!.id, quantity: 1 }]);
    const refused = await update(product.id, productFormOf(product, { variants: [] }));
    expect([refused.status, refused.body.errors]).toEqual([
      422,
      {
        variants: ['Esta variação está em pedidos, carrinhos ou blends: zere o estoque em vez de removê-la'],
      },
    ]);
    // Nor does its unit change (the cart's 1 unit would read as 1 g); the first variant, held by nothing,
    // may change its own.
    const [grande] = product.variants;
    const inGrams = {
      unit_for_quantity: 'g' as const,
      minimum_quantity: 500,
      increment_quantity: 100,
      maximum_quantity: 5_000,
      default_quantity: 500,
      price: '0.0299',
    };
    const regrammed = await update(
      product.id,
      productFormOf(product, { variants: [{ ...grande!, ...inGrams }] }),
    );
    expect([regrammed.status, regrammed.body.errors]).toEqual([
      422,
      {
        'variants.0.unit_for_quantity': [
          'Esta variação está em pedidos, carrinhos ou blends: a unidade não muda (crie outra variação)',
        ],
      },
    ]);
    const firstInUnits = await update(
      product.id,
      productFormOf(product, {
        ...inGrams,
        unit_for_quantity: 'un',
        minimum_quantity: 1,
        increment_quantity: 1,
        maximum_quantity: 10,
        default_quantity: 1,
        price: '9.90',
      }),
    );
    expect(firstInUnits.status).toBe(200);
    expect(firstInUnits.body.unit_for_quantity).toBe('un');
  });
});

describe('the manager’s preview of a draft', () => {
  it('shows the draft as it will be, while its address, recipes and lists stay hidden from everyone', async () => {
    const related = await createdProduct({ name: 'Sal Grosso Temperado' });
    await move(related.id, 'publish');
    const draft = await createdProduct({
      name: 'Costelinha Barbecue',
      total_on_hand: 3_000,
      recipes: [{ title: 'Costelinha no forno', text: 'Asse coberta.', video_url: null }],
      related_product_ids: [related.id],
    });
    const preview = await previewProduct(api.database.db, draft.id);
    expect(preview).toMatchObject({
      status: 'draft',
      variant: {
        id: draft.variant_id,
        name: 'Costelinha Barbecue',
        available: true,
        in_stock: true,
        total_on_hand: 3_000,
      },
      recipes: [{ title: 'Costelinha no forno' }],
      relatedIds: [related.variant_id],
    });
    expect(await storefront(draft)).toMatchObject({ page: 404, address: 'missing' });
    expect((await api.json(`/v2/recipes?by_product=${draft.id}`)).status).toBe(404);
    expect(await previewProduct(api.database.db, 999_999)).toBeNull();

    await move(draft.id, 'publish');
    expect((await api.json(`/v2/recipes?by_product=${draft.id}`)).status).toBe(200);
    expect((await api.json<VariantJson>(`/v2/products/${draft.slug}`)).body).toEqual({
      ...preview!.variant,
      should_notify_user: false,
    });
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
      const stored = await storage.get(storage.keyOf(url)!);
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
    expect(await storage.get(storage.keyOf(last.large_url)!)).toBeNull();
  });

  it('refuses another type, a file that is no picture, and one over 5 MB, with a clear 422 (413 past 12 MB)', async () => {
    const product = await createdProduct();
    const gif = await upload(product.id, await picture('gif'), 'image/gif');
    expect([gif.status, gif.body.errors]).toEqual([422, { file: ['Envie uma imagem JPEG, PNG ou WebP'] }]);
    const controlled = await upload(product.id, await picture('jpeg'), 'image/jpeg', 'Costela\u0000');
    expect([controlled.status, controlled.body.errors]).toEqual([422, { alt: [MSG.singleLine] }]);
    const fake = await upload(product.id, Buffer.from('não sou uma imagem'), 'image/jpeg');
    expect([fake.status, fake.body.errors.file]).toEqual([
      422,
      ['Não foi possível ler a imagem: envie um arquivo JPEG, PNG ou WebP válido'],
    ]);
    const tooLarge = {
      error: 'A imagem deve ter até 5 MB',
      errors: { file: ['A imagem deve ter até 5 MB'] },
    };
    const big = await upload(product.id, Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/jpeg');
    expect([big.status, big.body]).toEqual([422, tooLarge]);
    // A camera's photo of 6 MB gets the same answer: the body limit here is 12 MB.
    const photo = await upload(product.id, Buffer.alloc(6 * 1024 * 1024, 1), 'image/jpeg');
    expect([photo.status, photo.body]).toEqual([422, tooLarge]);
    // Beyond 12 MB, the body is not even read: 413, in the same words.
    const huge = await upload(product.id, Buffer.alloc(13 * 1024 * 1024, 1), 'image/jpeg');
    expect([huge.status, huge.body]).toEqual([413, tooLarge]);
    // Anywhere else, the usual limit holds.
    const bodyElsewhere = await api.request(`/admin/products/${product.id}`, {
      method: 'PUT',
      headers: { ...as(manager), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...form(), description: 'x'.repeat(100_000) }),
    });
    expect(bodyElsewhere.status).toBe(413);
    expect(await bodyElsewhere.json()).toEqual({
      error: 'Os dados enviados são grandes demais.',
      errors: {},
    });
    expect(
      (await api.json<StoreProductJson>(`/admin/products/${product.id}`, { headers: as(manager) })).body
        .images,
    ).toEqual([]);
  });
});
