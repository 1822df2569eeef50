'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { ShowMoreButton } from '@/components/staff/show-more';
import { useDrawnDay } from '@/components/staff/use-drawn-day';
import { loginUrl } from '@/lib/account/navigation';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { ApiClientError } from '@/lib/api-client/client';
import { useDeliveryAction, useDriverDeliveries } from '@/lib/api-client/driver';
import {
  deliveriesOnTheWay,
  inRouteOrder,
  isOpen,
  nextDay,
  routeDay,
  routeShown,
} from '@/lib/driver/deliveries';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { DeliveryCard, LoadedFailedDeliveryForm } from './delivery-card';
import { SharingNotice } from './sharing-notice';
import { usePositionSharing } from './use-position-sharing';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const loadFailedDeliveryForm = () => import('./failed-delivery-form');

/**
 * The deliveries still to make the route draws at first and at each 'Mostrar mais' (the closed ones
 * among them come along): a busy route's every card drawn at once kept the phone busy (docs/performance.md).
 */
const OPEN_AT_ONCE = 10;

/** As wide as its longest text ('Atualizando...'): a refresh does not move it. */
const SECONDARY_BUTTON =
  'tap-target min-w-36 rounded-lg bg-white px-4 py-2 text-sm font-bold ring-1 ring-warm-200 disabled:opacity-50';

function LoadingDeliveries() {
  return (
    <div aria-busy className="flex flex-col gap-3">
      <p role="status" className="text-center text-base">
        <span className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-brand border-t-transparent" />
        Carregando suas entregas...
      </p>
      {[0, 1, 2].map((key) => (
        <div key={key} aria-hidden className="h-48 animate-pulse rounded-xl bg-white ring-1 ring-warm-200" />
      ))}
    </div>
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // A session that ended gets 403 from the admin API, as anyone not a driver does (docs/business-rules.md).
  const signedOut = error instanceof ApiClientError && error.status === 403;
  return (
    <div role="alert" className="rounded-xl bg-white p-6 text-center ring-1 ring-warm-200">
      {signedOut ? (
        <>
          <p className="text-base font-bold">Sua sessão terminou.</p>
          <a
            href={loginUrl('/entregador')}
            className="tap-target mt-3 inline-flex items-center rounded-lg bg-brand px-6 py-3 font-bold text-white"
          >
            Entrar de novo
          </a>
        </>
      ) : (
        <>
          <p className="text-base font-bold">Não foi possível carregar suas entregas.</p>
          <p className="mt-1 text-sm text-warm-700">Confira a internet do celular e tente de novo.</p>
          <button
            type="button"
            onClick={onRetry}
            className="tap-target mt-3 rounded-lg bg-brand px-6 py-3 font-bold text-white"
          >
            Tentar de novo
          </button>
        </>
      )}
    </div>
  );
}

/**
 * The driver's day (/entregador; another day with ?data=AAAA-MM-DD, to see tomorrow's route): the deliveries in route order, sharing the position while one
 * is on the way, asked again when the driver comes back to the page. The route draws its first ten
 * deliveries still to make and the rest on 'Mostrar mais'. Loading, failure and an empty day each say so.
 */
export function DriverDeliveries() {
  const asked = useSearchParams().get('data');
  const day = asked && ISO_DATE.test(asked) ? asked : null;
  const { data: answer, isError, error, refetch, isFetching } = useDriverDeliveries(day);
  const data = useDrawnDay(answer);
  const action = useDeliveryAction();
  const route = data ? inRouteOrder(data.deliveries) : [];
  const sharing = usePositionSharing(deliveriesOnTheWay(route));
  const [openShown, setOpenShown] = useState(OPEN_AT_ONCE);
  const failedForm = useLoadedModule(loadFailedDeliveryForm);

  // Until the browser has said whether the position may be read, the notice above the route would change
  // its size once it answers and push the route down after its first paint: the route waits for it.
  if (isError && !answer) return <LoadFailure error={error} onRetry={() => void refetch()} />;
  if (!data || !sharing.known) return <LoadingDeliveries />;

  const left = route.filter(isOpen).length;
  const shown = routeShown(route, openShown);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold">{day ? 'Entregas do dia' : 'Entregas de hoje'}</h1>
          <p className="text-sm text-warm-700 first-letter:uppercase">{routeDay(data.date)}</p>
          <Link
            {...PREFETCH_ON_INTENT}
            href={day ? '/entregador' : `/entregador?data=${nextDay(data.date)}`}
            className="text-sm font-semibold underline"
          >
            {day ? 'Voltar para hoje' : 'Ver a rota de amanhã'}
          </Link>
          {route.length > 0 && (
            <p className="text-sm" data-testid="deliveries-left">
              {left === 0
                ? 'Todas as entregas foram encerradas'
                : `${left} de ${route.length} ${route.length === 1 ? 'entrega' : 'entregas'} a fazer`}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className={SECONDARY_BUTTON}
        >
          {isFetching ? 'Atualizando...' : 'Atualizar'}
        </button>
      </div>

      <SharingNotice state={sharing.state} lastSentAt={sharing.lastSentAt} onRetry={sharing.retry} />

      {isError && (
        <p role="alert" className="rounded bg-brand-light px-3 py-2 text-sm text-brand-dark">
          Sem conexão com a loja: a lista pode estar desatualizada.
        </p>
      )}

      {route.length === 0 ? (
        <div className="rounded-xl bg-white p-6 text-center ring-1 ring-warm-200">
          <p className="text-base font-bold">
            {day ? 'Nenhuma entrega para você neste dia.' : 'Nenhuma entrega para você hoje.'}
          </p>
          <p className="mt-1 text-sm text-warm-700">
            Quando a loja colocar pedidos na sua rota, eles aparecem aqui.
          </p>
        </div>
      ) : (
        <LoadedFailedDeliveryForm value={failedForm}>
          <ol aria-label="Rota de entregas" className="flex flex-col gap-3">
            {route.slice(0, shown).map((delivery) => (
              <DeliveryCard
                key={delivery.number}
                delivery={delivery}
                busy={action.isPending}
                onAction={(change) => {
                  // Leaving is the driver's tap that lets the page ask for the position.
                  if (change.kind === 'leave') sharing.start();
                  return action.mutateAsync(change);
                }}
              />
            ))}
          </ol>
        </LoadedFailedDeliveryForm>
      )}
      {route.length > shown && (
        <ShowMoreButton left={route.length - shown} onClick={() => setOpenShown((n) => n + OPEN_AT_ONCE)} />
      )}
    </div>
  );
}
