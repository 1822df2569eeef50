/** The existence read behind proxy.ts's not-found rewrite agrees with the product page's own read. */
import type { Database } from '../db/database';
import { variants } from './schema';
import { createTestDatabase } from '@/test-support/server/test-database';
import { findVariantBySlug, variantSlugExists } from './variants';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('catalogue pages that exist', () => {
  it('finds a product page exactly when findVariantBySlug finds its variant', async () => {
    const { db } = database;
    const [variant] = await db.select({ slug: variants.slug }).from(variants).limit(1);
    expect(await variantSlugExists(db, variant!.slug)).toBe(true);
    expect(await findVariantBySlug(db, variant!.slug)).not.toBeNull();
    expect(await variantSlugExists(db, 'nao-existe-esse-corte')).toBe(false);
    expect(await findVariantBySlug(db, 'nao-existe-esse-corte')).toBeNull();
  });
});
