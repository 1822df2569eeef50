/**
 * The multi-instance test (scripts/two-instances.test.mts): two instances of the production build on one
 * PostgreSQL server that this script starts (./postgres-server.mts). Builds first when the build is stale.
 */
import { buildIfStale } from './build-if-stale.mts';
import { withPostgresServer } from './postgres-server.mts';
import { run } from './run-command.mts';

await buildIfStale();
await withPostgresServer(async (url, version) => {
  console.log(`PostgreSQL ${version}: two instances of the shop`);
  await run(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', '--test', 'scripts/two-instances.test.mts'],
    { INSTANCES_DATABASE_URL: url, LOG_LEVEL: 'silent', NEXT_TELEMETRY_DISABLED: '1' },
  );
});
