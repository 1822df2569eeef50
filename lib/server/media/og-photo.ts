/**
 * A product photo for the Open Graph card: Satori (next/og) draws PNG and JPEG but not WebP, so the
 * generated WebP is converted to a JPEG data URL. Null when the product has no photo.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

export async function ogPhotoDataUrl(mediaUrl: string | undefined, width: number, height: number) {
  // Only files of the generated media folder, never a path leaving public/media.
  if (!mediaUrl || !/^\/media\/[\w/-]+\.webp$/.test(mediaUrl)) return null;
  const file = await readFile(path.join(PUBLIC_DIR, mediaUrl));
  const jpeg = await sharp(file).resize(width, height, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
