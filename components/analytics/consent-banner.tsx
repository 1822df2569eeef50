'use client';

import Link from 'next/link';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import {
  chooseConsent,
  consentState,
  initialConsentState,
  subscribeConsent,
  type ConsentChoice,
} from '@/lib/analytics/consent';
import { hasSignedInHint } from '@/lib/account/session-hint';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { publishConsentBannerHeight } from './consent-banner-height';

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

const BUTTON =
  'min-h-11 flex-1 rounded-lg border-2 border-brand px-4 py-2 text-sm font-bold uppercase tracking-wide disabled:cursor-wait sm:flex-none';

/** The banner's two answers, in this order. */
const CHOICES = [
  { value: 'denied', label: 'Recusar', colours: 'bg-white text-brand' },
  { value: 'granted', label: 'Aceitar', colours: 'bg-brand text-white' },
] as const;

/**
 * The LGPD banner: fixed over the bottom of the window (it moves nothing on the page), with 'Recusar'
 * and 'Aceitar' side by side, the same size and weight. The root layout renders it with the choice its
 * cookie records, so a first visit has it in the page's HTML (it never pops up late, over what the shopper
 * is reading); the footer's 'Preferências de cookies' opens it again. Its buttons wait for JavaScript.
 */
export function ConsentBanner({ initialChoice }: { initialChoice: ConsentChoice | null }) {
  const { choice, open } = useSyncExternalStore(subscribeConsent, consentState, () =>
    initialConsentState(initialChoice),
  );
  const hydrated = useHydrated();
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
            <Link
              href="/termos#politica-de-privacidade"
              {...PREFETCH_ON_INTENT}
              className="font-semibold text-brand underline"
            >
              Saiba mais na política de privacidade
            </Link>
            .{choice && ` Sua escolha atual: ${choice === 'granted' ? 'aceitos' : 'recusados'}.`}
          </p>
          <div className="flex gap-2">
            {CHOICES.map(({ value, label, colours }) => (
              <button
                key={value}
                type="button"
                disabled={!hydrated}
                className={`${BUTTON} ${colours}`}
                onClick={() => choose(value)}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
