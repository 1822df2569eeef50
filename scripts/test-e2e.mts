/**
 * The browser journeys: Chromium (installed when missing), demo images, a production build, Playwright.
 * `--prepare-only` stops before Playwright (npm test prepares while other tests run).
 */
import { buildIfStale } from './build-if-stale.mts';
import { bin, run } from './run-command.mts';

const args = process.argv.slice(2);
await run('bash', ['scripts/ensure-chromium.sh']);
await run(process.execPath, ['--import', 'tsx', 'scripts/generate-media.mts']);
await buildIfStale();
if (!args.includes('--prepare-only')) {
  await run(bin('playwright'), ['test', ...args], { NEXT_TELEMETRY_DISABLED: '1' });
}
