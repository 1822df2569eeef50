import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { acquireDataFolderLock } from './data-folder-lock';
import { openDatabase } from './database';
import { departments } from '../catalogue/schema';
import { seedIfEmpty } from '../seed/seed';

describe('the embedded database in a data folder', () => {
  it('persists across reopenings and seeds only once', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'db-test-'));
    const first = await openDatabase({ kind: 'pglite', folder });
    expect(await seedIfEmpty(first.db)).toBe(true);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', folder });
    expect(await seedIfEmpty(second.db)).toBe(false);
    const [row] = await second.db.select({ n: count() }).from(departments);
    expect(row!.n).toBeGreaterThanOrEqual(8);
    await second.close();
  }, 120_000); // two openings of a PGlite folder and a full seed: slow on a loaded 2-core machine

  it('refuses a seed script while this process holds the folder, naming the owner', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'db-test-'));
    const database = await openDatabase({ kind: 'pglite', folder });
    try {
      const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.mts'], {
        env: { ...process.env, DATA_DIR: folder, NODE_OPTIONS: '' },
        encoding: 'utf8',
      });
      expect(seed.status).toBe(2);
      expect(seed.stderr).toContain(`is in use by process ${process.pid}`);
    } finally {
      await database.close();
    }
    // Closed: the folder is free again.
    acquireDataFolderLock(folder)();
  });
});
