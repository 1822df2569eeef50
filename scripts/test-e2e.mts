/** The browser journeys: Chromium (installed when missing), demo images, a production build, Playwright. */
import { buildIfStale } from './build-if-stale.mts';
import { bin, run } from './run-command.mts';

await run('bash', ['scripts/ensure-chromium.sh']);
await run(process.execPath, ['--import', 'tsx', 'scripts/generate-media.mts']);
await buildIfStale();
await run(bin('playwright'), ['test', ...process.argv.slice(2)], { NEXT_TELEMETRY_DISABLED: '1' });
