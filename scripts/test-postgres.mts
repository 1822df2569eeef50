/**
 * Runs the database and API tests against a real PostgreSQL server that this script starts itself
 * (./postgres-server.mts), stopped and removed afterwards.
 */
import { withPostgresServer } from './postgres-server.mts';
import { jest } from './run-command.mts';

await withPostgresServer(async (url, version) => {
  console.log(`PostgreSQL ${version}: running the database and API tests`);
  await jest(['lib/server'], { TEST_DATABASE_URL: url, LOG_LEVEL: 'silent' });
});
