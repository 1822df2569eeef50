/**
 * Applying the migrations (lib/server/db/migrate.ts), on PGlite and on PostgreSQL (TEST_DATABASE_URL):
 * one migration at a time, an index built CONCURRENTLY outside any transaction, and a migration cut
 * short (a unique index that meets duplicates) resumed where it stopped once the cause is fixed, without
 * running again what it already did; then the CPFs left in clear sealed, once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestDatabase } from '@/test-support/server/test-database';
import { cpfColumns, cpfVault } from '../auth/cpf-vault';
import { openDatabase, type Database } from './database';
import { applyMigrations, migrateShop, MIGRATIONS_FOLDER } from './migrate';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase({ seed: false });
});
afterEach(() => database.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A migrations folder of its own (later than the shop's, which the database already has). */
function folderOf(migrations: [tag: string, statements: string[]][]): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const entries = migrations.map(([tag, statements], idx) => {
    fs.writeFileSync(path.join(folder, `${tag}.sql`), statements.join('--> statement-breakpoint\n'));
    return { idx, version: '7', when: 9_000_000_000_000 + idx, tag, breakpoints: true };
  });
  fs.writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return folder;
}

const indexes = () =>
  rows<{ name: string; valid: boolean }>(sql`
    select c.relname as name, i.indisvalid as valid
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relname like 'probe_items_%' order by c.relname`);
const applied = async () =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n;

const PROBE = [
  '0000_probe',
  [
    'CREATE TABLE "probe_items" ("id" serial PRIMARY KEY NOT NULL, "v" integer)',
    'CREATE INDEX "probe_items_new_idx" ON "probe_items" USING btree ("id","v")',
    'INSERT INTO "probe_items" ("v") VALUES (1), (2), (3)',
  ],
] as const;

describe('applyMigrations', () => {
  it("builds a concurrent index outside a transaction, and records each migration as drizzle's migrator does", async () => {
    const before = await applied();
    const folder = folderOf([
      [PROBE[0], [...PROBE[1]]],
      [
        '0001_concurrent',
        ['CREATE UNIQUE INDEX CONCURRENTLY "probe_items_v_idx" ON "probe_items" USING btree ("v")'],
      ],
    ]);
    await applyMigrations(database.db, folder);
    expect(await indexes()).toEqual([
      { name: 'probe_items_new_idx', valid: true },
      { name: 'probe_items_pkey', valid: true },
      { name: 'probe_items_v_idx', valid: true },
    ]);
    expect(await applied()).toBe(before + 2);
    // Applied: nothing runs twice.
    await applyMigrations(database.db, folder);
    expect(await applied()).toBe(before + 2);
  });

  it('resumes a migration cut short where it stopped, once the cause is fixed', async () => {
    const before = await applied();
    const folder = folderOf([
      [PROBE[0], [...PROBE[1]]],
      [
        '0001_mixed',
        [
          'ALTER TABLE "probe_items" ADD COLUMN "w" integer',
          'UPDATE "probe_items" SET "w" = 7',
          'CREATE UNIQUE INDEX CONCURRENTLY "probe_items_w_idx" ON "probe_items" USING btree ("w")',
          'CREATE INDEX CONCURRENTLY "probe_items_v_idx" ON "probe_items" USING btree ("v")',
        ],
      ],
    ]);
    // Three rows with the same w: the unique index fails, and PostgreSQL leaves it behind, invalid.
    await expect(applyMigrations(database.db, folder)).rejects.toThrow(/probe_items_w_idx|duplicate|unique/i);
    expect(await indexes()).toContainEqual({ name: 'probe_items_w_idx', valid: false });
    expect(await applied()).toBe(before + 1);

    await database.db.execute(sql`update probe_items set w = id`);
    await applyMigrations(database.db, folder);
    // The column was not added again, nor w set to 7 again: the migration went on from its index.
    expect(await rows(sql`select w from probe_items order by id`)).toEqual([{ w: 1 }, { w: 2 }, { w: 3 }]);
    expect(await indexes()).toEqual([
      { name: 'probe_items_new_idx', valid: true },
      { name: 'probe_items_pkey', valid: true },
      { name: 'probe_items_v_idx', valid: true },
      { name: 'probe_items_w_idx', valid: true },
    ]);
    expect(await applied()).toBe(before + 2);
  });

  it("leaves the shop's own migrations alone once applied", async () => {
    const before = await applied();
    await applyMigrations(database.db, MIGRATIONS_FOLDER);
    expect(await applied()).toBe(before);
    expect(before).toBe(
      JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')).entries.length,
    );
  });
});

describe('the CPFs left in clear', () => {
  type Row = { email: string; cpf: string | null; cpf_digest: string | null; cpf_sealed: string | null };
  const users = () => rows<Row>(sql`select email, cpf, cpf_digest, cpf_sealed from users order by id`);
  async function user(email: string, clear: string | null, cpf?: string) {
    const { cpfDigest, cpfSealed } = cpfColumns(cpf);
    await database.db.execute(
      sql`insert into users (email, first_name, last_name, password_hash, cpf, cpf_digest, cpf_sealed)
          values (${email}, 'Ana', 'Souza', 'x', ${clear}, ${cpfDigest}, ${cpfSealed})`,
    );
  }

  it('are sealed at start and emptied, once; a CPF another account holds, or no CPF, only emptied', async () => {
    // As versions before migration 0032 left them, or an instance of one wrote them during a deploy.
    await user('ana@exemplo.com.br', '11144477735');
    await user('carla@exemplo.com.br', null, '52998224725');
    await user('bia@exemplo.com.br', '52998224725');
    await user('dora@exemplo.com.br', 'abc');
    await user('eva@exemplo.com.br', '60411738275', '31840276517');
    const [, carla, , , eva] = await users();

    await migrateShop(database.db);
    const vault = cpfVault();
    const after = await users();
    expect(after.map((row) => row.cpf)).toEqual([null, null, null, null, null]);
    const [ana, carlaAfter, bia, dora, evaAfter] = after;
    expect(ana!.cpf_digest).toBe(vault.digest('11144477735'));
    expect(vault.open(ana!.cpf_sealed!)).toBe('11144477735');
    expect(carlaAfter).toEqual(carla);
    expect(bia).toMatchObject({ cpf_digest: null, cpf_sealed: null });
    expect(dora).toMatchObject({ cpf_digest: null, cpf_sealed: null });
    expect({ ...evaAfter, cpf: '' }).toEqual({ ...eva, cpf: '' });
    expect(JSON.stringify(after)).not.toMatch(/11144477735|60411738275/);

    // Idempotent: a second start finds nothing left to do and changes nothing.
    await migrateShop(database.db);
    expect(await users()).toEqual(after);
  });
});

/**
 * Two instances starting together on one new PostgreSQL database take turns at the migrations; the one
 * waiting must not hold a snapshot, or a concurrent index build of the other would wait for it while it
 * waits for the build (a deadlock PostgreSQL breaks by failing one of them).
 */
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('two instances starting together', () => {
  it('both open the database, migrated once', async () => {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `test_twins_${Date.now()}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const twins: Database[] = [];
    try {
      const opened = await Promise.allSettled(
        [0, 1].map(() => openDatabase({ kind: 'postgres', url: url.toString() })),
      );
      for (const result of opened) if (result.status === 'fulfilled') twins.push(result.value);
      expect(opened.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const { rows } = (await twins[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
      expect(rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await Promise.all(twins.map((twin) => twin.close()));
      // pool.end() resolves before its sockets close (test-support/server/test-database.ts).
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
