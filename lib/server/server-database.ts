/**
 * The server process's one database. Opened on first use (or at start by instrumentation.ts), migrated,
 * and seeded with the demo catalogue and its accounts when it has no catalogue (SEED_ON_START=false: never;
 * docs/operations.md). Kept on globalThis so that dev-mode reloads and every
 * route share one PGlite instance: a second instance on the same folder would silently lose data.
 */
import { config } from './config';
import { logger } from './logger';
import { configuredLocation, openDatabase, type Database, type Db } from './db/database';
import { seedDemoOrders } from './seed/orders-seed';
import { seedIfEmpty, seedStoreSettings } from './seed/seed';

const globalForDb = globalThis as typeof globalThis & { __casaDaCarneDatabase?: Promise<Database> };

async function start(): Promise<Database> {
  const started = Date.now();
  const location = configuredLocation();
  const database = await openDatabase(location);
  // The demo (catalogue, demo accounts, coupons) goes only into a database without a catalogue; the
  // store's settings (payment methods, holidays, delivery windows) into every one, seeded or not.
  const seeded = config().SEED_ON_START ? await seedIfEmpty(database.db) : false;
  if (!config().SEED_ON_START) await seedStoreSettings(database.db);
  if (seeded) await seedDemoOrders(database.db, config().DEMO_ORDERS);
  logger.info(
    {
      database: database.kind,
      folder: 'folder' in location ? location.folder : undefined,
      seeded,
      ms: Date.now() - started,
    },
    'database ready',
  );
  return database;
}

export function getDatabase(): Promise<Database> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database is not available during `next build`: render this page dynamically.');
  }
  globalForDb.__casaDaCarneDatabase ??= start().catch((error: unknown) => {
    // Forget the failure so that the next request tries again (for example once a lock is released).
    globalForDb.__casaDaCarneDatabase = undefined;
    logger.error({ err: error }, 'database failed to open');
    throw error;
  });
  return globalForDb.__casaDaCarneDatabase;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}
