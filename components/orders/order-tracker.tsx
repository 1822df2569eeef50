'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { AddressMap } from '@/components/account/address-map';
import { useStore } from '@/components/ui/store-contacts';
import { useTracker } from '@/lib/api-client/orders';
import { pickupHoursText } from '@/lib/checkout/shipping-methods';
import {
  displayStatus,
  progressIndex,
  progressSteps,
  showsProgressBar,
  showsTracker,
  type DisplayStatus,
} from '@/lib/orders/status';

const ERROR_TEXT = [
  'Opa! Encontramos um problema com seu pedido',
  'Já estamos trabalhando para resolve-lo',
  'Caso precisemos de sua ajuda, entraremos em contato',
];
const TRACKER_BOX = 'rounded-lg bg-white p-4 shadow-sm ring-1 ring-warm-200';
const PAYMENT_DENIED = 'Estamos tendo problemas para aceitar o seu método de pagamento';
const AWAITING_PIX = 'O pedido segue assim que o Pix for pago.';

/** Seconds until the tracker asks again: `seconds` after the last answer (`since`, epoch ms). */
function useCountdown(seconds: number, since: number): number {
  const [now, setNow] = useState(since);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, seconds - Math.floor(Math.max(0, now - since) / 1000));
}

/**
 * The progress bar: a segment a step, filled up to `step` (none for `null`), each step's name under its
 * segment from the small breakpoint up. On a phone the five names do not fit side by side (the narrowest
 * cell is 56 px, 'preparando' 70), so there they are for screen readers only: the status above names the
 * current step. A pickup has four steps.
 */
function ProgressSteps({ steps, step }: { steps: readonly DisplayStatus[]; step: number | null }) {
  return (
    <ol
      className={`mt-3 grid gap-1 text-center text-xs ${steps.length === 4 ? 'grid-cols-4' : 'grid-cols-5'}`}
      aria-label="Progresso do pedido"
    >
      {steps.map((name, index) => {
        const done = step !== null && index <= step;
        return (
          <li key={name} aria-current={index === step ? 'step' : undefined}>
            <span aria-hidden className={`block h-2 rounded ${done ? 'bg-brand' : 'bg-warm-200'}`} />
            <span
              className={`sr-only sm:not-sr-only sm:mt-1 sm:block ${done ? 'font-bold' : 'text-warm-700'}`}
            >
              {name}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The tracker's place until it can be drawn: loading, or not asked successfully (it is asked again on its
 * own, every 60 s). It holds the progress bar's own shape, empty (hidden when unavailable), so that what
 * follows does not move when the tracker arrives (it usually has that bar).
 */
function TrackerPlaceholder({ unavailable, pickup }: { unavailable: boolean; pickup: boolean }) {
  return (
    <section aria-label="Acompanhe seu pedido" aria-busy={!unavailable} className={TRACKER_BOX}>
      {unavailable ? (
        <p role="alert" className="text-sm">
          Não foi possível carregar o acompanhamento agora. Tentaremos novamente em instantes.
        </p>
      ) : (
        <p role="status" className="text-sm">
          Carregando...
        </p>
      )}
      <div aria-hidden className={unavailable ? 'invisible' : undefined}>
        <ProgressSteps steps={progressSteps(pickup)} step={null} />
      </div>
    </section>
  );
}

/** Where and when a pickup ready at the store is collected (docs/business-rules.md, Shipping and pickup). */
function PickupReady() {
  const store = useStore();
  return (
    <div className="mt-3 rounded bg-warm-100 p-3 text-sm" data-testid="pickup-ready">
      <p className="font-bold">Seu pedido está pronto! Retire na loja:</p>
      {store && <p>{store.address}</p>}
      {(store?.pickupHours ?? pickupHoursText()).map((line) => (
        <p key={line} className="text-warm-700">
          {line}
        </p>
      ))}
    </div>
  );
}

/**
 * The live tracker (docs/business-rules.md, Order and delivery states): status, progress bar recebido →
 * entregue (hidden for a failed delivery), the countdown to the next refresh and 'Atualizando...' while it
 * loads, the driver, the vehicle and the driver's last position on a map. Hidden for canceled orders. A
 * pickup (`pickup`, read from the order JSON) goes recebido → retirado and, ready, shows the store's
 * address and hours.
 */
export function OrderTracker({
  number,
  phone,
  mapsKey,
  pickup = false,
}: {
  number: string;
  phone: string;
  mapsKey: string | null;
  pickup?: boolean;
}) {
  const { data: tracker, isFetching, isError, dataUpdatedAt } = useTracker(number);
  const left = useCountdown(tracker?.refreshInSeconds ?? 60, dataUpdatedAt);
  if (!tracker) return <TrackerPlaceholder unavailable={isError} pickup={pickup} />;
  const status = displayStatus(tracker.fulfillmentState, tracker.deliveryState, pickup);
  if (!showsTracker(status)) return null;
  const step = progressIndex(status, pickup);
  const last = tracker.driver?.locations.at(-1);
  return (
    <section aria-label="Acompanhe seu pedido" className={TRACKER_BOX}>
      <p className="flex items-center justify-between text-sm">
        <span>
          Status: <strong data-testid="order-status">{status}</strong>
        </span>
        <span className="text-warm-700" aria-live="polite">
          {isFetching ? 'Atualizando...' : `Atualiza em ${left} s`}
        </span>
      </p>
      {showsProgressBar(status) && step !== null && (
        <ProgressSteps steps={progressSteps(pickup)} step={step} />
      )}
      {status === 'pronto para retirada' && <PickupReady />}
      {status === 'erro' && (
        <p role="alert" className="mt-3 text-sm">
          {ERROR_TEXT.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </p>
      )}
      {status === 'aguardando pagamento' && (
        <p className="mt-3 text-sm">
          {AWAITING_PIX}{' '}
          <Link
            {...PREFETCH_ON_INTENT}
            href={`/confirmacao/${number}`}
            className="font-semibold text-brand underline"
          >
            Pagar com Pix
          </Link>
        </p>
      )}
      {status === 'pagamento negado' && (
        <p role="alert" className="mt-3 text-sm">
          {PAYMENT_DENIED} {phone}
        </p>
      )}
      {tracker.driver && (
        <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <p>
            Entregador: <strong>{tracker.driver.name}</strong>
            {tracker.vehicle && <span className="block">Placa {tracker.vehicle.licensePlate}</span>}
          </p>
          {last && (
            <div className="overflow-hidden rounded">
              <AddressMap latitude={last.latitude} longitude={last.longitude} mapsKey={mapsKey} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
