'use client';

import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fieldBinder } from '@/components/ui/form/field-binding';
import { typedDefaults, useLeftFieldsChecked, type FormStart } from '@/components/ui/form/form-code';
import { useLogin } from '@/lib/api-client/accounts';
import { ApiClientError } from '@/lib/api-client/client';
import { CAPTCHA_FIELD, ERROR_TEXTS } from '@/lib/sales-api/errors';
import { forgetGuestOrder, readGuestOrderToken } from '@/lib/api-client/guest-order';
import type { LoginInput } from '@/lib/validation/account';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { MSG } from '@/lib/rules/field-messages';
import { CaptchaError, type CaptchaHandle } from './captcha';
import { LoginFormView } from './login-form-view';

const CAPTCHA_FAILED_TEXT = 'Não conseguimos confirmar que você não é um robô. Tente novamente.';

/**
 * The API asks for the captcha (422, CAPTCHA_FIELD) after failed logins from this address or on this
 * account (docs/security.md): a proof of work, solved unseen, never a refusal.
 */
function needsCaptcha(error: unknown): boolean {
  return (
    error instanceof ApiClientError && error.messages(CAPTCHA_FIELD).includes(ERROR_TEXTS.captcha_required)
  );
}

const loginResolver = lazyZodResolver(() => import('@/lib/validation/account').then((m) => m.loginSchema));

/**
 * The login form: any failure shows 'Email ou senha incorretos' on both fields. When the account
 * asks for the captcha, the invisible proof of work is solved and the login sent again, unseen.
 */
export function LoginForm({ onLoggedIn, start }: { onLoggedIn: () => void; start?: FormStart }) {
  const login = useLogin();
  const captcha = useRef<CaptchaHandle>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: loginResolver,
    mode: 'onBlur',
    defaultValues: typedDefaults({ email: '', password: '', remember: false }, start),
  });
  useLeftFieldsChecked(form, start);
  const field = fieldBinder(form);
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });

  const onValid = async (input: LoginInput) => {
    setAlert(null);
    const attempt = { ...input, order_token: readGuestOrderToken() };
    try {
      await login.mutateAsync(attempt).catch(async (error: unknown) => {
        if (!needsCaptcha(error)) throw error;
        return login.mutateAsync({ ...attempt, recaptcha_token: await captcha.current!.solve() });
      });
      forgetGuestOrder();
      onLoggedIn();
    } catch (error) {
      form.setError('email', { type: 'server', message: MSG.loginFailed });
      form.setError('password', { type: 'server', message: MSG.loginFailed });
      if (error instanceof CaptchaError || needsCaptcha(error)) setAlert(CAPTCHA_FAILED_TEXT);
      else if (error instanceof ApiClientError && error.status === 429) setAlert(error.message);
      else if (!(error instanceof ApiClientError)) throw error;
    }
  };

  return (
    <LoginFormView
      field={field}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      alert={alert}
      captcha={captcha}
      loading={login.isPending}
      canSubmit={Boolean(email && password)}
    />
  );
}
