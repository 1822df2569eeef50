/** Opens, migrates and (when empty) seeds the database as the server starts, not on the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDatabase } = await import('./lib/server/db/server-database');
  const { isDataFolderLockedError } = await import('./lib/server/db/data-folder-lock');
  try {
    await getDatabase();
  } catch (error) {
    if (!isDataFolderLockedError(error)) throw error;
    // A second server on the same embedded database would corrupt it: refuse to start, saying why.
    console.error(`Refusing to start: ${error.message}`);
    process.exit(1);
  }
}
