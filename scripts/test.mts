/**
 * `npm test`: every test file once. Two lanes run side by side, one per core (Jest takes one):
 *
 * - the embedded lane: the unit, component and page tests on PGlite, the tests of the embedded database
 *   itself, the Node-only tests; then the journeys' browser, images and build; two instances of that build
 *   on one PostgreSQL; the browser journeys (Playwright) against the build, on the shop's embedded database;
 * - the PostgreSQL lane: the database and API tests (lib/server) on a PostgreSQL server, the production
 *   database (docs/decisions.md, "One run of each test file").
 *
 * The embedded lane prints as it goes; the PostgreSQL lane's output is printed whole once both are done.
 */
import { jest, run } from './run-command.mts';
import { embeddedLaneArgs } from './test-suites.mts';

const quiet = { LOG_LEVEL: 'silent', NEXT_TELEMETRY_DISABLED: '1' };
const tsxArgs = (script: string, args: string[]) => ['--import', 'tsx', script, ...args];

async function embeddedLane() {
  console.log('\n== unit, component and embedded-database tests (PGlite) ==');
  await jest(embeddedLaneArgs, quiet);
  // The real Sentry SDK, which cannot load inside Jest's sandbox, the pages bench's scriptless proxy, the
  // build's compile hints and staleness, the command line's session, the seeding command, the .env files,
  // signals passed on (scripts written as `.mts`, which Jest's transform does not load).
  const nodeTests = [
    'scripts/sentry.test.mts',
    'bench/scriptless-proxy.test.mts',
    'scripts/compile-hints.test.mts',
    'scripts/build-if-stale.test.mts',
    'scripts/staff-api.test.mts',
    'scripts/db-seed.test.mts',
    'scripts/load-env.test.mts',
    'scripts/run-command.test.mts',
  ];
  await run(process.execPath, ['--import', 'tsx', '--test', ...nodeTests], { ...quiet, NODE_ENV: 'test' });
  console.log("\n== the journeys' browser, images and build ==");
  await run(process.execPath, tsxArgs('scripts/test-e2e.mts', ['--prepare-only']), quiet);
  console.log("\n== the built server's start and graceful stop ==");
  await run(process.execPath, ['--import', 'tsx', '--test', 'scripts/serve.test.mts'], quiet);
  console.log('\n== two instances of the built shop on one PostgreSQL ==');
  await run(process.execPath, tsxArgs('scripts/test-instances.mts', []), quiet);
  console.log('\n== browser journeys (Playwright, Chromium) ==');
  await run(process.execPath, tsxArgs('scripts/test-e2e.mts', []), quiet);
}

const postgresLog: string[] = ['\n== database and API tests on PostgreSQL ==\n'];
const postgresLane = () =>
  run(process.execPath, tsxArgs('scripts/test-postgres.mts', []), quiet, postgresLog);

const lanes = await Promise.allSettled([embeddedLane(), postgresLane()]);
process.stdout.write(postgresLog.join(''));
for (const lane of lanes) if (lane.status === 'rejected') throw lane.reason;
