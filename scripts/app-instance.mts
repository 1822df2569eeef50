/**
 * Instances of the built shop (scripts/serve.mts, as `npm start` runs it after building) for the
 * multi-instance test and bench: each on its own port, all on one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface AppInstance {
  origin: string;
  process: ChildProcess;
  /** Stops it (SIGTERM) and waits for its end; `kill` ends it at once (SIGKILL), as a crash would. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/**
 * The instances of one run share a database, so they share its key for CPFs and the captcha's signing
 * key (docs/operations.md); production on PostgreSQL requires both (lib/server/config.ts).
 */
const DATA_ENCRYPTION_KEY = process.env.DATA_ENCRYPTION_KEY || randomBytes(32).toString('hex');
const ALTCHA_HMAC_KEY = process.env.ALTCHA_HMAC_KEY || randomBytes(32).toString('hex');

export async function startAppInstance(
  port: number,
  env: Record<string, string>,
  /** Node's own options for the instance (the load bench's inspector, to collect its garbage). */
  nodeOptions: string[] = [],
): Promise<AppInstance> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'scripts/serve.mts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'casa-instance-')),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_ENCRYPTION_KEY,
      ALTCHA_HMAC_KEY,
      ...env,
    },
  });
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const instance: AppInstance = {
    origin,
    process: child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await ended;
    },
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the instance on port ${port} stopped at start`);
    try {
      if ((await fetch(`${origin}/api/sales/health_check`)).ok) return instance;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await instance.stop('SIGKILL');
  throw new Error(`the instance on port ${port} did not answer`);
}
