/**
 * `npm run db:seed` (./db-seed.mts) on a data folder that holds an order: refused with a line saying why,
 * the order's lines kept; `--force` replaces the catalogue anyway.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { variants } from '../lib/server/catalogue/schema.ts';
import { openDatabase } from '../lib/server/db/database.ts';
import { lineItems, orders } from '../lib/server/orders/schema.ts';
import { seedIfEmpty } from '../lib/server/seed/seed.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'db-seed-test-'));

// The embedded database in that folder, whatever the environment names.
const environment = { ...process.env };
delete environment.DATABASE_URL;
const dbSeed = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.mts', ...args], {
    env: { ...environment, DATA_DIR: folder, NODE_OPTIONS: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });

const linesCount = async () => {
  const database = await openDatabase({ kind: 'pglite', folder });
  try {
    return (await database.db.select({ n: count() }).from(lineItems))[0]!.n;
  } finally {
    await database.close();
  }
};

describe('npm run db:seed on a database with orders', { timeout: 240_000 }, () => {
  before(async () => {
    const database = await openDatabase({ kind: 'pglite', folder });
    await seedIfEmpty(database.db);
    const [variant] = await database.db.select().from(variants).where(eq(variants.slug, 'picanha-bovina'));
    const [order] = await database.db
      .insert(orders)
      .values({ number: 'R000000001', token: 'db-seed-test-token' })
      .returning();
    await database.db
      .insert(lineItems)
      .values({ orderId: order!.id, variantId: variant!.id, quantity: 1000, price: variant!.price });
    await database.close();
  });
  after(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('refuses, saying why and how to wipe anyway, and leaves the lines', async () => {
    const seed = dbSeed();
    assert.equal(seed.status, 3, seed.stderr);
    assert.match(seed.stderr, /holds 1 orders.*empty every order's lines/);
    assert.match(seed.stderr, /npm run db:seed -- --force/);
    assert.equal(await linesCount(), 1);
  });

  it('replaces the catalogue with --force', async () => {
    const seed = dbSeed('--force');
    assert.equal(seed.status, 0, seed.stderr);
    assert.match(seed.stdout, /seeded the demo catalogue/);
    assert.equal(await linesCount(), 0);
  });
});
