/**
 * The home's banners (docs/business-rules.md, Store back office): the manager creates one with its text,
 * link and dates, sends its picture (re-encoded to a 1440 × 480 WebP, the carousel's 3:1), orders,
 * deactivates or deletes them. The home shows, in order, the active ones with a picture whose days include
 * today (America/Bahia). Every change is recorded in the store's audit (./store-changes.ts) in the
 * transaction that makes it, and announced through the catalogue's change fan-out, so that every
 * instance's home page follows within moments.
 */
import 'server-only';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { NotFoundError, ValidationError } from '@/lib/sales-api/errors';
import type { BannerBody, BannerJson, BannersJson } from '@/lib/sales-api/store-banners';
import { DEPARTMENT_MESSAGES } from '@/lib/sales-api/store-departments';
import type { Banner } from '@/lib/content/banners';
import { announceCommittedChange } from '../catalogue/catalogue-changes';
import type { Db } from '../db/database';
import type { MediaStorage } from '../media/image-storage';
import { storePicture, type Upload } from '../media/uploaded-picture';
import * as storeTables from './schema';
import { shopDate } from './shop-schedule';
import { recordStoreChange } from './store-changes';

type BannerRow = typeof storeTables.homeBanners.$inferSelect;

export interface BannerDeps {
  db: Db;
  staffId: number;
  now: Date;
  storage: MediaStorage;
}

const BANNER_NOT_FOUND = 'Banner não encontrado';
/** The carousel's 3:1 at its widest (lib/content/banners.ts, BANNER_SIZES; next.config.js's 1440 px). */
const BANNER_PICTURE = { width: 1440, height: 480 };

/** Whether the banner's days include `today` (a shop day, 'YYYY-MM-DD'). */
const inDays = (row: Pick<BannerRow, 'startsOn' | 'endsOn'>, today: string) =>
  (row.startsOn === null || row.startsOn <= today) && (row.endsOn === null || today <= row.endsOn);

function statusOf(row: BannerRow, today: string): BannerJson['status'] {
  if (!row.active) return 'inactive';
  if (row.imageUrl === null) return 'no_image';
  if (row.endsOn !== null && row.endsOn < today) return 'expired';
  if (row.startsOn !== null && today < row.startsOn) return 'scheduled';
  return 'showing';
}

function bannerJson(row: BannerRow, today: string): BannerJson {
  return {
    id: row.id,
    image_url: row.imageUrl,
    alt: row.alt,
    href: row.href,
    position: row.position,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    active: row.active,
    status: statusOf(row, today),
  };
}

/**
 * A banner in the audit: as the admin API answers it, without where it stands today (which changes with
 * the day, not with the manager's edits).
 */
const bannerSnapshot = (row: BannerRow) => ({
  id: row.id,
  image_url: row.imageUrl,
  alt: row.alt,
  href: row.href,
  position: row.position,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  active: row.active,
});

const inOrder = [asc(storeTables.homeBanners.position), asc(storeTables.homeBanners.id)];

/** GET /admin/store/banners: every banner in carousel order, with where it stands today. */
export async function listBanners(db: Db, now: Date): Promise<BannersJson> {
  const rows = await db
    .select()
    .from(storeTables.homeBanners)
    .orderBy(...inOrder);
  const today = shopDate(now);
  return { banners: rows.map((row) => bannerJson(row, today)) };
}

/**
 * The banners the home may show: active, with a picture, in order, with their days; the page keeps them
 * cached and picks today's (showingOn), so that a banner's first and last days need no change notice.
 */
export async function activeBanners(
  db: Db,
): Promise<(Banner & { startsOn: string | null; endsOn: string | null })[]> {
  const rows = await db
    .select()
    .from(storeTables.homeBanners)
    .where(and(eq(storeTables.homeBanners.active, true), isNotNull(storeTables.homeBanners.imageUrl)))
    .orderBy(...inOrder);
  return rows.map((row) => ({
    href: row.href,
    image: row.imageUrl!,
    alt: row.alt,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
  }));
}

/** Of activeBanners' answer, those that show on `now`'s shop day. */
export function showingOn<T extends Pick<BannerRow, 'startsOn' | 'endsOn'>>(
  banners: readonly T[],
  now: Date,
): T[] {
  const today = shopDate(now);
  return banners.filter((banner) => inDays(banner, today));
}

async function announce(db: Db, context: Record<string, unknown>) {
  await announceCommittedChange(db, { variantIds: [], store: ['banners'] }, context);
}

const values = (body: BannerBody) => ({
  alt: body.alt,
  href: body.href,
  startsOn: body.starts_on,
  endsOn: body.ends_on,
  active: body.active,
});

