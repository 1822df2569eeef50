'use client';

import { useLoadedModule } from '@/components/ui/use-loaded-module';
import type { ConsentChoice } from '@/lib/analytics/consent';
import { ConsentBannerView } from './consent-banner-view';

// The banner's code (the choice's store and cookie, its height for the phone's buy bar) comes after the
// page's first paint: no page's first-load JavaScript carries it.
const loadBanner = () => import('./consent-banner-live');

/**
 * The LGPD banner (lib/analytics/consent.ts). The root layout renders it with the choice its cookie
 * records, so a first visit has it in the page's HTML (it never pops up late, over what the shopper is
 * reading), its buttons disabled until its code has arrived; the footer's 'Preferências de cookies' opens
 * it again.
 */
export function ConsentBanner({ initialChoice }: { initialChoice: ConsentChoice | null }) {
  const live = useLoadedModule(loadBanner, true, { optional: true });
  if (live) return <live.LiveConsentBanner initialChoice={initialChoice} />;
  return initialChoice === null ? <ConsentBannerView choice={null} /> : null;
}
