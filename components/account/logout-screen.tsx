'use client';

import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { useCallback, useEffect, useRef, useState } from 'react';
import { logout } from '@/lib/api-client/accounts';
import { LOGOUT_MESSAGE } from '@/lib/account/navigation';
import { setFlash } from './session-flash';

/**
 * /logout: ends the session on the server (a POST through the API), then reloads / with the message
 * With `confirmFirst` it waits for the shopper's click instead of ending it on load.
 */
export function LogoutScreen({ confirmFirst }: { confirmFirst: boolean }) {
  const started = useRef(false);
  const [asking, setAsking] = useState(confirmFirst);
  const endSession = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setAsking(false);
    void logout()
      .then(() => setFlash(LOGOUT_MESSAGE))
      .finally(() => window.location.replace('/'));
  }, []);
  useEffect(() => {
    if (!confirmFirst) endSession();
  }, [confirmFirst, endSession]);

  if (asking) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-warm-700">Deseja sair da sua conta?</p>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={endSession}
            className="rounded bg-brand px-6 py-3 font-bold tracking-wide text-white hover:bg-brand-dark"
          >
            SAIR
          </button>
          <Link
            {...PREFETCH_ON_INTENT}
            href="/"
            className="rounded border border-warm-300 px-6 py-3 font-semibold text-ink hover:bg-warm-100"
          >
            Continuar comprando
          </Link>
        </div>
      </div>
    );
  }
  return (
    <p role="status" className="py-16 text-center text-warm-700">
      Saindo...
    </p>
  );
}
