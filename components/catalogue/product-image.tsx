import Image from 'next/image';
import type { Variant } from '@/lib/catalogue/variant';

type ImageJson = Variant['images'][number];

/**
 * A product photo that loads progressively: the mini image, blurred, fills the box at once and the full
 * image fades in over it. The box keeps its 4:3 ratio, so nothing shifts while it loads.
 * Without a photo the placeholder 'Produto sem foto' shows.
 */
export function ProductImage({
  image,
  size,
  sizes,
  priority = false,
  decorative = false,
}: {
  image: ImageJson | undefined;
  size: 'small' | 'large';
  sizes: string;
  /**
   * The page's main picture (its LCP): preloaded from the document head, fetched eagerly with high
   * priority instead of waiting for layout and for the scripts.
   */
  priority?: boolean;
  /** Inside a link that already names the product (cards): no alt text, so it is not read twice. */
  decorative?: boolean;
}) {
  if (!image) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center bg-warm-100 text-sm text-warm-700">
        Produto sem foto
      </div>
    );
  }
  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-warm-100">
      {/* The blurred mini image: an img rather than a CSS background, so that below the fold it loads
          lazily like the photo itself (a department page would otherwise fetch dozens at once). */}
      {/* eslint-disable-next-line @next/next/no-img-element -- 24 px placeholder, served as it is */}
      <img
        aria-hidden
        alt=""
        src={image.miniUrl}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className="absolute inset-0 size-full scale-110 object-cover blur-md"
      />
      <Image
        src={size === 'large' ? image.largeUrl : image.smallUrl}
        alt={decorative ? '' : image.alt}
        fill
        sizes={sizes}
        preload={priority}
        fetchPriority={priority ? 'high' : undefined}
        className="object-cover"
      />
    </div>
  );
}
