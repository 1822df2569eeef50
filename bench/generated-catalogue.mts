/**
 * A large, deterministic catalogue for the benchmarks: `count` extra products written into a seeded
 * database, named like the demo ones ("Picanha Bovina Premium Marca 12 1 kg") so that words are as
 * frequent, relative to the catalogue, as in a real shop: a broad word like "carne" or "bovina" matches
 * thousands of records. Each product has one variant; stock, prices and sales volumes vary.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../lib/server/db/database.ts';
import * as t from '../lib/server/catalogue/schema.ts';
import { PRODUCTS } from '../demo/catalogue/catalogue-data.ts';

/** The words a generated product's name takes after its demo original's (also ./big-shop.mts). */
export const QUALIFIERS = [
  'Premium',
  'Selecionada',
  'Tradicional',
  'Congelada',
  'Resfriada',
  'Temperada',
  'Maturada',
  'Orgânica',
  'Light',
  'Extra',
  'Especial',
  'da Fazenda',
  'Caseira',
  'Defumada',
  'Artesanal',
];
const SIZES = ['300 g', '500 g', '1 kg', '1,5 kg', '2 kg', '5 kg', 'Pacote com 4', 'Bandeja', 'Peça'];
const BRANDS = 40;

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)]!;
}

export async function addGeneratedProducts(db: Db, count: number): Promise<void> {
  const next = random(20_261_121);
  const [subdepartments, cookingMethods] = await Promise.all([
    db.select({ id: t.subdepartments.id, slug: t.subdepartments.slug }).from(t.subdepartments),
    db.select({ id: t.cookingMethods.id, name: t.cookingMethods.name }).from(t.cookingMethods),
  ]);
  const subdepartmentIds = new Map(subdepartments.map((s) => [s.slug, s.id]));
  const cookingIds = new Map(cookingMethods.map((c) => [c.name, c.id]));
  const brandRows = await db
    .insert(t.manufacturers)
    .values(Array.from({ length: BRANDS }, (_, i) => ({ name: `Marca ${i + 1}` })))
    .returning();

  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const specs = Array.from({ length: size }, (_, i) => {
      const base = PRODUCTS[(start + i) % PRODUCTS.length]!;
      const brand = pick(brandRows, next);
      const name = `${base.name} ${pick(QUALIFIERS, next)} ${brand.name} ${pick(SIZES, next)}`;
      return { base, brand, name, slug: `gerado-${start + i + 1}` };
    });
    const products = await db
      .insert(t.products)
      .values(
        specs.map((s, i) => ({
          slug: s.slug,
          name: s.name,
          description: s.base.description,
          subdepartmentId: subdepartmentIds.get(s.base.subdepartment)!,
          manufacturerId: s.brand.id,
          salesVolume: Math.floor(next() * 5000),
          position: 10_000 + start + i,
        })),
      )
      .returning({ id: t.products.id });
    await db.insert(t.variants).values(
      specs.map((s, i) => {
        const weighed = s.base.unit === 'g';
        const price = (Number(s.base.price) * (0.8 + next() * 0.4)).toFixed(2);
        const onSale = next() < 0.15;
        const perUnit = (amount: string) => (weighed ? (Number(amount) / 1000).toFixed(6) : amount);
        return {
          productId: products[i]!.id,
          slug: s.slug,
          sku: `GEN-${start + i + 1}`,
          unitForQuantity: s.base.unit,
          price: perUnit(price),
          listPrice: onSale ? perUnit((Number(price) * 1.15).toFixed(2)) : null,
          minimumQuantity: s.base.minimumQuantity,
          incrementQuantity: s.base.incrementQuantity,
          maximumQuantity: s.base.maximumQuantity,
          defaultQuantity: s.base.defaultQuantity,
          totalOnHand: next() < 0.05 ? 0 : s.base.stock,
        };
      }),
    );
    const links = specs.flatMap((s, i) =>
      s.base.cookingMethods.map((name) => ({
        productId: products[i]!.id,
        cookingMethodId: cookingIds.get(name)!,
      })),
    );
    if (links.length) await db.insert(t.productCookingMethods).values(links);
  }
  await db.execute(sql`analyze`);
}
