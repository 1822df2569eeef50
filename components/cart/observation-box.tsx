import type { FormEvent, ReactNode } from 'react';
import type { LineItem } from '@/lib/cart/order';
import { OBSERVATION_MAX_LENGTH } from '@/lib/rules/observation';

// What the note's placeholder (observation-field.tsx) and its loaded form (observation-form.tsx) share:
// the box, the text field's attributes and the draft handed from one to the other.

/**
 * What the shopper did in the note before its form's code arrived: the text, and whether the field still
 * has the focus (with the caret or selection, character offsets) or was left (then the note is saved).
 */
export interface ObservationDraft {
  text: string;
  focused: boolean;
  selection: [number, number];
}

/** The note's box: its label, the character count, the text field and the status or error line. */
export function ObservationBox({
  id,
  length,
  onSubmit,
  status,
  children,
}: {
  id: string;
  length: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} className="mt-3">
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-sm font-semibold">
          Observação
        </label>
        <span
          id={`${id}-count`}
          data-testid="observation-count"
          className={`text-xs tabular-nums ${length > OBSERVATION_MAX_LENGTH ? 'text-label-red' : 'text-warm-700'}`}
        >
          {length}/{OBSERVATION_MAX_LENGTH}
        </span>
      </div>
      {children}
      <p className="mt-1 min-h-4 text-xs" aria-live="polite">
        {status}
      </p>
    </form>
  );
}

/** The text field's attributes, the same before and after the form's code arrives. */
export function observationTextareaProps(id: string, line: LineItem, message: string | undefined) {
  return {
    id,
    rows: 2,
    disabled: line.id < 0,
    placeholder:
      line.variant.unitForQuantity === 'g'
        ? 'Ex.: cortar em bifes finos'
        : 'Alguma instrução para este item?',
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-error ${id}-count` : `${id}-count`,
    className:
      'mt-1 block w-full resize-y rounded border border-warm-200 px-3 py-2 text-sm aria-invalid:border-label-red',
  } as const;
}
