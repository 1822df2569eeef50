/** `npm run db:migrate`: applies pending migrations to the configured database (the server also does at start). */
import { configuredLocation, openDatabase } from '../lib/server/db/database.ts';
import { exitWithDatabaseError } from './database-script.mts';

try {
  const database = await openDatabase(configuredLocation());
  await database.close();
  console.log(`migrated the ${database.kind} database`);
} catch (error) {
  exitWithDatabaseError(error);
}
