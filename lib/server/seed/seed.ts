/**
 * Loads the demo catalogue (demo/catalogue/catalogue-data.ts) into an empty or existing database. Deterministic: the
 * same rows and ids on every run, so links such as the configured related-product ids stay valid.
 * The demo data (the catalogue, the demo accounts with their published passwords, the coupons, the blends)
 * goes only into a database without a catalogue, or where `npm run db:seed` puts it; the store's settings
 * (payment methods, holidays, delivery windows) reach every database at every start (docs/operations.md).
 */
import { count, sql } from 'drizzle-orm';
import { formatCents, microsToCents, parseAmount, pricePerGram } from '../../money';
import { catalogueChanged } from '../catalogue/catalogue-changes';
import { departmentImagePath, productImagePath } from '../../media/media-paths';
import type { Db } from '../db/database';
import { seedDemoAccounts, seedPaymentMethods } from './accounts-seed';
import { seedDemoBlends } from './blends-seed';
import { seedPromotions } from './promotions-seed';
import { seedDeliveryWindows, seedHolidays } from './holidays-seed';
import { seedBarbecue, seedBarbecueIfMissing } from './barbecue-seed';
import * as t from '../catalogue/schema';
import { orders } from '../orders/schema';
import {
  COOKING_METHODS,
  DEPARTMENTS,
  PRODUCTS,
  variantSlugs,
  type SeedProduct,
} from '../../../demo/catalogue/catalogue-data';

/** Serialises seeding between app instances sharing one PostgreSQL server. */
const SEED_LOCK_KEY = 7_201_002;

/** Every catalogue table, children first, for a full reseed. */
const CATALOGUE_TABLES = [
  'recipes',
  'images',
  'variant_option_values',
  'variants',
  'option_values',
  'option_types',
  'product_cooking_methods',
  'products',
  'cooking_methods',
  'manufacturers',
  'subdepartments',
  'departments',
];

/**
 * Seeds the demo only when there is no catalogue yet (a fresh database): the catalogue, the demo accounts
 * and coupons. A database with a catalogue gets the store's settings only, so demo staff deleted from a
 * real shop never come back. Returns whether it seeded the demo.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedSettings(tx);
    const [row] = await tx.select({ n: count() }).from(t.departments);
    // The churrascômetro also reaches catalogues seeded before it existed.
    if ((row?.n ?? 0) > 0) {
      await seedBarbecueIfMissing(tx);
      return false;
    }
    await insertCatalogue(tx);
    await seedDemoData(tx);
    return true;
  });
  if (seeded) await catalogueChanged(db);
  return seeded;
}

/**
 * The store's settings only (payment methods, holidays and delivery windows): they are not demo data, so a
 * server that does not seed the demo catalogue (SEED_ON_START=false) still gets them, as seedIfEmpty gives
 * them to one that does.
 */
export async function seedStoreSettings(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedSettings(tx);
  });
}

/** `npm run db:seed` without `--force` on a database that holds orders: the reseed would empty their lines. */
export class OrdersWouldLoseLinesError extends Error {
  constructor(readonly orders: number) {
    super(`the database holds ${orders} orders: a reseed would empty their lines`);
    this.name = 'OrdersWouldLoseLinesError';
  }
}

/**
 * Replaces the whole catalogue with the demo one, then tells the readers (the search index). The truncate
 * cascades to every table that refers to the catalogue: every order's lines, the back-in-stock requests,
 * product views, related products, old product addresses, blends' items (docs/operations.md). Refused
 * (OrdersWouldLoseLinesError) while any order exists, unless `force`.
 */
export async function reseed(db: Db, { force = false } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!force) {
      const [row] = await tx.select({ n: count() }).from(orders);
      if ((row?.n ?? 0) > 0) throw new OrdersWouldLoseLinesError(row!.n);
    }
    await tx.execute(sql.raw(`truncate ${CATALOGUE_TABLES.join(', ')} restart identity cascade`));
    await insertCatalogue(tx);
    await seedSettings(tx);
    await seedDemoData(tx);
  });
  await catalogueChanged(db);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The store's own settings, at every start (and next year's holidays as a year begins). */
async function seedSettings(tx: Tx): Promise<void> {
  await seedPaymentMethods(tx);
  await seedHolidays(tx);
  await seedDeliveryWindows(tx);
}

/** The demo accounts (published passwords), the coupons and the demo customer's blends. */
async function seedDemoData(tx: Tx): Promise<void> {
  await seedDemoAccounts(tx);
  await seedPromotions(tx);
  await seedDemoBlends(tx);
}

/** Price per unit of quantity as stored: per gram for weighed products, per unit otherwise. */
function storedPrice(product: SeedProduct, amount: string, deltaPercent = 0): string {
  // The sibling's surcharge (whole percent) applies to the shown price, rounded half up to the cent.
  const cents = (microsToCents(parseAmount(amount)) * BigInt(100 + deltaPercent) + 50n) / 100n;
  const shown = formatCents(cents);
  return product.unit === 'g' ? pricePerGram(shown) : shown;
}

