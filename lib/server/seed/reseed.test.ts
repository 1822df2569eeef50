import { count, eq } from 'drizzle-orm';
import { createTestDatabase } from '@/test-support/server/test-database';
import type { Database } from '../db/database';
import { variants } from '../catalogue/schema';
import { lineItems, orders } from '../orders/schema';
import { OrdersWouldLoseLinesError, reseed } from './seed';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const linesCount = async () => (await database.db.select({ n: count() }).from(lineItems))[0]!.n;

describe('the demo reseed (npm run db:seed)', () => {
  it('replaces the catalogue of a database without orders', async () => {
    await database.db.update(variants).set({ price: '1.00' }).where(eq(variants.slug, 'picanha-bovina'));
    await reseed(database.db);
    const [picanha] = await database.db.select().from(variants).where(eq(variants.slug, 'picanha-bovina'));
    expect(picanha!.price).not.toBe('1.00');
  });

  it('refuses while orders exist, leaving their lines, and empties them when forced', async () => {
    const [variant] = await database.db.select().from(variants).where(eq(variants.slug, 'picanha-bovina'));
    const [order] = await database.db
      .insert(orders)
      .values({ number: 'R000000001', token: 'reseed-test-token' })
      .returning();
    await database.db
      .insert(lineItems)
      .values({ orderId: order!.id, variantId: variant!.id, quantity: 1000, price: variant!.price });

    await expect(reseed(database.db)).rejects.toThrow(OrdersWouldLoseLinesError);
    expect(await linesCount()).toBe(1);

    await reseed(database.db, { force: true });
    expect(await linesCount()).toBe(0);
  });
});
