/** Product lists: GET /v2/products's filtered, sorted pages and frequently purchased together. */
import 'server-only';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  not,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import { frequentlyPurchasedIds } from '@/lib/catalogue/frequently-purchased';
import { pageInfo, pageOffset } from '@/lib/catalogue/pagination';
import type { ProductPageJson, VariantJson } from '@/lib/sales-api/catalogue';
import type { Db } from '../db/database';
import * as t from './schema';
import { findVariants, published, shopOrder } from './variants';

async function countVariants(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .where(and(published(), where));
  return row?.n ?? 0;
}

/** On promotion: a list price above the price. */
const onSale = () => and(isNotNull(t.variants.listPrice), gt(t.variants.listPrice, t.variants.price));
/** A product's own entry in lists is its first variant; siblings are reached through its options. */
const firstVariant = () => eq(t.variants.position, 0);

export const PRODUCT_SORTS = ['sales_volume desc', 'sales_volume asc', 'name asc', 'name desc'] as const;
type ProductSort = (typeof PRODUCT_SORTS)[number];

const sortOrder: Record<ProductSort, () => SQL[]> = {
  'sales_volume desc': () => [desc(t.products.salesVolume), ...shopOrder()],
  'sales_volume asc': () => [asc(t.products.salesVolume), ...shopOrder()],
  'name asc': () => [asc(t.products.name), ...shopOrder()],
  'name desc': () => [desc(t.products.name), ...shopOrder()],
};

export interface ProductListQuery {
  /** Variant ids (the `id` of the product JSON), answered in this order unless a sort is given. */
  ids?: number[];
  /** q[by_in_promotion]=true: only products on promotion; false is no filter (a scope). */
  inPromotion?: boolean;
  /** q[discounted_eq]: true only discounted products (recommended), false only products at full price. */
  discounted?: boolean;
  sort?: ProductSort;
  /** Variant ids left out (the home's recommended leaves out what its promotions show). */
  excludeIds?: number[];
  /** Product ids to list first, in this order (recommended for a customer); the rest follow as usual. */
  rankedProductIds?: number[];
  page: number;
  perPage: number;
}

/**
 * GET /v2/products: one page of products with the pagination fields. Promotions without an explicit
 * sort come biggest discount first; other lists in shop order.
 */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductPageJson> {
  const filters: SQL[] = [];
  if (query.ids) filters.push(inArray(t.variants.id, query.ids));
  else filters.push(firstVariant());
  if (query.inPromotion) filters.push(onSale()!);
  if (query.discounted === true) filters.push(onSale()!);
  if (query.discounted === false) filters.push(not(onSale()!));
  if (query.excludeIds?.length) filters.push(notInArray(t.variants.id, query.excludeIds));
  const where = and(...filters);

  if (query.ids) {
    // At most MAX_PER_PAGE ids: order and page them here, in the order asked for.
    const all = await findVariants(db, where, query.sort ? { orderBy: sortOrder[query.sort]() } : {});
    if (!query.sort) {
      const position = new Map(query.ids.map((id, index) => [id, index]));
      all.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    }
    const offset = pageOffset(query.page, query.perPage);
    const products = all.slice(offset, offset + query.perPage);
    return { products, ...pageInfo(all.length, query.page, query.perPage, products.length) };
  }

  const baseOrder = query.sort
    ? sortOrder[query.sort]()
    : query.inPromotion
      ? [sql`(${t.variants.listPrice} - ${t.variants.price}) / ${t.variants.listPrice} desc`, ...shopOrder()]
      : shopOrder();
  const ranked = query.rankedProductIds ?? [];
  const orderBy = ranked.length
    ? [
        sql`case ${t.variants.productId} ${sql.join(
          // Positions as literals: as parameters PostgreSQL would type them text and sort '10' before '2'.
          ranked.map((id, index) => sql`when ${id} then ${sql.raw(String(index))}`),
          sql` `,
        )} else ${sql.raw(String(ranked.length))} end`,
        ...baseOrder,
      ]
    : baseOrder;
  const [totalCount, products] = await Promise.all([
    countVariants(db, where),
    findVariants(db, where, {
      orderBy,
      limit: query.perPage,
      offset: pageOffset(query.page, query.perPage),
    }),
  ]);
  return { products, ...pageInfo(totalCount, query.page, query.perPage, products.length) };
}

/**
 * Frequently purchased together for the product of a variant: products bought in the same
 * completed orders, topped up with the best sellers of its subdepartment; each as its first variant.
 * Null when the variant does not exist.
 */
export async function frequentlyPurchasedTogether(
  db: Db,
  variantId: number,
  coPurchasedProductIds: (db: Db, productId: number, limit: number) => Promise<number[]>,
): Promise<VariantJson[] | null> {
  const [variant] = await db
    .select({ productId: t.variants.productId, subdepartmentId: t.products.subdepartmentId })
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .where(eq(t.variants.id, variantId));
  if (!variant) return null;
  const [coPurchased, bestSellers] = await Promise.all([
    coPurchasedProductIds(db, variant.productId, 10),
    db
      .select({ id: t.products.id })
      .from(t.products)
      .where(and(eq(t.products.subdepartmentId, variant.subdepartmentId), published()))
      .orderBy(desc(t.products.salesVolume), asc(t.products.position))
      .limit(11),
  ]);
  const ids = frequentlyPurchasedIds(
    variant.productId,
    coPurchased,
    bestSellers.map((row) => row.id),
  );
  if (ids.length === 0) return [];
  const products = await findVariants(db, and(inArray(t.variants.productId, ids), firstVariant()));
  const position = new Map(ids.map((id, index) => [id, index]));
  return products.sort((a, b) => position.get(a.product_id)! - position.get(b.product_id)!);
}
