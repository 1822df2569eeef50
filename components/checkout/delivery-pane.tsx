'use client';

import { useState } from 'react';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { trackDeliverySelected } from '@/lib/api-client/checkout';
import type { Order } from '@/lib/cart/order';
import {
  availabilityLabel,
  availabilityTone,
  isFull,
  rateCostLabel,
  rateWhen,
  type LabelTone,
} from '@/lib/checkout/rates';
import {
  canScrollBack,
  canScrollOn,
  openingStart,
  scrolledBack,
  scrolledOn,
  VISIBLE_RATES,
} from '@/lib/checkout/slot-picker';

/** White reads on every strip but the orange one (3.6:1), which takes the ink colour (4.8:1). */
const TONE_CLASS: Record<LabelTone, string> = {
  red: 'bg-label-red text-white',
  black: 'bg-label-black text-white',
  grey: 'bg-label-grey text-white',
  green: 'bg-label-green text-white',
  orange: 'bg-label-orange text-ink',
};

const arrow =
  'flex w-full items-center justify-center rounded border border-warm-200 py-1.5 text-sm text-warm-700 hover:bg-warm-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Pane 2 (docs/business-rules.md, Delivery windows and holds): the shipping rates (scheduled windows,
 * express, store pickup) in a picker showing 4 at a time and scrolling 2; a full window reads 'Lotado' and
 * cannot be chosen; confirming needs a rate.
 */
export function DeliveryPane({
  order,
  busy,
  onConfirm,
  onCancel,
}: {
  order: Order;
  busy: boolean;
  onConfirm: (shipmentId: number, rateId: number) => void;
  /** Given when a delivery was chosen before: keeps it. */
  onCancel?: () => void;
}) {
  const shipment = order.shipments[0];
  const rates = shipment?.shippingRates ?? [];
  const chosen = shipment?.selectedShippingRate?.id ?? null;
  const [selected, setSelected] = useState<number | null>(chosen);
  const [first, setFirst] = useState(() =>
    openingStart(
      rates.map((rate) => rate.id),
      chosen,
    ),
  );

  if (!shipment || rates.length === 0) {
    return (
      <p role="status" className="text-sm text-warm-700">
        Não há horários de entrega disponíveis para esse endereço agora. Tente outro endereço ou volte mais
        tarde.
      </p>
    );
  }
  const visible = rates.slice(first, first + VISIBLE_RATES);
  const selectable = rates.some((rate) => rate.id === selected && !isFull(rate));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (selected !== null && selectable && !busy) onConfirm(shipment.id, selected);
      }}
    >
      <p className="mb-2 text-xs text-warm-700">
        {first + 1}-{first + visible.length} de {rates.length} opções
      </p>
      <button
        type="button"
        className={`${arrow} mb-2`}
        disabled={!canScrollBack(first)}
        onClick={() => setFirst(scrolledBack(first))}
        aria-label="Horários anteriores"
      >
        <span aria-hidden>▲</span>
      </button>
      <fieldset className="flex flex-col gap-2" aria-label="Horários de entrega">
        {visible.map((rate) => {
          const { day, hours } = rateWhen(rate);
          const label = availabilityLabel(rate);
          const full = isFull(rate);
          const checked = selected === rate.id;
          return (
            <label
              key={rate.id}
              className={`flex min-h-16 items-center gap-3 rounded border p-3 text-sm ${
                checked ? 'border-brand bg-brand-light/40' : 'border-warm-200'
              } ${full ? 'cursor-not-allowed bg-warm-100 text-warm-700' : 'cursor-pointer'}`}
            >
              <input
                type="radio"
                name="rate"
                className="size-4 accent-brand"
                disabled={full}
                checked={checked}
                onChange={() => {
                  setSelected(rate.id);
                  trackDeliverySelected(order, rate.id);
                }}
              />
              <span className="min-w-0 flex-1">
                <strong className="block">{rate.name}</strong>
                {day} · {hours}
              </span>
              <span className="flex flex-col items-end gap-1">
                {label && (
                  <span
                    className={`rounded px-2 py-0.5 text-xs font-bold uppercase ${TONE_CLASS[availabilityTone(rate)]}`}
                  >
                    {label}
                  </span>
                )}
                <span className="font-semibold">{rateCostLabel(rate)}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <button
        type="button"
        className={`${arrow} mt-2`}
        disabled={!canScrollOn(first, rates.length)}
        onClick={() => setFirst(scrolledOn(first, rates.length))}
        aria-label="Mais horários"
      >
        <span aria-hidden>▼</span>
      </button>
      <SubmitButton loading={busy} disabled={!selectable} className="mt-3">
        Confirmar entrega
      </SubmitButton>
      {onCancel && (
        <button
          type="button"
          onClick={onCancel}
          className="mt-2 w-full py-2 text-sm font-semibold text-warm-700 underline"
        >
          Manter a entrega escolhida
        </button>
      )}
    </form>
  );
}
