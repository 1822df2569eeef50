/**
 * Counts the statements `work` sends the database, inside transactions too (BEGIN, COMMIT and ROLLBACK not
 * counted): on PostgreSQL every client's queries, on PGlite its own and those of its transactions. For
 * tests that hold a hot path to the reads it needs (docs/performance.md, The sales API).
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../lib/server/db/database';

type Query = (...args: unknown[]) => Promise<unknown>;

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

export async function countStatements<T>(
  database: Database,
  work: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  let statements = 0;
  const counted = (query: Query): Query =>
    function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | null)?.text;
      if (!TRANSACTION_CONTROL.test(text ?? '')) statements++;
      return query.apply(this, args);
    };
  let restore: () => void;
  if (database.kind === 'postgres') {
    const prototype = pg.Client.prototype as unknown as { query: Query };
    const query = prototype.query;
    prototype.query = counted(query);
    restore = () => (prototype.query = query);
  } else {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const query = client.query;
    const transaction = client.transaction;
    client.query = counted(query as Query) as PGlite['query'];
    client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
      transaction.call(client, (tx) => {
        const query = counted(tx.query as Query);
        return callback(
          new Proxy(tx, { get: (target, key) => (key === 'query' ? query : Reflect.get(target, key)) }),
        );
      })) as PGlite['transaction'];
    restore = () => {
      client.query = query;
      client.transaction = transaction;
    };
  }
  try {
    return { result: await work(), statements };
  } finally {
    restore();
  }
}
