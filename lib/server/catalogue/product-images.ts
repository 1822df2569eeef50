/**
 * A product's pictures from the back office (docs/business-rules.md, Store back office): checked and read as
 * every upload is (../media/uploaded-picture.ts), cropped to 4:3 and re-encoded to WebP in the shop's three
 * sizes (lib/media/media-paths.ts: mini for the blur placeholder, small for cards, large for the gallery),
 * kept in the media storage. Every change is logged
 * with the manager's id and announced to the catalogue's readers, like the product's own changes.
 */
import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Sharp } from 'sharp';
import { IMAGE_SIZES, type ImageSize } from '@/lib/media/media-paths';
import { NotFoundError } from '@/lib/sales-api/errors';
import type { StoreProductJson } from '@/lib/sales-api/store-products';
import { logger } from '../logger';
import type { MediaStorage } from '../media/image-storage';
import { checkedPicture, freshName, webpRendition, type Upload } from '../media/uploaded-picture';
import { recordStoreChange } from '../store/store-changes';
import * as t from './schema';
import { announceProductChange, findStoreProduct, type StoreDeps } from './store-products';

const IMAGE_NOT_FOUND = 'Imagem não encontrada';

const SIZES = Object.keys(IMAGE_SIZES) as ImageSize[];

/** The three renditions, stored; answers their addresses by size. */
async function storeRenditions(
  storage: MediaStorage,
  picture: Sharp,
  baseName: string,
): Promise<Record<ImageSize, string>> {
  const urls = {} as Record<ImageSize, string>;
  for (const size of SIZES) {
    const { width, height } = IMAGE_SIZES[size];
    const bytes = await webpRendition(picture, width, height, size === 'mini' ? 40 : 80);
    urls[size] = await storage.put(`products/${baseName}-${size}.webp`, bytes, 'image/webp');
  }
  return urls;
}

/** POST /admin/products/{id}/images: a new picture, last of the product's. */
export async function addProductImage(
  deps: StoreDeps & { storage: MediaStorage },
  productId: number,
  upload: Upload,
  alt: string,
): Promise<StoreProductJson> {
  const product = await findStoreProduct(deps.db, productId);
  const picture = await checkedPicture(upload);
  const baseName = freshName(product.slug);
  const urls = await storeRenditions(deps.storage, picture, baseName);
  const image = await deps.db.transaction(async (tx) => {
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${t.images.position}) + 1, 0)` })
      .from(t.images)
      .where(eq(t.images.variantId, product.variant_id));
    const [row] = await tx
      .insert(t.images)
      .values({
        variantId: product.variant_id,
        position: Number(next),
        alt,
        miniUrl: urls.mini,
        smallUrl: urls.small,
        largeUrl: urls.large,
      })
      .returning();
    await recordStoreChange(tx, deps.staffId, 'picture', row!.id, null, pictureSnapshot(productId, row!));
    return row;
  });
  logger.info({ staffId: deps.staffId, productId, imageId: image!.id }, 'product image added by staff');
  await announceProductChange(deps.db, productId);
  return findStoreProduct(deps.db, productId);
}

type ImageRow = typeof t.images.$inferSelect;

/** A picture as the audit records it (../store/store-changes.ts). */
function pictureSnapshot(productId: number, image: ImageRow) {
  return {
    id: image.id,
    product_id: productId,
    position: image.position,
    alt: image.alt,
    mini_url: image.miniUrl,
    small_url: image.smallUrl,
    large_url: image.largeUrl,
  };
}

async function imageOf(deps: StoreDeps, productId: number, imageId: number) {
  const product = await findStoreProduct(deps.db, productId);
  const [image] = await deps.db
    .select()
    .from(t.images)
    .where(and(eq(t.images.id, imageId), eq(t.images.variantId, product.variant_id)));
  if (!image) throw new NotFoundError(IMAGE_NOT_FOUND);
  return { product, image };
}

/**
 * PUT /admin/products/{id}/images/{imageId}: its alt text and its place (0 first); the others keep their
 * order around it.
 */
export async function changeProductImage(
  deps: StoreDeps,
  productId: number,
  imageId: number,
  change: { alt?: string | undefined; position?: number | undefined },
): Promise<StoreProductJson> {
  const { product, image } = await imageOf(deps, productId, imageId);
  await deps.db.transaction(async (tx) => {
    if (change.alt !== undefined)
      await tx.update(t.images).set({ alt: change.alt }).where(eq(t.images.id, imageId));
    if (change.position !== undefined) {
      const order = await tx
        .select({ id: t.images.id })
        .from(t.images)
        .where(eq(t.images.variantId, product.variant_id))
        .orderBy(asc(t.images.position), asc(t.images.id));
      const ids = order.map((row) => row.id).filter((id) => id !== image.id);
      ids.splice(Math.min(change.position, ids.length), 0, image.id);
      for (const [position, id] of ids.entries())
        await tx.update(t.images).set({ position }).where(eq(t.images.id, id));
    }
    const [after] = await tx.select().from(t.images).where(eq(t.images.id, imageId));
    await recordStoreChange(
      tx,
      deps.staffId,
      'picture',
      imageId,
      pictureSnapshot(productId, image),
      pictureSnapshot(productId, after!),
    );
  });
  logger.info({ staffId: deps.staffId, productId, imageId, change }, 'product image changed by staff');
  await announceProductChange(deps.db, productId);
  return findStoreProduct(deps.db, productId);
}

/** DELETE /admin/products/{id}/images/{imageId}: the picture and its stored files. */
export async function removeProductImage(
  deps: StoreDeps & { storage: MediaStorage },
  productId: number,
  imageId: number,
): Promise<StoreProductJson> {
  const { image } = await imageOf(deps, productId, imageId);
  await deps.db.transaction(async (tx) => {
    await tx.delete(t.images).where(eq(t.images.id, imageId));
    await recordStoreChange(tx, deps.staffId, 'picture', imageId, pictureSnapshot(productId, image), null);
  });
  for (const url of [image.miniUrl, image.smallUrl, image.largeUrl]) {
    const key = deps.storage.keyOf(url);
    if (key) await deps.storage.delete(key);
  }
  logger.info({ staffId: deps.staffId, productId, imageId }, 'product image removed by staff');
  await announceProductChange(deps.db, productId);
  return findStoreProduct(deps.db, productId);
}
