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
      <div
        aria-hidden
        className="absolute inset-0 scale-110 bg-cover bg-center blur-md"
        style={{ backgroundImage: `url(${image.miniUrl})` }}
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
