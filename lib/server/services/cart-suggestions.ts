/**
 * Products suggested on the cart page: the best sellers that can be bought now (one per product, its
 * first variant), so an empty cart has somewhere to start.
 */
import 'server-only';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import type { VariantJson } from '@/lib/sales-api/catalogue';
import { findVariants } from './catalogue';

export async function cartSuggestions(db: Db, limit: number): Promise<VariantJson[]> {
  const top = await db
    .select({ id: t.variants.id })
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .where(and(eq(t.variants.position, 0), gte(t.variants.totalOnHand, t.variants.minimumQuantity)))
    .orderBy(desc(t.products.salesVolume), t.variants.id)
    .limit(limit);
  if (top.length === 0) return [];
  const variants = await findVariants(
    db,
    inArray(
      t.variants.id,
      top.map((row) => row.id),
    ),
  );
  const rank = new Map(top.map((row, index) => [row.id, index]));
  return variants.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
}
