'use client';

import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';

const failedDeliveryResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/staff').then((m) => m.failedDeliveryBodySchema),
);

interface FailedDeliveryInput {
  reason: string;
}

/** The reasons a driver gives most: a tap fills the field, which can still be changed. */
const COMMON_REASONS = ['Cliente ausente', 'Endereço não encontrado', 'Cliente recusou o pedido'];

/**
 * 'Não entregue' with the driver's reason (PUT /admin/orders/{number}/failed), checked with the contract's
 * schema as typed and by the server; `onSubmit` sends it and throws the server's refusal.
 */
export function FailedDeliveryForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<FailedDeliveryInput>({
    resolver: failedDeliveryResolver,
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const message = form.formState.errors.reason?.message;

  const submit = form.handleSubmit(async ({ reason }) => {
    setAlert(null);
    try {
      await onSubmit(reason);
    } catch (error) {
      const leftover = applyServerErrors(error, form.setError, ['reason']);
      if (leftover.length > 0) setAlert(leftover.join(' '));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Não entregue"
      className="mt-3 flex flex-col gap-3 rounded-lg bg-warm-100 p-3"
    >
      <label htmlFor={id} className="font-bold">
        Por que não foi entregue?
      </label>
      <div className="flex flex-wrap gap-2">
        {COMMON_REASONS.map((reason) => (
          <button
            key={reason}
            type="button"
            className="tap-target rounded-full bg-white px-3 py-2 text-sm ring-1 ring-warm-200"
            onClick={() =>
              form.setValue('reason', reason, { shouldDirty: true, shouldValidate: true, shouldTouch: true })
            }
          >
            {reason}
          </button>
        ))}
      </div>
      <textarea
        id={id}
        rows={3}
        maxLength={500}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        className={`w-full rounded border bg-white px-3 py-2 text-base ${message ? 'border-label-red' : 'border-warm-200'}`}
        {...form.register('reason')}
      />
      <p id={`${id}-error`} className="min-h-5 text-sm text-label-red">
        {message ? `* ${message}` : ''}
      </p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="tap-target rounded-lg bg-white px-4 py-3 font-bold ring-1 ring-warm-200"
        >
          Voltar
        </button>
        <SubmitButton loading={form.formState.isSubmitting} className="rounded-lg">
          Confirmar
        </SubmitButton>
      </div>
    </form>
  );
}
