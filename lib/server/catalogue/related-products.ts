/**
 * The products the manager related to a product (the back office's form, ./store-products.ts), as its page
 * shows them: published ones only, each as its first variant, in the manager's order.
 */
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as t from './schema';
import { published } from './variants';

/** Variant ids (the product JSON's `id`) of the published products related to `productId`, in order. */
export async function relatedVariantIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: t.variants.id })
    .from(t.relatedProducts)
    .innerJoin(t.products, eq(t.products.id, t.relatedProducts.relatedProductId))
    .innerJoin(t.variants, and(eq(t.variants.productId, t.products.id), eq(t.variants.position, 0)))
    .where(and(eq(t.relatedProducts.productId, productId), published()))
    .orderBy(asc(t.relatedProducts.position), asc(t.variants.id));
  return rows.map((row) => row.id);
}
