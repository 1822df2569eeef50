'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import { useChangePassword } from '@/lib/api-client/accounts';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import { useCurrentUser } from '@/lib/api-client/session';
import type { ChangePasswordInput } from '@/lib/validation/account';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { PasswordStrengthMeter } from './password-strength-meter';
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
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onValid = async (input: ChangePasswordInput) => {
    setAlert(null);
    try {
      await change.mutateAsync(input);
      setFlash(PASSWORD_CHANGED);
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

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
      aria-label="Alterar senha"
      className="flex max-w-md flex-col gap-3"
    >
      <TextField
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        error={errors.old_password?.message}
        {...form.register('old_password')}
      />
      <div>
        <TextField
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <TextField
        label="Confirmação da nova senha"
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      {alert && <FormAlert>{alert}</FormAlert>}
      <SubmitButton loading={change.isPending} className="sm:w-auto sm:self-start">
        Alterar senha
      </SubmitButton>
    </form>
  );
}
