/**
 * scripts/serve.mts reads the `.env*` files of its working folder (./load-env.mts) before the sales API and
 * the logger read the configuration: a value set only in `.env` reaches the configuration's check at start.
 * Run in an empty folder, the server stops there, before looking for a build. The database scripts read
 * them too: `npm run db:migrate` opens the database `.env` names, not the embedded one.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { it } from 'node:test';

const repository = path.resolve(import.meta.dirname, '..');

/** Runs one of the repository's scripts in `folder`, whose `.env` holds `dotEnv`. */
function runIn(folder: string, script: string, dotEnv: string, unset: string) {
  fs.writeFileSync(path.join(folder, '.env'), dotEnv);
  const environment = { ...process.env };
  delete environment[unset];
  return spawnSync(
    process.execPath,
    // tsx from this repository, not from the working folder.
    ['--import', import.meta.resolve('tsx'), path.join(repository, script)],
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
}

function inEmptyFolder(check: (folder: string) => void) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-env-'));
  try {
    check(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

it("checks the configuration with the .env file's values", () => {
  inEmptyFolder((folder) => {
    const serve = runIn(folder, 'scripts/serve.mts', 'STORE_PHONE=not-a-phone\n', 'STORE_PHONE');
    assert.notEqual(serve.status, 0);
    assert.match(serve.stderr, /STORE_PHONE/);
  });
});

it('migrates the database the .env file names', () => {
  inEmptyFolder((folder) => {
    // Nothing listens there: the script is refused by it, where it went for the embedded database.
    const migrate = runIn(
      folder,
      'scripts/db-migrate.mts',
      'DATABASE_URL=postgres://shop@127.0.0.1:9/shop\n',
      'DATABASE_URL',
    );
    assert.notEqual(migrate.status, 0);
    assert.match(migrate.stderr, /ECONNREFUSED/);
  });
});
