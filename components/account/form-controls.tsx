'use client';

/**
 * The account forms' controls (spec 01, other UI pieces): a text input showing its validation message
 * prefixed with an asterisk, a checkbox with a label and a tooltip, and a primary button whose loading
 * state reads 'Carregando...'.
 */
import { forwardRef, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { onlyDigits } from '@/lib/validation/documents';

/** Inputs that accept digits only (CPF, CEP, phone): anything else typed or pasted is dropped. */
export function digitsOnly<T extends string>(
  registration: UseFormRegisterReturn<T>,
): UseFormRegisterReturn<T> {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = onlyDigits(input.value);
      return registration.onChange(event);
    },
  };
}

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

export function SubmitButton({
  loading,
  children,
  disabled,
  className = '',
  ...button
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean }) {
  return (
    <button
      type="submit"
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`w-full rounded bg-brand px-4 py-3 font-bold uppercase tracking-wide text-white transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
      {...button}
    >
      {loading ? 'Carregando...' : children}
    </button>
  );
}

export function FormAlert({
  children,
  tone = 'error',
}: {
  children: React.ReactNode;
  tone?: 'error' | 'info';
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded px-3 py-2 text-sm ${tone === 'error' ? 'bg-brand-light text-brand-dark' : 'bg-warm-100 text-ink'}`}
    >
      {children}
    </p>
  );
}
