/**
 * The store's one-value settings the manager edits (the store's information, the delivery costs), kept in
 * store_settings with the configuration as the default (docs/business-rules.md, Store back office).
 *
 * Read often (every page shows the store's name and contacts; every checkout prices delivery), they are
 * cached per database until a change notice of their part (../catalogue/catalogue-changes.ts) drops them,
 * on every instance (the catalogue change fan-out). The server's own database is also followed in a
 * snapshot read synchronously (followStoreSettings), for the pages and for the crash screen's GET
 * /v2/store, which must answer while the database fails. Cache and snapshot live on globalThis: the
 * server loads these modules twice (docs/architecture.md, An API call).
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import { changesStorePart, onCatalogueChange, type StorePart } from '../catalogue/catalogue-changes';
import type { Db } from '../db/database';
import { logger } from '../logger';
import * as storeTables from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The settings kept here: each is a part of the store the change notices name. */
export type SettingKey = Extract<StorePart, 'info' | 'delivery'>;
const KEYS: readonly SettingKey[] = ['info', 'delivery'];

interface SettingsState {
  loads: WeakMap<Db, Map<SettingKey, Promise<unknown>>>;
  /** How each stored value reads (its contract schema), as its readers last said. */
  schemas: Partial<Record<SettingKey, z.ZodType<unknown>>>;
  followed?: Db;
  snapshot: Partial<Record<SettingKey, unknown>>;
  listening?: boolean;
}

const globalForSettings = globalThis as typeof globalThis & { __casaDaCarneStoreSettings?: SettingsState };
const state = (globalForSettings.__casaDaCarneStoreSettings ??= {
  loads: new WeakMap(),
  schemas: {},
  snapshot: {},
});

/** What is stored under `key`, checked by its schema; null when nothing is (or it no longer reads). */
async function readSetting<T>(db: Db, key: SettingKey, schema: z.ZodType<T>): Promise<T | null> {
  const [row] = await db
    .select({ value: storeTables.storeSettings.value })
    .from(storeTables.storeSettings)
    .where(eq(storeTables.storeSettings.key, key));
  if (!row) return null;
  const parsed = schema.safeParse(row.value);
  if (parsed.success) return parsed.data;
  // Written through the same schema, so only a hand-edited row gets here: the default serves meanwhile.
  logger.error(
    { key, issues: parsed.error.issues },
    'stored store setting unreadable: using the configuration',
  );
  return null;
}

/** Every change of a part drops its cached value; the followed database's snapshot is read again. */
function listen() {
  if (state.listening) return;
  state.listening = true;
  onCatalogueChange(async (db, change) => {
    const changed = KEYS.filter((key) => changesStorePart(change, key));
    for (const key of changed) state.loads.get(db)?.delete(key);
    if (db === state.followed) await Promise.all(changed.map((key) => refreshSnapshot(db, key)));
  });
}

async function refreshSnapshot(db: Db, key: SettingKey) {
  const schema = state.schemas[key];
  if (schema) state.snapshot[key] = await storedSetting(db, key, schema);
}

/** The stored value of `key` in `db` (null: the configuration's default), cached until it changes. */
export function storedSetting<T>(db: Db, key: SettingKey, schema: z.ZodType<T>): Promise<T | null> {
  listen();
  state.schemas[key] = schema;
  let loads = state.loads.get(db);
  if (!loads) state.loads.set(db, (loads = new Map()));
  let load = loads.get(key) as Promise<T | null> | undefined;
  if (!load) {
    load = readSetting(db, key, schema);
    loads.set(key, load);
    // A failed read is forgotten, so that the next one tries again.
    load.catch(() => loads.delete(key));
  }
  return load;
}

/**
 * The followed database's stored value of `key`, as last read (null before followStoreSettings, in tests
 * and scripts, or when nothing is stored): for synchronous readers that cannot wait for the database.
 */
export function settingSnapshot<T>(key: SettingKey): T | null {
  return (state.snapshot[key] as T | undefined) ?? null;
}

/**
 * From now on the snapshot follows `db` (the server's database; instrumentation-node.ts): read once now,
 * then again at each change of a part. `schemas` say how each stored value reads.
 */
export async function followStoreSettings(
  db: Db,
  schemas: Partial<Record<SettingKey, z.ZodType<unknown>>>,
): Promise<void> {
  Object.assign(state.schemas, schemas);
  state.followed = db;
  listen();
  await Promise.all(KEYS.map((key) => refreshSnapshot(db, key)));
}

/** Stores (or, with null, removes: back to the configuration) the value of `key`. */
export async function writeSetting(db: Db | Tx, key: SettingKey, value: unknown, now: Date): Promise<void> {
  if (value === null) {
    await db.delete(storeTables.storeSettings).where(eq(storeTables.storeSettings.key, key));
    return;
  }
  await db
    .insert(storeTables.storeSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: storeTables.storeSettings.key, set: { value, updatedAt: now } });
}

/**
 * A setting in the store's audit (./store-changes.ts): the values in force, as the admin API answers them,
 * and whether they are the manager's (`edited`) or the configuration's.
 */
export const settingChange = (values: object, edited: boolean) => ({ ...values, edited });
