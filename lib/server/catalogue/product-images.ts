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
import { storageKeyOf, type MediaStorage } from '../media/image-storage';
import { checkedPicture, freshName, webpRendition, type Upload } from '../media/uploaded-picture';
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
    urls[size] = await storage.put(`products/${baseName}-${size}.webp`, bytes);
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
  const [{ next } = { next: 0 }] = await deps.db
    .select({ next: sql<number>`coalesce(max(${t.images.position}) + 1, 0)` })
    .from(t.images)
    .where(eq(t.images.variantId, product.variant_id));
  const [image] = await deps.db
    .insert(t.images)
    .values({
      variantId: product.variant_id,
      position: Number(next),
      alt,
      miniUrl: urls.mini,
      smallUrl: urls.small,
      largeUrl: urls.large,
    })
    .returning({ id: t.images.id });
  logger.info({ staffId: deps.staffId, productId, imageId: image!.id }, 'product image added by staff');
  await announceProductChange(deps.db, productId);
  return findStoreProduct(deps.db, productId);
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
  await deps.db.delete(t.images).where(eq(t.images.id, imageId));
  for (const url of [image.miniUrl, image.smallUrl, image.largeUrl]) {
    const key = storageKeyOf(url);
    if (key) await deps.storage.remove(key);
  }
  logger.info({ staffId: deps.staffId, productId, imageId }, 'product image removed by staff');
  await announceProductChange(deps.db, productId);
  return findStoreProduct(deps.db, productId);
}
