/**
 * Loads the churrascômetro's configuration (barbecue-data.ts) after the catalogue, finding products by
 * slug and option values by name, so catalogue ids never depend on it. Replaces what was there: a reseed
 * gives the same rows and ids.
 */
import { count, inArray, sql } from 'drizzle-orm';
import { cutTypeImagePath } from '../../media/media-paths';
import type { Db } from '../db/database';
import * as barbecueTables from '../barbecue/schema';
import * as catalogueTables from '../catalogue/schema';
import { BARBECUE_CATEGORIES, BASE_MEAT, CUT_TYPES, type SeedBarbecueProduct } from './barbecue-data';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedBarbecue(tx: Tx): Promise<void> {
  await tx.execute(
    sql.raw(
      'truncate barbecue_products, barbecue_categories, barbecue_option_value_matches, barbecue_option_values restart identity cascade',
    ),
  );

  const cutTypes = await tx
    .insert(barbecueTables.barbecueOptionValues)
    .values(
      CUT_TYPES.map((cut, position) => ({ name: cut.name, imageUrl: cutTypeImagePath(cut.slug), position })),
    )
    .returning();
  const catalogueValues = await tx
    .select({ id: catalogueTables.optionValues.id, name: catalogueTables.optionValues.name })
    .from(catalogueTables.optionValues);
  const matches = CUT_TYPES.flatMap((cut, i) =>
    catalogueValues
      .filter((value) => cut.matches.includes(value.name))
      .map((value) => ({ barbecueOptionValueId: cutTypes[i]!.id, optionValueId: value.id })),
  );
  if (matches.length) await tx.insert(barbecueTables.barbecueOptionValueMatches).values(matches);

  const categories = await tx
    .insert(barbecueTables.barbecueCategories)
    .values(
      BARBECUE_CATEGORIES.map((category, position) => ({
        name: category.name,
        meatSharePercent: category.meatSharePercent,
        position,
      })),
    )
    .returning();

  const slugs = [...BASE_MEAT, ...BARBECUE_CATEGORIES.flatMap((c) => c.products)].map((p) => p.slug);
  const productIds = new Map(
    (
      await tx
        .select({ id: catalogueTables.products.id, slug: catalogueTables.products.slug })
        .from(catalogueTables.products)
        .where(inArray(catalogueTables.products.slug, slugs))
    ).map((row) => [row.slug, row.id]),
  );
  const row = (product: SeedBarbecueProduct, categoryId: number | null, position: number) => {
    const productId = productIds.get(product.slug);
    if (productId === undefined) throw new Error(`barbecue seed: no product with slug ${product.slug}`);
    return { productId, categoryId, role: product.role, amount: product.amount, position };
  };
  await tx
    .insert(barbecueTables.barbecueProducts)
    .values([
      ...BASE_MEAT.map((product, position) => row(product, null, position)),
      ...BARBECUE_CATEGORIES.flatMap((category, i) =>
        category.products.map((product, position) => row(product, categories[i]!.id, position)),
      ),
    ]);
}

/** Seeds the configuration into a catalogue that has none yet (seeded before the churrascômetro). */
export async function seedBarbecueIfMissing(tx: Tx): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(barbecueTables.barbecueCategories);
  if ((row?.n ?? 0) === 0) await seedBarbecue(tx);
}
