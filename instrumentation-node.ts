/**
 * The Node.js server's start (see instrumentation.ts): opens, migrates and (when empty) seeds the
 * database, builds the search index, has cached catalogue pages follow catalogue changes (those of the
 * other app instances too, on PostgreSQL) and starts the background jobs (e-mails, the completion
 * recovery that settles completions a crash interrupted, the slot-hold expiry).
 */
import { startCatalogueFanout } from './lib/server/catalogue/catalogue-fanout';
import { followCatalogueChanges } from './lib/server/catalogue/follow-catalogue-changes';
import { isDataFolderLockedError } from './lib/server/db/data-folder-lock';
import { configuredLocation } from './lib/server/db/database';
import { getDatabase, getDb } from './lib/server/db/server-database';
import { startServerJobs } from './lib/server/jobs/server-jobs';
import { buildSearchIndexAtStart } from './lib/server/search/sales-index';

export async function startServer() {
  let database;
  try {
    database = await getDatabase();
  } catch (error) {
    if (!isDataFolderLockedError(error)) throw error;
    // A second server on the same embedded database would corrupt it: refuse to start, saying why.
    console.error(`Refusing to start: ${error.message}`);
    process.exit(1);
  }
  followCatalogueChanges();
  const location = configuredLocation();
  const databaseUrl = location.kind === 'postgres' ? location.url : undefined;
  if (databaseUrl) await startCatalogueFanout(databaseUrl, database.db);
  await startServerJobs(getDb, databaseUrl);
  // The embedded search index is built now, not on the first search (unless Algolia serves searches).
  await buildSearchIndexAtStart(database.db);
}
