import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { RecipeJson } from '@/lib/sales-api/catalogue';
import type { Db } from '../db/database';
import * as t from './schema';
import { published } from './variants';

/**
 * Recipes of a product (GET /v2/recipes?by_product=), or null when there is no such published product (a
 * draft's are not shown before it is). `anyStatus`: any product's, for the manager's preview.
 */
export async function listRecipes(
  db: Db,
  productId: number,
  { anyStatus = false } = {},
): Promise<RecipeJson[] | null> {
  const [product] = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(and(eq(t.products.id, productId), anyStatus ? undefined : published()));
  if (!product) return null;
  const rows = await db
    .select()
    .from(t.recipes)
    .where(eq(t.recipes.productId, productId))
    .orderBy(asc(t.recipes.position), asc(t.recipes.id));
  return rows.map((row) => {
    const isVimeo = row.videoUrl !== null && /^https:\/\/(www\.)?vimeo\.com\//.test(row.videoUrl);
    return {
      id: row.id,
      product_id: row.productId,
      title: row.title,
      text: row.text,
      vimeo_url: isVimeo ? row.videoUrl : null,
      video_url: isVimeo ? null : row.videoUrl,
    };
  });
}
