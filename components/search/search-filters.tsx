'use client';

import { useEffect, useState } from 'react';
import { useInstantSearch, useRefinementList, useToggleRefinement } from 'react-instantsearch';
import { ON_SALE_FILTER_TEXT, RESET_FILTERS_TEXT } from '@/lib/search/search-text';
import { SEARCH_REFINEMENT_LISTS, SEARCH_SALE_TOGGLE } from '@/lib/search/search-widgets';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * Filters of /busca: manufacturer, cooking method, the 'Promoção' toggle and 'Resetar filtros'. On small
 * screens they fold behind a 'Filtros' button, so that the products come first, and open in a bottom sheet
 * of 44 px rows whose sticky footer closes it on the results and says how many there are.
 */
export function SearchFilters() {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const { indexUiState, results } = useInstantSearch();
  const active =
    Object.values(indexUiState.refinementList ?? {}).reduce((sum, values) => sum + values.length, 0) +
    Object.values(indexUiState.toggle ?? {}).filter(Boolean).length;
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);
  const found = results?.nbHits ?? 0;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="search-filters"
        disabled={!hydrated}
        onClick={() => setOpen(!open)}
        className="min-h-11 w-full rounded border border-warm-200 bg-white px-3 py-2 text-left text-sm font-semibold md:hidden"
      >
        Filtros{active > 0 && ` (${active})`}
      </button>
      {open && (
        <div aria-hidden className="fixed inset-0 z-40 bg-ink/50 md:hidden" onClick={() => setOpen(false)} />
      )}
      <aside
        id="search-filters"
        aria-label="Filtros"
        className={`${open ? 'flex' : 'hidden'} fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-2xl md:static md:z-auto md:flex md:max-h-none md:rounded-none md:bg-transparent md:shadow-none`}
      >
        <div className="flex flex-col gap-5 overflow-y-auto px-4 pt-4 pb-2 md:overflow-visible md:p-0">
          {SEARCH_REFINEMENT_LISTS.map((list) => (
            <RefinementFilter key={list.attribute} {...list} />
          ))}
          <SaleToggle />
          <ResetFilters />
        </div>
        <div className="sticky bottom-0 border-t border-warm-200 bg-white p-3 md:hidden">
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="min-h-11 w-full rounded bg-brand px-4 font-bold text-white hover:bg-brand-dark"
          >
            Ver {found} {found === 1 ? 'resultado' : 'resultados'}
          </button>
        </div>
      </aside>
    </div>
  );
}

/**
 * One facet's values in a stable order (by name): choosing one does not move it, and other choices only
 * change the counts.
 */
function RefinementFilter({ attribute, limit, title }: { attribute: string; limit: number; title: string }) {
  const { items, refine } = useRefinementList({ attribute, limit, sortBy: ['name:asc'] });
  const hydrated = useHydrated();
  if (items.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold uppercase tracking-wide text-ink">{title}</legend>
      <ul className="flex flex-col md:gap-1">
        {items.map((item) => (
          <li key={item.value}>
            <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm md:min-h-0">
              <input
                type="checkbox"
                checked={item.isRefined}
                disabled={!hydrated}
                onChange={() => refine(item.value)}
                className="size-4 accent-brand"
              />
              <span className="flex-1">{item.label}</span>
              <span className="text-xs text-warm-500" aria-hidden>
                {item.count}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function SaleToggle() {
  const { value, refine } = useToggleRefinement(SEARCH_SALE_TOGGLE);
  const hydrated = useHydrated();
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold md:min-h-0">
      <input
        type="checkbox"
        checked={value.isRefined}
        disabled={!hydrated}
        onChange={() => refine({ isRefined: value.isRefined })}
        className="size-4 accent-brand"
      />
      <span className="rounded bg-label-red px-2 py-0.5 text-xs font-bold uppercase text-white">
        {ON_SALE_FILTER_TEXT}
      </span>
      {value.onFacetValue.count !== null && (
        <span className="text-xs font-normal text-warm-500" aria-hidden>
          {value.onFacetValue.count}
        </span>
      )}
    </label>
  );
}

/**
 * Clears every filter and goes back to the first page, keeping the query. Works on the UI state itself
 * (InstantSearch's clear-refinements connector misses refinements that came with server-rendered results).
 */
function ResetFilters() {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const hydrated = useHydrated();
  const filtered =
    Object.values(indexUiState.refinementList ?? {}).some((values) => values.length > 0) ||
    Object.values(indexUiState.toggle ?? {}).some(Boolean);
  const reset = () =>
    setIndexUiState(({ query, configure }) => ({
      ...(query ? { query } : {}),
      ...(configure ? { configure } : {}),
    }));
  return (
    <button
      type="button"
      onClick={reset}
      disabled={!filtered || !hydrated}
      className="min-h-11 rounded border border-brand px-3 py-2 text-sm md:min-h-0 font-semibold text-brand hover:bg-brand-light disabled:cursor-not-allowed disabled:border-warm-200 disabled:text-warm-500 disabled:hover:bg-transparent"
    >
      {RESET_FILTERS_TEXT}
    </button>
  );
}
