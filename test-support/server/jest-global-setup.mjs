/**
 * Jest's global setup and teardown (jest.config.mjs): names where this run keeps its copies of a migrated
 * (and seeded) test database, which ./test-database.ts builds on first use, and removes them afterwards;
 * and gives the run its key for CPFs.
 * The workers Jest starts after the setup inherit these variables; the teardown runs in this process.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export default async function setup() {
  process.env.TEST_DATABASE_IMAGES = await mkdtemp(path.join(os.tmpdir(), 'cdc-test-databases-'));
  process.env.TEST_DATABASE_TEMPLATES = `test_template_${randomBytes(4).toString('hex')}`;
  // One key for the whole run (lib/server/auth/cpf-vault.ts): the database copies the workers share hold
  // CPFs sealed with it, and no test writes a key file into the working folder's DATA_DIR.
  process.env.DATA_ENCRYPTION_KEY ||= randomBytes(32).toString('hex');
}

export async function teardown() {
  const {
    TEST_DATABASE_IMAGES: folder,
    TEST_DATABASE_TEMPLATES: prefix,
    TEST_DATABASE_URL: url,
  } = process.env;
  if (folder) await rm(folder, { recursive: true, force: true });
  if (!url || !prefix) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const copy of ['seeded', 'migrated']) {
      await admin.query(`drop database if exists ${prefix}_${copy} with (force)`);
    }
  } finally {
    await admin.end();
  }
}
