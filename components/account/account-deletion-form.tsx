'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '@/components/ui/form/field-binding';
import { typedDefaults, useLeftFieldsChecked, type FormStart } from '@/components/ui/form/form-code';
import { loadPage } from '@/lib/account/navigation';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import { useDeleteAccount } from '@/lib/api-client/privacy';
import type { AccountDeletionInput } from '@/lib/validation/account';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { AccountDeletionView } from './account-deletion-view';
import { setFlash } from './session-flash';

export const ACCOUNT_DELETED = 'Sua conta foi excluída. Seus dados pessoais foram apagados.';

const deletionResolver = lazyZodResolver(() =>
  import('@/lib/validation/account').then((m) => m.accountDeletionSchema),
);

/** Deleting the account: the current password and the confirmation, then a page load of the home page. */
export function AccountDeletionForm({ start }: { start?: FormStart }) {
  const remove = useDeleteAccount();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<AccountDeletionInput>({
    resolver: deletionResolver,
    mode: 'onBlur',
    defaultValues: typedDefaults({ password: '', confirm: false }, start),
  });
  useLeftFieldsChecked(form, start);
  const onValid = async (input: AccountDeletionInput) => {
    setAlert(null);
    try {
      await remove.mutateAsync(input);
      setFlash(ACCOUNT_DELETED, '/');
      // A page load: every cached piece of the account goes with it.
      loadPage('/');
    } catch (error) {
      const left = applyServerErrors(error, form.setError, ['password', 'confirm']);
      if (left.length) setAlert(left.join(' '));
    }
  };
  return (
    <AccountDeletionView
      field={fieldBinder(form)}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      alert={alert}
      loading={remove.isPending}
    />
  );
}
