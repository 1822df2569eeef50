'use client';

import { RetryAlert } from '@/components/ui/retry-alert';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { useCreateTemplate, useItemQuantities, useTemplate } from '@/lib/api-client/blends';
import { ApiClientError } from '@/lib/api-client/client';
import { reportClientError } from '@/lib/api-client/error-report';
import { BLEND_TEXTS } from '@/lib/blends/blend-rules';
import type { SearchBackend } from '@/lib/search/search-client';

const MY_BLENDS = '/blend/meus-blends';
// The editor (the meat search with InstantSearch, the save form with react-hook-form and zod: most of this
// page's JavaScript) shows only once the template has arrived from the browser: its code is fetched
// meanwhile, after the page is interactive, and the placeholder stays until both are there.
const loadEditor = () => import('./blend-editor');

/**
 * The calculator ('CRIAR NOVO BLEND', spec 02) for `id`: 'new' creates an empty template and moves to
 * its id; a non-numeric id only logs an error; a saved template goes back to 'Meus Blends'; a missing one
 * says so.
 */
export function BlendCalculator({ id, backend }: { id: string; backend: SearchBackend }) {
  if (id === 'new') return <NewTemplate />;
  if (!/^\d{1,9}$/.test(id)) return <InvalidId id={id} />;
  return <TemplateEditor id={Number(id)} backend={backend} />;
}

function NewTemplate() {
  const router = useRouter();
  const { mutate, isError } = useCreateTemplate();
  const create = useCallback(
    () => mutate(undefined, { onSuccess: (template) => router.replace(`/blend/calculadora/${template.id}`) }),
    [mutate, router],
  );
  const started = useRef(false);
  useEffect(() => {
    // Once per visit, even when React runs the effect twice in development.
    if (started.current) return;
    started.current = true;
    create();
  }, [create]);
  if (isError) return <RetryAlert message="Não foi possível criar o blend agora." onRetry={create} />;
  return (
    <p role="status" className="py-10 text-center text-warm-700">
      Preparando o seu blend...
    </p>
  );
}

function InvalidId({ id }: { id: string }) {
  useEffect(() => {
    reportClientError(new Error(`Blend calculator opened with a non-numeric id: ${id.slice(0, 40)}`), {
      context: 'blend calculator',
    });
  }, [id]);
  return (
    <p className="py-10 text-center">
      <Link href={MY_BLENDS} className="font-bold text-brand underline">
        Ver meus blends
      </Link>
    </p>
  );
}

function TemplateEditor({ id, backend }: { id: number; backend: SearchBackend }) {
  const router = useRouter();
  const { data: template, error, isPending, refetch } = useTemplate(id);
  const quantities = useItemQuantities(id);
  const editor = useLoadedModule(loadEditor);
  const complete = template?.complete === true;
  useEffect(() => {
    if (complete) router.replace(MY_BLENDS);
  }, [complete, router]);

  if (isPending) return <EditorPlaceholder />;
  if (error) {
    return error instanceof ApiClientError && error.status === 404 ? (
      <p role="alert" className="rounded-lg bg-white p-8 text-center text-lg ring-1 ring-warm-200">
        {BLEND_TEXTS.templateNotFound}
      </p>
    ) : (
      <RetryAlert message="Não foi possível carregar o blend." onRetry={() => void refetch()} />
    );
  }
  if (complete) return null;
  if (!editor) return <EditorPlaceholder />;
  return (
    <editor.BlendEditor
      template={template}
      quantities={quantities}
      backend={backend}
      onSaved={() => router.push(MY_BLENDS)}
    />
  );
}

function EditorPlaceholder() {
  return (
    <div role="status" aria-busy="true" className="h-96 animate-pulse rounded-lg bg-warm-100">
      <span className="sr-only">Carregando o blend</span>
    </div>
  );
}
