'use client';

import { useLoadedModule } from '@/components/ui/use-loaded-module';
import type { ConsentChoice } from '@/lib/analytics/consent';
import { publishConsentBannerHeight } from './consent-banner-height';
import { ConsentBannerView } from './consent-banner-view';

// The banner's code (the choice's store and cookie, its height for the phone's buy bar) comes after the
// page's first paint: no page's first-load JavaScript carries it.
const loadBanner = () => import('./consent-banner-live');

/**
 * The waiting banner's height is published from the page's hydration on, not once its code has arrived:
 * the phone's buy bar, fixed from then on, would otherwise be drawn over it and then jump above it (a
 * layout shift). The live banner publishes its own and 0 when it closes; this one leaves it to it.
 */
function publishWaitingHeight(banner: HTMLElement | null) {
  if (!banner) return;
  const observer = new ResizeObserver(() => publishConsentBannerHeight(banner.offsetHeight));
  observer.observe(banner);
  return () => observer.disconnect();
}

/**
 * The LGPD banner (lib/analytics/consent.ts). The root layout renders it with the choice its cookie
 * records, so a first visit has it in the page's HTML (it never pops up late, over what the shopper is
 * reading), its buttons disabled until its code has arrived; the footer's 'Preferências de cookies' opens
 * it again.
 */
export function ConsentBanner({ initialChoice }: { initialChoice: ConsentChoice | null }) {
  const live = useLoadedModule(loadBanner);
  if (live) return <live.LiveConsentBanner initialChoice={initialChoice} />;
  return initialChoice === null ? <ConsentBannerView choice={null} measure={publishWaitingHeight} /> : null;
}
