/**
 * `npm test`: unit and API tests (PGlite, the error service's real SDK, the pages bench's proxy), the
 * same database and API tests on PostgreSQL, the browser journeys (which build the app), then two instances
 * of that build on one PostgreSQL.
 *
 * Jest runs one worker on a two-core machine, so the PostgreSQL tests and then the build the journeys need
 * run beside the PGlite tests, on the other core, followed there by the heaviest PGlite suites so that both
 * lanes end together; the second lane's output is printed whole once both are done.
 */
import { jest, run } from './run-command.mts';

const quiet = { LOG_LEVEL: 'silent', NEXT_TELEMETRY_DISABLED: '1' };
const tsxArgs = (script: string, args: string[]) => ['--import', 'tsx', script, ...args];

/** The slowest PGlite suites by Jest's own timings (about a seventh of that lane's time): run on the second lane. */
const heavySuites = [
  'lib/server/checkout/completion.test.ts',
  'lib/server/fulfilment/access-matrix.test.ts',
  'lib/server/catalogue/store-products.test.ts',
];

async function embeddedLane() {
  console.log('\n== unit and API tests (embedded PGlite) ==');
  await jest(['--testPathIgnorePatterns', '/node_modules/', '/.next/', ...heavySuites], quiet);
  // The real Sentry SDK, which cannot load inside Jest's sandbox, the pages bench's scriptless proxy, the
  // build's compile hints and staleness (scripts written as `.mts`, which Jest's transform does not load).
  const nodeTests = [
    'scripts/sentry.test.mts',
    'bench/scriptless-proxy.test.mts',
    'scripts/compile-hints.test.mts',
    'scripts/build-if-stale.test.mts',
  ];
  await run(process.execPath, ['--import', 'tsx', '--test', ...nodeTests], { ...quiet, NODE_ENV: 'test' });
}

const postgresLog: string[] = [];
async function postgresLane() {
  postgresLog.push('\n== database and API tests on PostgreSQL ==\n');
  await run(process.execPath, tsxArgs('scripts/test-postgres.mts', []), quiet, postgresLog);
  postgresLog.push("\n== the journeys' browser, media and build ==\n");
  await run(process.execPath, tsxArgs('scripts/test-e2e.mts', ['--prepare-only']), quiet, postgresLog);
  postgresLog.push('\n== the heaviest unit and API tests (embedded PGlite) ==\n');
  await jest(['--runTestsByPath', ...heavySuites], quiet, postgresLog);
}

const lanes = await Promise.allSettled([embeddedLane(), postgresLane()]);
process.stdout.write(postgresLog.join(''));
for (const lane of lanes) if (lane.status === 'rejected') throw lane.reason;

console.log('\n== browser journeys (Playwright, Chromium) ==');
await run(process.execPath, tsxArgs('scripts/test-e2e.mts', []), quiet);
console.log('\n== two instances of the built shop on one PostgreSQL ==');
await run(process.execPath, tsxArgs('scripts/test-instances.mts', []), quiet);
