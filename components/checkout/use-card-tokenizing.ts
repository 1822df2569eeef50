'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { refusalFieldsOf } from '@/lib/api-client/card-token-refusal';
import { prepareCardTokenizer, type CardTokenizer } from '@/lib/api-client/card-tokens';

/**
 * What the card forms (./card-form.tsx, ./card-cvv-form.tsx) share: the tokeniser prepared as the form opens
 * (Mercado Pago's SDK loads then, not with the page, nor at the first click), one submission at a time, and
 * the tokeniser's refusals shown at their fields (one the form has not, above the button). The form's own
 * submit event stops here: it sits inside the payment step's form.
 */
export function useCardTokenizing<T extends FieldValues>(
  form: UseFormReturn<T>,
  { busy, tokenizer }: { busy: boolean; tokenizer: CardTokenizer },
  tokenize: (values: T) => Promise<void>,
) {
  const [tokenizing, setTokenizing] = useState(false);
  // The guard itself: a second submit before the re-render (both pass the form's async validation first)
  // reads the state of the render it was bound in, where nothing is being tokenised yet.
  const tokenizingNow = useRef(false);
  useEffect(() => prepareCardTokenizer(tokenizer), [tokenizer]);

  const submit = async (values: T) => {
    if (busy || tokenizingNow.current) return;
    tokenizingNow.current = true;
    setTokenizing(true);
    try {
      await tokenize(values);
    } catch (error) {
      for (const [field, message] of Object.entries(refusalFieldsOf(error))) {
        const name = field in values ? (field as Path<T>) : 'root';
        form.setError(name, { message }, { shouldFocus: name !== 'root' });
      }
    } finally {
      tokenizingNow.current = false;
      setTokenizing(false);
    }
  };
  return {
    loading: busy || tokenizing,
    formError: form.formState.errors.root?.message,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.stopPropagation();
      void form.handleSubmit(submit)(event);
    },
  };
}
