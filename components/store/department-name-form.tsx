'use client';

/**
 * The name form of the departments screen (./store-departments.tsx): a department's or subdepartment's
 * name to create or rename with, checked by the contract's schema, the API's refusal at the field. Loaded
 * after the screen's first paint: the form library stays out of its first-load JavaScript
 * (docs/performance.md).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { primaryButton, secondaryButton } from '@/components/staff/staff-buttons';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import type { DepartmentBody } from '@/lib/sales-api/store-departments';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';

const nameResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/store-departments').then((m) => m.departmentBodySchema),
);

/** A name to create or rename with: the contract's check, the API's refusal at the field. */
export function DepartmentNameForm({
  title,
  submitLabel,
  initial = '',
  onCancel,
  save,
}: {
  title: string;
  submitLabel: string;
  initial?: string;
  onCancel: () => void;
  save: (body: DepartmentBody) => Promise<void>;
}) {
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<DepartmentBody, unknown, DepartmentBody>({
    resolver: nameResolver,
    mode: 'onBlur',
    defaultValues: { name: initial },
  });
  const onValid = async (body: DepartmentBody) => {
    setAlert([]);
    try {
      await save(body);
    } catch (failure) {
      setAlert(applyServerErrors(failure, form.setError, ['name']));
    }
  };
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="flex flex-wrap items-start gap-3"
    >
      <TextField
        label="Nome"
        className="min-w-0 flex-1"
        maxLength={80}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <div className="flex gap-2 pt-6">
        <button type="submit" className={primaryButton} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Carregando...' : submitLabel}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancelar
        </button>
      </div>
      {alert.length > 0 && <FormAlert>{alert.join(' ')}</FormAlert>}
    </form>
  );
}
