/**
 * Co-occurrence of products in completed orders, the first half of 'frequently purchased together',
 * from the cart area's orders and line_items (only orders in state 'complete' count), and the
 * ranking of the home's recommended products for a customer.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`. */
async function selectRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/**
 * How many of a product's latest orders are read for its co-purchases: the newest lines of each of its
 * variants (line_items_variant_idx, read backwards), of which the completed orders count. The cost of a
 * product's 'bought together' then stays the same as the shop's history grows (docs/performance.md, A big
 * shop's data), and the ranking follows what is bought together lately.
 */
export const CO_PURCHASE_ORDERS = 200;

/** The latest completed orders (at most CO_PURCHASE_ORDERS per variant) holding a product of `products`. */
const recentOrdersOf = (products: ReturnType<typeof sql>) => sql`
  select distinct latest.order_id, this_variant.product_id
  from variants this_variant
  cross join lateral (
    select bought.order_id from line_items bought
    where bought.variant_id = this_variant.id
    order by bought.order_id desc
    limit ${CO_PURCHASE_ORDERS}
  ) latest
  join orders o on o.id = latest.order_id and o.state = 'complete'
  where this_variant.product_id in (${products})`;

/**
 * Product ids bought in the same completed orders as `productId` (its latest ones, CO_PURCHASE_ORDERS),
 * in the most orders first.
 */
export async function coPurchasedProductIds(db: Db, productId: number, limit: number): Promise<number[]> {
  const rows = await selectRows<{ product_id: number }>(
    db,
    sql`
    with recent as (${recentOrdersOf(sql`${productId}`)})
    select other.product_id
    from recent
    join line_items together on together.order_id = recent.order_id
    join variants other on other.id = together.variant_id
    where other.product_id <> recent.product_id
    group by other.product_id
    order by count(distinct recent.order_id) desc, other.product_id asc
    limit ${limit}`,
  );
  return rows.map((row) => Number(row.product_id));
}

/**
 * What a customer is likely to want, best first: products bought together (in anyone's latest completed
 * orders, as coPurchasedProductIds) with the products they bought, in the most orders first, then the
 * products they viewed, latest first. Empty for a customer who has bought and viewed nothing.
 */
export async function personalProductRanking(db: Db, userId: number, limit = 50): Promise<number[]> {
  const [coPurchased, viewed] = await Promise.all([
    selectRows<{ product_id: number }>(
      db,
      sql`
      with mine as (
        select distinct v.product_id
        from orders o
        join line_items li on li.order_id = o.id
        join variants v on v.id = li.variant_id
        where o.user_id = ${userId} and o.state = 'complete'
      ),
      recent as (${recentOrdersOf(sql`select product_id from mine`)})
      select other.product_id
      from recent
      join line_items together on together.order_id = recent.order_id
      join variants other on other.id = together.variant_id
      where other.product_id <> recent.product_id
      group by other.product_id
      order by count(distinct recent.order_id) desc, other.product_id asc
      limit ${limit}`,
    ),
    selectRows<{ product_id: number }>(
      db,
      sql`
      select v.product_id
      from product_views pv
      join variants v on v.id = pv.variant_id
      where pv.visitor = ${`user:${userId}`}
      order by pv.viewed_at desc, pv.id desc
      limit ${limit}`,
    ),
  ]);
  return [...new Set([...coPurchased, ...viewed].map((row) => Number(row.product_id)))].slice(0, limit);
}
