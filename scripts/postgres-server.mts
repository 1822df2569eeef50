/**
 * A throwaway PostgreSQL server for the tests and benches: initdb + pg_ctl in a temporary folder (as the
 * unprivileged user 'nobody' when run as root, since initdb refuses root), on a free loopback port,
 * stopped and removed when the given work is done.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function postgresBinDir(): string {
  const fromPath = process.env.PG_BIN_DIR;
  if (fromPath) return fromPath;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  throw new Error(
    'PostgreSQL server binaries not found (looked in /usr/lib/postgresql/*/bin; set PG_BIN_DIR).',
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Runs `work` with the URL of a fresh server's `postgres` database; the server is gone afterwards. */
export async function withPostgresServer<T>(work: (url: string, version: string) => Promise<T>): Promise<T> {
  const binDir = postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-pg-'));
  const dataDir = path.join(folder, 'data');
  const port = await freePort();

  const pg = (tool: string, args: string[]) => {
    const command = path.join(binDir, tool);
    if (asRoot) execFileSync('runuser', ['-u', 'nobody', '--', command, ...args], { stdio: 'inherit' });
    else execFileSync(command, args, { stdio: 'inherit' });
  };

  if (asRoot) execFileSync('chown', ['nobody', folder]);
  let started = false;
  try {
    pg('initdb', [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    pg('pg_ctl', [
      'start',
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(folder, 'server.log'),
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    ]);
    started = true;
    return await work(`postgres://postgres@127.0.0.1:${port}/postgres`, path.basename(path.dirname(binDir)));
  } finally {
    if (started) pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
