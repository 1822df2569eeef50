'use client';

import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/form/checkbox';
import { fieldBinder } from '@/components/ui/form/field-binding';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { PasswordFields } from '@/components/ui/form/password-fields';
import { CpfField, EmailField, NameFields } from '@/components/ui/form/person-fields';
import { useRegister } from '@/lib/api-client/accounts';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import type { RegisterFormValues } from '@/lib/validation/account';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { forgetGuestOrder, readGuestOrderToken } from '@/lib/api-client/guest-order';
import { Captcha, CaptchaError, type CaptchaHandle } from './captcha';

const FIELDS = ['first_name', 'last_name', 'cpf', 'email', 'password', 'password_confirmation'] as const;

const registerResolver = lazyZodResolver(() =>
  import('@/lib/validation/account').then((m) => m.registerFormSchema),
);

/** The register form: validated on blur, submit disabled until every field is filled without errors. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const register = useRegister();
  const captcha = useRef<CaptchaHandle>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [solving, setSolving] = useState(false);
  const form = useForm<RegisterFormValues>({
    resolver: registerResolver,
    mode: 'onBlur',
    defaultValues: {
      first_name: '',
      last_name: '',
      cpf: '',
      email: '',
      password: '',
      password_confirmation: '',
      terms: false,
    },
  });
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
    <form
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
      aria-label="Cadastro"
      className="flex flex-col gap-3"
    >
      <NameFields field={field} />
      <CpfField field={field} />
      <EmailField field={field} />
      <PasswordFields field={field} label="Senha" strength={values.password ?? ''} />
      <Checkbox
        label={
          <>
            Li e aceito os{' '}
            <a href="/termos" target="_blank" className="text-brand underline">
              termos de uso
            </a>
          </>
        }
        error={errors.terms?.message}
        {...form.register('terms')}
      />
      <Captcha ref={captcha} />
      {alert && <FormAlert>{alert}</FormAlert>}
      <SubmitButton loading={solving || register.isPending} disabled={!complete || hasErrors}>
        Cadastrar
      </SubmitButton>
    </form>
  );
}
