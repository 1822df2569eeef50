'use client';

import { useState } from 'react';
import { setNotifyMe } from '@/lib/api-client/accounts';
import { apiRequest } from '@/lib/api-client/client';
import { useLiveQuery } from '@/lib/api-client/live';
import { queryKeys } from '@/lib/api-client/query-keys';
import { useCurrentUser } from '@/lib/api-client/session';
import type { Variant } from '@/lib/catalogue/variant';

export const NOTIFY_ME_OFF = 'Me avise quando chegar!';
export const NOTIFY_ME_ON = 'Pronto! Agora é só esperar!';

type NotifyState = 'off' | 'loading' | 'on';

/**
 * Notify-me for an out-of-stock product (specs 01 and 02): only for logged-in customers; off, loading,
 * on; pressing it when on turns it off. Product pages are cached for everyone, so the customer's own
 * subscription is read in the browser (the variant with the caller's should_notify_user).
 */
export function NotifyMeButton({ variant }: { variant: Pick<Variant, 'id' | 'shouldNotifyUser'> }) {
  const { data: user } = useCurrentUser();
  const { data: subscribed } = useLiveQuery({
    queryKey: queryKeys.account.notifyMe(variant.id),
    queryFn: async () =>
      (await apiRequest<{ should_notify_user: boolean }>('GET', `/api/v1/variants/${variant.id}`))
        .shouldNotifyUser,
    enabled: Boolean(user),
  });
  // What the shopper did here wins over what was read.
  const [chosen, setState] = useState<NotifyState | null>(null);
  const state: NotifyState = chosen ?? ((subscribed ?? variant.shouldNotifyUser) ? 'on' : 'off');
  const [failed, setFailed] = useState(false);
  if (!user) return null;

  const toggle = async () => {
    const previous = state;
    setState('loading');
    setFailed(false);
    try {
      setState((await setNotifyMe(variant.id, previous === 'off')) ? 'on' : 'off');
    } catch {
      // Nothing changed on the server: show the previous state again, with a note.
      setState(previous);
      setFailed(true);
    }
  };

  return (
    <div>
      <button
        type="button"
        onClick={() => void toggle()}
        disabled={state === 'loading'}
        aria-pressed={state === 'on'}
        aria-busy={state === 'loading' || undefined}
        className={`w-full rounded px-4 py-2 text-sm font-bold transition disabled:opacity-60 ${
          state === 'on'
            ? 'bg-label-green text-white'
            : 'border-2 border-brand text-brand hover:bg-brand-light'
        }`}
      >
        {state === 'loading' ? 'Carregando...' : state === 'on' ? NOTIFY_ME_ON : NOTIFY_ME_OFF}
      </button>
      {failed && (
        <p role="alert" className="mt-1 text-xs text-label-red">
          Não foi possível salvar. Tente novamente.
        </p>
      )}
    </div>
  );
}
