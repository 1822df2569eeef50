'use client';

import { RetryAlert } from '@/components/ui/retry-alert';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import type { InitialResults, SearchResponse } from 'instantsearch.js';
import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCreateTemplate, useTemplate } from '@/lib/api-client/blends';
import { ApiClientError } from '@/lib/api-client/client';
import { reportClientError } from '@/lib/api-client/error-report';
import { templateIdOf } from '@/lib/blends/blend-rules';
import { BLEND_TEXTS } from '@/lib/rules/blend-limits';
import type { SearchBackend } from '@/lib/search/search-backend';
import { mainInitialResults } from '@/lib/search/search-preview';
import {
  BlendEditorGrid,
  BlendSearchPreview,
  type BlendHit,
  type BlendSearchStart,
} from './blend-search-view';

const MY_BLENDS = '/blend/meus-blends';
// The editor (the blend's items, the save form with react-hook-form and zod) and its meat search
// (InstantSearch): most of this page's JavaScript, shown only once the template has arrived from the
// browser. The editor's code is fetched meanwhile, after the page is interactive; until it is there the
// page shows the server's first meats as the search will (busy buttons), and a placeholder for the blend's
// side. With the editor those meats' buttons add, and the search's code (about 60 kB gz) is fetched at the
// shopper's first move towards it (BlendSearchPreview), or at once when the server could not search.
const loadEditor = () => import('./blend-editor');
const loadSearch = () => import('./blend-search');

/**
 * The calculator ('CRIAR NOVO BLEND'; docs/business-rules.md, Blends) for `id`: 'new' creates an empty
 * template and moves to its id; a non-numeric id only logs an error; a saved template goes back to 'Meus
 * Blends'; a missing one says so, as does a number no template can have (0, or past the largest id), without
 * asking the API.
 */
export function BlendCalculator({
  id,
  backend,
  searchResults,
}: {
  id: string;
  backend: SearchBackend;
  /** The search's first results, computed by the server (InstantSearch's initial results), if it could. */
  searchResults: InitialResults | null;
}) {
  if (id === 'new') return <NewTemplate />;
  const templateId = templateIdOf(id);
  if (templateId === 'invalid') return <InvalidId id={id} />;
  if (templateId === 'missing') return <TemplateNotFound />;
  return <TemplateEditor id={templateId} backend={backend} searchResults={searchResults} />;
}

function TemplateNotFound() {
  return (
    <p role="alert" className="rounded-lg bg-white p-8 text-center text-lg ring-1 ring-warm-200">
      {BLEND_TEXTS.templateNotFound}
    </p>
  );
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
      <Link {...PREFETCH_ON_INTENT} href={MY_BLENDS} className="font-bold text-brand underline">
        Ver meus blends
      </Link>
    </p>
  );
}

function TemplateEditor({
  id,
  backend,
  searchResults,
}: {
  id: number;
  backend: SearchBackend;
  searchResults: InitialResults | null;
}) {
  const router = useRouter();
  const { data: template, error, isPending, refetch } = useTemplate(id);
  const firstResults = mainInitialResults<BlendHit>(searchResults, backend.indexName);
  const [searchWanted, setSearchWanted] = useState(!firstResults);
  const [searchStart, setSearchStart] = useState<BlendSearchStart | null>(null);
  const editor = useLoadedModule(loadEditor);
  const search = useLoadedModule(loadSearch, searchWanted || searchStart !== null);
  const complete = template?.complete === true;
  useEffect(() => {
    if (complete) router.replace(MY_BLENDS);
  }, [complete, router]);

  const preview = <EditorPreview results={firstResults} />;
  if (isPending) return preview;
  if (error) {
    return error instanceof ApiClientError && error.status === 404 ? (
      <TemplateNotFound />
    ) : (
      <RetryAlert message="Não foi possível carregar o blend." onRetry={() => void refetch()} />
    );
  }
  if (complete) return null;
  if (!editor) return preview;
  return (
    <editor.BlendEditor
      template={template}
      search={(add) =>
        search ? (
          <search.BlendSearch
            add={add}
            backend={backend}
            initialResults={searchResults}
            start={searchStart}
          />
        ) : (
          <BlendSearchPreview
            results={firstResults}
            add={add}
            start={searchStart}
            onStart={setSearchStart}
            onIntent={() => setSearchWanted(true)}
          />
        )
      }
      onSaved={() => router.push(MY_BLENDS)}
    />
  );
}

/** The editor as it will show: the server's first meats (busy), a placeholder for the blend's side. */
function EditorPreview({ results }: { results: SearchResponse<BlendHit> | undefined }) {
  return (
    <BlendEditorGrid>
      <BlendSearchPreview results={results} />
      <div role="status" aria-busy="true" className="h-96 animate-pulse rounded-lg bg-warm-100">
        <span className="sr-only">Carregando o blend</span>
      </div>
    </BlendEditorGrid>
  );
}
