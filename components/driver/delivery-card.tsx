'use client';

import { createContext, useContext, useState } from 'react';
import { formatPhone } from '@/lib/account/display';
import { ApiClientError } from '@/lib/api-client/client';
import type { DeliveryAction } from '@/lib/api-client/driver';
import {
  addressLines,
  amountToCollect,
  deliveryStage,
  mapsLink,
  phoneLink,
  STAGE_LABELS,
  windowText,
  type DeliveryStage,
  type DriverDelivery,
} from '@/lib/driver/deliveries';
import type * as FailedDeliveryFormModule from './failed-delivery-form';

/**
 * The 'Não entregue' form's module (react-hook-form and the reasons), loaded once for the route after its
 * first paint (./driver-deliveries.tsx): it stays out of the page's first-load JavaScript, and is there
 * well before a driver taps 'Não entregue' (docs/performance.md).
 */
export const LoadedFailedDeliveryForm = createContext<typeof FailedDeliveryFormModule | null>(null);

const BIG_BUTTON =
  'tap-target flex min-h-12 items-center justify-center rounded-lg px-4 py-3 text-base font-bold';

const STAGE_TONES: Record<DeliveryStage, string> = {
  waiting: 'bg-warm-100 text-ink',
  on_the_way: 'bg-label-orange text-ink',
  delivered: 'bg-label-green text-white',
  failed: 'bg-label-red text-white',
  closed: 'bg-label-grey text-white',
};

function reasonOf(error: unknown): string {
  return error instanceof ApiClientError ? error.reason() : 'Sem conexão com a loja. Tente de novo.';
}

/**
 * One delivery of the route: its place, the customer, the window, the address and reference, directions,
 * a call, what to collect, and what the driver can do at this stage: leave with it, or close it delivered
 * (after a confirmation: it cannot be undone from the phone) or not delivered, with the reason.
 */
export function DeliveryCard({
  delivery,
  onAction,
  busy,
}: {
  delivery: DriverDelivery;
  onAction: (action: DeliveryAction) => Promise<unknown>;
  /** Another delivery's action is under way: one at a time. */
  busy: boolean;
}) {
  const failedForm = useContext(LoadedFailedDeliveryForm);
  const [step, setStep] = useState<'idle' | 'confirm' | 'failed'>('idle');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stage = deliveryStage(delivery.deliveryState);
  const open = stage === 'waiting' || stage === 'on_the_way';
  const [street, area] = addressLines(delivery);
  const collect = amountToCollect(delivery);
  const call = delivery.phone ? phoneLink(delivery.phone) : null;
  const when = windowText(delivery);

  const act = async (action: DeliveryAction) => {
    setPending(true);
    setError(null);
    try {
      await onAction(action);
      setStep('idle');
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <li
      aria-label={`Entrega ${delivery.routePosition ?? ''} ${delivery.firstName}`.replace(/\s+/g, ' ')}
      data-number={delivery.number}
      // A closed delivery is set apart by its background, not by fading it: faded text loses its contrast.
      className={`rounded-xl p-4 shadow-sm ring-1 ring-warm-200 ${open ? 'bg-white' : 'bg-warm-100'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          {delivery.routePosition !== null && (
            <span
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink text-lg font-bold text-white"
            >
              {delivery.routePosition}
            </span>
          )}
          <div>
            <h2 className="text-lg font-bold">{delivery.firstName}</h2>
            <p className="text-sm text-warm-700">
              #{delivery.number}
              {when && ` · ${when}`}
            </p>
          </div>
        </div>
        <span
          data-testid="delivery-stage"
          className={`shrink-0 rounded px-2 py-1 text-xs font-bold uppercase ${STAGE_TONES[stage]}`}
        >
          {STAGE_LABELS[stage]}
        </span>
      </div>

      <address className="mt-3 not-italic">
        <p className="text-base font-semibold">{street}</p>
        <p className="text-sm">{area}</p>
        {delivery.reference && <p className="mt-1 text-sm text-warm-700">Referência: {delivery.reference}</p>}
      </address>

      {collect ? (
        <p data-testid="amount-to-collect" className="mt-3 rounded-lg bg-label-orange/10 p-3 text-base">
          Receber na entrega: <strong className="text-lg">{collect}</strong>
          <span className="block text-sm text-warm-700">{delivery.paymentMethod}</span>
        </p>
      ) : (
        <p data-testid="amount-to-collect" className="mt-3 text-sm text-warm-700">
          Pago online: nada a receber
        </p>
      )}

      {open && (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <a
            href={mapsLink(delivery)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${BIG_BUTTON} bg-warm-100 ring-1 ring-warm-200`}
          >
            Abrir no mapa
          </a>
          {call ? (
            <a
              href={call}
              className={`${BIG_BUTTON} flex-col bg-warm-100 leading-tight ring-1 ring-warm-200`}
            >
              Ligar
              <span className="text-sm font-normal">{formatPhone(delivery.phone!.replace(/\D/g, ''))}</span>
            </a>
          ) : (
            <span className={`${BIG_BUTTON} bg-warm-50 text-sm font-normal text-warm-700`}>Sem telefone</span>
          )}
        </div>
      )}

      {error && (
        <p role="alert" className="mt-3 rounded bg-brand-light px-3 py-2 text-sm text-brand-dark">
          {error}
        </p>
      )}

      {stage === 'waiting' && (
        <button
          type="button"
          disabled={busy || pending}
          aria-busy={pending || undefined}
          onClick={() => void act({ number: delivery.number, kind: 'leave' })}
          className={`${BIG_BUTTON} mt-3 w-full bg-brand text-white active:bg-brand-dark disabled:opacity-50`}
        >
          {pending ? 'Enviando...' : 'Saí para entrega'}
        </button>
      )}

      {stage === 'on_the_way' && step === 'idle' && (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <button
            type="button"
            disabled={busy || pending}
            onClick={() => setStep('confirm')}
            className={`${BIG_BUTTON} bg-label-green text-white disabled:opacity-50`}
          >
            Entregue
          </button>
          <button
            type="button"
            disabled={busy || pending}
            onClick={() => setStep('failed')}
            className={`${BIG_BUTTON} bg-white text-label-red ring-2 ring-label-red disabled:opacity-50`}
          >
            Não entregue
          </button>
        </div>
      )}

      {stage === 'on_the_way' && step === 'confirm' && (
        <div className="mt-3 rounded-lg bg-warm-100 p-3">
          <p className="font-bold">Confirmar a entrega para {delivery.firstName}?</p>
          {collect && <p className="text-sm">Receba {collect} antes de confirmar.</p>}
          <div className="mt-2 grid grid-cols-2 gap-2">
            <button
              type="button"
              onClick={() => setStep('idle')}
              className={`${BIG_BUTTON} bg-white ring-1 ring-warm-200`}
            >
              Voltar
            </button>
            <button
              type="button"
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={() => void act({ number: delivery.number, kind: 'delivered' })}
              className={`${BIG_BUTTON} bg-label-green text-white disabled:opacity-50`}
            >
              {pending ? 'Enviando...' : 'Sim, entregue'}
            </button>
          </div>
        </div>
      )}

      {stage === 'on_the_way' &&
        step === 'failed' &&
        (failedForm ? (
          <failedForm.FailedDeliveryForm
            onCancel={() => setStep('idle')}
            onSubmit={async (reason) => {
              await onAction({ number: delivery.number, kind: 'failed', reason });
              setStep('idle');
            }}
          />
        ) : (
          <p role="status" className="mt-3 text-center text-sm text-warm-700">
            Carregando o formulário...
          </p>
        ))}
    </li>
  );
}
