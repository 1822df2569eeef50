'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useStore } from '@/components/layout/store-contacts';
import { useCurrentOrderNumber } from '@/components/layout/whatsapp-button';
import { reportClientError } from '@/lib/api-client/error-report';
import { CRASH_NOTIFIED, CRASH_TITLE, crashContactText } from '@/lib/shell/crash';
import { whatsappLink } from '@/lib/shell/whatsapp';

/**
 * The crash screen of every route segment (its error.tsx; spec 02, section 8): what to do, how to reach the store (with
 * the current order's number), a chat on WhatsApp offering to continue the order; the error is reported
 * to the technical team once.
 */
export function CrashScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const store = useStore();
  const orderNumber = useCurrentOrderNumber();
  const reported = useRef<Error | null>(null);
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    reportClientError(error, { orderNumber, context: 'crash screen' });
  }, [error, orderNumber]);

  return (
    <div role="alert" className="mx-auto max-w-xl py-16 text-center">
      <p className="text-lg font-semibold">{CRASH_TITLE}</p>
      {store && (
        <p className="mt-2 text-warm-700">{crashContactText(store.phone, store.email, orderNumber)}</p>
      )}
      <p className="mt-2 text-sm text-warm-700">{CRASH_NOTIFIED}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className="rounded bg-brand px-4 py-2 font-semibold text-white">
          Tentar novamente
        </button>
        {store && (
          <a
            href={whatsappLink(store.whatsappNumber, store.name, orderNumber)}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded border border-brand px-4 py-2 font-semibold text-brand"
          >
            Continuar pelo WhatsApp<span className="sr-only"> (abre em nova janela)</span>
          </a>
        )}
        <Link href="/" className="rounded px-4 py-2 text-brand underline">
          Voltar para a página inicial
        </Link>
      </div>
    </div>
  );
}
