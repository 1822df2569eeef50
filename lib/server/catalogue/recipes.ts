import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { RecipeJson } from '@/lib/sales-api/catalogue';
import type { Db } from '../db/database';
import * as t from './schema';

/** Recipes of a product (GET /v2/recipes?by_product=), or null when the product does not exist. */
export async function listRecipes(db: Db, productId: number): Promise<RecipeJson[] | null> {
  const [product] = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(eq(t.products.id, productId));
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
