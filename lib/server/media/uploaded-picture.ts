/**
 * Pictures the staff upload in the back office (docs/business-rules.md, Store back office): JPEG, PNG or WebP
 * up to 5 MB, read by sharp (so a file that only claims to be a picture is refused), turned upright, then
 * cropped and re-encoded to WebP in the sizes each screen serves, kept in the media storage. Products
 * (../catalogue/product-images.ts), departments and home banners share these steps.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_UPLOAD } from '@/lib/rules/store-products';
import { ValidationError } from '@/lib/sales-api/errors';
import type { MediaStorage } from './image-storage';

/** An upload as the route received it. */
export interface Upload {
  bytes: Buffer;
  /** The type the browser declared. */
  type: string;
}

const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** 422 on `file` unless it is a JPEG, PNG or WebP of at most 5 MB that sharp can read; upright. */
export async function checkedPicture(upload: Upload): Promise<Sharp> {
  const refuse = (message: string) => new ValidationError({ file: [message] }, message);
  if (upload.bytes.length === 0) throw refuse(IMAGE_UPLOAD.missing);
  if (upload.bytes.length > IMAGE_UPLOAD.maxBytes) throw refuse(IMAGE_UPLOAD.tooLarge);
  if (!(IMAGE_UPLOAD.types as readonly string[]).includes(upload.type)) throw refuse(IMAGE_UPLOAD.wrongType);
  try {
    const metadata = await sharp(upload.bytes).metadata();
    if (!metadata.format || !READABLE_FORMATS.has(metadata.format)) throw refuse(IMAGE_UPLOAD.wrongType);
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw refuse(IMAGE_UPLOAD.unreadable);
  }
  return sharp(upload.bytes).rotate();
}

/** The picture cropped to `width` × `height` (keeping what draws the eye) as WebP, its bytes. */
export function webpRendition(picture: Sharp, width: number, height: number, quality = 80): Promise<Buffer> {
  return picture
    .clone()
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .webp({ quality })
    .toBuffer();
}

/** A fresh file name each time: stored files never change, and are cached for good. */
export function freshName(slug: string): string {
  return `${slug}-${randomBytes(6).toString('hex')}`;
}

/** Stores one rendition of an upload under `folder` and answers its public address. */
export async function storePicture(
  storage: MediaStorage,
  upload: Upload,
  target: { folder: string; name: string; width: number; height: number },
): Promise<string> {
  const picture = await checkedPicture(upload);
  const bytes = await webpRendition(picture, target.width, target.height);
  return storage.put(`${target.folder}/${freshName(target.name)}.webp`, bytes, 'image/webp');
}
