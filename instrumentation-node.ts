/**
 * The Node.js server's start (see instrumentation.ts): opens, migrates and (when empty) seeds the
 * database, reads the store's settings, builds the search index, has cached catalogue pages and the
 * store's settings follow catalogue changes (those of the other app instances too, on PostgreSQL) and starts the background jobs (e-mails, the completion
 * recovery that settles completions a crash interrupted, the slot-hold expiry), and says what a graceful
 * stop must finish (lib/server/shutdown.ts).
 */
import { cpfVault } from './lib/server/auth/cpf-vault';
import { startCatalogueFanout } from './lib/server/catalogue/catalogue-fanout';
import { followCatalogueChanges } from './lib/server/catalogue/follow-catalogue-changes';
import { isDataFolderLockedError } from './lib/server/db/data-folder-lock';
import { configuredLocation } from './lib/server/db/database';
import { getDatabase, getDb } from './lib/server/server-database';
import { startServerJobs } from './lib/server/server-jobs';
import { buildSearchIndexAtStart } from './lib/server/search/sales-index';
import { onServerShutdown } from './lib/server/shutdown';
import { followStoreSettings } from './lib/server/store/setting-values';
import { STORE_INFO_SCHEMA } from './lib/server/store/store-info';
import { DELIVERY_SCHEMA } from './lib/server/store/delivery-costs';

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
  // The CPFs' key (lib/server/auth/cpf-vault.ts): DATA_ENCRYPTION_KEY, or the data folder's, made at the
  // first start; a key file that cannot be read stops the start here rather than at a customer's request.
  cpfVault();
  followCatalogueChanges();
  // The store's information and delivery terms as the manager edited them, read by every page and
  // checkout from here on.
  await followStoreSettings(database.db, { info: STORE_INFO_SCHEMA, delivery: DELIVERY_SCHEMA });
  const location = configuredLocation();
  const databaseUrl = location.kind === 'postgres' ? location.url : undefined;
  const fanout = databaseUrl ? await startCatalogueFanout(databaseUrl, database.db) : undefined;
  const jobs = await startServerJobs(getDb, databaseUrl);
  // At a graceful stop (scripts/serve.mts): the e-mails and jobs under way finish, the database closes last.
  onServerShutdown({ jobs, fanout, database });
  // The embedded search index is built now, not on the first search (unless Algolia serves searches).
  await buildSearchIndexAtStart(database.db);
}
