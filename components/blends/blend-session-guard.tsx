'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { loginUrl } from '@/lib/account/navigation';
import { ApiClientError } from '@/lib/api-client/client';
import { writeAnswer } from '@/lib/api-client/query-client';
import { queryKeys } from '@/lib/api-client/query-keys';
import { useCurrentUser } from '@/lib/api-client/session';

/** A 401: the customer's session ended (expired, revoked), which no retry mends. */
function sessionEnded(action: { type: string; error?: unknown }): boolean {
  return action.type === 'error' && action.error instanceof ApiClientError && action.error.status === 401;
}

/**
 * The second half of the blend pages' guard, as the account area's (components/account/account-area.tsx):
 * proxy.ts sends visitors without a session cookie to /login; here a cookie whose session ended does too,
 * back to the page afterwards, once the customer is known to be no one or as soon as the API answers one
 * of the page's calls with a 401. The page renders meanwhile (the calculator's first meats come from the
 * server): only its retries of what cannot work are left out.
 */
export function BlendSessionGuard({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  const client = useQueryClient();
  const { data: user, isPending, isError } = useCurrentUser();
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    const queries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && sessionEnded(event.action)) setRefused(true);
    });
    const mutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && sessionEnded(event.action)) setRefused(true);
    });
    return () => {
      queries();
      mutations();
    };
  }, [client]);

  const signedOut = refused || (!isPending && !isError && !user);
  useEffect(() => {
    if (!signedOut) return;
    router.replace(loginUrl(pathname, 'entrar'));
    if (!refused) return;
    // No one is logged in now (an answer on its way does not say otherwise): the header says so, and the
    // login page does not send the shopper back here.
    void writeAnswer(client, queryKeys.session.me(), null);
  }, [signedOut, refused, client, pathname, router]);

  return signedOut ? (
    <p role="status" className="py-16 text-center text-warm-700">
      Carregando...
    </p>
  ) : (
    children
  );
}
