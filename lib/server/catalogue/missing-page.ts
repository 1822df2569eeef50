/**
 * A catalogue page whose address names nothing, found before Next renders it (proxy.ts). Next answers a
 * notFound() thrown while a page is rendered per request with an empty document that only the browser's
 * scripts fill in (vercel/next.js#62228): a shopper following a stale shared link would see a blank page
 * until they ran, and one without scripts nothing at all. proxy.ts rewrites such an address to the
 * not-found page, which Next renders on the server, with the 404 status. The pages keep their own
 * notFound() for what changes between this read and theirs.
 */
import 'server-only';
import { cataloguePageRequest } from '@/lib/catalogue/page-address';
import { getDb } from '../db/server-database';
import { departmentPageExists, variantSlugExists } from '../services/catalogue';

/** Which catalogue page `pathname` asks for if it names nothing, or null (it exists, or is no such page). */
export async function missingCataloguePage(pathname: string): Promise<'product' | 'department' | null> {
  const request = cataloguePageRequest(pathname);
  if (request === null) return null;
  if ('unknown' in request) return request.kind;
  try {
    const db = await getDb();
    const exists =
      request.kind === 'product'
        ? await variantSlugExists(db, request.slug)
        : await departmentPageExists(db, request.id, request.subdepartmentSlug);
    return exists ? null : request.kind;
  } catch {
    // The database unreachable: the page decides, over its cached reads.
    return null;
  }
}
