/**
 * Opens, migrates and (when empty) seeds the database as the server starts, not on the first request, and
 * builds the search index. The Node.js code sits in its own module, which the Edge build never compiles.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./instrumentation-node');
  await startServer();
}
