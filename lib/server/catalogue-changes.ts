/**
 * "The catalogue changed" notices, so that derived data (the search index) follows the database. Writers
 * call catalogueChanged(); readers subscribe with onCatalogueChange(). This module has no dependencies,
 * so that plain scripts (the seed) can announce changes without loading the readers.
 * Listeners live on globalThis: Next.js bundles routes and pages separately, and all must share them.
 */
import type { Db } from './db/database';

/** Some variants changed (created, edited, restocked or deleted), or everything may have. */
export type CatalogueChange = { variantIds: readonly number[] } | { all: true };

type Listener = (db: Db, change: CatalogueChange) => void | Promise<void>;

const globalForChanges = globalThis as typeof globalThis & {
  __casaDaCarneCatalogueListeners?: Set<Listener>;
};
const listeners = (globalForChanges.__casaDaCarneCatalogueListeners ??= new Set<Listener>());

export function onCatalogueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every reader; resolves once they have caught up (the search index is patched). */
export async function catalogueChanged(db: Db, change: CatalogueChange = { all: true }): Promise<void> {
  await Promise.all([...listeners].map((listener) => listener(db, change)));
}
