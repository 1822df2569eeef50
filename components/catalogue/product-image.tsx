import { preload } from 'react-dom';
import type { Variant } from '@/lib/catalogue/variant';

type ImageJson = Variant['images'][number];

/** Pixel size of the small rendition (lists, cart lines): already the size a card shows, 4:3. */
const SMALL_WIDTH = 400;
const SMALL_HEIGHT = 300;

/** The 4:3 box of a product photo, or 'Produto sem foto' when there is none. */
export function PhotoBox({
  image,
  children,
}: {
  image: ImageJson | undefined;
  children: (image: ImageJson) => React.ReactNode;
}) {
  if (!image) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center bg-warm-100 text-sm text-warm-700">
        Produto sem foto
      </div>
    );
  }
  return <div className="relative aspect-[4/3] overflow-hidden bg-warm-100">{children(image)}</div>;
}

/**
 * The blurred mini image the photo loads over (progressive loading). An img rather than a CSS background,
 * so that below the fold it loads lazily like the photo itself (a department page would otherwise fetch
 * dozens at once).
 */
export function MiniPlaceholder({ image, eager }: { image: ImageJson; eager: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- 24 px placeholder, served as it is
    <img
      aria-hidden
      alt=""
      src={image.miniUrl}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="absolute inset-0 size-full scale-110 object-cover blur-md"
    />
  );
}

/**
 * A product's small photo (cards, cart lines): the mini image, blurred, fills the box at once and the
 * photo shows over it; the box keeps its 4:3 ratio, so nothing shifts while it loads.
 *
 * The small rendition is served as it is, in a plain img rather than through next/image (the product
 * page's large photo does, components/product/product-gallery.tsx): it is already card-sized, so
 * re-encoding would gain a few hundred bytes, while next/image's client component costs every card (a
 * department page has dozens) hydration work, and its srcset of every screen width weighs in the HTML
 * and in the page's RSC payload.
 */
export function ProductImage({
  image,
  priority = false,
  decorative = false,
}: {
  image: ImageJson | undefined;
  /**
   * In the page's first view, its main picture (LCP): preloaded from the document head with high
   * priority, and without the mini image, which would only race it.
   */
  priority?: boolean;
  /** Inside a link that already names the product (cards): no alt text, so it is not read twice. */
  decorative?: boolean;
}) {
  return (
    <PhotoBox image={image}>
      {(photo) => {
        if (priority) preload(photo.smallUrl, { as: 'image', fetchPriority: 'high' });
        return (
          <>
            {!priority && <MiniPlaceholder image={photo} eager={false} />}
            {/* eslint-disable-next-line @next/next/no-img-element -- card-sized already (see above) */}
            <img
              src={photo.smallUrl}
              alt={decorative ? '' : photo.alt}
              width={SMALL_WIDTH}
              height={SMALL_HEIGHT}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
              className="absolute inset-0 size-full object-cover"
            />
          </>
        );
      }}
    </PhotoBox>
  );
}
