'use client';

import { useId, useState } from 'react';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import type { LineItem } from '@/lib/cart/order';
import { ObservationBox, observationTextareaProps, type ObservationDraft } from './observation-box';

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
