/**
 * `npm run db:seed`: replaces the catalogue with the demo one. Refused while a server holds the data folder,
 * and while the database holds orders: the catalogue's truncate would empty every order's lines
 * (docs/operations.md); `npm run db:seed -- --force` wipes them anyway.
 */
// First: the configuration below reads the .env files' variables too (DATABASE_URL).
import './load-env.mts';
import { configuredLocation, openDatabase } from '../lib/server/db/database.ts';
import { OrdersWouldLoseLinesError, reseed } from '../lib/server/seed/seed.ts';
import { exitWithDatabaseError } from './database-script.mts';

const force = process.argv.slice(2).includes('--force');
/** The exit status of a seeding refused for the orders (docs/operations.md): 1 stays for a failure. */
const REFUSED_FOR_ORDERS = 3;

try {
  const database = await openDatabase(configuredLocation());
  const started = Date.now();
  try {
    await reseed(database.db, { force });
  } catch (error) {
    if (!(error instanceof OrdersWouldLoseLinesError)) throw error;
    await database.close();
    console.error(
      `not seeded: the ${database.kind} database holds ${error.orders} orders, and replacing the catalogue ` +
        "would empty every order's lines (and the back-in-stock requests, product views and blends). " +
        'Run `npm run db:seed -- --force` to wipe them anyway.',
    );
    process.exit(REFUSED_FOR_ORDERS);
  }
  await database.close();
  console.log(`seeded the demo catalogue into the ${database.kind} database in ${Date.now() - started} ms`);
} catch (error) {
  exitWithDatabaseError(error);
}
