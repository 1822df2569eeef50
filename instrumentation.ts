/**
 * Opens, migrates and (when empty) seeds the database as the server starts, not on the first request, and
 * builds the search index.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDatabase } = await import('./lib/server/db/server-database');
  const { isDataFolderLockedError } = await import('./lib/server/db/data-folder-lock');
  let database;
  try {
    database = await getDatabase();
  } catch (error) {
    if (!isDataFolderLockedError(error)) throw error;
    // A second server on the same embedded database would corrupt it: refuse to start, saying why.
    console.error(`Refusing to start: ${error.message}`);
    process.exit(1);
  }
  // The embedded search index is built now, not on the first search (unless Algolia serves searches).
  const { buildSearchIndexAtStart } = await import('./lib/server/search/sales-index');
  await buildSearchIndexAtStart(database.db);
}
