'use client';

import { useForm, useWatch } from 'react-hook-form';
import { useState } from 'react';
import { useSaveTemplate, type Template } from '@/lib/api-client/blends';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import type { BlendSaveForm as Form } from '@/lib/rules/blend-form-schema';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { BLEND_NAME_MAX, BLEND_OBSERVATION_MAX, BLEND_TEXTS } from '@/lib/rules/blend-limits';

const FAT_PERCENTAGES = [10, 15, 20, 25, 30, 35, 40];

const blendSaveResolver = lazyZodResolver(() =>
  import('@/lib/rules/blend-form-schema').then((m) => m.blendSaveFormSchema),
);

/**
 * Name, description and fat percentage, and 'SALVAR BLEND' after a confirmation: once saved the blend cannot
 * be edited (docs/business-rules.md, Blends). The rules are the API's own schema; its 422 lands on the
 * fields.
 */
export function BlendSaveForm({
  template,
  settle,
  onSaved,
}: {
  template: Template;
  /**
   * Resolves once the items' pending changes are answered, false when one was refused: the blend is saved
   * only as the shopper saw it.
   */
  settle: () => Promise<boolean>;
  onSaved: () => void;
}) {
  const save = useSaveTemplate(template.id);
  const [alerts, setAlerts] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<Form>({
    resolver: blendSaveResolver,
    defaultValues: {
      name: template.name,
      observation: template.observation,
      fatPercentage: template.fatPercentage,
    },
  });
  const observationLength = useWatch({ control, name: 'observation' })?.length ?? 0;
  const noItems = template.items.length === 0;

  const submit = handleSubmit(async (form) => {
    setAlerts([]);
    if (noItems) {
      setAlerts([BLEND_TEXTS.needsItem]);
      return;
    }
    if (!window.confirm(BLEND_TEXTS.saveConfirmation)) return;
    if (!(await settle())) {
      setAlerts([BLEND_TEXTS.itemsNotSaved]);
      return;
    }
    save.mutate(form, {
      onSuccess: onSaved,
      onError: (error) =>
        setAlerts(
          applyServerErrors(error, setError, ['name', 'observation', 'fatPercentage'], {
            fat_percentage: 'fatPercentage',
          }),
        ),
    });
  });

  const input = 'w-full rounded border border-warm-300 px-3 py-2';
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-warm-200"
    >
      <div>
        <label htmlFor="blend-name" className="text-sm font-semibold">
          Nome do blend
        </label>
        <input
          id="blend-name"
          maxLength={BLEND_NAME_MAX}
          className={input}
          {...register('name')}
          aria-invalid={Boolean(errors.name)}
        />
        {errors.name && <p className="text-sm text-label-red">{errors.name.message}</p>}
      </div>
      <div>
        <label htmlFor="blend-observation" className="text-sm font-semibold">
          Descrição
        </label>
        <textarea
          id="blend-observation"
          rows={3}
          className={input}
          {...register('observation')}
          aria-invalid={Boolean(errors.observation)}
          aria-describedby="blend-observation-count"
        />
        <p id="blend-observation-count" className="text-right text-xs text-warm-700">
          {observationLength}/{BLEND_OBSERVATION_MAX}
        </p>
        {errors.observation && <p className="text-sm text-label-red">{errors.observation.message}</p>}
      </div>
      <div>
        <label htmlFor="blend-fat" className="text-sm font-semibold">
          Percentual de gordura
        </label>
        <select id="blend-fat" className={input} {...register('fatPercentage', { valueAsNumber: true })}>
          {FAT_PERCENTAGES.map((value) => (
            <option key={value} value={value}>
              {value}%
            </option>
          ))}
        </select>
        {errors.fatPercentage && <p className="text-sm text-label-red">{errors.fatPercentage.message}</p>}
      </div>
      {alerts.map((alert) => (
        <p key={alert} role="alert" className="text-sm text-label-red">
          {alert}
        </p>
      ))}
      <button
        type="submit"
        disabled={save.isPending}
        className="w-full rounded bg-brand px-4 py-3 font-extrabold tracking-wide text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {save.isPending ? 'Salvando...' : 'SALVAR BLEND'}
      </button>
    </form>
  );
}
