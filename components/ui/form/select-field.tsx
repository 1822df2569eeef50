'use client';

/** A labelled select showing its validation message prefixed with an asterisk, as TextField does. */
import { forwardRef, useId } from 'react';

interface SelectOption {
  value: number | string;
  text: string;
}

interface SelectFieldProps extends React.SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  error?: string;
  /** A first option with the empty value ('Como domingo'), for an optional field. */
  blank?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, error, blank, className, id, ...select },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={`flex flex-col ${className ?? ''}`}>
      <label htmlFor={selectId} className="mb-1 text-sm font-semibold text-warm-700">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-11 rounded border bg-white px-3 ${error ? 'border-label-red' : 'border-warm-200'}`}
        {...select}
      >
        {blank !== undefined && <option value="">{blank}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      {/* Keeps its height when empty, as TextField's: a message going away moves nothing. */}
      <p id={errorId} className="mt-1 min-h-5 text-sm text-label-red">
        {error ? `* ${error}` : ''}
      </p>
    </div>
  );
});
