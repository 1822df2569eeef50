import Image from 'next/image';
import { BANNER_SIZES, type Banner } from '@/lib/content/banners';
import { BannerLink } from './banner-link';

/** One banner of the slider (./banner-swiper.tsx, loaded after the page): its picture and link. */
export function BannerSlide({ banner, position }: { banner: Banner; position: number }) {
  return (
    <BannerLink banner={banner} position={position}>
      <Image src={banner.image} alt={banner.alt} fill sizes={BANNER_SIZES} className="object-cover" />
    </BannerLink>
  );
}
