'use client';

import { useEffect, useMemo, useState } from 'react';
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
import { noResultsText } from '@/lib/blends/blend-rules';
import { BLEND_SEARCH_CONFIGURE, BLEND_SEARCH_HITS_PER_PAGE } from '@/lib/search/blend-search';
import { createSearchClient, searchFailureText } from '@/lib/api-client/search-client';
import type { SearchBackend } from '@/lib/search/search-backend';
import {
  BLEND_SEARCH_FIELD_ID,
  BlendHitList,
  BlendSearchField,
  BlendSearchPages,
  BlendSearchSection,
  type BlendAdd,
  type BlendHit,
  type BlendSearchStart,
} from './blend-search-view';

/**
 * The product-sales index, 9 hits a page, filtered by default to the ground-meat option. It
 * starts from the server's first results (`initialResults`), which the page showed before it (without
 * them it searches from the browser), then searches for what the shopper asked before its code arrived
 * (`start`). `add` is the calculator's (useBlendAdd).
 */
export function BlendSearch({
  add,
  backend,
  initialResults,
  start,
}: {
  add: BlendAdd;
  backend: SearchBackend;
  initialResults: InitialResults | null;
  start: BlendSearchStart | null;
}) {
  const searchClient = useMemo(() => createSearchClient(backend), [backend]);
  const search = (
    <InstantSearch
      indexName={backend.indexName}
      searchClient={searchClient}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure {...BLEND_SEARCH_CONFIGURE} />
      <SearchInput initialQuery={start?.query} />
      <Hits add={add} />
      <Pages />
      {start && <StartSearch start={start} />}
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

/**
 * Searches for what the shopper asked before this code arrived, in a task after InstantSearch's first
 * effects: until they have run, it sends no search (it starts from the results it was given).
 */
function StartSearch({ start }: { start: BlendSearchStart }) {
  const { setIndexUiState } = useInstantSearch();
  useEffect(() => {
    const task = setTimeout(() =>
      setIndexUiState((state) => ({ ...state, query: start.query, page: start.page + 1 })),
    );
    return () => clearTimeout(task);
  }, [start, setIndexUiState]);
  return null;
}

function SearchInput({ initialQuery }: { initialQuery?: string }) {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(initialQuery ?? query);
  // The field drawn before this one, being replaced now, had the shopper's focus: this one keeps it.
  const [focused] = useState(() => document.activeElement?.id === BLEND_SEARCH_FIELD_ID);
  return (
    <BlendSearchField
      value={value}
      focused={focused}
      onChange={(next) => {
        setValue(next);
        refine(next);
      }}
      onSubmit={() => refine(value)}
    />
  );
}

function Hits({ add }: { add: BlendAdd }) {
  const { items, results } = useHits<BlendHit>();
  const { status, error } = useInstantSearch({ catchError: true });

  if (error) {
    return (
      <p role="alert" className="py-6 text-center text-warm-700">
        {searchFailureText(error)}
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
  return <BlendHitList hits={items} add={add} />;
}

function Pages() {
  const { currentRefinement, nbPages, refine } = usePagination();
  return <BlendSearchPages page={currentRefinement} pages={nbPages} onPage={refine} />;
}
