import Link from 'next/link';
import type { Ref } from 'react';
import type { ConsentChoice } from '@/lib/analytics/consent';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

const BUTTON =
  'min-h-11 flex-1 rounded-lg border-2 border-brand px-4 py-2 text-sm font-bold uppercase tracking-wide disabled:cursor-wait sm:flex-none';

/** The banner's element, measured where it is before its code has arrived (./consent-banner-height.ts). */
export const CONSENT_BANNER_ID = 'consent-banner';

/** The banner's two answers, in this order. */
const CHOICES = [
  { value: 'denied', label: 'Recusar', colours: 'bg-white text-brand' },
  { value: 'granted', label: 'Aceitar', colours: 'bg-brand text-white' },
] as const;

/**
 * The LGPD banner as drawn: fixed over the bottom of the window (it moves nothing on the page), with
 * 'Recusar' and 'Aceitar' side by side, the same size and weight, disabled until `onChoose` is given
 * (./consent-banner.tsx draws it so before its code has arrived).
 */
export function ConsentBannerView({
  choice,
  onChoose,
  measure,
  height = 0,
}: {
  choice: ConsentChoice | null;
  onChoose?: (choice: ConsentChoice) => void;
  measure?: Ref<HTMLElement>;
  height?: number;
}) {
  return (
    <>
      {/* Room at the very end of the page, so what the banner covers can be scrolled above it (nothing moves). */}
      <div aria-hidden="true" style={{ height }} />
      <section
        ref={measure}
        id={CONSENT_BANNER_ID}
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
                disabled={!onChoose}
                className={`${BUTTON} ${colours}`}
                onClick={() => onChoose?.(value)}
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