async function bannerRow(db: Db, id: number): Promise<BannerRow> {
  const [row] = await db.select().from(storeTables.homeBanners).where(eq(storeTables.homeBanners.id, id));
  if (!row) throw new NotFoundError(BANNER_NOT_FOUND);
  return row;
}

/**
 * Changes a banner's row in a transaction that records it, before and after; answers the row it was and
 * the row it is (404 when there is none).
 */
async function changeBanner(deps: BannerDeps, id: number, set: Partial<BannerRow>) {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(storeTables.homeBanners)
      .where(eq(storeTables.homeBanners.id, id))
      .for('update');
    if (!before) throw new NotFoundError(BANNER_NOT_FOUND);
    const [after] = await tx
      .update(storeTables.homeBanners)
      .set({ ...set, updatedAt: deps.now })
      .where(eq(storeTables.homeBanners.id, id))
      .returning();
    await recordStoreChange(tx, deps.staffId, 'banner', id, bannerSnapshot(before), bannerSnapshot(after!));
    return { before, after: after! };
  });
}

/** POST /admin/store/banners: a new banner, last of the carousel; it shows once it has its picture. */
export async function createBanner(deps: BannerDeps, body: BannerBody): Promise<BannerJson> {
  const row = await deps.db.transaction(async (tx) => {
    const positions = await tx
      .select({ position: storeTables.homeBanners.position })
      .from(storeTables.homeBanners);
    const [created] = await tx
      .insert(storeTables.homeBanners)
      .values({ ...values(body), position: Math.max(-1, ...positions.map((p) => p.position)) + 1 })
      .returning();
    await recordStoreChange(tx, deps.staffId, 'banner', created!.id, null, bannerSnapshot(created!));
    return created!;
  });
  await announce(deps.db, { bannerId: row.id });
  return bannerJson(row, shopDate(deps.now));
}

/** PUT /admin/store/banners/{id}: its text, link, days and active flag. */
export async function updateBanner(deps: BannerDeps, id: number, body: BannerBody): Promise<BannerJson> {
  const { after } = await changeBanner(deps, id, values(body));
  await announce(deps.db, { bannerId: id });
  return bannerJson(after, shopDate(deps.now));
}

async function removeStored(storage: MediaStorage, url: string | null) {
  const key = url && storage.keyOf(url);
  if (key) await storage.delete(key);
}

/** DELETE /admin/store/banners/{id}: the banner and its stored picture. */
export async function deleteBanner(deps: BannerDeps, id: number): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(storeTables.homeBanners)
      .where(eq(storeTables.homeBanners.id, id))
      .returning();
    if (!deleted) throw new NotFoundError(BANNER_NOT_FOUND);
    await recordStoreChange(tx, deps.staffId, 'banner', id, bannerSnapshot(deleted), null);
    return deleted;
  });
  await removeStored(deps.storage, row.imageUrl);
  await announce(deps.db, { bannerId: id });
}

/** PUT /admin/store/banners/order: the carousel's order, every banner once. */
export async function orderBanners(deps: BannerDeps, ids: number[]): Promise<BannersJson> {
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(storeTables.homeBanners)
      .orderBy(...inOrder)
      .for('update');
    const own = new Set(rows.map((row) => row.id));
    if (ids.length !== own.size || ids.some((id) => !own.has(id)))
      throw new ValidationError({ ids: [DEPARTMENT_MESSAGES.order] }, DEPARTMENT_MESSAGES.order);
    for (const [position, id] of ids.entries())
      await tx
        .update(storeTables.homeBanners)
        .set({ position, updatedAt: deps.now })
        .where(eq(storeTables.homeBanners.id, id));
    // Banners are known by their text (alt): the audit's line reads as the carousel's order.
    const altOf = (id: number) => rows.find((row) => row.id === id)?.alt ?? String(id);
    await recordStoreChange(
      tx,
      deps.staffId,
      'banner_order',
      'home',
      { order: rows.map((row) => row.alt) },
      { order: ids.map(altOf) },
    );
  });
  await announce(deps.db, { banners: 'order' });
  return listBanners(deps.db, deps.now);
}

/** POST /admin/store/banners/{id}/image: its picture, replacing the one it had. */
export async function setBannerImage(deps: BannerDeps, id: number, upload: Upload): Promise<BannerJson> {
  // 404 before a picture is stored for nothing.
  await bannerRow(deps.db, id);
  const url = await storePicture(deps.storage, upload, {
    folder: 'banners',
    name: 'banner',
    ...BANNER_PICTURE,
  });
  const changed = await changeBanner(deps, id, { imageUrl: url });
  await removeStored(deps.storage, changed.before.imageUrl);
  await announce(deps.db, { bannerId: id });
  return bannerJson(changed.after, shopDate(deps.now));
}
