import { eq } from 'drizzle-orm';
import type { DepartmentJson, VariantJson } from '@/lib/sales-api/catalogue';
import { catalogueChanged, catalogueChangedElsewhere } from './catalogue-changes';
import * as t from './schema';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.database.close());

const SLUG = 'picanha-bovina';
const product = async () => (await api.json<VariantJson>(`/v2/products/${SLUG}`)).body;
const setStock = (totalOnHand: number) =>
  api.database.db.update(t.variants).set({ totalOnHand }).where(eq(t.variants.slug, SLUG));

describe('the public catalogue answers, from memory', () => {
  it('answers a product again without reading the database until the catalogue changes', async () => {
    const before = await product();
    await setStock(before.total_on_hand + 3);
    // No notice yet: the answer in memory is still served.
    expect((await product()).total_on_hand).toBe(before.total_on_hand);

    await catalogueChanged(api.database.db, { variantIds: [before.id] });
    expect((await product()).total_on_hand).toBe(before.total_on_hand + 3);
  });

  it("follows another instance's change too", async () => {
    const before = await product();
    await setStock(before.total_on_hand + 1);
    await catalogueChangedElsewhere(api.database.db, { variantIds: [before.id] });
    expect((await product()).total_on_hand).toBe(before.total_on_hand + 1);
  });

  it('keeps the departments per address, and answers an unknown one with its 404 every time', async () => {
    const departments = await api.json<DepartmentJson[]>('/v2/departments');
    expect(departments.status).toBe(200);
    expect(await api.json('/v2/departments')).toEqual(departments);
    for (let i = 0; i < 2; i++) expect((await api.json('/v2/departments/999999')).status).toBe(404);
  });

  it("never keeps a visitor's own list", async () => {
    const first = await api.request('/v2/products/recently_viewed');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(await first.json()).toEqual([]);
    const { id } = await product();
    const viewed = await api.request(`/v2/products/${id}/views`, { method: 'POST' });
    const cookie = viewed.headers.getSetCookie()[0]!.split(';')[0]!;
    const mine = await api.json<VariantJson[]>('/v2/products/recently_viewed', { headers: { cookie } });
    expect(mine.body.map((p) => p.id)).toEqual([id]);
  });
});
