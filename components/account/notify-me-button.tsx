'use client';

import { useState } from 'react';
import { setNotifyMe } from '@/lib/api-client/accounts';
import { apiRequest } from '@/lib/api-client/client';
import { reportFailure } from '@/lib/api-client/report-failure';
import { useLive, useLiveQuery } from '@/lib/api-client/live';
import { queryKeys } from '@/lib/api-client/query-keys';
import { useCurrentUser } from '@/lib/api-client/session';
import type { Variant } from '@/lib/catalogue/variant';

export const NOTIFY_ME_OFF = 'Me avise quando chegar!';
export const NOTIFY_ME_ON = 'Pronto! Agora é só esperar!';

type NotifyState = 'off' | 'loading' | 'on';

/**
 * Notify-me for an out-of-stock product (docs/business-rules.md, Catalogue and prices): only for logged-in
 * customers; off, loading, on; pressing it when on turns it off. Product pages are cached for everyone, so
 * the customer's own subscription is read in the browser (the variant with the caller's should_notify_user),
 * into one query per product that every button for it reads (the buy box, cards, scrollers, the next page's):
 * the answer to a press is written there, so they all agree.
 */
export function NotifyMeButton({ variant }: { variant: Pick<Variant, 'id' | 'shouldNotifyUser'> }) {
  const live = useLive();
  const { data: user } = useCurrentUser();
  const queryKey = queryKeys.account.notifyMe(variant.id);
  const { data: subscribed } = useLiveQuery({
    queryKey,
    queryFn: async () =>
      (await apiRequest<{ should_notify_user: boolean }>('GET', `/api/v1/variants/${variant.id}`))
        .shouldNotifyUser,
    enabled: Boolean(user),
  });
  // Only while this button's own request is on its way; otherwise the shared query says.
  const [saving, setSaving] = useState(false);
  const state: NotifyState = saving ? 'loading' : (subscribed ?? variant.shouldNotifyUser) ? 'on' : 'off';
  const [failed, setFailed] = useState(false);
  if (!user || !live) return null;

  const toggle = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await setNotifyMe(live.queryClient, variant.id, state === 'off');
    } catch (error) {
      // Nothing changed on the server: the previous state shows again, with a note (and the team is told
      // of a server failure).
      reportFailure(error, 'notify me');
      setFailed(true);
    } finally {
      setSaving(false);
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
