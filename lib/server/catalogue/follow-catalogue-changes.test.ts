import { eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { catalogueChanged } from '../catalogue-changes';
import type { Database } from '../db/database';
import * as t from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { followCatalogueChanges } from './follow-catalogue-changes';
import { catalogueTags } from './revalidate';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
const revalidate = jest.mocked(revalidateTag);

let database: Database;
const runtime = process.env.NEXT_RUNTIME;
beforeAll(async () => {
  database = await createTestDatabase();
  followCatalogueChanges();
});
afterAll(() => database.close());
beforeEach(() => {
  process.env.NEXT_RUNTIME = 'nodejs';
  revalidate.mockClear();
});
afterEach(() => {
  process.env.NEXT_RUNTIME = runtime;
});

describe('a catalogue change reaches the cached pages', () => {
  it('drops the pages of the changed product, its sibling variants and its department at once', async () => {
    const [changed] = await database.db
      .select({
        id: t.variants.id,
        productId: t.variants.productId,
        departmentId: t.subdepartments.departmentId,
      })
      .from(t.variants)
      .innerJoin(t.products, eq(t.products.id, t.variants.productId))
      .innerJoin(t.subdepartments, eq(t.subdepartments.id, t.products.subdepartmentId))
      .where(eq(t.variants.slug, 'picanha-bovina'));
    const siblings = await database.db
      .select({ slug: t.variants.slug })
      .from(t.variants)
      .where(eq(t.variants.productId, changed!.productId))
      .orderBy(t.variants.id);

    await catalogueChanged(database.db, { variantIds: [changed!.id] });

    expect(revalidate.mock.calls).toEqual([
      ...siblings.map(({ slug }) => [catalogueTags.product(slug), { expire: 0 }]),
      [catalogueTags.department(changed!.departmentId), { expire: 0 }],
      [catalogueTags.all, 'max'],
    ]);
    expect(siblings.map((s) => s.slug)).toContain('picanha-bovina');
  });

  it('refreshes every catalogue page after a change of everything (a reseed)', async () => {
    await catalogueChanged(database.db);
    expect(revalidate.mock.calls).toEqual([[catalogueTags.all, 'max']]);
  });
});
