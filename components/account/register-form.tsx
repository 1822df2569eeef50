'use client';

import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fieldBinder } from '@/components/ui/form/field-binding';
import { typedDefaults, useLeftFieldsChecked, type FormStart } from '@/components/ui/form/form-code';
import { useRegister } from '@/lib/api-client/accounts';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import type { RegisterFormValues } from '@/lib/validation/account';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { forgetGuestOrder, readGuestOrderToken } from '@/lib/api-client/guest-order';
import { CaptchaError, type CaptchaHandle } from './captcha';
import { RegisterFormView } from './register-form-view';

const FIELDS = ['first_name', 'last_name', 'cpf', 'email', 'password', 'password_confirmation'] as const;

const registerResolver = lazyZodResolver(() =>
  import('@/lib/validation/account').then((m) => m.registerFormSchema),
);

/** The register form: validated on blur, submit disabled until every field is filled without errors. */
export function RegisterForm({ onRegistered, start }: { onRegistered: () => void; start?: FormStart }) {
  const register = useRegister();
  const captcha = useRef<CaptchaHandle>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [solving, setSolving] = useState(false);
  const form = useForm<RegisterFormValues>({
    resolver: registerResolver,
    mode: 'onBlur',
    defaultValues: typedDefaults(
      {
        first_name: '',
        last_name: '',
        cpf: '',
        email: '',
        password: '',
        password_confirmation: '',
        terms: false,
      },
      start,
    ),
  });
  useLeftFieldsChecked(form, start);
  const { errors } = form.formState;
  const field = fieldBinder(form);
  const values = useWatch({ control: form.control });
  const complete = FIELDS.every((field) => Boolean(values[field]));
  const hasErrors = Object.keys(errors).length > 0;

  const onValid = async (values: RegisterFormValues) => {
    setAlert(null);
    let recaptchaToken: string;
    try {
      setSolving(true);
      recaptchaToken = await captcha.current!.solve();
    } catch (error) {
      if (!(error instanceof CaptchaError)) throw error;
      setAlert('Não conseguimos confirmar que você não é um robô. Tente novamente.');
      return;
    } finally {
      setSolving(false);
    }
    try {
      const { first_name, last_name, cpf, email, password, password_confirmation } = values;
      await register.mutateAsync({
        first_name,
        last_name,
        cpf,
        email,
        password,
        password_confirmation,
        recaptcha_token: recaptchaToken,
        // The guest cart joins the new account, as at login.
        order_token: readGuestOrderToken(),
      });
      forgetGuestOrder();
      onRegistered();
    } catch (error) {
      // A server 'base' error is shown on the email field.
      const left = applyServerErrors(error, form.setError, FIELDS, { base: 'email' });
      if (left.length) setAlert(left.join(' '));
    }
  };

  return (
    <RegisterFormView
      field={field}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      strength={values.password ?? ''}
      alert={alert}
      captcha={captcha}
      loading={solving || register.isPending}
      canSubmit={complete && !hasErrors}
    />
  );
}
