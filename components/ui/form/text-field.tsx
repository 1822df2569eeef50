'use client';

/** A labelled text input showing its validation message prefixed with an asterisk. */
import { forwardRef, useId } from 'react';

interface TextFieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, className, id, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-warm-700">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`w-full rounded border bg-white px-3 py-2 text-ink outline-none focus:ring-2 focus:ring-brand/40 disabled:bg-warm-100 disabled:text-warm-500 ${
          error ? 'border-label-red' : 'border-warm-200'
        }`}
        {...input}
      />
      {/* The line keeps its height when empty: a message vanishing on blur must not move the button
          being clicked (the click would land beside it). */}
      <p id={errorId} className="mt-1 min-h-5 text-sm text-label-red">
        {error ? `* ${error}` : ''}
      </p>
    </div>
  );
});
