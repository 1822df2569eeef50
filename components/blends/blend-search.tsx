'use client';

import { useMemo, useState } from 'react';
import {
  Configure,
  InstantSearch,
  useHits,
  useInstantSearch,
  usePagination,
  useSearchBox,
} from 'react-instantsearch';
import { useAddTemplateItem, type Template } from '@/lib/api-client/blends';
import { ApiClientError } from '@/lib/api-client/client';
import {
  BLEND_SEARCH_HITS_PER_PAGE,
  GROUND_MEAT_OPTION_VALUES,
  noResultsText,
} from '@/lib/blends/blend-rules';
import { displayQuantity } from '@/lib/catalogue/variant';
import { formatBRL, pricePerKg } from '@/lib/money';
import type { SalesRecord } from '@/lib/search/sales-record';
import { createSearchClient, type SearchBackend } from '@/lib/search/search-client';
import { FACETS } from '@/lib/search/search-settings';

/** Spec 02: the product-sales index, 9 hits a page, filtered by default to the ground-meat option. */
const GROUND_MEAT_FILTER = [GROUND_MEAT_OPTION_VALUES.map((value) => `${FACETS.optionValue}:${value}`)];

export function BlendSearch({ template, backend }: { template: Template; backend: SearchBackend }) {
  const searchClient = useMemo(() => createSearchClient(backend), [backend]);
  return (
    <section aria-labelledby="blend-search-title" className="space-y-3">
      <h2 id="blend-search-title" className="font-bold uppercase tracking-wide">
        Escolha as carnes
      </h2>
      <InstantSearch
        indexName={backend.indexName}
        searchClient={searchClient}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <Configure hitsPerPage={BLEND_SEARCH_HITS_PER_PAGE} facetFilters={GROUND_MEAT_FILTER} />
        <SearchInput />
        <Hits template={template} />
        <Pages />
      </InstantSearch>
    </section>
  );
}

function SearchInput() {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        refine(value);
      }}
    >
      <label htmlFor="blend-search" className="sr-only">
        Buscar carnes moídas
      </label>
      <input
        id="blend-search"
        type="search"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          refine(event.target.value);
        }}
        placeholder="Buscar carnes moídas"
        maxLength={100}
        className="w-full rounded border border-warm-300 px-3 py-2"
      />
    </form>
  );
}

function Hits({ template }: { template: Template }) {
  const { items, results } = useHits<SalesRecord & Record<string, unknown>>();
  const { status, error } = useInstantSearch({ catchError: true });
  const add = useAddTemplateItem(template.id);
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
      <ul aria-label="Carnes moídas encontradas" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((hit) => (
          <li
            key={hit.objectID}
            className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm ring-1 ring-warm-200"
          >
            {hit.image && (
              // eslint-disable-next-line @next/next/no-img-element -- a search hit's small generated image
              <img
                src={hit.image}
                alt=""
                width={160}
                height={120}
                className="aspect-4/3 w-full rounded object-cover"
              />
            )}
            <p className="text-sm font-semibold leading-tight">{hit.name}</p>
            <p className="text-xs text-warm-700">{hit.options_text}</p>
            <p className="text-sm font-bold text-brand">{formatBRL(pricePerKg(hit.price))}/Kg</p>
            <button
              type="button"
              disabled={add.isPending}
              onClick={() =>
                add.mutate({
                  variantId: hit.id,
                  quantity: inBlend.has(hit.id) ? hit.increment_quantity : hit.minimum_quantity,
                })
              }
              aria-label={`Adicionar ${hit.name} ${hit.options_text} ao blend`}
              className="mt-auto rounded bg-brand px-2 py-2 text-xs font-bold uppercase text-white hover:bg-brand-dark disabled:opacity-60"
            >
              {inBlend.has(hit.id) ? `+ ${displayQuantity(hit.increment_quantity, 'g')}` : 'Adicionar'}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function Pages() {
  const { currentRefinement, nbPages, isFirstPage, isLastPage, refine } = usePagination();
  if (nbPages <= 1) return null;
  return (
    <nav aria-label="Paginação da busca" className="flex items-center justify-center gap-3 text-sm">
      <button
        type="button"
        disabled={isFirstPage}
        onClick={() => refine(currentRefinement - 1)}
        className="rounded px-3 py-2 hover:bg-warm-100 disabled:text-warm-500"
      >
        Anterior
      </button>
      <span>
        {currentRefinement + 1} de {nbPages}
      </span>
      <button
        type="button"
        disabled={isLastPage}
        onClick={() => refine(currentRefinement + 1)}
        className="rounded px-3 py-2 hover:bg-warm-100 disabled:text-warm-500"
      >
        Próxima
      </button>
    </nav>
  );
}
