/**
 * Cache tags of the catalogue pages, and what to call when the catalogue changes. Kept apart from the
 * page reads so that services (checkout completion, staff tools) can import it without the page layer.
 */
import 'server-only';
import { revalidateTag } from 'next/cache';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import type { StorePart } from './catalogue-changes';

export const catalogueTags = {
  /** Every catalogue read: lists, departments and products. */
  all: 'catalogue',
  product: (slug: string) => `product:${slug}`,
  department: (id: number) => `department:${id}`,
  /** The reads of one part of the store's settings (the department list, the banners...). */
  store: (part: StorePart) => `store:${part}`,
};

/**
 * Call after prices, stock or the catalogue change (from an API route or a server action). Named
 * products and departments are dropped at once; every other catalogue page is refreshed on its next
 * visit while the old copy is served (lists that merely mention a product may lag one visit).
 * Outside the Next.js server (unit tests, scripts) there is no page cache, and nothing to do.
 */
type CataloguePages = {
  productSlugs?: string[];
  departmentIds?: number[];
  storeParts?: readonly StorePart[];
};

export function revalidateCatalogue({
  productSlugs = [],
  departmentIds = [],
  storeParts = [],
}: CataloguePages = {}): void {
  if (!process.env.NEXT_RUNTIME) return;
  for (const slug of productSlugs) revalidateTag(catalogueTags.product(slug), { expire: 0 });
  for (const id of departmentIds) revalidateTag(catalogueTags.department(id), { expire: 0 });
  for (const part of storeParts) revalidateTag(catalogueTags.store(part), { expire: 0 });
  revalidateTag(catalogueTags.all, 'max');
}

/**
 * True inside a request Next.js handles (a page, a route handler, a server action), where revalidateTag
 * works. The production server answers the sales API itself (scripts/serve.mts), outside Next.js: a change
 * made there, or by a job, is revalidated with revalidateCatalogueOutsideRequest.
 */
export function insideNextRequest(): boolean {
  return Boolean(workAsyncStorage.getStore()?.incrementalCache);
}

/** Next.js's incremental cache of this server, which it keeps on globalThis once it served a request. */
type IncrementalCache = { revalidateTag(tags: string[], durations?: { expire: number }): Promise<void> };

/** Seconds of the 'max' cache profile: a tag marked with it is stale (served while refreshed), not gone. */
const MAX_EXPIRE_SECONDS = 0xfffffffe;

/**
 * The same as revalidateCatalogue, from outside any request of Next.js: a change another app instance
 * announced, or one made by the sales API as the production server serves it (scripts/serve.mts) or by a job.
 * Next.js's revalidateTag needs a request's store (it queues the tags and applies them when the request
 * ends), so the tags go straight to the incremental cache, as Next.js itself applies them. Before the
 * first request there is no cache yet, and nothing to refresh.
 */
export async function revalidateCatalogueOutsideRequest({
  productSlugs = [],
  departmentIds = [],
  storeParts = [],
}: CataloguePages): Promise<void> {
  const cache = (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache;
  if (!process.env.NEXT_RUNTIME || !cache) return;
  const gone = [
    ...productSlugs.map(catalogueTags.product),
    ...departmentIds.map(catalogueTags.department),
    ...storeParts.map(catalogueTags.store),
  ];
  if (gone.length > 0) await cache.revalidateTag(gone, { expire: 0 });
  await cache.revalidateTag([catalogueTags.all], { expire: MAX_EXPIRE_SECONDS });
}
