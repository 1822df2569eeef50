'use client';

import type { FormEvent, Ref } from 'react';
import { Checkbox } from '@/components/ui/form/checkbox';
import type { FieldsBinder } from '@/components/ui/form/field-binding';
import { FormAlert } from '@/components/ui/form/form-alert';
import { waitingField, type FormCode } from '@/components/ui/form/form-code';
import { PasswordFields } from '@/components/ui/form/password-fields';
import { CpfField, EmailField, NameFields } from '@/components/ui/form/person-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { Captcha, type CaptchaHandle } from './captcha';

type RegisterField =
  'first_name' | 'last_name' | 'cpf' | 'email' | 'password' | 'password_confirmation' | 'terms';

/**
 * The register form's markup, drawn alike by the form (./register-form.tsx) and, until its code is there,
 * by the page's first load (WaitingRegisterForm): nothing moves when the code takes over.
 */
export function RegisterFormView({
  field,
  onSubmit,
  strength = '',
  alert = null,
  captcha,
  loading = false,
  canSubmit = false,
}: {
  field: FieldsBinder<RegisterField>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The password typed so far, for its strength meter. */
  strength?: string;
  alert?: string | null;
  captcha?: Ref<CaptchaHandle>;
  loading?: boolean;
  canSubmit?: boolean;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Cadastro" className="flex flex-col gap-3">
      <NameFields field={field} />
      <CpfField field={field} />
      <EmailField field={field} />
      <PasswordFields field={field} label="Senha" strength={strength} />
      <Checkbox
        label={
          <>
            Li e aceito os{' '}
            <a href="/termos" target="_blank" className="text-brand underline">
              termos de uso
            </a>
          </>
        }
        {...field('terms')}
      />
      <Captcha ref={captcha} />
      {alert && <FormAlert>{alert}</FormAlert>}
      <SubmitButton loading={loading} disabled={!canSubmit}>
        Cadastrar
      </SubmitButton>
    </form>
  );
}

/** The register form before its code: the same fields, keeping what is typed (useFormCode). */
export function WaitingRegisterForm({ onSubmit }: Pick<FormCode<unknown>, 'onSubmit'>) {
  return <RegisterFormView field={waitingField} onSubmit={onSubmit} />;
}
