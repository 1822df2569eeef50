/**
 * Cached catalogue pages follow the database: every "catalogue changed" notice (see ./catalogue-changes.ts)
 * also revalidates the pages that showed the changed variants, so a restock, a price change or a sold-out
 * product reaches the product and department pages at once instead of after CATALOGUE_REVALIDATE_SECONDS,
 * on this instance and (through ./catalogue-fanout.ts) on every other one.
 * The server starts following with followCatalogueChanges() (see instrumentation-node.ts).
 */
import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import {
  onCatalogueChange,
  type CatalogueChange,
  type ChangeSource,
  type StorePart,
} from './catalogue-changes';
import type { Db } from '../db/database';
import * as t from './schema';
import { insideNextRequest, revalidateCatalogue, revalidateCatalogueOutsideRequest } from './revalidate';

/**
 * The product pages (every sibling variant of a changed one: a product page offers its siblings) and the
 * departments that list them. A deleted variant is no longer found; the catalogue-wide refresh covers it.
 */
async function pagesShowing(
  db: Db,
  change: CatalogueChange,
): Promise<{ productSlugs: string[]; departmentIds: number[]; storeParts: readonly StorePart[] }> {
  if ('all' in change) return { productSlugs: [], departmentIds: [], storeParts: [] };
  // A department renamed, reordered or pictured, and the store's settings: their own pages and reads.
  const named = { departmentIds: change.departmentIds ?? [], storeParts: change.store ?? [] };
  if (change.variantIds.length === 0)
    return { productSlugs: [], departmentIds: [...named.departmentIds], storeParts: named.storeParts };
  const changedProducts = db
    .select({ productId: t.variants.productId })
    .from(t.variants)
    .where(inArray(t.variants.id, [...change.variantIds]));
  const rows = await db
    .select({ slug: t.variants.slug, departmentId: t.subdepartments.departmentId })
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .innerJoin(t.subdepartments, eq(t.subdepartments.id, t.products.subdepartmentId))
    .where(inArray(t.variants.productId, changedProducts))
    .orderBy(t.variants.id);
  return {
    productSlugs: rows.map((row) => row.slug),
    departmentIds: [...new Set([...rows.map((row) => row.departmentId), ...named.departmentIds])],
    storeParts: named.storeParts,
  };
}

async function revalidatePagesShowing(db: Db, change: CatalogueChange, source: ChangeSource) {
  // Outside the Next.js server there is no page cache: no need to read which pages showed the change.
  if (!process.env.NEXT_RUNTIME) return;
  const pages = await pagesShowing(db, change);
  // A change announced by another instance arrives outside any request of this one; so does one made by
  // the sales API as the production server serves it (scripts/serve.mts), or by a job.
  if (source === 'here' && insideNextRequest()) revalidateCatalogue(pages);
  else await revalidateCatalogueOutsideRequest(pages);
}

const globalForPages = globalThis as typeof globalThis & { __casaDaCarneCataloguePagesListener?: boolean };

/**
 * From now on, every catalogue change revalidates the pages that showed it. The server calls this once its
 * database is open and seeded (instrumentation-node.ts): the start-up seed runs outside any request, where
 * Next.js cannot revalidate, and no page has been cached yet. Registered once per process, on globalThis.
 */
export function followCatalogueChanges(): void {
  if (globalForPages.__casaDaCarneCataloguePagesListener) return;
  globalForPages.__casaDaCarneCataloguePagesListener = true;
  onCatalogueChange(revalidatePagesShowing);
}
