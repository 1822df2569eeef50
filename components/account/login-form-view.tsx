'use client';

import Link from 'next/link';
import type { FormEvent, Ref } from 'react';
import { Checkbox } from '@/components/ui/form/checkbox';
import type { FieldsBinder } from '@/components/ui/form/field-binding';
import { FormAlert } from '@/components/ui/form/form-alert';
import { waitingField, type FormCode } from '@/components/ui/form/form-code';
import { CurrentPasswordField } from '@/components/ui/form/current-password-field';
import { EmailField } from '@/components/ui/form/person-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { Captcha, type CaptchaHandle } from './captcha';

/**
 * The login form's markup, drawn alike by the form (./login-form.tsx) and, until its code is there, by
 * the page's first load (WaitingLoginForm): nothing moves when the code takes over.
 */
export function LoginFormView({
  field,
  onSubmit,
  alert = null,
  captcha,
  loading = false,
  canSubmit = false,
}: {
  field: FieldsBinder<'email' | 'password' | 'remember'>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  alert?: string | null;
  captcha?: Ref<CaptchaHandle>;
  loading?: boolean;
  canSubmit?: boolean;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Entrar" className="flex flex-col gap-3">
      <EmailField field={field} />
      <CurrentPasswordField field={field} name="password" label="Senha" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox
          label="Lembrar de mim"
          tooltip="Use apenas em dispositivos pessoais: você continuará conectado mesmo depois de fechar o navegador."
          {...field('remember')}
        />
        <Link {...PREFETCH_ON_INTENT} href="/esqueci-senha" className="text-sm text-brand underline">
          Esqueci minha senha
        </Link>
      </div>
      {alert && <FormAlert>{alert}</FormAlert>}
      <Captcha ref={captcha} />
      <SubmitButton loading={loading} disabled={!canSubmit}>
        Entrar
      </SubmitButton>
    </form>
  );
}

/** The login form before its code: the same fields, keeping what is typed (useFormCode). */
export function WaitingLoginForm({ onSubmit }: Pick<FormCode<unknown>, 'onSubmit'>) {
  return <LoginFormView field={waitingField} onSubmit={onSubmit} />;
}
