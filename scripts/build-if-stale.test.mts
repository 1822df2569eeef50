/**
 * What counts as a source change for `npm start`'s build (scripts/build-if-stale.mts): a node:test file
 * run by `npm test` after Jest (Jest's transform does not load `.mts` scripts).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { newestChange } from './build-if-stale.mts';

const cwd = process.cwd();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'build-if-stale-'));
before(() => process.chdir(folder));
after(() => {
  process.chdir(cwd);
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Writes `file` (and its folder) as last changed at `seconds` since the epoch. */
function writtenAt(file: string, seconds: number): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '');
  fs.utimesSync(file, seconds, seconds);
}

it('does not take the service worker, written into public/ after the build, for a source change', () => {
  writtenAt('public/media/picanha.webp', 1_000);
  fs.utimesSync('public/media', 1_000, 1_000);
  writtenAt('public/sw.js', 5_000);
  writtenAt('public/sw.js.map', 5_000);
  // Writing the worker changed public/ itself too.
  fs.utimesSync('public', 5_000, 5_000);
  assert.equal(newestChange('public'), 1_000_000);
});

it('still takes any other file changed in public/ for one', () => {
  writtenAt('public/favicon.ico', 6_000);
  assert.equal(newestChange('public'), 6_000_000);
});
