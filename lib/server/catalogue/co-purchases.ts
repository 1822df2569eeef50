/**
 * Co-occurrence of products in completed orders, the first half of 'frequently purchased together',
 * from the cart area's orders and line_items (only orders in state 'complete' count), and the
 * ranking of the home's recommended products for a customer.
 */
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';

/** Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`. */
async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/**
 * How many of a product's latest orders are read for its co-purchases: the newest lines of each of its
 * variants (line_items_variant_idx, read backwards) give the product's newest orders, of which the completed
 * ones count. The cost of a product's 'bought together' then stays the same as the shop's history grows, and
 * whatever the product's number of variants (docs/performance.md, A big shop's data), and the ranking
 * follows what is bought together lately. A hundred orders hold about 500 other lines, enough to rank ten
 * products; the read grows with this bound (docs/performance.md, A big shop's data).
 */
export const CO_PURCHASE_ORDERS = 100;

/**
 * The products bought in the same completed orders as each product of `products` (a query of product
 * ids), its latest CO_PURCHASE_ORDERS orders, in the most orders first (at most `limit`).
 *
 * Written in steps that each read by key, whatever the planner estimates: the product's latest orders (each
 * variant's newest lines, merged; `recent`, materialized so that each order's state is read once), their
 * lines through line_items_order_variant_idx (order id, variant id) without the table, and each line's
 * product read once per variant met (`owners`) rather than once per line.
 */
const coPurchasesOf = (products: SQL, limit: number) => sql`
  with recent as materialized (
    select latest.order_id, given.product_id
    from (${products}) as given (product_id)
    cross join lateral (
      select distinct bought.order_id
      from variants this_variant
      cross join lateral (
        select line.order_id from line_items line
        where line.variant_id = this_variant.id
        order by line.order_id desc
        limit ${CO_PURCHASE_ORDERS}
      ) bought
      where this_variant.product_id = given.product_id
      order by bought.order_id desc
      limit ${CO_PURCHASE_ORDERS}
    ) latest
    join orders o on o.id = latest.order_id and o.state = 'complete'
  ),
  lines as (
    select recent.order_id, recent.product_id, together.variant_id
    from recent
    join line_items together on together.order_id = recent.order_id
  ),
  owners as materialized (
    select met.variant_id, (select v.product_id from variants v where v.id = met.variant_id) as product_id
    from (select distinct variant_id from lines) met
  )
  select owners.product_id
  from lines
  join owners on owners.variant_id = lines.variant_id
  where owners.product_id <> lines.product_id
  group by owners.product_id
  order by count(distinct lines.order_id) desc, owners.product_id asc
  limit ${limit}`;

/**
 * Product ids bought in the same completed orders as `productId` (its latest ones, CO_PURCHASE_ORDERS),
 * in the most orders first.
 */
export async function coPurchasedProductIds(db: Db, productId: number, limit: number): Promise<number[]> {
  const rows = await selectRows<{ product_id: number }>(
    db,
    coPurchasesOf(sql`select ${productId}::int`, limit),
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
      coPurchasesOf(
        sql`
        select distinct v.product_id
        from orders o
        join line_items li on li.order_id = o.id
        join variants v on v.id = li.variant_id
        where o.user_id = ${userId} and o.state = 'complete'`,
        limit,
      ),
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
