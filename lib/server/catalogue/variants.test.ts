/** Variant reads: the existence read behind proxy.ts's not-found rewrite, and what a variant shows of its product. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cookingMethods, images, productCookingMethods, variants } from './schema';
import { createTestDatabase } from '@/test-support/server/test-database';
import { findVariants, findVariantBySlug, variantSlugExists } from './variants';

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

describe("a variant's product", () => {
  it('shows every sibling with its first picture, the cooking methods in name order, and lends its pictures', async () => {
    const { db } = database;
    // The demo's first product has two variants (sizes), each with its own picture.
    const siblings = await db
      .select()
      .from(variants)
      .where(eq(variants.productId, 1))
      .orderBy(asc(variants.position), asc(variants.id));
    expect(siblings.length).toBeGreaterThanOrEqual(2);
    const [first, second] = siblings as [(typeof siblings)[0], (typeof siblings)[0]];
    const pictures = await db
      .select()
      .from(images)
      .where(inArray(images.variantId, [first.id, second.id]))
      .orderBy(asc(images.position));
    const methods = await db
      .select({ name: cookingMethods.name })
      .from(productCookingMethods)
      .innerJoin(cookingMethods, eq(cookingMethods.id, productCookingMethods.cookingMethodId))
      .where(eq(productCookingMethods.productId, 1));

    const [json] = await findVariants(db, eq(variants.id, second.id));
    expect(json!.images.map((image) => image.small_url)).toEqual(
      pictures.filter((picture) => picture.variantId === second.id).map((picture) => picture.smallUrl),
    );
    expect(json!.options.flatMap((option) => option.values.map((value) => value.slug))).toEqual(
      siblings.map((sibling) => sibling.slug),
    );
    const firstPicture = pictures.find((picture) => picture.variantId === first.id)!;
    expect(json!.options[0]!.values[0]).toMatchObject({ image_url: firstPicture.smallUrl, selected: false });
    expect(json!.options[0]!.values[1]).toMatchObject({ selected: true });
    expect(json!.cooking_methods).toEqual(
      methods.map((method) => method.name).sort((a, b) => a.localeCompare(b)),
    );

    // A sibling without pictures of its own (one added in the back office) shows its product's.
    await db.delete(images).where(eq(images.variantId, second.id));
    const [bare] = await findVariants(db, eq(variants.id, second.id));
    expect(bare!.images.map((image) => image.small_url)).toEqual(
      pictures.filter((picture) => picture.variantId === first.id).map((picture) => picture.smallUrl),
    );
  });
});
