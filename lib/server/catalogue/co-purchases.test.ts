/**
 * The co-occurrence query over real orders: only completed orders count, each order once per product, and
 * only the product's latest ones.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { lineItems, orders } from '../orders/schema';
import { variants } from './schema';
import { createTestDatabase } from '@/test-support/server/test-database';
import { CO_PURCHASE_ORDERS, coPurchasedProductIds } from './co-purchases';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('co-purchased products', () => {
  it('is empty while nobody has bought anything', async () => {
    expect(await coPurchasedProductIds(database.db, 1, 10)).toEqual([]);
  });

  it('ranks products by the number of completed orders they share with the product', async () => {
    const { db } = database;
    const rows = await db
      .select({ id: variants.id, productId: variants.productId })
      .from(variants)
      .where(and(inArray(variants.productId, [1, 2, 3, 4]), eq(variants.position, 0)));
    const variantOf = (productId: number) => rows.find((row) => row.productId === productId)!.id;
    const states = ['complete', 'complete', 'complete', 'cart', 'canceled'] as const;
    const placed = await db
      .insert(orders)
      .values(states.map((state, i) => ({ number: `R00000000${i}`, token: `token-${i}`, state })))
      .returning({ id: orders.id });
    const bought: [order: number, product: number][] = [
      [0, 1], [0, 3], [0, 2],
      [1, 1], [1, 3],
      [2, 4],
      [3, 1], [3, 4],
      [4, 1], [4, 4],
    ]; // prettier-ignore
    await db.insert(lineItems).values(
      bought.map(([order, product]) => ({
        orderId: placed[order]!.id,
        variantId: variantOf(product),
        quantity: 1,
        price: '1.00',
      })),
    );
    // Product 3 shares orders 0 and 1, product 2 only order 0; product 4 was with product 1 only in a
    // cart and a canceled order, which do not count.
    expect(await coPurchasedProductIds(db, 1, 10)).toEqual([3, 2]);
    expect(await coPurchasedProductIds(db, 1, 1)).toEqual([3]);
    expect(await coPurchasedProductIds(db, 4, 10)).toEqual([]);
  });

  it("reads only the product's latest completed orders, so that old ones stop counting", async () => {
    const { db } = database;
    const rows = await db
      .select({ id: variants.id, productId: variants.productId })
      .from(variants)
      .where(and(inArray(variants.productId, [5, 6, 7]), eq(variants.position, 0)));
    const variantOf = (productId: number) => rows.find((row) => row.productId === productId)!.id;
    // One old order of products 5 and 6, then CO_PURCHASE_ORDERS newer ones of products 5 and 7.
    const placed = await db
      .insert(orders)
      .values(
        Array.from({ length: CO_PURCHASE_ORDERS + 1 }, (_, i) => ({
          number: `R1${String(i).padStart(8, '0')}`,
          token: `latest-${i}`,
          state: 'complete' as const,
        })),
      )
      .returning({ id: orders.id });
    await db.insert(lineItems).values(
      placed.flatMap((order, i) =>
        [5, i === 0 ? 6 : 7].map((product) => ({
          orderId: order.id,
          variantId: variantOf(product),
          quantity: 1,
          price: '1.00',
        })),
      ),
    );
    expect(await coPurchasedProductIds(db, 5, 10)).toEqual([7]);
    // From product 6's side, its one order is among its latest.
    expect(await coPurchasedProductIds(db, 6, 10)).toEqual([5]);
  });

  it("reads the product's latest orders whichever of its variants they hold", async () => {
    const { db } = database;
    // A product of two variants or more, and two products bought with it, none of them used above.
    const [product] = await db
      .select({ id: variants.productId })
      .from(variants)
      .where(gt(variants.productId, 7))
      .groupBy(variants.productId)
      .having(sql`count(*) >= 2`)
      .orderBy(variants.productId)
      .limit(1);
    const productId = product!.id;
    const [first, second] = await db
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, productId))
      .orderBy(variants.position, variants.id)
      .limit(2);
    const others = await db
      .select({ id: variants.id, productId: variants.productId })
      .from(variants)
      .where(and(gt(variants.productId, productId), eq(variants.position, 0)))
      .orderBy(variants.productId)
      .limit(2);
    const [old, recent] = others;
    // One old order of the first variant with one product, then CO_PURCHASE_ORDERS newer ones of the
    // second variant with another: the old one is among the first variant's latest lines, not among the
    // product's latest orders.
    const placed = await db
      .insert(orders)
      .values(
        Array.from({ length: CO_PURCHASE_ORDERS + 1 }, (_, i) => ({
          number: `R2${String(i).padStart(8, '0')}`,
          token: `variants-${i}`,
          state: 'complete' as const,
        })),
      )
      .returning({ id: orders.id });
    await db.insert(lineItems).values(
      placed.flatMap((order, i) =>
        (i === 0 ? [first!.id, old!.id] : [second!.id, recent!.id]).map((variantId) => ({
          orderId: order.id,
          variantId,
          quantity: 1,
          price: '1.00',
        })),
      ),
    );
    expect(await coPurchasedProductIds(db, productId, 10)).toEqual([recent!.productId]);
  });
});
