/**
 * Applies drizzle-kit's migrations (./migrations: the journal and its SQL files) on PGlite and PostgreSQL
 * alike, keeping drizzle's own record (drizzle.__drizzle_migrations: each applied migration's hash and
 * journal time), so that a database migrated by drizzle's migrator before carries on here.
 *
 * Drizzle's migrator runs every pending migration in one transaction, where PostgreSQL refuses
 * CREATE INDEX CONCURRENTLY. Here each migration runs on its own, in steps: consecutive ordinary
 * statements in one transaction, and each CONCURRENTLY statement alone, outside any. An index built so
 * does not lock its table's writes, and the instances still running keep serving while a deploy migrates
 * (docs/operations.md); ./migrations.test.ts holds every index of an existing table to it.
 *
 * A migration cut short (a crash, a unique index meeting duplicates) resumes at its first step not done:
 * an ordinary step records its progress in its own transaction (drizzle.__migration_progress), a
 * concurrent one right after it ran, and a concurrent index is safe to build again: one left invalid by a
 * failed build is dropped first, a valid one is kept.
 *
 * What SQL cannot do follows the migrations at every start (migrateShop): sealing the CPFs stored in clear
 * before migration 0032, which takes the application's key.
 */
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { cpfDigits } from '@/lib/rules/digits';
import { cpfVault } from '../auth/cpf-vault';
import { logger } from '../logger';
import type { Db } from './db';
import { isUniqueViolation } from './errors';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/server/db/migrations');

const CONCURRENTLY = /\bCONCURRENTLY\b/i;
const CONCURRENT_INDEX =
  /^\s*CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+(?:IF\s+NOT\s+EXISTS\s+)?"([^"]+)"/i;

type Step = { concurrent: false; statements: string[] } | { concurrent: true; statement: string };

/** A migration's statements in steps: runs of ordinary ones, and each concurrent one alone. */
function stepsOf(statements: readonly string[]): Step[] {
  const steps: Step[] = [];
  for (const statement of statements.map((s) => s.trim()).filter(Boolean)) {
    const last = steps.at(-1);
    if (CONCURRENTLY.test(statement)) steps.push({ concurrent: true, statement });
    else if (last && !last.concurrent) last.statements.push(statement);
    else steps.push({ concurrent: false, statements: [statement] });
  }
  return steps;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Runs a concurrent statement; a concurrent index already built is kept, one left invalid built again. */
async function runConcurrently(db: Db, statement: string): Promise<void> {
  const name = CONCURRENT_INDEX.exec(statement)?.[1];
  if (name) {
    const [index] = await rows<{ valid: boolean }>(
      db,
      sql`select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
          where c.relname = ${name} and pg_table_is_visible(c.oid)`,
    );
    if (index?.valid) return;
    if (index) await db.execute(sql.raw(`DROP INDEX CONCURRENTLY IF EXISTS "${name.replace(/"/g, '""')}"`));
  }
  await db.execute(sql.raw(statement));
}

async function applyMigration(db: Db, migration: MigrationMeta): Promise<void> {
  const { hash } = migration;
  const steps = stepsOf(migration.sql);
  const [progress] = await rows<{ steps: number }>(
    db,
    sql`select steps from drizzle.__migration_progress where hash = ${hash}`,
  );
  const done = progress?.steps ?? 0;
  /** After step `index`: the migration's record when it was the last, else its progress. */
  const after = (tx: Db, index: number) =>
    index === steps.length - 1
      ? tx
          .execute(
            sql`insert into drizzle.__drizzle_migrations ("hash", "created_at") values (${hash}, ${migration.folderMillis})`,
          )
          .then(() => tx.execute(sql`delete from drizzle.__migration_progress where hash = ${hash}`))
      : tx.execute(
          sql`insert into drizzle.__migration_progress (hash, steps) values (${hash}, ${index + 1})
              on conflict (hash) do update set steps = excluded.steps`,
        );

  if (steps.length === 0) steps.push({ concurrent: false, statements: [] });
  for (const [index, step] of steps.entries()) {
    if (index < done) continue;
    if (step.concurrent) {
      await runConcurrently(db, step.statement);
      await db.transaction((tx) => after(tx, index));
    } else {
      await db.transaction(async (tx) => {
        for (const statement of step.statements) await tx.execute(sql.raw(statement));
        await after(tx, index);
      });
    }
  }
}

/** Applies the migrations of `folder` that the database has not had yet, in the journal's order. */
export async function applyMigrations(db: Db, folder: string = MIGRATIONS_FOLDER): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  // drizzle's own table, as its migrator creates it.
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS drizzle.__migration_progress (hash text PRIMARY KEY, steps integer NOT NULL)`,
  );
  const [last] = await rows<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  for (const migration of migrations) {
    if (last && Number(last.created_at) >= migration.folderMillis) continue;
    await applyMigration(db, migration);
  }
}

/**
 * Seals every CPF still in clear (`users.cpf`, as versions before migration 0032 wrote it, or an instance
 * of such a version during a deploy) into `cpf_digest` and `cpf_sealed`, and empties the clear column.
 * Idempotent: each row is taken only while its clear value is still the one read. A CPF another account
 * already holds sealed, or a value that is no CPF, is emptied without being kept (the customer is asked
 * for it again); either is logged by the user's id only. The key is read only when there is work.
 */
async function sealClearCpfs(db: Db): Promise<void> {
  const clear = await rows<{ id: number; cpf: string }>(
    db,
    sql`select id, cpf from users where cpf is not null order by id`,
  );
  if (clear.length === 0) return;
  const vault = cpfVault();
  for (const { id, cpf } of clear) {
    const digits = cpfDigits(cpf);
    if (!digits) {
      await db.execute(sql`update users set cpf = null where id = ${id} and cpf = ${cpf}`);
      logger.warn({ userId: id }, 'a clear CPF that is no CPF was emptied');
      continue;
    }
    try {
      await db.execute(
        sql`update users set cpf_digest = ${vault.digest(digits)}, cpf_sealed = ${vault.seal(digits)},
            cpf = null where id = ${id} and cpf = ${cpf} and cpf_digest is null`,
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await db.execute(sql`update users set cpf = null where id = ${id} and cpf = ${cpf}`);
      logger.warn({ userId: id }, 'a clear CPF another account holds was emptied');
    }
  }
  // A row that had a sealed CPF already (set again in clear by an earlier version): its clear copy goes.
  await db.execute(sql`update users set cpf = null where cpf is not null and cpf_digest is not null`);
  logger.info({ count: clear.length }, 'clear CPFs sealed (or emptied)');
}

/** The shop's migrations, then what follows them at every start (sealClearCpfs). */
export async function migrateShop(db: Db): Promise<void> {
  await applyMigrations(db);
  await sealClearCpfs(db);
}
