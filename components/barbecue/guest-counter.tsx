'use client';

import { useId } from 'react';

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
  const button =
    'flex size-10 items-center justify-center rounded-full border-2 border-brand text-xl font-bold text-brand hover:bg-brand-light';
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg bg-white p-3 ring-1 ring-warm-200">
      <span className="font-semibold" id={labelId}>
        {label}
      </span>
      <div className="flex items-center gap-3" role="group" aria-labelledby={labelId}>
        <button
          type="button"
          className={button}
          onClick={onDecrement}
          aria-label={`Menos ${label.toLowerCase()}`}
        >
          −
        </button>
        <output className="w-8 text-center text-xl font-bold" aria-live="polite" aria-label={label}>
          {value}
        </output>
        <button
          type="button"
          className={button}
          onClick={onIncrement}
          aria-label={`Mais ${label.toLowerCase()}`}
        >
          +
        </button>
      </div>
    </div>
  );
}
