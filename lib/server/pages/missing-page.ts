/**
 * A catalogue page whose address names nothing, found before Next renders it (proxy.ts). Next answers a
 * notFound() thrown while a page is rendered per request with an empty document that only the browser's
 * scripts fill in (vercel/next.js#62228): a shopper following a stale shared link would see a blank page
 * until they ran, and one without scripts nothing at all. proxy.ts rewrites such an address to the
 * not-found page, which Next renders on the server, with the 404 status. The pages keep their own
 * notFound() for what changes between this read and theirs.
 */
import 'server-only';
import { cataloguePageRequest, type CataloguePageRequest } from '@/lib/catalogue/page-address';
import { getDb } from '../server-database';
import { departmentPageExists } from '../catalogue/departments';
import { variantSlugExists } from '../catalogue/variants';

/**
 * The longest a page load waits for the read (it takes about a millisecond): a database that is slow or
 * unreachable leaves the page to decide, over its cached reads.
 */
const READ_TIMEOUT_MS = 200;

type Named = Exclude<CataloguePageRequest, { unknown: true }>;

async function exists(request: Named): Promise<boolean> {
  const db = await getDb();
  return request.kind === 'product'
    ? variantSlugExists(db, request.slug)
    : departmentPageExists(db, request.id, request.subdepartmentSlug);
}

/** Which catalogue page `pathname` asks for if it names nothing, or null (it exists, or is no such page). */
export async function missingCataloguePage(pathname: string): Promise<'product' | 'department' | null> {
  const request = cataloguePageRequest(pathname);
  if (request === null) return null;
  if ('unknown' in request) return request.kind;
  let timer: NodeJS.Timeout | undefined;
  const assumeExists = new Promise<true>((resolve) => {
    timer = setTimeout(resolve, READ_TIMEOUT_MS, true);
  });
  try {
    return (await Promise.race([exists(request), assumeExists])) ? null : request.kind;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
