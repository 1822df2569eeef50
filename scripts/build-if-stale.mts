/**
 * `next build` only when there is no build or a source file changed since the last one, so that
 * `npm start` is quick on the second run and never serves an old build after a `git pull`; then the
 * build's last step (scripts/compile-hints.mts), every time: it marks only what is not marked yet, so a
 * build made by a bare `next build` or stopped before the step is completed here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { markEagerCompilation } from './compile-hints.mts';
import { bin, run } from './run-command.mts';

const SOURCES = [
  'app',
  'components',
  'lib',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-node.ts',
  'next.config.js',
  'package-lock.json',
  'postcss.config.mjs',
];
const BUILD_ID = '.next/BUILD_ID';

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .filter((name) => name !== 'node_modules' && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'))
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

export async function buildIfStale(): Promise<void> {
  const built = fs.existsSync(BUILD_ID) ? fs.statSync(BUILD_ID).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map(newestChange));
  if (built > changed) {
    console.log('build up to date');
  } else {
    console.log(
      built
        ? 'sources changed since the last build: building'
        : 'no build yet: building (takes a few minutes)',
    );
    await run(bin('next'), ['build'], { NEXT_TELEMETRY_DISABLED: '1' });
  }
  markEagerCompilation('.next');
}
