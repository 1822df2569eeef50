/**
 * The product-sales index of a database, kept in step with it: built from the catalogue on first use
 * (the server builds it at start, see instrumentation.ts), patched when variants change and rebuilt after
 * a reseed. One index per database handle, on globalThis: every route and page of the server process
 * shares it, and each test database gets its own.
 */
import 'server-only';
import { inArray } from 'drizzle-orm';
import type { SalesRecord } from '@/lib/sales-api/search';
import { toSalesRecord } from '@/lib/search/sales-record';
import { onCatalogueChange, type ChangeSource } from '../catalogue/catalogue-changes';
import { config } from '../config';
import type { Db } from '../db/database';
import * as t from '../catalogue/schema';
import { logger } from '../logger';
import { listDepartments } from '../catalogue/departments';
import { findVariants } from '../catalogue/variants';
import { algoliaAdminConfig, patchSalesIndex, pushSalesIndex } from './algolia-index';
import { SalesSearchEngine } from './engine';

interface IndexState {
  engine: Promise<SalesSearchEngine>;
  /** Changes are applied one after the other, in the order they were announced. */
  updates: Promise<void>;
}

const globalForIndex = globalThis as typeof globalThis & {
  __casaDaCarneSalesIndexes?: WeakMap<Db, IndexState>;
  __casaDaCarneSalesIndexListener?: boolean;
};
const indexes = (globalForIndex.__casaDaCarneSalesIndexes ??= new WeakMap<Db, IndexState>());

/** Index records of the given variants (all when no ids are given), read through the catalogue service. */
export async function loadSalesRecords(db: Db, variantIds?: readonly number[]): Promise<SalesRecord[]> {
  const [variants, departmentList] = await Promise.all([
    findVariants(db, variantIds ? inArray(t.variants.id, [...variantIds]) : undefined),
    listDepartments(db),
  ]);
  const names = {
    departments: new Map(departmentList.map((d) => [d.id, d.name])),
    subdepartments: new Map(departmentList.flatMap((d) => d.subdepartments.map((s) => [s.id, s.name]))),
  };
  return variants.map((variant) => toSalesRecord(variant, names));
}

async function build(db: Db): Promise<SalesSearchEngine> {
  const started = performance.now();
  const engine = SalesSearchEngine.fromRecords(await loadSalesRecords(db));
  logger.info({ records: engine.size, ms: Math.round(performance.now() - started) }, 'search index built');
  return engine;
}

/** The search engine over this database's catalogue, built on first call. */
export function salesSearchEngine(db: Db): Promise<SalesSearchEngine> {
  let state = indexes.get(db);
  if (!state) {
    const engine = build(db);
    state = { engine, updates: engine.then(() => undefined) };
    indexes.set(db, state);
    // A failed build is forgotten so that the next search tries again.
    engine.catch((error: unknown) => {
      if (indexes.get(db) === state) indexes.delete(db);
      logger.error({ err: error }, 'search index build failed');
    });
  }
  return state.engine;
}

/** Builds the embedded index as the server starts, unless Algolia serves the storefront's searches. */
export async function buildSearchIndexAtStart(db: Db): Promise<void> {
  if (config().ALGOLIA_APP_ID) return;
  await salesSearchEngine(db);
}

/**
 * Brings the index up to date after variants changed: the given variants are re-read and replaced (or
 * dropped when deleted); without ids the whole index is rebuilt, and searches keep the old one meanwhile.
 * Services that change variants call this (or catalogueChanged, which calls it). Nothing happens to the
 * embedded index of a database that was never searched: its first search reads the current catalogue.
 * With Algolia indexing configured, the changes made here are pushed to Algolia as well (a change made by
 * another app instance was pushed by that instance; only its embedded index is this one's to patch).
 */
async function refreshSalesIndex(db: Db, variantIds: readonly number[] | undefined, source: ChangeSource) {
  await Promise.all([
    refreshEmbeddedIndex(db, variantIds),
    source === 'here' && refreshAlgoliaIndex(db, variantIds),
  ]);
}

async function refreshEmbeddedIndex(db: Db, variantIds?: readonly number[]): Promise<void> {
  const state = indexes.get(db);
  if (!state) return;
  const update = state.updates.then(async () => {
    if (!variantIds) {
      const rebuilt = await build(db);
      state.engine = Promise.resolve(rebuilt);
      return;
    }
    const engine = await state.engine;
    const records = await loadSalesRecords(db, variantIds);
    engine.remove(removedIds(variantIds, records));
    engine.upsert(records);
  });
  // The chain survives a failed update; the caller still hears about the failure.
  state.updates = update.catch((error: unknown) => {
    logger.error({ err: error }, 'search index update failed');
  });
  return update;
}

/** With Algolia indexing configured (admin key), changes are pushed there too. */
async function refreshAlgoliaIndex(db: Db, variantIds?: readonly number[]): Promise<void> {
  const admin = algoliaAdminConfig(config());
  if (!admin) return;
  const records = await loadSalesRecords(db, variantIds);
  if (variantIds) await patchSalesIndex(admin, records, removedIds(variantIds, records));
  else await pushSalesIndex(admin, records);
}

/** Object ids of the variants asked for that the database no longer has. */
function removedIds(variantIds: readonly number[], records: readonly SalesRecord[]): string[] {
  const present = new Set(records.map((record) => record.objectID));
  return variantIds.map(String).filter((id) => !present.has(id));
}

if (!globalForIndex.__casaDaCarneSalesIndexListener) {
  globalForIndex.__casaDaCarneSalesIndexListener = true;
  onCatalogueChange((db, change, source) =>
    refreshSalesIndex(db, 'all' in change ? undefined : change.variantIds, source),
  );
}
