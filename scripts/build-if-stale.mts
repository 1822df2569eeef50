/**
 * `next build` only when there is no build or a source file changed since the last one, so that
 * `npm start` is quick on the second run and never serves an old build after a `git pull`; then the
 * build's later steps: the compile hints (scripts/compile-hints.mts), every time, as they mark only what
 * is not marked yet; and the service worker (`serwist build`, serwist.config.mjs) when it is missing or
 * older than the build, so a build made by a bare `next build` or stopped before them is completed here.
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
  'serwist.config.mjs',
];
const BUILD_ID = '.next/BUILD_ID';
/**
 * What `serwist build` writes into public/ after the build is no source, nor is public/'s own time, which
 * that writing changes: else every start would build again.
 */
const SERVICE_WORKER = 'public/sw.js';
const GENERATED = new Set([SERVICE_WORKER, `${SERVICE_WORKER}.map`].map((file) => path.normalize(file)));
const HOLDS_GENERATED = new Set([path.dirname(SERVICE_WORKER)]);

const modifiedAt = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** The last time anything under `entry` changed (ms), generated files left out. */
export function newestChange(entry: string): number {
  if (!fs.existsSync(entry) || GENERATED.has(path.normalize(entry))) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .filter((name) => name !== 'node_modules' && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'))
    .reduce(
      (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
      HOLDS_GENERATED.has(path.normalize(entry)) ? 0 : stat.mtimeMs,
    );
}

export async function buildIfStale(): Promise<void> {
  const built = modifiedAt(BUILD_ID);
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
  if (modifiedAt(SERVICE_WORKER) <= modifiedAt(BUILD_ID)) {
    await run(bin('serwist'), ['build', 'serwist.config.mjs'], { NODE_ENV: 'production' });
  }
}
