'use client';

import { useId } from 'react';
import { QuantityStepper } from '@/components/ui/quantity-stepper';

/** A counter of step 1: − value +, with the decrement ignored (not disabled) at its floor. */
export function GuestCounter({
  label,
  value,
  onDecrement,
  onIncrement,
}: {
  label: string;
  value: number;
  onDecrement: () => void;
  onIncrement: () => void;
}) {
  const labelId = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg bg-white p-3 ring-1 ring-warm-200">
      <span className="font-semibold" id={labelId}>
        {label}
      </span>
      <QuantityStepper
        labelledBy={labelId}
        className="flex items-center gap-3"
        buttonClassName="flex size-10 items-center justify-center rounded-full border-2 border-brand text-xl font-bold text-brand hover:bg-brand-light"
        decrease={{ label: `Menos ${label.toLowerCase()}`, onClick: onDecrement }}
        increase={{ label: `Mais ${label.toLowerCase()}`, onClick: onIncrement }}
        value={value}
        valueClassName="w-8 text-center text-xl font-bold"
        valueLabel={label}
      />
    </div>
  );
}
