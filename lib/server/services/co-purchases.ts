/**
 * Co-occurrence of products in completed orders, the first half of 'frequently purchased together'
 * (spec 03), from the cart area's orders and line_items (only orders in state 'complete' count).
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
