/**
 * Runs the database and API tests against a real PostgreSQL server that this script starts itself
 * (./postgres-server.mts), stopped and removed afterwards. Arguments narrow the run to those test paths.
 */
import { withPostgresServer } from './postgres-server.mts';
import { jest } from './run-command.mts';
import { postgresLaneArgs } from './test-suites.mts';

await withPostgresServer(async (url, version) => {
  console.log(`PostgreSQL ${version}: running the database and API tests`);
  const paths = process.argv.slice(2);
  await jest(paths.length > 0 ? paths : postgresLaneArgs, { TEST_DATABASE_URL: url, LOG_LEVEL: 'silent' });
});
