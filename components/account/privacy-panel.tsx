'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useFormCode } from '@/components/ui/form/form-code';
import { RetryAlert } from '@/components/ui/retry-alert';
import { reopenConsent } from '@/lib/analytics/consent';
import { downloadMyData, useConsents } from '@/lib/api-client/privacy';
import { shopDigits } from '@/lib/shop-clock';
import { WaitingDeletionForm } from './account-deletion-view';

const DOWNLOAD_FAILED = 'Não conseguimos gerar o arquivo agora. Tente novamente em instantes.';

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
              {shopDigits(consent.createdAt, 'date')} às {shopDigits(consent.createdAt, 'time')}
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

// The deletion form's code (react-hook-form, the call) comes after the page's first paint, or at the
// customer's first touch of the form; until then the page draws its markup (useFormCode).
const loadDeletionForm = () => import('./account-deletion-form');

function DeletionSection() {
  const { code, box, onSubmit } = useFormCode(loadDeletionForm);
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
      <div {...box}>
        {code ? (
          <code.module.AccountDeletionForm start={code.start} />
        ) : (
          <WaitingDeletionForm onSubmit={onSubmit} />
        )}
      </div>
    </section>
  );
}
