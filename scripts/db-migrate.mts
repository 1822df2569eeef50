/** `npm run db:migrate`: applies pending migrations to the configured database (the server also does at start). */
// First: the configuration below reads the .env files' variables too (DATABASE_URL).
import './load-env.mts';
import { configuredLocation, openDatabase } from '../lib/server/db/database.ts';
import { exitWithDatabaseError } from './database-script.mts';

try {
  const database = await openDatabase(configuredLocation());
  await database.close();
  console.log(`migrated the ${database.kind} database`);
} catch (error) {
  exitWithDatabaseError(error);
}
