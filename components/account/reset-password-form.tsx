'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '@/components/ui/form/field-binding';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PasswordFields } from '@/components/ui/form/password-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { loginUrl } from '@/lib/account/navigation';
import { useResetPassword } from '@/lib/api-client/accounts';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import type { ResetPasswordInput } from '@/lib/validation/account';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';

const resetPasswordResolver = lazyZodResolver(() =>
  import('@/lib/validation/account').then((m) => m.resetPasswordSchema),
);

/** /resetar-senha: the token and email come from the e-mailed link; success goes to /login. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const reset = useResetPassword(token);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    resolver: resetPasswordResolver,
    mode: 'onBlur',
    defaultValues: { email, password: '', password_confirmation: '' },
  });
  const field = fieldBinder(form);
  const { errors } = form.formState;

  const onValid = async (input: ResetPasswordInput) => {
    setAlert(null);
    try {
      await reset.mutateAsync(input);
      router.replace(loginUrl('/', 'nova-senha'));
    } catch (error) {
      const left = applyServerErrors(error, form.setError, ['password', 'password_confirmation']);
      if (left.length) setAlert(left.join(' '));
    }
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
      className="flex flex-col gap-3"
    >
      {email && <p className="text-sm text-warm-700">Nova senha para {email}</p>}
      <PasswordFields field={field} label="Nova senha" />
      {(alert || errors.email) && <FormAlert>{alert ?? errors.email?.message}</FormAlert>}
      <SubmitButton loading={reset.isPending}>Salvar nova senha</SubmitButton>
    </form>
  );
}
