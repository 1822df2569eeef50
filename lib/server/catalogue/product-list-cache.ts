/**
 * GET /v2/products for anyone (no customer ranking) from memory: the same lists (promotions, recommended,
 * most sold, by ids) are asked by every visitor's home and cart, and each costs five queries. A list is
 * kept per database until the next "catalogue changed" notice for it (./catalogue-changes.ts: a restock,
 * a sale, a price change, here or on another instance), the notice the search index follows too, so a
 * list is exactly as fresh as a search. Lists are personal only with rankedProductIds, never cached.
 */
import { BoundedMap } from '@/lib/bounded-map';
import { onCatalogueChange } from './catalogue-changes';
import type { Db } from '../db/database';
import { listProducts, type ProductListQuery } from './product-lists';
import type { ProductPageJson } from '@/lib/sales-api/catalogue';

/** Distinct lists kept per database (query strings are the visitor's: the cache must stay bounded). */
const PRODUCT_LIST_CACHE_SIZE = 200;

const globalForCache = globalThis as typeof globalThis & {
  __casaDaCarneProductLists?: WeakMap<Db, BoundedMap<string, Promise<ProductPageJson>>>;
};

function listsOf(db: Db): BoundedMap<string, Promise<ProductPageJson>> {
  if (!globalForCache.__casaDaCarneProductLists) {
    const caches = (globalForCache.__casaDaCarneProductLists = new WeakMap());
    // Any change may move a product into or out of any list (stock, price, promotion): drop them all.
    onCatalogueChange((changed) => {
      caches.get(changed)?.clear();
    });
  }
  const caches = globalForCache.__casaDaCarneProductLists;
  let lists = caches.get(db);
  if (!lists) caches.set(db, (lists = new BoundedMap({ maxEntries: PRODUCT_LIST_CACHE_SIZE })));
  return lists;
}

export function cachedListProducts(db: Db, query: ProductListQuery): Promise<ProductPageJson> {
  if (query.rankedProductIds?.length) return listProducts(db, query);
  const cache = listsOf(db);
  const key = JSON.stringify([
    query.ids,
    query.inPromotion,
    query.discounted,
    query.sort,
    query.excludeIds,
    query.page,
    query.perPage,
  ]);
  const hit = cache.get(key);
  if (hit) return hit;
  const read = listProducts(db, query);
  cache.set(key, read);
  // A failed read is not kept: the next request tries again.
  read.catch(() => {
    if (cache.get(key) === read) cache.delete(key);
  });
  return read;
}
