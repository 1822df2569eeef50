import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as t from './schema';
import { published, shopOrder } from './variants';

/** Every product page (published products only) and department for the sitemap: variant slugs and department ids. */
export async function listCatalogueUrls(
  db: Db,
): Promise<{ productSlugs: string[]; departmentIds: number[] }> {
  const [variantRows, departmentRows] = await Promise.all([
    db
      .select({ slug: t.variants.slug })
      .from(t.variants)
      .innerJoin(t.products, eq(t.products.id, t.variants.productId))
      .where(published())
      .orderBy(...shopOrder()),
    db.select({ id: t.departments.id }).from(t.departments).orderBy(asc(t.departments.position)),
  ]);
  return { productSlugs: variantRows.map((r) => r.slug), departmentIds: departmentRows.map((r) => r.id) };
}
