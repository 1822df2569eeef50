/**
 * The manager's preview of a product (docs/business-rules.md, Store back office): its page as it will be
 * once published, whatever its status, read straight from the database (never through the pages' cached
 * reads, so nothing of a draft reaches a cache the public is served from). The page,
 * /previa/produtos/{id}, is the manager's only; everyone else gets the not-found page, and the product's
 * own address stays a 404 until it is published.
 */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { RecipeJson, VariantJson } from '@/lib/sales-api/catalogue';
import type { ProductStatus } from '@/lib/rules/store-products';
import type { Db } from '../db/database';
import { listRecipes } from './recipes';
import { relatedVariantIds } from './related-products';
import * as t from './schema';
import { findVariants } from './variants';

export interface ProductPreview {
  status: ProductStatus;
  /** The product's first variant as its page will show it. */
  variant: VariantJson;
  recipes: RecipeJson[];
  /** Its related products that are published (only those are shown), as variant ids. */
  relatedIds: number[];
}

/** The preview of product `productId`, or null when there is no such product. */
export async function previewProduct(db: Db, productId: number): Promise<ProductPreview | null> {
  const [product] = await db
    .select({ status: t.products.status })
    .from(t.products)
    .where(eq(t.products.id, productId));
  if (!product) return null;
  const [variants, recipes, relatedIds] = await Promise.all([
    findVariants(db, eq(t.variants.productId, productId), {
      anyStatus: true,
      asPublished: true,
      orderBy: [asc(t.variants.position), asc(t.variants.id)],
      limit: 1,
    }),
    listRecipes(db, productId, { anyStatus: true }),
    relatedVariantIds(db, productId),
  ]);
  const [variant] = variants;
  if (!variant) return null;
  return { status: product.status, variant, recipes: recipes ?? [], relatedIds };
}
