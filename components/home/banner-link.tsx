'use client';

import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { trackEvent } from '@/lib/api-client/events';
import type { Banner } from '@/lib/content/banners';

/**
 * A banner's link to its target, every tap logged with its position (1-based). A module of its own: the
 * first banner (server-rendered) needs only this, not the slides' image component (./banner-slide.tsx).
 */
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
      {...PREFETCH_ON_INTENT}
      href={banner.href}
      onClick={() => trackEvent('banner tapped', { position, target: banner.href })}
      className="relative block aspect-[3/1]"
    >
      {children}
    </Link>
  );
}