async function insertCatalogue(tx: Tx): Promise<void> {
  const cookingIds = new Map<string, number>();
  for (const row of await tx
    .insert(t.cookingMethods)
    .values(COOKING_METHODS.map((name) => ({ name })))
    .returning()) {
    cookingIds.set(row.name, row.id);
  }

  const manufacturerNames = [...new Set(PRODUCTS.map((p) => p.manufacturer))];
  const manufacturerIds = new Map<string, number>();
  for (const row of await tx
    .insert(t.manufacturers)
    .values(manufacturerNames.map((name) => ({ name })))
    .returning()) {
    manufacturerIds.set(row.name, row.id);
  }

  const subdepartmentIds = new Map<string, number>();
  for (const [position, department] of DEPARTMENTS.entries()) {
    const [row] = await tx
      .insert(t.departments)
      .values({
        slug: department.slug,
        name: department.name,
        position,
        imageUrl: departmentImagePath(department.slug),
      })
      .returning();
    const subRows = await tx
      .insert(t.subdepartments)
      .values(
        department.subdepartments.map((sub, subPosition) => ({
          departmentId: row!.id,
          slug: sub.slug,
          name: sub.name,
          position: subPosition,
        })),
      )
      .returning();
    for (const sub of subRows) subdepartmentIds.set(`${department.slug}/${sub.slug}`, sub.id);
  }

  const optionValueIds = new Map<string, number>();
  const optionTypeNames = [...new Set(PRODUCTS.flatMap((p) => (p.options ? [p.options.type] : [])))];
  for (const typeName of optionTypeNames) {
    const [type] = await tx
      .insert(t.optionTypes)
      .values({ name: typeName, presentation: typeName })
      .returning();
    const names = [
      ...new Set(
        PRODUCTS.flatMap((p) => (p.options?.type === typeName ? p.options.values.map((v) => v.name) : [])),
      ),
    ];
    const rows = await tx
      .insert(t.optionValues)
      .values(names.map((name, position) => ({ optionTypeId: type!.id, name, presentation: name, position })))
      .returning();
    for (const value of rows) optionValueIds.set(`${typeName}/${value.name}`, value.id);
  }

  const productRows = await tx
    .insert(t.products)
    .values(
      PRODUCTS.map((p, position) => ({
        slug: p.slug,
        name: p.name,
        description: p.description,
        subdepartmentId: subdepartmentIds.get(`${p.department}/${p.subdepartment}`)!,
        manufacturerId: manufacturerIds.get(p.manufacturer)!,
        // No meta title or description: the page shows the name and description, whatever they become
        // (lib/server/catalogue/store-products.ts, metaFollowingText).
        metaKeywords: p.metaKeywords ?? null,
        alcoholic: p.alcoholic ?? false,
        salesVolume: p.salesVolume,
        position,
      })),
    )
    .returning({ id: t.products.id, slug: t.products.slug });
  const productIds = new Map(productRows.map((row) => [row.slug, row.id]));

  const cookingRows = PRODUCTS.flatMap((p) =>
    p.cookingMethods.map((name) => ({
      productId: productIds.get(p.slug)!,
      cookingMethodId: cookingIds.get(name)!,
    })),
  );
  if (cookingRows.length) await tx.insert(t.productCookingMethods).values(cookingRows);

  const variantRows = PRODUCTS.flatMap((p) => {
    const slugs = variantSlugs(p);
    const values = p.options?.values ?? [undefined];
    return values.map((value, position) => ({
      productId: productIds.get(p.slug)!,
      slug: slugs[position]!,
      sku: `CDC-${String(productIds.get(p.slug)).padStart(4, '0')}-${position + 1}`,
      unitForQuantity: p.unit,
      price: storedPrice(p, p.price, value?.priceDeltaPercent),
      listPrice: p.listPrice ? storedPrice(p, p.listPrice, value?.priceDeltaPercent) : null,
      minimumQuantity: p.minimumQuantity,
      incrementQuantity: p.incrementQuantity,
      maximumQuantity: p.maximumQuantity,
      defaultQuantity: p.defaultQuantity,
      totalOnHand: p.stock,
      position,
    }));
  });
  const insertedVariants = await tx
    .insert(t.variants)
    .values(variantRows)
    .returning({ id: t.variants.id, slug: t.variants.slug, productId: t.variants.productId });
  const variantIds = new Map(insertedVariants.map((row) => [row.slug, row.id]));

  const optionLinks = PRODUCTS.flatMap((p) => {
    if (!p.options) return [];
    const options = p.options;
    const slugs = variantSlugs(p);
    return options.values.map((value, i) => ({
      variantId: variantIds.get(slugs[i]!)!,
      optionValueId: optionValueIds.get(`${options.type}/${value.name}`)!,
    }));
  });
  if (optionLinks.length) await tx.insert(t.variantOptionValues).values(optionLinks);

  const imageRows = PRODUCTS.filter((p) => p.hasImage).flatMap((p) =>
    variantSlugs(p).map((slug) => ({
      variantId: variantIds.get(slug)!,
      alt: p.name,
      miniUrl: productImagePath(slug, 'mini'),
      smallUrl: productImagePath(slug, 'small'),
      largeUrl: productImagePath(slug, 'large'),
    })),
  );
  if (imageRows.length) await tx.insert(t.images).values(imageRows);

  const recipeRows = PRODUCTS.flatMap((p) =>
    (p.recipes ?? []).map((recipe, position) => ({
      productId: productIds.get(p.slug)!,
      title: recipe.title,
      text: recipe.text.join('\n'),
      videoUrl: recipe.videoUrl,
      position,
    })),
  );
  if (recipeRows.length) await tx.insert(t.recipes).values(recipeRows);
  await seedBarbecue(tx);
}
