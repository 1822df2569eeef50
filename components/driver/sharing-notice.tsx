'use client';

import { shopDigits } from '@/lib/shop-clock';
import type { SharingState } from './use-position-sharing';

export const PERMISSION_REFUSED_TEXT = 'Permita o acesso à localização para o cliente acompanhar a entrega';

const RETRY_BUTTON =
  'tap-target mt-3 w-full rounded-lg bg-brand px-4 py-3 text-base font-bold text-white active:bg-brand-dark';

/**
 * Where sharing the position stands while a delivery is on the way: said plainly, and when it cannot
 * share (refused, no fix), what to do and 'Tentar de novo'; when it waits for the driver's tap (the page
 * opened with a delivery on the way), 'Compartilhar localização'. Nothing while no delivery is on the way.
 * Looking for the position and sharing it take the same room, so the first fix moves nothing below.
 */
export function SharingNotice({
  state,
  lastSentAt,
  onRetry,
}: {
  state: SharingState;
  lastSentAt: number | null;
  onRetry: () => void;
}) {
  if (state === 'off') return null;
  if (state === 'paused') {
    return (
      <div role="status" className="rounded-lg bg-white p-4 ring-1 ring-warm-200">
        <p className="font-bold">Há uma entrega a caminho: compartilhe sua localização com o cliente.</p>
        <button type="button" onClick={onRetry} className={RETRY_BUTTON}>
          Compartilhar localização
        </button>
      </div>
    );
  }
  if (state === 'denied' || state === 'unavailable' || state === 'unsupported') {
    return (
      <div role="alert" className="rounded-lg bg-brand-light p-4 text-brand-dark ring-1 ring-brand/30">
        {state === 'denied' ? (
          <>
            <p className="font-bold">{PERMISSION_REFUSED_TEXT}</p>
            <p className="mt-1 text-sm">
              Toque no cadeado ao lado do endereço da página, libere a localização e tente de novo.
            </p>
          </>
        ) : state === 'unavailable' ? (
          <>
            <p className="font-bold">Não conseguimos encontrar sua localização</p>
            <p className="mt-1 text-sm">Confira se a localização (GPS) do celular está ligada.</p>
          </>
        ) : (
          <p className="font-bold">
            Este navegador não informa a localização. Abra esta página no Chrome ou no Safari do celular.
          </p>
        )}
        {state !== 'unsupported' && (
          <button type="button" onClick={onRetry} className={RETRY_BUTTON}>
            Tentar de novo
          </button>
        )}
      </div>
    );
  }
  return (
    <p role="status" className="rounded-lg bg-white p-4 text-sm ring-1 ring-warm-200">
      <span
        aria-hidden
        className={`mr-2 inline-block size-3 rounded-full ${state === 'sharing' ? 'bg-label-green' : 'animate-pulse bg-warm-500'}`}
      />
      <strong>
        {state === 'sharing'
          ? 'Compartilhando sua localização com o cliente.'
          : 'Procurando sua localização...'}
      </strong>{' '}
      Deixe esta página aberta durante a entrega.
      {/* Kept from the first fix on, its line reserved: its arrival moves nothing under it. */}
      <span className="block min-h-5 text-warm-700">
        {state === 'sharing' &&
          lastSentAt !== null &&
          `Última atualização às ${shopDigits(new Date(lastSentAt), 'seconds')}`}
      </span>
    </p>
  );
}
