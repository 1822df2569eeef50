/**
 * The Node.js server's start (see instrumentation.ts): opens, migrates and (when empty) seeds the
 * database, builds the search index, has cached catalogue pages follow catalogue changes and settles
 * completions a crash interrupted.
 */
import { followCatalogueChanges } from './lib/server/catalogue/follow-catalogue-changes';
import { isDataFolderLockedError } from './lib/server/db/data-folder-lock';
import { getDatabase, getDb } from './lib/server/db/server-database';
import { startCompletionRecovery } from './lib/server/services/completion-recovery';
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
  // Orders a crash left half completed are settled from the gateway's record.
  startCompletionRecovery(getDb);
  // The embedded search index is built now, not on the first search (unless Algolia serves searches).
  await buildSearchIndexAtStart(database.db);
}
