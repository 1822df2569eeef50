'use client';

import { useCallback, useState, useSyncExternalStore } from 'react';
import {
  chooseConsent,
  consentState,
  initialConsentState,
  subscribeConsent,
  type ConsentChoice,
} from '@/lib/analytics/consent';
import { hasSignedInHint } from '@/lib/account/session-hint';
import { publishConsentBannerHeight } from './consent-banner-height';
import { ConsentBannerView } from './consent-banner-view';

/**
 * The choice is kept by its cookie; a signed-in customer's is also added to their consent history
 * (/minha-conta/privacidade), with the API client loaded only then.
 */
function choose(choice: ConsentChoice): void {
  chooseConsent(choice);
  if (hasSignedInHint(document.cookie)) {
    void import('@/lib/api-client/privacy').then((privacy) => privacy.recordConsent(choice));
  }
}

/**
 * The banner with its code (loaded after the page's first paint by ./consent-banner.tsx): open until a
 * choice is made, and again when the footer's 'Preferências de cookies' asks.
 */
export function LiveConsentBanner({ initialChoice }: { initialChoice: ConsentChoice | null }) {
  const { choice, open } = useSyncExternalStore(subscribeConsent, consentState, () =>
    initialConsentState(initialChoice),
  );
  const [height, setHeight] = useState(0);
  const measure = useCallback((banner: HTMLElement | null) => {
    if (!banner) return;
    // Published for what else is fixed to the bottom of the window (./consent-banner-height.ts).
    const observer = new ResizeObserver(() => {
      setHeight(banner.offsetHeight);
      publishConsentBannerHeight(banner.offsetHeight);
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      publishConsentBannerHeight(0);
    };
  }, []);
  if (!open) return null;
  return <ConsentBannerView choice={choice} onChoose={choose} measure={measure} height={height} />;
}
