/**
 * The last step of the build (`npm run build`; `npm start`, the journeys and the bench through
 * build-if-stale.mts): every script the browser loads from the build (`.next/static/chunks/**.js`) starts
 * with V8's explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad` (Chrome 136 and later;
 * other browsers read a comment). V8 then compiles all of a file's functions on a background thread while
 * the file streams in, instead of each function on the main thread the first time it is called, inside
 * the page's longest tasks (the bundler's module factories, React's hydration). The price: functions that
 * never run are compiled too (docs/decisions.md). The comment must be the file's first line; a file that
 * has it is left alone, so the step can run again on the same build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to the build's browser scripts (under `<distDir>/static/chunks`); returns how many got it. */
export function markEagerCompilation(distDir: string): number {
  const chunks = path.join(distDir, 'static', 'chunks');
  let marked = 0;
  for (const name of fs.readdirSync(chunks, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(chunks, name);
    if (!name.endsWith('.js') || !fs.statSync(file).isFile()) continue;
    const code = fs.readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + code);
    marked++;
  }
  return marked;
}

// `tsx scripts/compile-hints.mts` (the npm build script) marks the build in `.next`.
if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) {
  console.log(`compile hints: ${markEagerCompilation('.next')} scripts marked`);
}
