/**
 * The co-occurrence query on a bare database holding only the columns it reads (the orders tables
 * belong to the cart area): orders.id/state, line_items.order_id/variant_id, variants.id/product_id.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../db/database';
import { coPurchasedProductIds } from './co-purchases';

let client: PGlite;
let db: Db;
beforeAll(async () => {
  client = await PGlite.create();
  db = drizzle({ client }) as unknown as Db;
});
afterAll(() => client.close());

describe('co-purchased products', () => {
  it('is empty while the database has no orders tables', async () => {
    await client.exec('create table variants (id int primary key, product_id int not null)');
    expect(await coPurchasedProductIds(db, 1, 10)).toEqual([]);
  });

  it('ranks products by the number of completed orders they share with the product', async () => {
    // Variants: product 1 has variants 10 and 11; products 2, 3, 4 have variants 20, 30, 40.
    await client.exec(`
      insert into variants values (10, 1), (11, 1), (20, 2), (30, 3), (40, 4);
      create table orders (id int primary key, state text not null);
      create table line_items (id serial primary key, order_id int not null, variant_id int not null);
      insert into orders values (1, 'complete'), (2, 'complete'), (3, 'complete'), (4, 'cart'), (5, 'canceled');
      insert into line_items (order_id, variant_id) values
        (1, 10), (1, 30), (1, 20),
        (2, 11), (2, 30), (2, 30),
        (3, 40),
        (4, 10), (4, 40), (4, 40),
        (5, 10), (5, 40);
    `);
    // Product 3 shares orders 1 and 2 (counted once per order), product 2 only order 1; product 4 was
    // only with product 1 in a cart and a canceled order, which do not count.
    expect(await coPurchasedProductIds(db, 1, 10)).toEqual([3, 2]);
    expect(await coPurchasedProductIds(db, 1, 1)).toEqual([3]);
    expect(await coPurchasedProductIds(db, 4, 10)).toEqual([]);
  });
});
