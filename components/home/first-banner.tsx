import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { BANNER_SIZES, type Banner } from '@/lib/content/banners';
import { BannerLink } from './banner-link';

/**
 * The first banner, as the server renders it under the carousel: the home's main picture (LCP),
 * preloaded from the document head with high priority. Its renditions are worked out here, so the page
 * loads no image component's code for it (docs/performance.md).
 */
export function FirstBanner({ banner }: { banner: Banner }) {
  const { props } = getImageProps({
    src: banner.image,
    alt: banner.alt,
    fill: true,
    sizes: BANNER_SIZES,
    loading: 'eager',
    fetchPriority: 'high',
  });
  preload(props.src, {
    as: 'image',
    imageSrcSet: props.srcSet,
    imageSizes: props.sizes,
    fetchPriority: 'high',
  });
  return (
    <BannerLink banner={banner} position={1}>
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included */}
      <img {...props} className="object-cover" />
    </BannerLink>
  );
}
