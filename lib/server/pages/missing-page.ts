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
import { productAddress } from '../catalogue/variants';

/**
 * The longest a page load waits for the read (it takes about a millisecond): a database that is slow or
 * unreachable leaves the page to decide, over its cached reads.
 */
const READ_TIMEOUT_MS = 200;

type Named = Exclude<CataloguePageRequest, { unknown: true }>;

/**
 * What proxy.ts answers for a catalogue page's address before Next renders it: null (the page renders
 * itself), a missing page (404, drawn by the not-found page), an archived product (410) or a product's
 * former slug (301 to its current page). docs/business-rules.md, Store back office.
 */
export type CatalogueAnswer =
  { missing: 'product' | 'department' } | { gone: true } | { moved: string } | null;

async function answerOf(request: Named): Promise<CatalogueAnswer> {
  const db = await getDb();
  if (request.kind === 'department') {
    return (await departmentPageExists(db, request.id, request.subdepartmentSlug))
      ? null
      : { missing: 'department' };
  }
  const address = await productAddress(db, request.slug);
  switch (address.kind) {
    case 'page':
      return null;
    case 'gone':
      return { gone: true };
    case 'moved':
      return { moved: `/produtos/${address.slug}` };
    case 'missing':
      return { missing: 'product' };
  }
}

/**
 * What `pathname` answers if it is a catalogue page's address that is not simply its page (see above);
 * `readTimeoutMs` is for tests, whose database may be slow to answer on a busy machine.
 */
export async function catalogueAnswer(
  pathname: string,
  readTimeoutMs = READ_TIMEOUT_MS,
): Promise<CatalogueAnswer> {
  const request = cataloguePageRequest(pathname);
  if (request === null) return null;
  if ('unknown' in request) return { missing: request.kind };
  let timer: NodeJS.Timeout | undefined;
  const leaveToPage = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, readTimeoutMs, null);
  });
  try {
    return await Promise.race([answerOf(request), leaveToPage]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
