'use client';

/**
 * Loaded after the page (analytics-shell.tsx): Google Tag Manager once the shopper accepts (and GTM_ID is
 * configured), the data layer's page_view and select_item, and the real-user Web Vitals beacon. The
 * consent banner itself is part of the page (consent-banner.tsx).
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { consentState, subscribeConsent } from '@/lib/analytics/consent';
import {
  productEvent,
  pushEcommerceEvent,
  pushPageView,
  type DataLayerLine,
} from '@/lib/analytics/data-layer';
import { startWebVitals } from '@/lib/api-client/vitals-beacon';
import { SEARCH_PATH } from '@/lib/search/search-path';
import { canonicalSearchUrl } from '@/lib/search/search-route';

/** True once the shopper accepted analytics (this module is only ever rendered in the browser). */
function useGranted(): boolean {
  return useSyncExternalStore(subscribeConsent, consentState).choice === 'granted';
}

/** Tag Manager's snippet, as a script the page (trusted by the CSP's nonce) adds: once, after consent. */
function loadTagManager(gtmId: string): void {
  if (document.getElementById('gtm-script')) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = 'gtm-script';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}

/**
 * Which page the shopper is on: its path and its query, so that a new search or list page on the same path
 * is a page view of its own. A search is keyed by its canonical address: InstantSearch rewrites an alias
 * (`query` for `q`, a campaign's parameters) in place, the same page.
 */
function pageKey(pathname: string, query: URLSearchParams): string {
  if (pathname === SEARCH_PATH) return canonicalSearchUrl(query);
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** GA4's select_item: a product card tapped in a list (its link carries the product's data). */
function onProductTap(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[data-analytics-item]');
  const data = link?.getAttribute('data-analytics-item');
  if (!data) return;
  try {
    pushEcommerceEvent(productEvent('select_item', JSON.parse(data) as DataLayerLine['variant']));
  } catch {
    // a malformed attribute: no event
  }
}

export function Analytics({ gtmId }: { gtmId: string | null }) {
  const granted = useGranted();
  const page = pageKey(usePathname(), useSearchParams());

  useEffect(() => startWebVitals(), []);

  useEffect(() => {
    if (granted && gtmId) loadTagManager(gtmId);
  }, [granted, gtmId]);

  useEffect(() => {
    if (granted) pushPageView(window.location.href, document.title);
  }, [granted, page]);

  useEffect(() => {
    if (!granted) return;
    document.addEventListener('click', onProductTap, { capture: true });
    return () => document.removeEventListener('click', onProductTap, { capture: true });
  }, [granted]);

  return null;
}
