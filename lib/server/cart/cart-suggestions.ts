/**
 * Products suggested on the cart page ('Aproveite também'): the best sellers that can be bought now (one
 * per product, its first variant), so an empty cart has somewhere to start, and the complements of a
 * barbecue (charcoal, garlic bread and cheese, soft drinks), offered first to a cart with meat. The cart
 * itself lives in the browser, which leaves out what it already holds (lib/cart/suggestions.ts).
 */
import 'server-only';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as t from '../catalogue/schema';
import type { VariantJson } from '@/lib/sales-api/catalogue';
import { findVariants } from '../catalogue/variants';

/** Subdepartments whose products go with meat. */
const COMPLEMENT_SUBDEPARTMENTS = ['carvao-e-lenha', 'paes-e-queijos', 'refrigerantes-e-aguas'];
const COMPLEMENTS_PER_SUBDEPARTMENT = 2;

function buyableFirstVariants(db: Db) {
  return db
    .select({ id: t.variants.id, subdepartment: t.subdepartments.slug })
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .innerJoin(t.subdepartments, eq(t.subdepartments.id, t.products.subdepartmentId))
    .$dynamic();
}

async function variantsInOrder(db: Db, ids: number[]): Promise<VariantJson[]> {
  if (ids.length === 0) return [];
  const variants = await findVariants(db, inArray(t.variants.id, ids));
  const rank = new Map(ids.map((id, index) => [id, index]));
  return variants.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
}

export async function cartSuggestions(
  db: Db,
  limit: number,
): Promise<{ bestSellers: VariantJson[]; complements: VariantJson[] }> {
  const buyable = and(eq(t.variants.position, 0), gte(t.variants.totalOnHand, t.variants.minimumQuantity));
  const [top, complementRows] = await Promise.all([
    // Twice the cards shown: the browser leaves out what the cart holds.
    buyableFirstVariants(db)
      .where(buyable)
      .orderBy(desc(t.products.salesVolume), t.variants.id)
      .limit(limit * 2),
    buyableFirstVariants(db)
      .where(and(buyable, inArray(t.subdepartments.slug, COMPLEMENT_SUBDEPARTMENTS)))
      .orderBy(desc(t.products.salesVolume), t.variants.id),
  ]);
  const complements = COMPLEMENT_SUBDEPARTMENTS.flatMap((slug) =>
    complementRows.filter((row) => row.subdepartment === slug).slice(0, COMPLEMENTS_PER_SUBDEPARTMENT),
  );
  const [bestSellers, complementVariants] = await Promise.all([
    variantsInOrder(
      db,
      top.map((row) => row.id),
    ),
    variantsInOrder(
      db,
      complements.map((row) => row.id),
    ),
  ]);
  return { bestSellers, complements: complementVariants };
}
