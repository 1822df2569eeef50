import type { Db } from '../db/database';
import { inTransaction } from './order-core';

/** A database whose first transactions fail with these SQLSTATEs (as Drizzle wraps them), then run. */
function failingFirst(codes: string[]) {
  const db = {
    attempts: 0,
    async transaction<T>(work: (tx: never) => Promise<T>): Promise<T> {
      db.attempts++;
      const code = codes.shift();
      if (code) throw Object.assign(new Error('Failed query'), { cause: { code } });
      return work(undefined as never);
    },
  };
  return db;
}

describe('inTransaction', () => {
  it('runs the work again when it lost a race on a unique index or was rolled back for a deadlock', async () => {
    const db = failingFirst(['40P01', '23505']);
    await expect(inTransaction(db as unknown as Db, async () => 'done')).resolves.toBe('done');
    expect(db.attempts).toBe(3);
  });

  it('gives up after three attempts, and passes any other failure on at once', async () => {
    const deadlocked = failingFirst(['40P01', '40P01', '40P01', '40P01']);
    await expect(inTransaction(deadlocked as unknown as Db, async () => 'done')).rejects.toThrow(
      'Failed query',
    );
    expect(deadlocked.attempts).toBe(3);
    const broken = failingFirst(['23502']);
    await expect(inTransaction(broken as unknown as Db, async () => 'done')).rejects.toThrow('Failed query');
    expect(broken.attempts).toBe(1);
  });
});
