'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fieldBinder } from '@/components/ui/form/field-binding';
import { FormAlert } from '@/components/ui/form/form-alert';
import { CurrentPasswordField } from '@/components/ui/form/current-password-field';
import { PasswordFields } from '@/components/ui/form/password-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useChangePassword } from '@/lib/api-client/accounts';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import { useCurrentUser } from '@/lib/api-client/session';
import type { ChangePasswordInput } from '@/lib/validation/account';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { AccountLoading } from './account-area';
import { setFlash } from './session-flash';

const PASSWORD_CHANGED = 'Senha alterada com sucesso';

const changePasswordResolver = lazyZodResolver(() =>
  import('@/lib/validation/account').then((m) => m.changePasswordSchema),
);

/**
 * /minha-conta/senha: a wrong current password shows 'Senha incorreta' on that field. On success the
 * server has set the new session-only cookie and revoked the others; the page reloads.
 */
export function ChangePasswordForm() {
  const { data: user } = useCurrentUser();
  const change = useChangePassword({ id: user?.id ?? 0 });
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({
    resolver: changePasswordResolver,
    mode: 'onBlur',
    defaultValues: { old_password: '', password: '', password_confirmation: '' },
  });
  const field = fieldBinder(form);
  const password = useWatch({ control: form.control, name: 'password' });

  const onValid = async (input: ChangePasswordInput) => {
    setAlert(null);
    try {
      await change.mutateAsync(input);
      setFlash(PASSWORD_CHANGED, window.location.pathname);
      window.location.reload();
    } catch (error) {
      const left = applyServerErrors(error, form.setError, [
        'old_password',
        'password',
        'password_confirmation',
      ]);
      if (left.length) setAlert(left.join(' '));
    }
  };

  // The call names the customer: the form waits for them (the account area draws before it knows them).
  if (!user) return <AccountLoading />;
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
      aria-label="Alterar senha"
      className="flex max-w-md flex-col gap-3"
    >
      <CurrentPasswordField field={field} name="old_password" label="Senha atual" />
      <PasswordFields field={field} label="Nova senha" strength={password} />
      {alert && <FormAlert>{alert}</FormAlert>}
      <SubmitButton loading={change.isPending} className="sm:w-auto sm:self-start">
        Alterar senha
      </SubmitButton>
    </form>
  );
}
