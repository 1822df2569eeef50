'use client';

import { useState } from 'react';
import type { Order } from '@/lib/cart/order';
import { availabilityLabel, isFull, rateCostLabel, rateWhen } from '@/lib/checkout/rates';
import { primaryButton } from './checkout-pane';

/** The picker shows 4 windows and scrolls 2 at a time (spec 01). */
const VISIBLE = 4;
const STEP = 2;

/** Pane 2: the shipping rates (scheduled windows, express, pickup); confirming needs one. */
export function DeliveryPane({
  order,
  busy,
  onConfirm,
}: {
  order: Order;
  busy: boolean;
  onConfirm: (shipmentId: number, rateId: number) => void;
}) {
  const shipment = order.shipments[0];
  const rates = shipment?.shippingRates ?? [];
  const [selected, setSelected] = useState<number | null>(shipment?.selectedShippingRate?.id ?? null);
  const [first, setFirst] = useState(0);
  if (!shipment || rates.length === 0) return <p role="status">Carregando...</p>;
  const visible = rates.slice(first, first + VISIBLE);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (selected !== null) onConfirm(shipment.id, selected);
      }}
    >
      <button
        type="button"
        className="mb-2 w-full rounded border border-warm-200 py-1 text-sm disabled:opacity-40"
        disabled={first === 0}
        onClick={() => setFirst(Math.max(0, first - STEP))}
        aria-label="Horários anteriores"
      >
        ▲
      </button>
      <fieldset className="flex flex-col gap-2" aria-label="Horários de entrega">
        {visible.map((rate) => {
          const { day, hours } = rateWhen(rate);
          const label = availabilityLabel(rate);
          const full = isFull(rate);
          return (
            <label
              key={rate.id}
              className={`flex items-center gap-3 rounded border p-3 text-sm ${
                selected === rate.id ? 'border-brand bg-brand-light' : 'border-warm-200'
              } ${full ? 'opacity-50' : 'cursor-pointer'}`}
            >
              <input
                type="radio"
                name="rate"
                className="accent-brand"
                disabled={full}
                checked={selected === rate.id}
                onChange={() => setSelected(rate.id)}
              />
              <span className="flex-1">
                <strong className="block">{rate.name}</strong>
                {day} · {hours}
              </span>
              {label && (
                <span className="rounded bg-ink px-2 py-0.5 text-xs font-bold uppercase text-white">
                  {label}
                </span>
              )}
              <span className="font-semibold">{rateCostLabel(rate)}</span>
            </label>
          );
        })}
      </fieldset>
      <button
        type="button"
        className="mt-2 w-full rounded border border-warm-200 py-1 text-sm disabled:opacity-40"
        disabled={first + VISIBLE >= rates.length}
        onClick={() => setFirst(Math.min(first + STEP, Math.max(0, rates.length - VISIBLE)))}
        aria-label="Mais horários"
      >
        ▼
      </button>
      <button
        type="submit"
        className={`${primaryButton} mt-3`}
        disabled={selected === null}
        aria-busy={busy || undefined}
      >
        {busy ? 'Carregando...' : 'Confirmar entrega'}
      </button>
    </form>
  );
}
