'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiClientError } from '@/lib/api-client/client';
import { useCartController } from '@/lib/api-client/cart-controller';
import {
  OBSERVATION_MAX_LENGTH,
  observationFormSchema,
  type ObservationForm,
} from '@/lib/cart/line-item-schema';
import type { LineItem } from '@/lib/cart/order';

/**
 * A line's note to the butcher (at most 99 characters, counted as it is typed), saved when the field
 * loses focus; 'Observação salva' confirms it.
 */
export function ObservationField({ line }: { line: LineItem }) {
  const controller = useCartController();
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<ObservationForm>({
    resolver: zodResolver(observationFormSchema),
    mode: 'onChange',
    values: { observation: line.observation ?? '' },
    resetOptions: { keepDirtyValues: true },
  });

  const save = handleSubmit(async ({ observation }) => {
    if (!isDirty) return;
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

  const message = errors.observation?.message;
  const length = useWatch({ control, name: 'observation' }).length;
  return (
    <form onSubmit={save} className="mt-3">
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
      <textarea
        id={id}
        rows={2}
        {...register('observation', { onBlur: () => void save() })}
        disabled={line.id < 0}
        placeholder={
          line.variant.unitForQuantity === 'g'
            ? 'Ex.: cortar em bifes finos'
            : 'Alguma instrução para este item?'
        }
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error ${id}-count` : `${id}-count`}
        className="mt-1 block w-full resize-y rounded border border-warm-200 px-3 py-2 text-sm aria-invalid:border-label-red"
      />
      <p className="mt-1 min-h-4 text-xs" aria-live="polite">
        {message ? (
          <span id={`${id}-error`} className="text-label-red">
            * {message}
          </span>
        ) : status === 'saving' ? (
          <span className="text-warm-500">Salvando...</span>
        ) : status === 'saved' ? (
          <span className="font-semibold text-label-green">✓ Observação salva</span>
        ) : null}
      </p>
    </form>
  );
}
