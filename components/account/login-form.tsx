'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/form/checkbox';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import { useLogin } from '@/lib/api-client/accounts';
import { ApiClientError } from '@/lib/api-client/client';
import { forgetGuestOrder, readGuestOrderToken } from '@/lib/api-client/guest-order';
import { loginSchema, type LoginInput } from '@/lib/validation/account';
import { MSG } from '@/lib/validation/messages';
import Link from 'next/link';

/** Spec 02's login form: any failure shows 'Email ou senha incorretos' on both fields. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const login = useLogin();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onBlur',
    defaultValues: { email: '', password: '', remember: false },
  });
  const { errors } = form.formState;
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });

  const submit = form.handleSubmit(async (input) => {
    setAlert(null);
    try {
      await login.mutateAsync({ ...input, order_token: readGuestOrderToken() });
      forgetGuestOrder();
      onLoggedIn();
    } catch (error) {
      form.setError('email', { type: 'server', message: MSG.loginFailed });
      form.setError('password', { type: 'server', message: MSG.loginFailed });
      if (error instanceof ApiClientError && error.status === 429) setAlert(error.message);
      else if (!(error instanceof ApiClientError)) throw error;
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Entrar" className="flex flex-col gap-3">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Senha"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox
          label="Lembrar de mim"
          tooltip="Use apenas em dispositivos pessoais: você continuará conectado mesmo depois de fechar o navegador."
          {...form.register('remember')}
        />
        <Link href="/esqueci-senha" className="text-sm text-brand underline">
          Esqueci minha senha
        </Link>
      </div>
      {alert && <FormAlert>{alert}</FormAlert>}
      <SubmitButton loading={login.isPending} disabled={!email || !password}>
        Entrar
      </SubmitButton>
    </form>
  );
}
