/**
 * The build's compile hint (scripts/compile-hints.mts) on a build folder made here: a node:test file run
 * by `npm test` after Jest (Jest's transform does not load `.mts` scripts).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import { COMPILE_HINT, markEagerCompilation } from './compile-hints.mts';

const folders: string[] = [];
after(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function buildFolder(files: Record<string, string>): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  folders.push(distDir);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(distDir, 'static', 'chunks', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return distDir;
}

const read = (distDir: string, name: string) =>
  fs.readFileSync(path.join(distDir, 'static', 'chunks', name), 'utf8');

it('puts the hint on the first line of every browser script, nested ones too, and leaves the rest as it was', () => {
  const distDir = buildFolder({
    'app.js': '(globalThis.TURBOPACK||=[]).push([1]);\n',
    'pages/_app.js': 'self.x=1;',
    'style.css': 'body{margin:0}',
  });
  assert.equal(markEagerCompilation(distDir), 2);
  assert.equal(read(distDir, 'app.js'), `${COMPILE_HINT}(globalThis.TURBOPACK||=[]).push([1]);\n`);
  assert.equal(read(distDir, 'pages/_app.js'), `${COMPILE_HINT}self.x=1;`);
  assert.equal(read(distDir, 'style.css'), 'body{margin:0}');
  assert.equal(COMPILE_HINT, '//# allFunctionsCalledOnLoad\n');
});

it('marks a script once when the build step runs again', () => {
  const distDir = buildFolder({ 'app.js': 'self.x=1;' });
  markEagerCompilation(distDir);
  assert.equal(markEagerCompilation(distDir), 0);
  assert.equal(read(distDir, 'app.js'), `${COMPILE_HINT}self.x=1;`);
});
