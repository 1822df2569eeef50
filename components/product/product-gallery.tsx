import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import type { Variant } from '@/lib/api-client/catalogue';
import { GalleryView, type GalleryPhoto } from './gallery-view';

/** The large photo fills the gallery's box: the whole width on a phone, 560 px beside the details. */
const LARGE_SIZES = '(min-width: 768px) 560px, 100vw';

const imageProps = (props: ImageProps) => getImageProps(props).props;

/**
 * The product's photos (server-rendered): each photo's optimised renditions are worked out here, so the
 * browser gets plain img elements and no image component's code (docs/performance.md). The page's main
 * picture (LCP) is preloaded from the document head and fetched with high priority.
 */
export function ProductGallery({ images, name }: { images: Variant['images']; name: string }) {
  const photos: GalleryPhoto[] = images.map((image) => ({
    image,
    large: imageProps({
      src: image.largeUrl,
      alt: image.alt,
      fill: true,
      sizes: LARGE_SIZES,
      loading: 'eager',
      fetchPriority: 'high',
    }),
    thumbnail: imageProps({ src: image.smallUrl, alt: '', fill: true, sizes: '64px' }),
  }));
  const main = photos[0]?.large;
  if (main?.src) {
    preload(main.src, {
      as: 'image',
      imageSrcSet: main.srcSet,
      imageSizes: main.sizes,
      fetchPriority: 'high',
    });
  }
  return <GalleryView photos={photos} name={name} />;
}
