'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { loginUrl } from '@/lib/account/navigation';
import { ApiClientError } from '@/lib/api-client/client';

/** The admin API's refusal: a session that ended (a guest is refused 403, like a customer) or a role left out. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 403;
}

/**
 * The staff screens' one word on a refused call (docs/business-rules.md, Staff roles): the layout let the
 * staff member in, so a 403 from the admin API afterwards means the session ended meanwhile (or the role
 * changed). Any load or action of the screen refused says so above it, with the login that brings them
 * back to this screen; the screen's own failure (and its retry) stays where it is.
 */
export function StaffAccessNotice() {
  const client = useQueryClient();
  const [loginHref, setLoginHref] = useState<string | null>(null);
  useEffect(() => {
    const refused = (action: { type: string; error?: unknown }) => {
      // Said at the first refused try, not only once React Query's retry is refused too.
      if ((action.type !== 'failed' && action.type !== 'error') || !isRefusal(action.error)) return;
      setLoginHref(loginUrl(`${window.location.pathname}${window.location.search}`));
    };
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') refused(event.action);
    });
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated') refused(event.action);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);

  if (!loginHref) return null;
  return (
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-4 ring-1 ring-warm-200 print:hidden"
    >
      <p className="font-bold">Sua sessão terminou ou não dá mais acesso a esta tela.</p>
      <a href={loginHref} className="tap-target rounded-lg bg-brand px-4 py-2 font-bold text-white">
        Entrar de novo
      </a>
    </div>
  );
}
