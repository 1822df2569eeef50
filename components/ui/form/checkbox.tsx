'use client';

/** A checkbox with its label and an optional tooltip. */
import { forwardRef, useId, useState } from 'react';

interface CheckboxProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: React.ReactNode;
  tooltip?: string;
  error?: string;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, tooltip, error, id, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const [showTip, setShowTip] = useState(false);
  return (
    <div>
      <div className="flex items-center gap-2">
        <input ref={ref} id={inputId} type="checkbox" className="size-4 accent-brand" {...input} />
        <label htmlFor={inputId} className="text-sm">
          {label}
        </label>
        {tooltip && (
          <span className="relative">
            <button
              type="button"
              aria-label="Mais informações"
              aria-describedby={showTip ? `${inputId}-tip` : undefined}
              onClick={() => setShowTip((shown) => !shown)}
              onMouseEnter={() => setShowTip(true)}
              onMouseLeave={() => setShowTip(false)}
              onBlur={() => setShowTip(false)}
              className="flex size-5 items-center justify-center rounded-full bg-warm-200 text-xs font-bold text-warm-700"
            >
              ?
            </button>
            {showTip && (
              <span
                id={`${inputId}-tip`}
                role="tooltip"
                className="absolute bottom-full left-1/2 z-10 mb-2 w-56 -translate-x-1/2 rounded bg-ink px-3 py-2 text-xs text-white shadow"
              >
                {tooltip}
              </span>
            )}
          </span>
        )}
      </div>
      {error && <p className="mt-1 text-sm text-label-red">* {error}</p>}
    </div>
  );
});
