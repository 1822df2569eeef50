/**
 * 'Recently viewed': a view is recorded per logged-in user, or per guest cookie for guests,
 * when a product page is viewed. A guest's views join the account's the first time the guest is seen
 * logged in. Only the latest views are kept per visitor, and a guest's for 30 days.
 */
import 'server-only';
import { and, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { RECENTLY_VIEWED_LIMIT } from '@/lib/catalogue/recently-viewed';
import type { Db } from '../db/database';
import * as catalogueTables from './schema';
import * as viewTables from './product-views-schema';
import type { VariantJson } from '@/lib/sales-api/catalogue';
import { findVariants } from './variants';

/** Views kept per visitor (older ones are pruned as new ones arrive). */
const VIEWS_KEPT = 30;

export type Visitor = `user:${number}` | `guest:${string}`;

export const userVisitor = (userId: number): Visitor => `user:${userId}`;
export const guestVisitor = (guestId: string): Visitor => `guest:${guestId}`;

/** Records that `visitor` viewed the variant now. Returns false when the variant does not exist. */
export async function recordView(db: Db, visitor: Visitor, variantId: number): Promise<boolean> {
  const [variant] = await db
    .select({ id: catalogueTables.variants.id })
    .from(catalogueTables.variants)
    .where(eq(catalogueTables.variants.id, variantId));
  if (!variant) return false;
  await db
    .insert(viewTables.productViews)
    .values({ visitor, variantId })
    .onConflictDoUpdate({
      target: [viewTables.productViews.visitor, viewTables.productViews.variantId],
      set: { viewedAt: sql`now()` },
    });
  await pruneViews(db, visitor);
  return true;
}

async function pruneViews(db: Db, visitor: Visitor): Promise<void> {
  const kept = db
    .select({ id: viewTables.productViews.id })
    .from(viewTables.productViews)
    .where(eq(viewTables.productViews.visitor, visitor))
    .orderBy(desc(viewTables.productViews.viewedAt), desc(viewTables.productViews.id))
    .limit(VIEWS_KEPT);
  await db
    .delete(viewTables.productViews)
    .where(and(eq(viewTables.productViews.visitor, visitor), notInArray(viewTables.productViews.id, kept)));
}

/** How long a guest's views are kept: a guest id is only a cookie, and most are never seen again. */
const GUEST_VIEWS_KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes guests' views older than 30 days (a background job, lib/server/server-jobs.ts); answers
 * how many. Customers' views stay: they are few per account (VIEWS_KEPT) and the account is kept.
 */
export async function deleteOldGuestViews(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(viewTables.productViews)
    .where(oldGuestViews(now))
    .returning({ id: viewTables.productViews.id });
  return deleted.length;
}

/** Guests' views past 30 days: the predicate of product_views_guest_viewed_idx, so the delete reads it. */
export const oldGuestViews = (now: Date) =>
  and(
    viewTables.isGuestView(viewTables.productViews.visitor),
    lt(viewTables.productViews.viewedAt, new Date(now.getTime() - GUEST_VIEWS_KEPT_FOR_MS)),
  );

/** Moves a guest's views to the user's account (the latest view of each variant wins). */
export async function mergeGuestViews(db: Db, guest: Visitor, user: Visitor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into product_views (visitor, variant_id, viewed_at)
      select ${user}, variant_id, viewed_at from product_views where visitor = ${guest}
      on conflict (visitor, variant_id)
      do update set viewed_at = greatest(product_views.viewed_at, excluded.viewed_at)`);
    await tx.delete(viewTables.productViews).where(eq(viewTables.productViews.visitor, guest));
  });
  await pruneViews(db, user);
}

/** The visitor's latest viewed products, most recent first. */
export async function listRecentlyViewed(
  db: Db,
  visitor: Visitor,
  limit = RECENTLY_VIEWED_LIMIT,
): Promise<VariantJson[]> {
  const views = await db
    .select({ variantId: viewTables.productViews.variantId })
    .from(viewTables.productViews)
    .where(eq(viewTables.productViews.visitor, visitor))
    .orderBy(desc(viewTables.productViews.viewedAt), desc(viewTables.productViews.id))
    .limit(limit);
  if (views.length === 0) return [];
  const ids = views.map((view) => view.variantId);
  const products = await findVariants(db, inArray(catalogueTables.variants.id, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  return products.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}
