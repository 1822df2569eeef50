/**
 * A fresh, migrated and seeded database per test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (scripts/test-postgres.mts starts one), so an API test
 * runs on either; `npm test` runs them on PostgreSQL (scripts/test-suites.mts).
 *
 * Migrating and seeding take about five seconds, most of a server test file's time: the first test file of
 * a Jest run that needs a database builds it once, and every later one starts from a copy of it (a data
 * folder image for PGlite, a template database on PostgreSQL). ./jest-global-setup.mjs names where those
 * copies live for the run and removes them afterwards.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { catalogueChanged } from '../../lib/server/catalogue/catalogue-changes';
import { openDatabase, type Database } from '../../lib/server/db/database';
import { seedIfEmpty } from '../../lib/server/seed/seed';

/** Set by ./jest-global-setup.mjs: a folder for PGlite images, and a prefix for template databases. */
const imageFolder = () => process.env.TEST_DATABASE_IMAGES;
const templatePrefix = () => process.env.TEST_DATABASE_TEMPLATES;

export async function createTestDatabase({ seed = true } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? serverDatabase(serverUrl, seed) : embeddedDatabase(seed);
}

async function migratedAndSeeded(database: Database, seed: boolean): Promise<Database> {
  if (seed) await seedIfEmpty(database.db);
  return database;
}

/** A copy holds the seeded catalogue already: its readers hear of it as they would of a seed. */
async function copied(database: Database, seed: boolean): Promise<Database> {
  if (seed) await catalogueChanged(database.db);
  return database;
}

async function embeddedDatabase(seed: boolean): Promise<Database> {
  const folder = imageFolder();
  const image = folder && path.join(folder, seed ? 'seeded.tar' : 'migrated.tar');
  if (image && existsSync(image)) {
    return copied(
      await openDatabase({ kind: 'pglite-memory', from: new Blob([await readFile(image)]) }),
      seed,
    );
  }
  const database = await migratedAndSeeded(await openDatabase({ kind: 'pglite-memory' }), seed);
  if (image) {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dumped = await client.dumpDataDir('none');
    // Written aside and renamed: a worker reading the image never sees half of it.
    const partial = `${image}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dumped.arrayBuffer()));
    await rename(partial, image);
  }
  return database;
}

/** Serialises building a template between Jest workers. */
const TEMPLATE_LOCK_KEY = 7_201_003;

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The template database this run copies for `seed`, built on first use. */
async function template(serverUrl: string, seed: boolean): Promise<string | undefined> {
  const prefix = templatePrefix();
  if (!prefix) return undefined;
  const name = `${prefix}_${seed ? 'seeded' : 'migrated'}`;
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      await admin.query(`create database ${name}`);
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
      await migratedAndSeeded(database, seed);
      await database.close();
      await untilUnused(admin, name);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return name;
}

/**
 * pool.end() resolves before its clients' sockets close: copying or dropping a database at once would find
 * them still there (and "with (force)" would kill them mid-goodbye, an unhandled 57P01 in the test file).
 */
async function untilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function serverDatabase(serverUrl: string, seed: boolean): Promise<Database> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const source = await template(serverUrl, seed);
  await withAdmin(serverUrl, (admin) =>
    admin.query(source ? `create database ${name} template ${source}` : `create database ${name}`),
  );
  const opened = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  const database: Database = {
    ...opened,
    close: async () => {
      await opened.close();
      await withAdmin(serverUrl, async (admin) => {
        await untilUnused(admin, name);
        await admin.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
  return source ? copied(database, seed) : migratedAndSeeded(database, seed);
}

/** The connection URL of a test database on the PostgreSQL server (for a second connection to it). */
export async function testDatabaseUrl(database: Database): Promise<string> {
  const result = (await database.db.execute(`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  return databaseUrl(process.env.TEST_DATABASE_URL!, result.rows[0]!.name);
}
