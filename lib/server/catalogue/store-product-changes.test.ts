/**
 * A product form left open while the shop goes on (docs/business-rules.md, Store back office): orders and
 * the counter change its stock, another manager saves it. A save writes the stock only when the manager
 * typed a new one, so what was sold meanwhile is not sold again; a form opened before another change of
 * what it writes is refused (409) and that change kept, while sales, stock and status are no such change.
 */
import { eq } from 'drizzle-orm';
import type { ErrorBody } from '@/lib/sales-api/errors';
import type { StoreChangesJson } from '@/lib/sales-api/store-changes';
import type { ProductChange, ProductForm, StoreProductJson } from '@/lib/sales-api/store-products';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import { createShopper, setStock, stockOf, type Shopper } from '@/test-support/server/checkout-fixtures';
import {
  completeOrder,
  createStaff,
  stockedShop,
  type TestProducts,
} from '@/test-support/server/order-fixtures';
import { newProductForm, productFormOf } from '@/test-support/server/store-fixtures';
import type { TestApi } from '@/test-support/server/test-api';
import { variants } from './schema';

jest.setTimeout(120_000);

const CHANGED_MEANWHILE = 'Este produto foi alterado por outra pessoa. Recarregue para ver a versão atual.';

let api: TestApi;
let products: TestProducts;
let manager: Shopper;
let otherManager: Shopper;
let subdepartmentId: number;

beforeAll(async () => {
  ({ api, products } = await stockedShop());
  manager = await createStaff(api, 'manager');
  otherManager = await createStaff(api, 'manager');
  const options = await api.json<{ subdepartments: { id: number }[] }>('/admin/products/options', {
    headers: manager.headers,
  });
  subdepartmentId = options.body.subdepartments[0]!.id;
});
afterAll(() => api.database.close());

type Answer = StoreProductJson & ErrorBody;
const read = async (id: number) =>
  (await api.json<StoreProductJson>(`/admin/products/${id}`, { headers: manager.headers })).body;
const save = (id: number, body: object, who: Shopper = manager) =>
  api.json<Answer>(`/admin/products/${id}`, jsonRequest('PUT', body, who.headers));
const changeVariant = (id: number, change: { total_on_hand?: number; price?: string }) =>
  api.json(`/admin/variants/${id}`, jsonRequest('PUT', change, manager.headers));

let made = 0;
/** A new draft sold by the unit, with `overrides`. */
async function created(overrides: Partial<ProductForm> = {}): Promise<StoreProductJson> {
  made += 1;
  const form = newProductForm({
    name: `Linguiça Toscana da Casa ${made}`,
    slug: `linguica-toscana-da-casa-${made}`,
    description: 'Linguiça suína temperada.',
    subdepartment_id: subdepartmentId,
    price: '24.90',
    ...overrides,
  });
  const { status, body } = await api.json<Answer>(
    '/admin/products',
    jsonRequest('POST', form, manager.headers),
  );
  expect(status).toBe(201);
  return body;
}

/** A variation of the product made by `created`, sold by the unit too. */
const variation = (stock: number) => ({
  id: null,
  option_value: 'Fina',
  slug: `linguica-toscana-fina-${made + 1}`,
  unit_for_quantity: 'un' as const,
  minimum_quantity: 1,
  increment_quantity: 1,
  maximum_quantity: 10,
  default_quantity: 1,
  price: '26.90',
  list_price: null,
  total_on_hand: stock,
});

/** The back-in-stock e-mails sent since `from`, as whom they went to. */
const backInStock = (from: number) =>
  api.mail
    .slice(from)
    .filter((mail) => mail.subject.endsWith('chegou!'))
    .map((mail) => mail.to);

