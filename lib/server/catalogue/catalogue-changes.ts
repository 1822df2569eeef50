/**
 * "The catalogue changed" notices, so that derived data (the search index, cached pages) follows the
 * database. Writers call catalogueChanged(); readers subscribe with onCatalogueChange(). With several app
 * instances on one PostgreSQL, a publisher (./catalogue-fanout.ts) carries each notice to the
 * other instances, whose readers hear it through catalogueChangedElsewhere(). This module loads no
 * reader (only the logger), so that plain scripts (the seed) can announce changes without them.
 * Listeners live on globalThis: Next.js bundles routes and pages separately, and all must share them.
 */
import type { Db } from '../db/database';
import { logger } from '../logger';

/**
 * What the manager's store settings change besides variants (lib/server/store/, ./store-departments.ts):
 * the department list (menus, department pages, sitemap), the products on sale (published, archived,
 * renamed: the sitemap's addresses), the home's banners, the store's information (name, contacts, hours)
 * and the delivery costs the checkout reads.
 */
export type StorePart = 'departments' | 'products' | 'banners' | 'info' | 'delivery';

/**
 * Some variants changed (created, edited, restocked or deleted), with the departments whose pages changed
 * beyond their variants and the store settings that changed; or everything may have. `pagesUnchanged`:
 * only their stock went down, and by nothing a page shows (pages show stock up to what one line may take:
 * lib/catalogue/cart-variant.ts), so a page rendered before the change is the page rendered after it.
 */
export type CatalogueChange =
  | {
      variantIds: readonly number[];
      departmentIds?: readonly number[];
      store?: readonly StorePart[];
      pagesUnchanged?: true;
    }
  | { all: true };

/** Whether a page may show something else after `change` (see CatalogueChange). */
export function changesPages(change: CatalogueChange): boolean {
  return !('pagesUnchanged' in change && change.pagesUnchanged);
}

/** Whether `change` touches the store setting `part` (a change of everything touches every one). */
export function changesStorePart(change: CatalogueChange, part: StorePart): boolean {
  return 'all' in change || (change.store?.includes(part) ?? false);
}

/** 'here': announced in this process (within its request); 'elsewhere': by another app instance. */
export type ChangeSource = 'here' | 'elsewhere';

type Listener = (db: Db, change: CatalogueChange, source: ChangeSource) => void | Promise<void>;
type Publisher = (db: Db, change: CatalogueChange) => Promise<void>;
type CaughtUpListener = (change: CatalogueChange, source: ChangeSource) => void;

const globalForChanges = globalThis as typeof globalThis & {
  __casaDaCarneCatalogueListeners?: Set<Listener>;
  __casaDaCarneCatalogueCaughtUpListeners?: Set<CaughtUpListener>;
  __casaDaCarneCataloguePublisher?: Publisher;
};
const listeners = (globalForChanges.__casaDaCarneCatalogueListeners ??= new Set<Listener>());
const caughtUpListeners = (globalForChanges.__casaDaCarneCatalogueCaughtUpListeners ??=
  new Set<CaughtUpListener>());

export function onCatalogueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Told once every reader has finished with a change (or failed to): what is made from the readers' output
 * (a page rendered from the revalidated catalogue reads) is fresh from here on. For a change made in this
 * process, Next.js applies the revalidation only when the request that made it ends (see
 * ../http/page-cache.ts).
 */
export function onCatalogueCaughtUp(listener: CaughtUpListener): () => void {
  caughtUpListeners.add(listener);
  return () => caughtUpListeners.delete(listener);
}

/** Every reader, then the caught-up listeners; a reader's failure is thrown once all have finished. */
async function tellReaders(db: Db, change: CatalogueChange, source: ChangeSource): Promise<void> {
  const results = await Promise.allSettled(
    [...listeners].map(async (listener) => listener(db, change, source)),
  );
  for (const listener of caughtUpListeners) listener(change, source);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Sets (or, with undefined, removes) what tells the other app instances about this process's changes. */
export function publishCatalogueChanges(publisher: Publisher | undefined): void {
  globalForChanges.__casaDaCarneCataloguePublisher = publisher;
}

/**
 * Tells every reader of this process, then the other instances; resolves once this process's readers
 * have caught up (the search index is patched) and the notice is on its way.
 */
export async function catalogueChanged(db: Db, change: CatalogueChange = { all: true }): Promise<void> {
  const [readers] = await Promise.allSettled([tellReaders(db, change, 'here')]);
  // The other instances follow even when a reader of this one failed; that failure is thrown after.
  await globalForChanges.__casaDaCarneCataloguePublisher?.(db, change);
  if (readers.status === 'rejected') throw readers.reason;
}

/**
 * catalogueChanged() for a change its request has committed already (an order completed or cancelled, a
 * variant restocked): the change stands whatever its readers do, so their failure is logged for the staff,
 * not thrown at the customer or staff member whose request made it (a 500 would say it failed).
 */
export async function announceCommittedChange(
  db: Db,
  change: CatalogueChange,
  context: Record<string, unknown>,
): Promise<void> {
  try {
    await catalogueChanged(db, change);
  } catch (error) {
    logger.error({ err: error, ...context }, 'catalogue readers did not follow a change');
  }
}

/** A change another instance announced (or, after a lost connection, possibly missed): readers follow. */
export async function catalogueChangedElsewhere(db: Db, change: CatalogueChange): Promise<void> {
  await tellReaders(db, change, 'elsewhere');
}
