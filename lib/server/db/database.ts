/**
 * Opening the shop's database: PGlite persisted in DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set. Both get the same drizzle-kit migrations, applied by ./migrate.ts. The server process keeps exactly one
 * instance (see getDatabase) because two PGlite instances on one folder silently lose data.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { config, dataDir } from '../config';
import { acquireDataFolderLock } from './data-folder-lock';
import { applyMigrations } from './migrate';

/** The tables are each area's `schema.ts`; queries name them, so the connection needs none of them. */
export type Db = PgDatabase<PgQueryResultHKT>;
type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export type DatabaseLocation =
  { kind: 'pglite'; folder: string } | { kind: 'pglite-memory' } | { kind: 'postgres'; url: string };

/** Where this process's configuration points. */
export function configuredLocation(): DatabaseLocation {
  const url = config().DATABASE_URL;
  return url ? { kind: 'postgres', url } : { kind: 'pglite', folder: dataDir() };
}

/** Opens (and migrates) a database. Callers own the returned handle; the server uses getDatabase(). */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  const database = await connect(location);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

interface Connection extends Database {
  migrate(): Promise<void>;
}

/**
 * Session-level advisory lock held while migrating, so app instances starting together take turns. It is
 * asked for every LOCK_POLL_MS (pg_try_advisory_lock), never waited for in a statement: a statement that
 * waits holds a snapshot, which the other instance's CREATE INDEX CONCURRENTLY waits for in turn (a
 * deadlock PostgreSQL breaks by failing one of them; ./migrate.ts).
 */
const MIGRATION_LOCK_KEY = 7_201_001;
const LOCK_POLL_MS = 200;

async function takeMigrationLock(client: pg.PoolClient): Promise<void> {
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      MIGRATION_LOCK_KEY,
    ]);
    if (rows[0]?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

async function connect(location: DatabaseLocation): Promise<Connection> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    return {
      db: drizzleNodePostgres({ client: pool }),
      kind: 'postgres',
      close: () => pool.end(),
      async migrate() {
        const client = await pool.connect();
        try {
          await takeMigrationLock(client);
          try {
            await applyMigrations(drizzleNodePostgres({ client }));
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
    };
  }

  const release = location.kind === 'pglite' ? acquireDataFolderLock(location.folder) : () => {};
  try {
    const client = await PGlite.create(
      location.kind === 'pglite' ? path.join(location.folder, 'pgdata') : undefined,
    );
    const db = drizzlePglite({ client });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
      migrate: () => applyMigrations(db),
    };
  } catch (error) {
    release();
    throw error;
  }
}
