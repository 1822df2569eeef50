/**
 * A fresh, migrated and seeded database per test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (scripts/test-postgres.mts starts one), so the same API
 * tests prove both paths.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../lib/server/db/database';
import { seedIfEmpty } from '../../lib/server/seed/seed';

export async function createTestDatabase({ seed = true } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  if (serverUrl) {
    const { Client } = pg;
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const opened = await openDatabase({ kind: 'postgres', url: url.toString() });
    database = {
      ...opened,
      close: async () => {
        await opened.close();
        const cleanup = new Client({ connectionString: serverUrl });
        await cleanup.connect();
        // pool.end() resolves before its clients' sockets close; dropping "with (force)" at once would
        // kill them mid-goodbye and they would raise an unhandled 57P01 error in the test file.
        for (let attempt = 0; attempt < 50; attempt++) {
          const { rows } = await cleanup.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  } else {
    database = await openDatabase({ kind: 'pglite-memory' });
  }
  if (seed) await seedIfEmpty(database.db);
  return database;
}

/** The connection URL of a test database on the PostgreSQL server (for a second connection to it). */
export async function testDatabaseUrl(database: Database): Promise<string> {
  const result = (await database.db.execute(`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
}
