/**
 * The sitemap's documents from memory: a big catalogue's sitemap lists tens of thousands of addresses,
 * read and written anew for every crawler's request otherwise (docs/performance.md, A big shop's data).
 * Kept per database and address until a "catalogue changed" notice touches the departments or the products
 * on sale (published, archived, renamed; ../catalogue/catalogue-changes.ts), made here or on another instance.
 */
import 'server-only';
import { changesStorePart, onCatalogueChange } from '../catalogue/catalogue-changes';
import { listCatalogueUrls } from '../catalogue/sitemap-urls';
import type { Db } from '../db/database';
import { sitemapDocument } from './sitemap';

interface SitemapCache {
  urls?: Promise<Awaited<ReturnType<typeof listCatalogueUrls>>>;
  /** The documents written, by origin and part ('' for /sitemap.xml); parts that exist only. */
  documents: Map<string, string>;
}

const globalForCache = globalThis as typeof globalThis & {
  __casaDaCarneSitemaps?: WeakMap<Db, SitemapCache>;
};

function cacheOf(db: Db): SitemapCache {
  if (!globalForCache.__casaDaCarneSitemaps) {
    const caches = (globalForCache.__casaDaCarneSitemaps = new WeakMap());
    onCatalogueChange((changed, change) => {
      if (changesStorePart(change, 'departments') || changesStorePart(change, 'products')) {
        caches.delete(changed);
      }
    });
  }
  const caches = globalForCache.__casaDaCarneSitemaps;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { documents: new Map() }));
  return cache;
}

/**
 * The XML of /sitemap.xml (`part` absent) or of /sitemaps/{part}.xml under `origin`, or null for a part
 * that does not exist (lib/server/pages/sitemap.ts).
 */
export async function cachedSitemapDocument(db: Db, origin: string, part?: number): Promise<string | null> {
  const cache = cacheOf(db);
  const key = `${origin} ${part ?? ''}`;
  const kept = cache.documents.get(key);
  if (kept !== undefined) return kept;
  const read = (cache.urls ??= listCatalogueUrls(db));
  // A failed read is not kept: the next request reads again.
  read.catch(() => {
    if (cache.urls === read) cache.urls = undefined;
  });
  const document = sitemapDocument(await read, origin, part);
  // Only if no change dropped this cache meanwhile (the document would be of the addresses before it).
  if (document !== null && cacheOf(db) === cache && cache.urls === read) cache.documents.set(key, document);
  return document;
}
