import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { acquireDataFolderLock } from './data-folder-lock';
import { openDatabase } from './database';
import { applyMigrations, MIGRATIONS_FOLDER } from './migrate';
import { users } from '../auth/schema';
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

describe('the staff roles migration', () => {
  it('makes the staff member of before the roles the manager, and refuses an unknown role', async () => {
    const migrations = MIGRATIONS_FOLDER;
    // The migrations as they were before it: the same folder with the journal stopped at 0012.
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fs.cpSync(migrations, before, { recursive: true });
    const journalFile = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const stop = journal.entries.findIndex((entry) => entry.tag.endsWith('_staff_roles'));
    journal.entries = journal.entries.slice(0, stop);
    fs.writeFileSync(journalFile, JSON.stringify(journal));

    const client = await PGlite.create();
    try {
      const db = drizzle({ client });
      await applyMigrations(db, before);
      await client.query(
        `insert into users (email, first_name, last_name, password_hash, role)
         values ('equipe@exemplo.com.br', 'Equipe', 'Loja', 'x', 'staff'),
                ('cliente@exemplo.com.br', 'Ana', 'Souza', 'x', 'customer')`,
      );
      await applyMigrations(db, migrations);
      const roles = await db.select({ email: users.email, role: users.role }).from(users).orderBy(users.id);
      expect(roles).toEqual([
        { email: 'equipe@exemplo.com.br', role: 'manager' },
        { email: 'cliente@exemplo.com.br', role: 'customer' },
      ]);
      await expect(
        client.query(`update users set role = 'staff' where email = 'cliente@exemplo.com.br'`),
      ).rejects.toThrow(/users_role_check/);
      const [customer] = await db.select().from(users).where(eq(users.email, 'cliente@exemplo.com.br'));
      expect(customer!.role).toBe('customer');
    } finally {
      await client.close();
    }
  }, 60_000);
});
