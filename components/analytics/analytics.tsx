'use client';

/**
 * Loaded after the page (analytics-shell.tsx): the LGPD consent banner, Google Tag Manager once the
 * shopper accepts (and GTM_ID is configured), the data layer's page_view and select_item, and the
 * real-user Web Vitals beacon.
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { chooseConsent, consentState, serverConsentState, subscribeConsent } from '@/lib/analytics/consent';
import {
  productEvent,
  pushEcommerceEvent,
  pushPageView,
  type DataLayerLine,
} from '@/lib/analytics/data-layer';
import { startWebVitals } from '@/lib/analytics/web-vitals';

function useConsent() {
  return useSyncExternalStore(subscribeConsent, consentState, serverConsentState);
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
  const { choice, open } = useConsent();
  const pathname = usePathname();
  const granted = choice === 'granted';

  useEffect(() => startWebVitals(), []);

  useEffect(() => {
    if (granted && gtmId) loadTagManager(gtmId);
  }, [granted, gtmId]);

  useEffect(() => {
    if (granted) pushPageView(window.location.href, document.title);
  }, [granted, pathname]);

  useEffect(() => {
    if (!granted) return;
    document.addEventListener('click', onProductTap, { capture: true });
    return () => document.removeEventListener('click', onProductTap, { capture: true });
  }, [granted]);

  return open ? <ConsentBanner choice={choice} /> : null;
}

const BUTTON =
  'min-h-11 flex-1 rounded-lg border-2 border-brand px-4 py-2 text-sm font-bold uppercase tracking-wide sm:flex-none';

/**
 * The LGPD banner: fixed over the bottom of the window (it moves nothing on the page), with 'Recusar'
 * and 'Aceitar' side by side, the same size and weight.
 */
function ConsentBanner({ choice }: { choice: 'granted' | 'denied' | null }) {
  const [height, setHeight] = useState(0);
  const measure = useCallback((banner: HTMLElement | null) => {
    if (!banner) return;
    const observer = new ResizeObserver(() => setHeight(banner.offsetHeight));
    observer.observe(banner);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {/* Room at the very end of the page, so what the banner covers can be scrolled above it (nothing moves). */}
      <div aria-hidden="true" style={{ height }} />
      <section
        ref={measure}
        aria-label="Privacidade e cookies"
        className="fixed inset-x-0 bottom-0 z-50 border-t border-warm-200 bg-white p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.12)]"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center">
          <p className="flex-1 text-xs text-warm-800">
            Usamos cookies essenciais para a loja funcionar. Com a sua permissão, usamos também cookies de
            análise para entender como a loja é usada e melhorá-la.{' '}
            <Link href="/termos#politica-de-privacidade" className="font-semibold text-brand underline">
              Saiba mais na política de privacidade
            </Link>
            .{choice && ` Sua escolha atual: ${choice === 'granted' ? 'aceitos' : 'recusados'}.`}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className={`${BUTTON} bg-white text-brand`}
              onClick={() => chooseConsent('denied')}
            >
              Recusar
            </button>
            <button
              type="button"
              className={`${BUTTON} bg-brand text-white`}
              onClick={() => chooseConsent('granted')}
            >
              Aceitar
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
