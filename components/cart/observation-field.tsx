'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import type { LineItem } from '@/lib/cart/order';
import { OBSERVATION_MAX_LENGTH } from '@/lib/rules/observation';

/**
 * What the shopper did in the note before its form's code arrived: the text, and whether the field still
 * has the focus (with the caret or selection, character offsets) or was left (then the note is saved).
 */
export interface ObservationDraft {
  text: string;
  focused: boolean;
  selection: [number, number];
}

// The note's form (react-hook-form and zod, about a third of the cart page's own JavaScript) loads once
// the cart's lines show, which is after the page is interactive; until then the same box takes the text.
const loadObservationForm = () => import('./observation-form');

/**
 * A line's note to the butcher (at most 99 characters, counted as it is typed), saved when the field
 * loses focus; 'Observação salva' confirms it. What is typed before the form's code arrives is kept.
 */
export function ObservationField({ line }: { line: LineItem }) {
  const form = useLoadedModule(loadObservationForm);
  const [draft, setDraft] = useState<ObservationDraft | null>(null);
  if (form) return <form.ObservationForm line={line} draft={draft} />;
  return <ObservationPlaceholder line={line} draft={draft} onDraft={setDraft} />;
}

/** The box without its form: a plain text field that records what is done in it (no layout shift). */
function ObservationPlaceholder({
  line,
  draft,
  onDraft,
}: {
  line: LineItem;
  draft: ObservationDraft | null;
  onDraft: (draft: ObservationDraft) => void;
}) {
  const id = useId();
  const saved = line.observation ?? '';
  const record = (field: HTMLTextAreaElement, focused: boolean) =>
    onDraft({ text: field.value, focused, selection: [field.selectionStart, field.selectionEnd] });
  return (
    <ObservationBox
      id={id}
      length={(draft?.text ?? saved).length}
      onSubmit={(event) => event.preventDefault()}
      status={null}
    >
      <textarea
        {...observationTextareaProps(id, line, undefined)}
        defaultValue={saved}
        onFocus={(event) => record(event.currentTarget, true)}
        onChange={(event) => record(event.currentTarget, true)}
        onSelect={(event) => record(event.currentTarget, true)}
        onBlur={(event) => record(event.currentTarget, false)}
      />
    </ObservationBox>
  );
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
