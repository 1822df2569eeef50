/**
 * The home's 'Recomendados': the discounted products 'Promoções' does not show, or, when the promotions
 * show them all, the plain discounted list, so the section never vanishes.
 */
import { and, eq, gt, isNotNull, notInArray } from 'drizzle-orm';
import { pagedListParams } from '@/lib/catalogue/scroller-source';
import type { Database, Db } from '../db/database';
import * as t from '../catalogue/schema';
import { createTestDatabase } from '@/test-support/server/test-database';
import { recommendedScroller, scrollerFirstPage } from './scroller-pages';

// unstable_cache runs the read itself: every read sees the database as the test left it.
jest.mock('next/cache', () => ({
  unstable_cache: jest.fn((read: () => Promise<unknown>) => read),
  revalidateTag: jest.fn(),
}));
let mockDb: () => Promise<Db>;
jest.mock('../server-database', () => ({ getDb: () => mockDb() }));

// One database; the second test takes most of the sales away.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  mockDb = async () => database.db;
});
afterAll(() => database.close());

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** The home's promotions and its recommended list, as the page reads them. */
async function homeLists() {
  const promotions = await scrollerFirstPage({ kind: 'paged', list: 'promotions' });
  const promotionIds = promotions.products.map((product) => product.id);
  return { promotionIds, recommended: await recommendedScroller(promotionIds) };
}

const onSale = and(isNotNull(t.variants.listPrice), gt(t.variants.listPrice, t.variants.price));

describe("the home's recommended list", () => {
  it('leaves out what the promotions show while other discounted products are left', async () => {
    const { promotionIds, recommended } = await homeLists();
    expect(promotionIds).toHaveLength(10);
    expect(recommended.source).toEqual({ kind: 'paged', list: 'recommended', excludeIds: promotionIds });
    expect(recommended.firstPage.products.length).toBeGreaterThan(0);
    for (const { id } of recommended.firstPage.products) expect(promotionIds).not.toContain(id);
  });

  it('shows the plain discounted list when the promotions show every discounted product', async () => {
    // Ten products on sale: the promotions' first page holds them all.
    const keep = (
      await database.db
        .select({ id: t.variants.id })
        .from(t.variants)
        .where(and(onSale, eq(t.variants.position, 0)))
        .limit(10)
    ).map(({ id }) => id);
    await database.db
      .update(t.variants)
      .set({ listPrice: null })
      .where(and(onSale, notInArray(t.variants.id, keep)));

    const { promotionIds, recommended } = await homeLists();
    expect(sorted(promotionIds)).toEqual(sorted(keep));
    expect(recommended.source).toEqual({ kind: 'paged', list: 'recommended' });
    // The browser's next pages: GET /v2/products/?q[discounted_eq]=true, nothing left out.
    expect(pagedListParams(recommended.source)).toEqual({ 'q[discounted_eq]': 'true' });
    expect(sorted(recommended.firstPage.products.map((product) => product.id))).toEqual(sorted(keep));
  });
});
