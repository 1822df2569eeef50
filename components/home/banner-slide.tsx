'use client';

import Image from 'next/image';
import Link from 'next/link';
import { trackEvent } from '@/lib/api-client/events';
import type { Banner } from '@/lib/content/banners';

/** A banner spans the content column: 1120 px from the 1152 px layout up, the screen's width below. */
export const BANNER_SIZES = '(min-width: 1152px) 1120px, 100vw';

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
