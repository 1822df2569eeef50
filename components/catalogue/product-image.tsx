import Image from 'next/image';
import { preload } from 'react-dom';
import type { Variant } from '@/lib/catalogue/variant';

type ImageJson = Variant['images'][number];

/** Pixel size of the small rendition (lists, cart lines): already the size a card shows, 4:3. */
const SMALL_WIDTH = 400;
const SMALL_HEIGHT = 300;

/**
 * A product photo that loads progressively: the mini image, blurred, fills the box at once and the full
 * image shows over it. The box keeps its 4:3 ratio, so nothing shifts while it loads.
 * Without a photo the placeholder 'Produto sem foto' shows.
 *
 * The large photo (product page) goes through next/image for a screen-sized, re-encoded file. The small
 * rendition is served as it is, in a plain img: it is already card-sized, so re-encoding would gain a
 * few hundred bytes, while next/image's client component costs every card (a department page has dozens)
 * hydration work and a srcset of every screen width in the HTML and in the page's RSC payload.
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
  /** The large photo's displayed width (next/image `sizes`). */
  sizes?: string;
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
  const alt = decorative ? '' : image.alt;
  if (priority && size === 'small') preload(image.smallUrl, { as: 'image', fetchPriority: 'high' });
  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-warm-100">
      {/* The blurred mini image: an img rather than a CSS background, so that below the fold it loads
          lazily like the photo itself (a department page would otherwise fetch dozens at once). A card
          in the first view has none: its card-sized photo is preloaded and would only race it. */}
      {(size === 'large' || !priority) && (
        // eslint-disable-next-line @next/next/no-img-element -- 24 px placeholder, served as it is
        <img
          aria-hidden
          alt=""
          src={image.miniUrl}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className="absolute inset-0 size-full scale-110 object-cover blur-md"
        />
      )}
      {size === 'large' ? (
        <Image
          src={image.largeUrl}
          alt={alt}
          fill
          sizes={sizes}
          preload={priority}
          fetchPriority={priority ? 'high' : undefined}
          className="object-cover"
        />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- card-sized already (see above)
        <img
          src={image.smallUrl}
          alt={alt}
          width={SMALL_WIDTH}
          height={SMALL_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
