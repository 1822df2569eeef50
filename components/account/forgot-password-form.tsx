'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '@/components/ui/form/field-binding';
import { FormAlert } from '@/components/ui/form/form-alert';
import { EmailField } from '@/components/ui/form/person-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useForgotPassword } from '@/lib/api-client/accounts';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import type { ForgotPasswordInput } from '@/lib/validation/account';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';

const FORGOT_PASSWORD_SENT = 'Lhe enviamos um email com as instruções para resetar a sua senha.';

const forgotPasswordResolver = lazyZodResolver(() =>
  import('@/lib/validation/account').then((m) => m.forgotPasswordSchema),
);

/** /esqueci-senha: on success the form is replaced by the 'email sent' text. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: forgotPasswordResolver,
    mode: 'onBlur',
    defaultValues: { email: '' },
  });

  const field = fieldBinder(form);

  const onValid = async (input: ForgotPasswordInput) => {
    setAlert(null);
    try {
      await forgot.mutateAsync(input);
    } catch (error) {
      // A server base error is shown on the email field.
      const left = applyServerErrors(error, form.setError, ['email'], { base: 'email' });
      if (left.length) setAlert(left.join(' '));
    }
  };

  if (forgot.isSuccess) return <FormAlert tone="info">{FORGOT_PASSWORD_SENT}</FormAlert>;
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
      className="flex flex-col gap-3"
    >
      <p className="text-sm text-warm-700">
        Informe o email da sua conta e enviaremos um link para você escolher uma nova senha.
      </p>
      <EmailField field={field} />
      {alert && <FormAlert>{alert}</FormAlert>}
      <SubmitButton loading={forgot.isPending}>Enviar</SubmitButton>
    </form>
  );
}
