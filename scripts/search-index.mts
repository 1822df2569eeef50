/**
 * `npm run search:index`: pushes the product-sales index (every variant, read from the database) and its
 * settings to Algolia. Needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY; says so clearly when they are missing.
 * Refused, like every script, while a server holds the embedded database.
 */
import { ConfigError, config } from '../lib/server/config.ts';
import {
  AlgoliaNotConfiguredError,
  pushSalesIndex,
  requireAlgoliaAdminConfig,
} from '../lib/server/search/algolia-index.ts';

let admin;
try {
  admin = requireAlgoliaAdminConfig(config());
} catch (error) {
  // One clear message, not a stack trace: what to set, or which variable is wrong.
  if (!(error instanceof AlgoliaNotConfiguredError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Loaded once the configuration is known to be valid (the logger reads it as it loads).
const { configuredLocation, openDatabase } = await import('../lib/server/db/database.ts');
const { loadSalesRecords } = await import('../lib/server/search/sales-index.ts');
const { exitWithDatabaseError } = await import('./database-script.mts');

try {
  const database = await openDatabase(configuredLocation());
  const started = Date.now();
  const records = await loadSalesRecords(database.db);
  await database.close();
  await pushSalesIndex(admin, records);
  console.log(
    `pushed ${records.length} records and the settings to Algolia index "${admin.indexName}" in ${Date.now() - started} ms`,
  );
} catch (error) {
  exitWithDatabaseError(error);
}
