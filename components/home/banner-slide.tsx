'use client';

import Image from 'next/image';
import Link from 'next/link';
import { trackEvent } from '@/lib/api-client/events';
import { BANNER_SIZES, type Banner } from '@/lib/content/banners';

/** A banner's link to its target, every tap logged with its position (1-based). */
export function BannerLink({
  banner,
  position,
  children,
}: {
  banner: Banner;
  position: number;
  children: React.ReactNode;
}) {
  return (
    <Link
      href={banner.href}
      onClick={() => trackEvent('banner tapped', { position, target: banner.href })}
      className="relative block aspect-[3/1]"
    >
      {children}
    </Link>
  );
}

/** One banner of the slider (./banner-swiper.tsx, loaded after the page): its picture and link. */
export function BannerSlide({ banner, position }: { banner: Banner; position: number }) {
  return (
    <BannerLink banner={banner} position={position}>
      <Image src={banner.image} alt={banner.alt} fill sizes={BANNER_SIZES} className="object-cover" />
    </BannerLink>
  );
}
