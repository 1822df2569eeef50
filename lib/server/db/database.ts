/**
 * Opening the shop's database: PGlite persisted in DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set. Both get the same drizzle-kit migrations, applied by ./migrate.ts (migrateShop,
 * which then seals any CPF left in clear). The server process keeps exactly one instance (see
 * getDatabase) because two PGlite instances on one folder silently lose data.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { config, dataDir } from '../config';
import { acquireDataFolderLock } from './data-folder-lock';
import { isDatabaseUnavailable } from './errors';
import { migrateShop } from './migrate';
import type { Db } from './db';

export type { Db };

type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** `from`: an image of a data folder (PGlite's dumpDataDir) the in-memory database starts as. */
export type DatabaseLocation =
  | { kind: 'pglite'; folder: string }
  | { kind: 'pglite-memory'; from?: Blob }
  | { kind: 'postgres'; url: string };

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

/**
 * The pool as Drizzle gets it, with two changes to a checked-out client (a transaction's):
 * - Its queries run one after another. A transaction's reads are often asked together (`Promise.all`, as
 *   the order serializer does on whatever it is given); one connection answers one query at a time, and
 *   node-postgres queues the others for now but will refuse them from its next major version.
 * - A client whose connection is lost goes back to the pool at once, to be discarded. Drizzle's
 *   transaction releases its client only after a successful BEGIN: a BEGIN that fails on a connection the
 *   server ended (a restart) would otherwise keep the client checked out for ever, and ten of them (the
 *   pool's size) leave the instance waiting for a connection until it is restarted. Release is idempotent,
 *   so Drizzle's own release of a client given back here is harmless.
 */
function poolForDrizzle(pool: pg.Pool): pg.Pool {
  const wrap = (client: pg.PoolClient): pg.PoolClient => {
    let released = false;
    const release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.release(error);
    };
    /** The client's last query asked: the next one starts once it has settled, answered or failed. */
    let previous: Promise<unknown> = Promise.resolve();
    return new Proxy(client, {
      get(target, property, receiver) {
        if (property === 'release') return release;
        if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
        return (...args: unknown[]) => {
          const run = () =>
            Promise.resolve((target.query as (...a: unknown[]) => unknown)(...args)).catch(
              (error: unknown) => {
                if (isDatabaseUnavailable(error)) release(error instanceof Error ? error : true);
                throw error;
              },
            );
          // Run after the previous query whether it was answered or failed: its failure is its caller's.
          const result = previous.then(run, run);
          previous = result;
          return result;
        };
      },
    });
  };
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'connect') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: unknown[]) => {
        // Only Drizzle's promise form is wrapped; a callback (the pool's own pool.query) goes through as is.
        if (args.length > 0) return (target.connect as (...a: unknown[]) => unknown)(...args);
        return wrap(await target.connect());
      };
    },
  });
}

async function connect(location: DatabaseLocation): Promise<Connection> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // A connection the server ended (a restart, pg_terminate_backend) says so with an 'error' event: on the
    // pool while idle (the pool drops it), on the client while checked out between two queries of a
    // transaction (its next query then fails, which the request answers as 503). Unheard, either event
    // would end the process. The requests an outage turns away are logged once by the API (./outage.ts).
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    return {
      db: drizzleNodePostgres({ client: poolForDrizzle(pool) }),
      kind: 'postgres',
      close: () => pool.end(),
      async migrate() {
        const client = await pool.connect();
        try {
          await takeMigrationLock(client);
          try {
            await migrateShop(drizzleNodePostgres({ client }));
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
      location.kind === 'pglite'
        ? { dataDir: path.join(location.folder, 'pgdata') }
        : { loadDataDir: location.from },
    );
    const db = drizzlePglite({ client });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
      migrate: () => migrateShop(db),
    };
  } catch (error) {
    release();
    throw error;
  }
}
