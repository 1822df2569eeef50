'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiClientError } from '@/lib/api-client/client';
import { useCartController } from '@/lib/api-client/cart-controller';
import type { ObservationForm as Form } from '@/lib/rules/line-item-schema';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import type { LineItem } from '@/lib/cart/order';
import { ObservationBox, observationTextareaProps, type ObservationDraft } from './observation-box';

const observationResolver = lazyZodResolver(() =>
  import('@/lib/rules/line-item-schema').then((m) => m.observationFormSchema),
);

/**
 * The note's form (loaded after the page, see ObservationField): validated as it is typed, saved when the
 * field loses focus. `draft` is what the shopper did before this code arrived: its text is taken over,
 * and saved at once if the field was already left, or the field keeps the focus and the caret.
 */
export function ObservationForm({ line, draft }: { line: LineItem; draft: ObservationDraft | null }) {
  const controller = useCartController();
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    reset,
    control,
    formState: { errors },
  } = useForm<Form>({
    resolver: observationResolver,
    mode: 'onChange',
    values: { observation: line.observation ?? '' },
    resetOptions: { keepDirtyValues: true },
  });

  const save = handleSubmit(async ({ observation }) => {
    if (!getFieldState('observation').isDirty) return;
    setStatus('saving');
    try {
      await controller.setObservation(line.id, observation);
      reset({ observation });
      setStatus('saved');
    } catch (error) {
      setStatus('idle');
      const message =
        error instanceof ApiClientError
          ? (error.messages('line_item.observation')[0] ?? error.messages()[0])
          : 'Não foi possível salvar a observação';
      setError('observation', { message });
    }
  });

  // After useForm's own effects (it sets the field to `values` on mount), so the draft is the last word.
  const takenOver = useRef(false);
  useEffect(() => {
    if (takenOver.current || !draft) return;
    takenOver.current = true;
    setValue('observation', draft.text, { shouldDirty: true, shouldValidate: true });
    const field = document.getElementById(id);
    if (draft.focused && field instanceof HTMLTextAreaElement) {
      field.focus();
      field.setSelectionRange(...draft.selection);
    } else {
      void save();
    }
  }, [draft, id, setValue, save]);

  const message = errors.observation?.message;
  const length = useWatch({ control, name: 'observation' }).length;
  return (
    <ObservationBox
      id={id}
      length={length}
      onSubmit={save}
      status={
        message ? (
          <span id={`${id}-error`} className="text-label-red">
            * {message}
          </span>
        ) : status === 'saving' ? (
          <span className="text-warm-500">Salvando...</span>
        ) : status === 'saved' ? (
          <span className="font-semibold text-label-green">✓ Observação salva</span>
        ) : null
      }
    >
      <textarea
        {...register('observation', { onBlur: () => void save() })}
        {...observationTextareaProps(id, line, message)}
      />
    </ObservationBox>
  );
}
