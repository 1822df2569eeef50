#!/usr/bin/env node
/**
 * Completes package-lock.json with the other platforms' optional binaries (darwin, win32, android, ...)
 * that npm leaves out when its registry has no metadata for them, which makes `npm ci` refuse the lock
 * ("Missing: @next/swc-darwin-arm64 from lock file"). The added entries are optional and carry the
 * os/cpu read from their names, so npm skips them on machines they are not for. Run after `npm install`:
 *   node scripts/complete-lockfile.mjs
 */
import fs from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openharmony',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
  'wasi',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 's390x', 'riscv64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const base = name.split('/').pop();
  const parts = base.split('-');
  const os = OS.find(
    (candidate) => parts.includes(candidate) || (candidate === 'linux' && base.includes('linux')),
  );
  const cpu = CPU.find(
    (candidate) => parts.includes(candidate) || (candidate === 'arm' && /-arm(-|$)/.test(base)),
  );
  const libc = /-musl/.test(base) ? ['musl'] : /-gnu/.test(base) ? ['glibc'] : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // npm resolves a dependency from the nearest node_modules up the tree.
    const candidates = [];
    let dir = location;
    while (true) {
      candidates.push(`${dir ? `${dir}/` : ''}node_modules/${name}`);
      const cut = dir.lastIndexOf('/node_modules/');
      if (!dir) break;
      dir = cut === -1 ? '' : dir.slice(0, cut);
    }
    if (candidates.some((candidate) => packages[candidate])) continue;
    const version = spec.replace(/^[\^~=]/, '');
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(name),
    };
    added++;
  }
}

if (added) fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added ? `package-lock.json: added ${added} other-platform optional packages` : 'package-lock.json complete',
);
