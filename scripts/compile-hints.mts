/**
 * The last step of the build (`npm run build`, and `npm start`'s build when needed): every script the
 * browser loads from the build (`.next/static/chunks`) starts with V8's explicit compile hint, the magic
 * comment `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other browsers read a comment). V8 then
 * compiles all of a file's functions while the file streams in, on a background thread, instead of each
 * function on the main thread the first time it is called: the bundler's module factories and React's
 * hydration were compiled that way, inside the page's longest tasks. A chunk is loaded when its code is
 * about to run (the first load, the live runtime, a form's checks), so most of what is compiled ahead is
 * used. The comment must be the file's first line; a file that has it is left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to the build's browser scripts (under `<distDir>/static/chunks`); returns how many got it. */
export function markEagerCompilation(distDir: string): number {
  const chunks = path.join(distDir, 'static', 'chunks');
  let marked = 0;
  for (const entry of fs.readdirSync(chunks, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const code = fs.readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + code);
    marked++;
  }
  return marked;
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const distDir = process.argv[2] ?? '.next';
  console.log(`compile hints: ${markEagerCompilation(distDir)} scripts marked in ${distDir}`);
}
