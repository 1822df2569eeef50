/** `npm run db:seed`: replaces the catalogue with the demo one. Refused while a server holds the data folder. */
import { configuredLocation, openDatabase } from '../lib/server/db/database.ts';
import { reseed } from '../lib/server/seed/seed.ts';
import { exitWithDatabaseError } from './database-script.mts';

try {
  const database = await openDatabase(configuredLocation());
  const started = Date.now();
  await reseed(database.db);
  await database.close();
  console.log(`seeded the demo catalogue into the ${database.kind} database in ${Date.now() - started} ms`);
} catch (error) {
  exitWithDatabaseError(error);
}
