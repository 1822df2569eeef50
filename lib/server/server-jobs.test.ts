import { eq } from 'drizzle-orm';
import type { Database } from './db/database';
import { productViews } from './catalogue/product-views-schema';
import { variants } from './catalogue/schema';
import { driverLocations, orders } from './orders/schema';
import { createTestDatabase } from '@/test-support/server/test-database';
import { inProcessJobQueue } from './jobs/job-queue';
import { webhookDeliveries } from './payments/webhook-schema';
import { workOnRetention } from './server-jobs';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const waitFor = async (check: () => Promise<boolean>, ms = 20_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the retention jobs', () => {
  it("delete guests' product views past 30 days as soon as they start (then every minute)", async () => {
    const { db } = database;
    const [variant] = await db.select({ id: variants.id }).from(variants).limit(1);
    const day = 24 * 60 * 60 * 1000;
    await db.insert(productViews).values([
      {
        visitor: 'guest:job-antiga-0000000001',
        variantId: variant!.id,
        viewedAt: new Date(Date.now() - 40 * day),
      },
      {
        visitor: 'guest:job-recente-000000001',
        variantId: variant!.id,
        viewedAt: new Date(Date.now() - day),
      },
      { visitor: 'user:424242', variantId: variant!.id, viewedAt: new Date(Date.now() - 40 * day) },
    ]);
    const queue = inProcessJobQueue();
    try {
      await workOnRetention(queue, async () => db);
      const old = () =>
        db.select().from(productViews).where(eq(productViews.visitor, 'guest:job-antiga-0000000001'));
      await waitFor(async () => (await old()).length === 0);
      const left = (await db.select().from(productViews)).map((row) => row.visitor);
      expect(left).toEqual(expect.arrayContaining(['guest:job-recente-000000001', 'user:424242']));
      expect(await queue.problems()).toEqual([]);
    } finally {
      await queue.stop();
    }
  });
  it("delete drivers' positions past 30 days, keeping the recent ones", async () => {
    const { db } = database;
    const [order] = await db
      .insert(orders)
      .values({ number: 'R700000001', token: 'retention-test-token-000000000001', state: 'complete' })
      .returning({ id: orders.id });
    const day = 24 * 60 * 60 * 1000;
    const position = { orderId: order!.id, latitude: '-12.980000', longitude: '-38.470000' };
    await db.insert(driverLocations).values([
      {
        ...position,
        clientTime: new Date(Date.now() - 31 * day),
        createdAt: new Date(Date.now() - 31 * day),
      },
      {
        ...position,
        clientTime: new Date(Date.now() - 29 * day),
        createdAt: new Date(Date.now() - 29 * day),
      },
    ]);
    const queue = inProcessJobQueue();
    try {
      await workOnRetention(queue, async () => db);
      await waitFor(async () => (await db.select().from(driverLocations)).length === 1);
      const [kept] = await db.select().from(driverLocations);
      expect(Date.now() - kept!.createdAt.getTime()).toBeLessThan(30 * day);
      expect(await queue.problems()).toEqual([]);
    } finally {
      await queue.stop();
    }
  });

  it('forget the request ids of payment notices once a replay of them would be stale anyway', async () => {
    const { db } = database;
    await db.insert(webhookDeliveries).values([
      { provider: 'mercadopago', requestId: 'retention-old', receivedAt: new Date(Date.now() - 11 * 60_000) },
      { provider: 'mercadopago', requestId: 'retention-new', receivedAt: new Date(Date.now() - 60_000) },
    ]);
    const queue = inProcessJobQueue();
    try {
      await workOnRetention(queue, async () => db);
      const ids = async () => (await db.select().from(webhookDeliveries)).map((row) => row.requestId);
      await waitFor(async () => !(await ids()).includes('retention-old'));
      expect(await ids()).toContain('retention-new');
      expect(await queue.problems()).toEqual([]);
    } finally {
      await queue.stop();
    }
  });
});
