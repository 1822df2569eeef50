'use client';

import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { useEffect, useRef, useState } from 'react';
import { useStore } from './store-contacts';
import { useCurrentOrderNumber } from '@/lib/api-client/cart';
import { mayBeSignedIn } from '@/lib/account/session-hint';
import { apiRequest } from '@/lib/api-client/client';
import { reportClientError } from '@/lib/api-client/error-report';
import { readGuestOrder } from '@/lib/cart/guest-order-storage';
import type { StoreJson } from '@/lib/sales-api/store';
import { CRASH_NOTIFIED, CRASH_TITLE, crashContactText } from '@/lib/shell/crash';
import type { StoreInfo } from '@/lib/shell/store-info';
import { whatsappLink } from '@/lib/shell/whatsapp';

type CrashError = Error & { digest?: string };

/**
 * What the crash screen says: what to do, how to reach the store (with the current
 * order's number), a chat on WhatsApp offering to continue the order.
 */
function CrashMessage({
  store,
  orderNumber,
  reset,
}: {
  store: StoreInfo | null;
  orderNumber: string | null;
  reset: () => void;
}) {
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
        <Link {...PREFETCH_ON_INTENT} href="/" className="rounded px-4 py-2 text-brand underline">
          Voltar para a página inicial
        </Link>
      </div>
    </div>
  );
}

/**
 * The crash screen of every route segment (its error.tsx), inside the root layout: the store's contacts
 * and the cart come from the layout's providers; the error is reported to the technical team once.
 */
export function CrashScreen({ error, reset }: { error: CrashError; reset: () => void }) {
  const store = useStore();
  const orderNumber = useCurrentOrderNumber();
  const reported = useRef<Error | null>(null);
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    reportClientError(error, { orderNumber, context: 'crash screen' });
  }, [error, orderNumber]);
  return <CrashMessage store={store} orderNumber={orderNumber} reset={reset} />;
}

/** The current order's number without the layout's cache: the guest's stored cart, or the customer's. */
async function findCurrentOrderNumber(): Promise<string | null> {
  const guest = readGuestOrder();
  if (guest) return guest.number;
  if (!(await mayBeSignedIn())) return null;
  const order = await apiRequest<{ number: string } | null>('GET', '/api/v1/orders/current').catch(
    () => null,
  );
  return order?.number ?? null;
}

/**
 * The same screen when the root layout itself failed (app/global-error.tsx): no providers, so the store's
 * contacts are asked of the API and the order number found in the browser's storage or asked of the API;
 * the error is reported once, with that number.
 */
export function GlobalCrashScreen({ error, reset }: { error: CrashError; reset: () => void }) {
  const [store, setStore] = useState<StoreInfo | null>(null);
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  const reported = useRef<Error | null>(null);
  useEffect(() => {
    let active = true;
    apiRequest<StoreJson>('GET', '/v2/store')
      .then((found) => active && setStore(found))
      .catch(() => {
        // Without the contacts the screen still says what to do; the failure is this crash's own.
      });
    return () => {
      active = false;
    };
  }, []);
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    void findCurrentOrderNumber().then((number) => {
      setOrderNumber(number);
      reportClientError(error, { orderNumber: number, context: 'global crash screen' });
    });
  }, [error]);
  return <CrashMessage store={store} orderNumber={orderNumber} reset={reset} />;
}
