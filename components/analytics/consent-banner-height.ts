import { useSyncExternalStore } from 'react';
import { CONSENT_BANNER_ID } from './consent-banner-view';

/**
 * The LGPD banner's height while it is open (0 when closed), for what else is fixed to the bottom of the
 * window (the phone's buy bar, components/product/sticky-buy-controls.tsx) to ride above it.
 *
 * A store its readers subscribe to rather than a custom property on the root element: a custom property
 * set there is inherited by every element, so each write restyled the whole page on every first visit
 * (docs/performance.md); a reader sets the value on its own element instead.
 */

/** As the live banner published it; null until its code has arrived. */
let height: number | null = null;
const listeners = new Set<() => void>();

export function publishConsentBannerHeight(pixels: number): void {
  if (pixels === height) return;
  height = pixels;
  for (const listener of listeners) listener();
}

/**
 * Before the banner's code has arrived, the banner drawn from the server's HTML is measured where it is:
 * the phone's buy bar, fixed from the page's hydration on, rides above it at once instead of jumping above
 * it later (a layout shift).
 */
export function consentBannerHeight(): number {
  return height ?? document.getElementById(CONSENT_BANNER_ID)?.offsetHeight ?? 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The banner's current height in px; 0 on the server and while it is closed. */
export function useConsentBannerHeight(): number {
  return useSyncExternalStore(subscribe, consentBannerHeight, () => 0);
}
