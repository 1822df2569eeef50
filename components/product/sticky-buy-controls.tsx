'use client';

import { useEffect, useRef, useState } from 'react';
import { useConsentBannerHeight } from '@/components/analytics/consent-banner-height';

/**
 * On a phone, the buy controls stay at hand: once their place in the buy box is out of view (below the
 * first screen, or scrolled past), they ride in a bar at the bottom of the window with the price, and go
 * back to their place when it shows again. One set of controls, moved, never a copy; the place keeps its
 * height, so nothing shifts. Desktops keep them in the buy box. While the LGPD banner is open, the bar rides
 * above it (its height set on the bar itself, so that only the bar is restyled when it changes).
 */
export function StickyBuyControls({
  price,
  children,
}: {
  price: React.ReactNode;
  children: React.ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const stuck = height !== null;
  const bannerHeight = useConsentBannerHeight();

  useEffect(() => {
    const element = place.current;
    if (!element) return;
    // Tailwind's md breakpoint: from there up the controls never leave the buy box.
    const phone = window.matchMedia('(max-width: 767.98px)');
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      setHeight(entry.isIntersecting || !phone.matches ? null : entry.boundingClientRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={place} style={stuck ? { minHeight: height } : undefined}>
      <div
        data-stuck={stuck || undefined}
        style={
          stuck ? ({ '--consent-banner-height': `${bannerHeight}px` } as React.CSSProperties) : undefined
        }
        className={
          stuck
            ? 'max-md:fixed max-md:inset-x-0 max-md:bottom-[var(--consent-banner-height,0px)] max-md:z-30 max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-3 max-md:bg-white max-md:px-4 max-md:py-2 max-md:shadow-[0_-4px_12px_rgba(0,0,0,0.15)]'
            : undefined
        }
      >
        {stuck && (
          <p className="shrink-0 md:hidden" data-testid="sticky-price">
            {price}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
