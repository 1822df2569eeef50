'use client';

import Image from 'next/image';
import Link from 'next/link';
import { trackEvent } from '@/lib/api-client/events';
import type { Banner } from '@/lib/content/banners';

/** A banner spans the content column: 1120 px from the 1152 px layout up, the screen's width below. */
const BANNER_SIZES = '(min-width: 1152px) 1120px, 100vw';

/**
 * One banner: its picture, linking to its target, every tap logged with its position (1-based). The
 * first one is the home's main picture (LCP): preloaded, high priority.
 */
export function BannerSlide({
  banner,
  position,
  first,
}: {
  banner: Banner;
  position: number;
  first: boolean;
}) {
  return (
    <Link
      href={banner.href}
      onClick={() => trackEvent('banner tapped', { position, target: banner.href })}
      className="relative block aspect-[3/1]"
    >
      <Image
        src={banner.image}
        alt={banner.alt}
        fill
        sizes={BANNER_SIZES}
        preload={first}
        fetchPriority={first ? 'high' : undefined}
        className="object-cover"
      />
    </Link>
  );
}
