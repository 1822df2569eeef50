'use client';

import type { FormEvent } from 'react';
import { Checkbox } from '@/components/ui/form/checkbox';
import type { FieldsBinder } from '@/components/ui/form/field-binding';
import { FormAlert } from '@/components/ui/form/form-alert';
import { waitingField, type FormCode } from '@/components/ui/form/form-code';
import { CurrentPasswordField } from '@/components/ui/form/current-password-field';
import { SubmitButton } from '@/components/ui/form/submit-button';

/**
 * The account deletion form's markup, drawn alike by the form (./account-deletion-form.tsx) and, until
 * its code is there, by the page's first load (WaitingDeletionForm): nothing moves when the code takes over.
 */
export function AccountDeletionView({
  field,
  onSubmit,
  alert = null,
  loading = false,
}: {
  field: FieldsBinder<'password' | 'confirm'>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  alert?: string | null;
  loading?: boolean;
}) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Excluir minha conta"
      className="flex max-w-md flex-col gap-3"
    >
      <CurrentPasswordField field={field} name="password" label="Senha atual" />
      <Checkbox
        label="Entendo que meus dados pessoais serão apagados e que não é possível desfazer."
        {...field('confirm')}
      />
      {alert && <FormAlert>{alert}</FormAlert>}
      <SubmitButton loading={loading} className="sm:w-auto sm:self-start">
        Excluir minha conta
      </SubmitButton>
    </form>
  );
}

/** The deletion form before its code: the same fields, keeping what is typed (useFormCode). */
export function WaitingDeletionForm({ onSubmit }: Pick<FormCode<unknown>, 'onSubmit'>) {
  return <AccountDeletionView field={waitingField} onSubmit={onSubmit} />;
}
