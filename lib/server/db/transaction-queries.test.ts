/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '@/test-support/server/test-database';
import type { Database } from './database';

// node-postgres only: PGlite answers one query at a time for the whole process.
(process.env.TEST_DATABASE_URL ? describe : describe.skip)("a transaction's queries on PostgreSQL", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.close());

  it('run one after another when asked together, without the deprecated queueing of node-postgres', async () => {
    const warnings: string[] = [];
    const listen = (warning: Error) => warnings.push(warning.message);
    process.on('warning', listen);
    const answers = await database.db.transaction(async (tx) =>
      Promise.all(
        Array.from(
          { length: 5 },
          async (_, i) =>
            (
              (await tx.execute(sql`select ${i}::int as n from pg_sleep(0.01)`)) as unknown as {
                rows: { n: number }[];
              }
            ).rows,
        ),
      ),
    );
    expect(answers.map((rows) => rows[0]!.n)).toEqual([0, 1, 2, 3, 4]);
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', listen);
    expect(warnings.filter((message) => message.includes('already executing'))).toEqual([]);
  });

  it("hand a failed query's error to its caller and still run the next one", async () => {
    let settled: PromiseSettledResult<unknown>[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        settled = await Promise.allSettled([tx.execute(sql`select 1 / 0`), tx.execute(sql`select 1`)]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // The second ran, after the first failed: PostgreSQL refused it in the failed transaction.
    expect(
      settled.map((outcome) =>
        outcome.status === 'rejected'
          ? String((outcome.reason as Error).cause ?? outcome.reason)
          : 'answered',
      ),
    ).toEqual([
      expect.stringContaining('division by zero'),
      expect.stringContaining('current transaction is aborted'),
    ]);
  });
});
