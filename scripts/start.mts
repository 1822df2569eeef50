/**
 * `npm start`: demo images, a production build when needed, then the server on PORT (default 3000).
 * The server itself migrates the database and seeds it when empty (instrumentation.ts), here with a
 * working day of orders for the staff screens (DEMO_ORDERS, unless set). A SIGTERM or SIGINT sent to this
 * process reaches the step under way (./run-command.mts): the server then stops gracefully.
 */
import { buildIfStale } from './build-if-stale.mts';
import { run } from './run-command.mts';

await run(process.execPath, ['--import', 'tsx', 'scripts/generate-media.mts']);
await buildIfStale();
await run(process.execPath, ['--import', 'tsx', 'scripts/serve.mts'], {
  NEXT_TELEMETRY_DISABLED: '1',
  DEMO_ORDERS: process.env.DEMO_ORDERS ?? '24',
});
