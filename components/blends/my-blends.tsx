'use client';

import { RetryAlert } from '@/components/ui/retry-alert';
import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { useTemplates } from '@/lib/api-client/blends';
import { TemplateCard } from './template-card';

/** 'Meus Blends': the saved templates, open ones first, and the way to a new one. */
export function MyBlends() {
  const { data, isPending, isError, refetch } = useTemplates();
  return (
    <section className="space-y-4" aria-label="Blends salvos">
      <Link
        {...PREFETCH_ON_INTENT}
        href="/blend/calculadora/new"
        className="inline-block rounded-lg bg-brand px-5 py-3 font-extrabold tracking-wide text-white hover:bg-brand-dark"
      >
        ADICIONAR NOVO BLEND
      </Link>
      {isPending ? (
        <ul className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Carregando blends">
          {[0, 1].map((n) => (
            <li key={n} className="h-48 animate-pulse rounded-lg bg-warm-100" />
          ))}
        </ul>
      ) : isError ? (
        <RetryAlert message="Não foi possível carregar os seus blends." onRetry={() => void refetch()} />
      ) : data.templates.length === 0 ? (
        <p className="rounded-lg bg-white p-8 text-center text-lg ring-1 ring-warm-200">
          Você ainda não tem blends. Que tal criar o primeiro?
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.templates.map((template) => (
            <TemplateCard key={template.id} template={template} />
          ))}
        </ul>
      )}
    </section>
  );
}
