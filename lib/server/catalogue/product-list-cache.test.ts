import { eq } from 'drizzle-orm';
import type { ProductPageJson } from '@/lib/sales-api/catalogue';
import { catalogueChanged, catalogueChangedElsewhere } from './catalogue-changes';
import * as t from './schema';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.database.close());

const promotions = async () =>
  (await api.json<ProductPageJson>('/v2/products?q[by_in_promotion]=true&per_page=20')).body.products;

/** Takes a product off promotion in the database, as an admin's price change would. */
async function endPromotion(variantId: number) {
  await api.database.db.update(t.variants).set({ listPrice: null }).where(eq(t.variants.id, variantId));
}

describe('GET /v2/products from memory', () => {
  it('answers the same list again without reading the database until the catalogue changes', async () => {
    const [first] = await promotions();
    await endPromotion(first!.id);
    // No change notice yet: the list in memory is still served.
    expect((await promotions()).map((p) => p.id)).toContain(first!.id);

    await catalogueChanged(api.database.db, { variantIds: [first!.id] });
    expect((await promotions()).map((p) => p.id)).not.toContain(first!.id);
  });

  it('follows a change announced by another app instance too', async () => {
    const [first] = await promotions();
    await endPromotion(first!.id);
    await catalogueChangedElsewhere(api.database.db, { variantIds: [first!.id] });
    expect((await promotions()).map((p) => p.id)).not.toContain(first!.id);
  });

  it('shows a sold-out product as out of stock after the sale announces it', async () => {
    const listed = (await api.json<ProductPageJson>('/v2/products?per_page=5')).body.products[0]!;
    expect(listed.in_stock).toBe(true);
    await api.database.db.update(t.variants).set({ totalOnHand: 0 }).where(eq(t.variants.id, listed.id));
    await catalogueChanged(api.database.db, { variantIds: [listed.id] });
    const after = (await api.json<ProductPageJson>('/v2/products?per_page=5')).body.products[0]!;
    expect(after).toMatchObject({ id: listed.id, in_stock: false });
  });
});
