/**
 * scripts/serve.mts reads the `.env*` files of its working folder (./load-env.mts) before the sales API and
 * the logger read the configuration: a value set only in `.env` reaches the configuration's check at start.
 * Run in an empty folder, the server stops there, before looking for a build.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { it } from 'node:test';

const repository = path.resolve(import.meta.dirname, '..');

it("checks the configuration with the .env file's values", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-env-'));
  try {
    fs.writeFileSync(path.join(folder, '.env'), 'STORE_PHONE=not-a-phone\n');
    const environment = { ...process.env };
    delete environment.STORE_PHONE;
    const serve = spawnSync(
      process.execPath,
      // tsx from this repository, not from the working folder.
      ['--import', import.meta.resolve('tsx'), path.join(repository, 'scripts/serve.mts')],
      {
        cwd: folder,
        env: {
          ...environment,
          // The repository's path aliases, from another working folder.
          TSX_TSCONFIG_PATH: path.join(repository, 'tsconfig.json'),
          PORT: '4149',
          DATA_DIR: folder,
          LOG_LEVEL: 'silent',
          NEXT_TELEMETRY_DISABLED: '1',
        },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    assert.notEqual(serve.status, 0);
    assert.match(serve.stderr, /STORE_PHONE/);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
