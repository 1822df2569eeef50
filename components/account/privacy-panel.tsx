'use client';

import { lightFormat } from 'date-fns';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Checkbox } from '@/components/ui/form/checkbox';
import { fieldBinder } from '@/components/ui/form/field-binding';
import { FormAlert } from '@/components/ui/form/form-alert';
import { CurrentPasswordField } from '@/components/ui/form/password-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { loadPage } from '@/lib/account/navigation';
import { reopenConsent } from '@/lib/analytics/consent';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import { downloadMyData, useConsents, useDeleteAccount } from '@/lib/api-client/privacy';
import { shopWallClock } from '@/lib/shop-time-zone';
import type { AccountDeletionInput } from '@/lib/validation/account';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { setFlash } from './session-flash';

export const ACCOUNT_DELETED = 'Sua conta foi excluída. Seus dados pessoais foram apagados.';
const DOWNLOAD_FAILED = 'Não conseguimos gerar o arquivo agora. Tente novamente em instantes.';

const deletionResolver = lazyZodResolver(() =>
  import('@/lib/validation/account').then((m) => m.accountDeletionSchema),
);

const SECTION = 'flex flex-col gap-3 rounded-lg border border-warm-200 p-4';

/**
 * /minha-conta/privacidade, the customer's LGPD rights (docs/business-rules.md, Analytics and privacy):
 * download their data, see and change their analytics consent, delete their account.
 */
export function PrivacyPanel() {
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <DownloadSection />
      <ConsentSection />
      <DeletionSection />
    </div>
  );
}

function DownloadSection() {
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const download = async () => {
    setState('working');
    try {
      await downloadMyData();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <section aria-labelledby="baixar" className={SECTION}>
      <h2 id="baixar" className="text-lg font-bold">
        Baixar meus dados
      </h2>
      <p className="text-sm text-warm-800">
        Um arquivo JSON com seu cadastro, endereços, cartões salvos (só bandeira e final), pedidos, blends,
        avisos de estoque, produtos vistos e suas escolhas de cookies.
      </p>
      {state === 'failed' && <FormAlert>{DOWNLOAD_FAILED}</FormAlert>}
      <button
        type="button"
        onClick={() => void download()}
        disabled={state === 'working'}
        className="self-start rounded bg-brand px-4 py-3 text-sm font-bold text-white disabled:cursor-wait disabled:opacity-70"
      >
        {state === 'working' ? 'Gerando o arquivo...' : 'Baixar meus dados'}
      </button>
    </section>
  );
}

function ConsentSection() {
  const consents = useConsents();
  return (
    <section aria-labelledby="cookies" className={SECTION}>
      <h2 id="cookies" className="text-lg font-bold">
        Cookies de análise
      </h2>
      {consents.isPending ? (
        <p role="status" className="text-sm text-warm-700">
          Carregando suas escolhas...
        </p>
      ) : consents.isError ? (
        <RetryAlert
          message="Não conseguimos carregar suas escolhas."
          onRetry={() => void consents.refetch()}
        />
      ) : consents.data.length === 0 ? (
        <p className="text-sm text-warm-800">Nenhuma escolha registrada com a sua conta ainda.</p>
      ) : (
        <ol aria-label="Suas escolhas" className="flex flex-col gap-1 text-sm">
          {consents.data.toReversed().map((consent) => (
            <li key={consent.createdAt}>
              {consent.choice === 'granted' ? 'Aceitos' : 'Recusados'} em{' '}
              {lightFormat(shopWallClock(consent.createdAt), "dd/MM/yyyy 'às' HH:mm")}
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        onClick={reopenConsent}
        className="self-start text-sm font-semibold text-brand underline"
      >
        Mudar minha escolha
      </button>
    </section>
  );
}

function DeletionSection() {
  const remove = useDeleteAccount();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<AccountDeletionInput>({
    resolver: deletionResolver,
    mode: 'onBlur',
    defaultValues: { password: '', confirm: false },
  });
  const field = fieldBinder(form);
  const onValid = async (input: AccountDeletionInput) => {
    setAlert(null);
    try {
      await remove.mutateAsync(input);
      setFlash(ACCOUNT_DELETED);
      // A page load: every cached piece of the account goes with it.
      loadPage('/');
    } catch (error) {
      const left = applyServerErrors(error, form.setError, ['password', 'confirm']);
      if (left.length) setAlert(left.join(' '));
    }
  };
  return (
    <section aria-labelledby="excluir" className={SECTION}>
      <h2 id="excluir" className="text-lg font-bold">
        Excluir minha conta
      </h2>
      <p className="text-sm text-warm-800">
        Apagamos seu nome, e-mail, CPF, telefone, endereços, cartões salvos (também no processador de
        pagamentos) e suas escolhas de cookies, e encerramos suas sessões. Seus pedidos ficam guardados por 5
        anos, sem seu nome, por obrigação fiscal. Não é possível desfazer.
      </p>
      <form
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        noValidate
        aria-label="Excluir minha conta"
        className="flex max-w-md flex-col gap-3"
      >
        <CurrentPasswordField field={field} name="password" label="Senha atual" />
        <Checkbox
          label="Entendo que meus dados pessoais serão apagados e que não é possível desfazer."
          error={form.formState.errors.confirm?.message}
          {...form.register('confirm')}
        />
        {alert && <FormAlert>{alert}</FormAlert>}
        <SubmitButton loading={remove.isPending} className="sm:w-auto sm:self-start">
          Excluir minha conta
        </SubmitButton>
      </form>
    </section>
  );
}
