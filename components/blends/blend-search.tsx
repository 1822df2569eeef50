'use client';

import { useMemo, useState } from 'react';
import type { InitialResults } from 'instantsearch.js';
import {
  Configure,
  InstantSearch,
  InstantSearchSSRProvider,
  useHits,
  useInstantSearch,
  usePagination,
  useSearchBox,
} from 'react-instantsearch';
import { useAddTemplateItem, type ItemQuantities, type Template } from '@/lib/api-client/blends';
import { ApiClientError } from '@/lib/api-client/client';
import {
  BLEND_SEARCH_CONFIGURE,
  BLEND_SEARCH_HITS_PER_PAGE,
  noResultsText,
  quantityToAdd,
} from '@/lib/blends/blend-rules';
import { createSearchClient, type SearchBackend } from '@/lib/search/search-client';
import {
  BlendHitList,
  BlendSearchField,
  BlendSearchPages,
  BlendSearchSection,
  type BlendHit,
} from './blend-search-view';

/**
 * Spec 02: the product-sales index, 9 hits a page, filtered by default to the ground-meat option. It
 * starts from the server's first results (`initialResults`), which the page showed before the editor;
 * without them it searches from the browser. `quantities` are the editor's item changes, which a meat added
 * here keeps (see useAddTemplateItem).
 */
export function BlendSearch({
  template,
  quantities,
  backend,
  initialResults,
}: {
  template: Template;
  quantities: ItemQuantities;
  backend: SearchBackend;
  initialResults: InitialResults | null;
}) {
  const searchClient = useMemo(() => createSearchClient(backend), [backend]);
  const search = (
    <InstantSearch
      indexName={backend.indexName}
      searchClient={searchClient}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure {...BLEND_SEARCH_CONFIGURE} />
      <SearchInput />
      <Hits template={template} quantities={quantities} />
      <Pages />
    </InstantSearch>
  );
  return (
    <BlendSearchSection>
      {initialResults ? (
        <InstantSearchSSRProvider initialResults={initialResults}>{search}</InstantSearchSSRProvider>
      ) : (
        search
      )}
    </BlendSearchSection>
  );
}

function SearchInput() {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  return (
    <BlendSearchField
      value={value}
      onChange={(next) => {
        setValue(next);
        refine(next);
      }}
      onSubmit={() => refine(value)}
    />
  );
}

function Hits({ template, quantities }: { template: Template; quantities: ItemQuantities }) {
  const { items, results } = useHits<BlendHit>();
  const { status, error } = useInstantSearch({ catchError: true });
  const add = useAddTemplateItem(template.id, quantities);
  const inBlend = new Set(template.items.map((item) => item.variant.id));

  if (error) {
    return (
      <p role="alert" className="py-6 text-center text-warm-700">
        Não foi possível buscar agora. Tente novamente em instantes.
      </p>
    );
  }
  if (!results || (status === 'loading' && items.length === 0)) {
    return (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy="true" aria-label="Carregando carnes">
        {Array.from({ length: BLEND_SEARCH_HITS_PER_PAGE }, (_, n) => (
          // The shape of a hit's card (picture, name, option, price, button): nothing moves when they come.
          <li
            key={n}
            className="flex animate-pulse flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-warm-200"
          >
            <div className="aspect-4/3 w-full rounded bg-warm-100" />
            <div className="h-4 w-4/5 rounded bg-warm-100" />
            <div className="h-4 w-1/2 rounded bg-warm-100" />
            <div className="h-5 w-2/3 rounded bg-warm-100" />
            <div className="mt-auto h-8 rounded bg-warm-100" />
          </li>
        ))}
      </ul>
    );
  }
  if (items.length === 0) {
    return <p className="py-6 text-center text-warm-700">{noResultsText(results.query)}</p>;
  }
  const failure =
    add.error instanceof ApiClientError
      ? (Object.values(add.error.body.errors)[0]?.[0] ?? add.error.message)
      : add.isError
        ? 'Não foi possível adicionar. Tente novamente.'
        : null;
  return (
    <>
      {failure && (
        <p role="alert" className="text-sm text-label-red">
          {failure}
        </p>
      )}
      <BlendHitList
        hits={items}
        inBlend={inBlend}
        adding={add.isPending}
        onAdd={(hit) => add.mutate({ variantId: hit.id, quantity: quantityToAdd(hit, inBlend.has(hit.id)) })}
      />
    </>
  );
}

function Pages() {
  const { currentRefinement, nbPages, refine } = usePagination();
  return <BlendSearchPages page={currentRefinement} pages={nbPages} onPage={refine} />;
}