describe('the stock of a form left open', () => {
  it('keeps what an order took meanwhile, and sets a stock the manager typed', async () => {
    const [variant] = await api.database.db
      .select({ productId: variants.productId })
      .from(variants)
      .where(eq(variants.id, products.unit.id));
    await setStock(api, products.unit.id, 2);
    const opened = await read(variant!.productId);
    expect(opened.total_on_hand).toBe(2);
    // A customer buys the last two while the form is open, and another asks to be told when it comes back.
    await completeOrder(api, await createShopper(api), [{ variant_id: products.unit.id, quantity: 2 }]);
    expect(await stockOf(api, products.unit.id)).toBe(0);
    const waiting = await createShopper(api);
    await api.request(
      `/api/v1/variants/${products.unit.id}/notify_me`,
      jsonRequest('PUT', undefined, waiting.headers),
    );
    const mails = api.mail.length;

    // A typo fixed from the open form: the two sold are not put back, nobody is told it came back.
    const fixed = await save(
      opened.id,
      productFormOf(opened, { description: `${opened.description} Corrigido.` }),
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body.total_on_hand).toBe(0);
    expect(await stockOf(api, products.unit.id)).toBe(0);
    expect(backInStock(mails)).toEqual([]);

    // A stock the manager typed is set as typed.
    const restocked = await save(opened.id, productFormOf(fixed.body, { total_on_hand: 5 }));
    expect(restocked.body.total_on_hand).toBe(5);
    expect(await stockOf(api, products.unit.id)).toBe(5);
    expect(backInStock(mails)).toEqual([waiting.email]);
  });

  it("keeps the counter's stock of the product and its variations, set meanwhile", async () => {
    const opened = await created({
      option_type: 'Espessura',
      option_value: 'Grossa',
      variants: [variation(4)],
    });
    const [thin] = opened.variants;
    expect((await changeVariant(opened.variant_id, { total_on_hand: 3 })).status).toBe(200);
    expect((await changeVariant(thin!.id, { total_on_hand: 7 })).status).toBe(200);

    const renamed = await save(opened.id, productFormOf(opened, { name: `${opened.name} Artesanal` }));
    expect(renamed.status).toBe(200);
    expect([renamed.body.total_on_hand, renamed.body.variants[0]!.total_on_hand]).toEqual([3, 7]);

    // The variation's stock typed anew is set; the product's, left as opened, stays.
    const form = productFormOf(renamed.body);
    const typed = await save(opened.id, {
      ...form,
      variants: form.variants!.map((variant) => ({ ...variant, total_on_hand: 9 })),
    });
    expect([typed.body.total_on_hand, typed.body.variants[0]!.total_on_hand]).toEqual([3, 9]);
  });
});

describe('two forms of one product', () => {
  it('refuse the save of a form opened before another manager saved, and keep what that one saved', async () => {
    const product = await created();
    const openedByA = product;
    const openedByB = product;

    const savedByB = await save(
      product.id,
      productFormOf(openedByB, {
        option_type: 'Espessura',
        option_value: 'Grossa',
        variants: [variation(5)],
        recipes: [{ title: 'Linguiça na brasa', text: 'Asse por 20 minutos.', video_url: null }],
      }),
      otherManager,
    );
    expect(savedByB.status).toBe(200);

    const savedByA = await save(product.id, productFormOf(openedByA, { price: '22.90' }));
    expect([savedByA.status, savedByA.body.error]).toEqual([409, CHANGED_MEANWHILE]);
    const now = await read(product.id);
    expect(now.price).toBe('24.90');
    expect(now.variants.map((variant) => variant.option_value)).toEqual(['Fina']);
    expect(now.recipes.map((recipe) => recipe.title)).toEqual(['Linguiça na brasa']);

    // Reloaded, A's change goes through, B's work kept.
    const reloaded = await save(product.id, productFormOf(now, { price: '22.90' }));
    expect(reloaded.status).toBe(200);
    expect(reloaded.body).toMatchObject({ price: '22.90', option_type: 'Espessura' });
    expect(reloaded.body.variants).toHaveLength(1);
    expect(reloaded.body.recipes).toHaveLength(1);
  });

  it('let one of two saves of the same form through, the other refused, and audit the one', async () => {
    const opened = await created();
    const answers = await Promise.all([
      save(opened.id, productFormOf(opened, { name: `${opened.name} A` })),
      save(opened.id, productFormOf(opened, { name: `${opened.name} B` }), otherManager),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body;
    expect((await read(opened.id)).name).toBe(winner.name);
    const audit = await api.json<StoreChangesJson>(
      `/admin/store/changes?entity=product&entity_id=${opened.id}`,
      { headers: manager.headers },
    );
    // Its creation and the one save, from the product as it stood.
    expect(audit.body.changes.map((change) => [change.before?.name ?? null, change.after?.name])).toEqual([
      [opened.name, winner.name],
      [null, opened.name],
    ]);
  });

  it('refuse a save once a price was set on its own, but not after sales, stock or status changed', async () => {
    const opened = await created();
    await api.json(`/admin/products/${opened.id}/publish`, { method: 'POST', headers: manager.headers });
    await changeVariant(opened.variant_id, { total_on_hand: 8 });
    await completeOrder(api, await createShopper(api), [{ variant_id: opened.variant_id, quantity: 1 }]);
    const saved = await save(opened.id, productFormOf(opened, { description: 'Linguiça suína da casa.' }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'published', total_on_hand: 7 });

    await changeVariant(opened.variant_id, { price: '19.90' });
    const stale = await save(opened.id, productFormOf(saved.body, { description: 'Outra descrição.' }));
    expect([stale.status, stale.body.error]).toEqual([409, CHANGED_MEANWHILE]);
    expect((await read(opened.id)).price).toBe('19.90');
  });

  it('refuse a change without the version it opened (422)', async () => {
    const opened = await created();
    const form: Partial<ProductChange> = productFormOf(opened);
    delete form.version;
    const refused = await save(opened.id, form);
    expect([refused.status, refused.body.errors]).toEqual([
      422,
      { version: ['Recarregue o produto e salve de novo'] },
    ]);
  });
});
