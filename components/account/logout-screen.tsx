'use client';

import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { logout } from '@/lib/api-client/accounts';
import { LOGOUT_MESSAGE, replacePage } from '@/lib/account/navigation';
import { setFlash } from './session-flash';

const LOGOUT_FAILED = 'Não foi possível sair da sua conta. Tente novamente.';

/**
 * /logout: ends the session on the server (DELETE /v2/auth), then reloads / with the message.
 * With `confirmFirst` it waits for the shopper's click instead of ending it on load. A failed logout
 * stays here and says so, with the way to try again: leaving for / as if it had worked would leave the
 * session open on a shared device.
 */
export function LogoutScreen({ confirmFirst }: { confirmFirst: boolean }) {
  const started = useRef(false);
  const [phase, setPhase] = useState<'asking' | 'leaving' | 'failed'>(confirmFirst ? 'asking' : 'leaving');
  const endSession = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setPhase('leaving');
    logout().then(
      () => {
        try {
          setFlash(LOGOUT_MESSAGE, '/');
        } finally {
          replacePage('/');
        }
      },
      () => {
        started.current = false;
        setPhase('failed');
      },
    );
  }, []);
  useEffect(() => {
    if (!confirmFirst) endSession();
  }, [confirmFirst, endSession]);

  if (phase === 'failed') {
    return (
      <div className="py-16">
        <RetryAlert message={LOGOUT_FAILED} onRetry={endSession} />
      </div>
    );
  }
  if (phase === 'asking') {
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
