import { eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { workAsyncStorage, type WorkStore } from 'next/dist/server/app-render/work-async-storage.external';
import { catalogueChanged, catalogueChangedElsewhere } from './catalogue-changes';
import type { Database } from '../db/database';
import * as t from './schema';
import { createTestDatabase } from '@/test-support/server/test-database';
import { followCatalogueChanges } from './follow-catalogue-changes';
import { catalogueTags } from './revalidate';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
const revalidate = jest.mocked(revalidateTag);

let database: Database;
/** Runs `fn` as inside a request Next.js handles (a route handler of `next dev`), where revalidateTag works. */
const inNextRequest = <T>(fn: () => Promise<T>) =>
  workAsyncStorage.run({ incrementalCache: {} } as unknown as WorkStore, fn);
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

    await inNextRequest(() => catalogueChanged(database.db, { variantIds: [changed!.id] }));

    expect(revalidate.mock.calls).toEqual([
      ...siblings.map(({ slug }) => [catalogueTags.product(slug), { expire: 0 }]),
      [catalogueTags.department(changed!.departmentId), { expire: 0 }],
      [catalogueTags.all, 'max'],
    ]);
    expect(siblings.map((s) => s.slug)).toContain('picanha-bovina');
  });

  it("drops a department's page and the store's reads it names at once (the manager's departments, banners)", async () => {
    await inNextRequest(() =>
      catalogueChanged(database.db, {
        variantIds: [],
        departmentIds: [3],
        store: ['departments', 'banners'],
      }),
    );
    expect(revalidate.mock.calls).toEqual([
      [catalogueTags.department(3), { expire: 0 }],
      [catalogueTags.store('departments'), { expire: 0 }],
      [catalogueTags.store('banners'), { expire: 0 }],
      [catalogueTags.all, 'max'],
    ]);
  });

  it('refreshes every catalogue page after a change of everything (a reseed)', async () => {
    await inNextRequest(() => catalogueChanged(database.db));
    expect(revalidate.mock.calls).toEqual([[catalogueTags.all, 'max']]);
  });

  it.each([
    ["another instance's change, which arrives outside any request", catalogueChangedElsewhere],
    // The production server answers the sales API itself, outside Next.js (scripts/serve.mts), where
    // revalidateTag throws for want of a request: a staff price change must not answer 500.
    ['a change made by the sales API as the production server serves it', catalogueChanged],
  ])('drops the same pages for %s', async (_, announce) => {
    const [changed] = await database.db
      .select({ id: t.variants.id, departmentId: t.subdepartments.departmentId })
      .from(t.variants)
      .innerJoin(t.products, eq(t.products.id, t.variants.productId))
      .innerJoin(t.subdepartments, eq(t.subdepartments.id, t.products.subdepartmentId))
      .where(eq(t.variants.slug, 'picanha-bovina'));
    // Next.js's incremental cache, as the server keeps it once it served a request.
    const cache = { revalidateTag: jest.fn(async () => {}) };
    const global = globalThis as { __incrementalCache?: typeof cache };
    global.__incrementalCache = cache;
    try {
      await announce(database.db, { variantIds: [changed!.id] });
    } finally {
      delete global.__incrementalCache;
    }
    expect(revalidate).not.toHaveBeenCalled();
    expect(cache.revalidateTag.mock.calls).toEqual([
      [
        expect.arrayContaining([
          catalogueTags.product('picanha-bovina'),
          catalogueTags.department(changed!.departmentId),
        ]),
        { expire: 0 },
      ],
      [[catalogueTags.all], { expire: expect.any(Number) }],
    ]);
  });
});
