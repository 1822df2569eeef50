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

/** Product ids bought in the same completed orders as `productId`, in the most orders first. */
export async function coPurchasedProductIds(db: Db, productId: number, limit: number): Promise<number[]> {
  const rows = await selectRows<{ product_id: number }>(
    db,
    sql`
    select other.product_id
    from line_items bought
    join orders o on o.id = bought.order_id and o.state = 'complete'
    join variants this_variant on this_variant.id = bought.variant_id
    join line_items together on together.order_id = bought.order_id
    join variants other on other.id = together.variant_id
    where this_variant.product_id = ${productId} and other.product_id <> ${productId}
    group by other.product_id
    order by count(distinct bought.order_id) desc, other.product_id asc
    limit ${limit}`,
  );
  return rows.map((row) => Number(row.product_id));
}

/**
 * What a customer is likely to want, best first: products bought together (in anyone's completed
 * orders) with the products they bought, in the most orders first, then the products they viewed,
 * latest first. Empty for a customer who has bought and viewed nothing.
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
      )
      select other.product_id
      from line_items bought
      join orders o on o.id = bought.order_id and o.state = 'complete'
      join variants this_variant on this_variant.id = bought.variant_id
      join line_items together on together.order_id = bought.order_id
      join variants other on other.id = together.variant_id
      where this_variant.product_id in (select product_id from mine)
        and other.product_id <> this_variant.product_id
      group by other.product_id
      order by count(distinct bought.order_id) desc, other.product_id asc
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
