/** Where the generated demo images are served from (files under public/media, made by scripts/generate-media.mts). */

export const IMAGE_SIZES = {
  mini: { width: 24, height: 18 },
  small: { width: 400, height: 300 },
  large: { width: 1200, height: 900 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export function productImagePath(slug: string, size: ImageSize): string {
  return `/media/products/${slug}-${size}.webp`;
}

export function departmentImagePath(slug: string): string {
  return `/media/departments/${slug}.webp`;
}

export function bannerImagePath(index: number): string {
  return `/media/banners/banner-${index}.webp`;
}

/** The picture of a barbecue cut type (peça inteira, fatiada, em cubos). */
export function cutTypeImagePath(slug: string): string {
  return `/media/barbecue/${slug}.webp`;
}
