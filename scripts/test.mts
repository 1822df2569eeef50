/**
 * `npm test`: unit and API tests (PGlite, the error service's real SDK, the pages bench's proxy), the
 * same database and API tests on PostgreSQL, the browser journeys (which build the app), then two instances
 * of that build on one PostgreSQL.
 */
import { jest, run } from './run-command.mts';

const quiet = { LOG_LEVEL: 'silent', NEXT_TELEMETRY_DISABLED: '1' };
const tsx = (script: string) => run(process.execPath, ['--import', 'tsx', script], quiet);

console.log('\n== unit and API tests (embedded PGlite) ==');
await jest([], quiet);
// The real Sentry SDK, which cannot load inside Jest's sandbox, the pages bench's scriptless proxy and the
// build's compile hints (scripts written as `.mts`, which Jest's transform does not load).
const nodeTests = [
  'scripts/sentry.test.mts',
  'bench/scriptless-proxy.test.mts',
  'scripts/compile-hints.test.mts',
];
await run(process.execPath, ['--import', 'tsx', '--test', ...nodeTests], { ...quiet, NODE_ENV: 'test' });
console.log('\n== database and API tests on PostgreSQL ==');
await tsx('scripts/test-postgres.mts');
console.log('\n== browser journeys (Playwright, Chromium) ==');
await tsx('scripts/test-e2e.mts');
console.log('\n== two instances of the built shop on one PostgreSQL ==');
await tsx('scripts/test-instances.mts');
