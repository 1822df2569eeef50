'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '@/components/ui/form/field-binding';
import { FormAlert } from '@/components/ui/form/form-alert';
import { CpfField, NameFields } from '@/components/ui/form/person-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import { formatCpf } from '@/lib/account/display';
import { useUpdateUser } from '@/lib/api-client/accounts';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import { useCurrentUser } from '@/lib/api-client/session';
import { DEFAULT_SUBSTITUTION, SUBSTITUTIONS, substitutionText } from '@/lib/rules/substitution';
import type { UserUpdateInput } from '@/lib/validation/account';
import { AccountLoading } from './account-area';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';

const userUpdateResolver = lazyZodResolver(() =>
  import('@/lib/validation/account').then((m) => m.userUpdateSchema),
);

/**
 * /minha-conta/informacoes: names can change; the CPF only until it is set; the e-mail never
 * (docs/business-rules.md, Accounts and addresses); what new cart lines start with if a product is missing
 * (docs/business-rules.md, Substitutions).
 */
export function AccountInfoForm() {
  const { data: user } = useCurrentUser();
  const update = useUpdateUser();
  const [alert, setAlert] = useState<{ text: string; tone: 'error' | 'info' } | null>(null);
  const cpfLocked = Boolean(user?.cpf);
  const form = useForm<UserUpdateInput>({
    resolver: userUpdateResolver,
    mode: 'onBlur',
    values: {
      first_name: user?.firstName ?? '',
      last_name: user?.lastName ?? '',
      cpf: cpfLocked ? null : '',
      default_substitution: user?.defaultSubstitution ?? DEFAULT_SUBSTITUTION,
    },
  });
  const field = fieldBinder(form);
  const substitutionError = form.formState.errors.default_substitution?.message;
  if (!user) return <AccountLoading />;

  const onValid = async (input: UserUpdateInput) => {
    setAlert(null);
    try {
      // Without a stored CPF the field may stay blank: then none is sent (docs/business-rules.md,
      // Accounts and addresses).
      const cpf = cpfLocked || !input.cpf?.trim() ? undefined : input.cpf;
      await update.mutateAsync({ ...input, cpf });
      setAlert({ text: 'Dados atualizados com sucesso', tone: 'info' });
    } catch (error) {
      const left = applyServerErrors(error, form.setError, [
        'first_name',
        'last_name',
        'cpf',
        'default_substitution',
      ]);
      if (left.length) setAlert({ text: left.join(' '), tone: 'error' });
    }
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
      aria-label="Meus dados"
      className="flex max-w-lg flex-col gap-3"
    >
      <NameFields field={field} />
      {cpfLocked ? (
        <TextField label="CPF" value={formatCpf(user.cpf!)} disabled readOnly />
      ) : (
        <CpfField field={field} />
      )}
      <TextField label="Email" type="email" value={user.email} disabled readOnly />
      <div>
        <label htmlFor="default-substitution" className="mb-1 block text-sm font-semibold text-warm-700">
          Se faltar algum produto na separação
        </label>
        <select
          id="default-substitution"
          aria-describedby="default-substitution-hint"
          aria-invalid={substitutionError ? true : undefined}
          className="min-h-11 w-full rounded border border-warm-200 bg-white px-3 py-2"
          {...form.register('default_substitution')}
        >
          {SUBSTITUTIONS.map((value) => (
            <option key={value} value={value}>
              {substitutionText(value)}
            </option>
          ))}
        </select>
        <p id="default-substitution-hint" className="mt-1 text-xs text-warm-700">
          Vale para os próximos itens do carrinho; em cada item você ainda pode escolher outra opção.
        </p>
        {substitutionError && <p className="mt-1 text-sm text-label-red">* {substitutionError}</p>}
      </div>
      {alert && <FormAlert tone={alert.tone}>{alert.text}</FormAlert>}
      <SubmitButton loading={update.isPending} className="sm:w-auto sm:self-start">
        Salvar
      </SubmitButton>
    </form>
  );
}
