'use client';

import { useEffect, useState } from 'react';
import { useInstantSearch, useRefinementList, useToggleRefinement } from 'react-instantsearch';
import { activeFilterCount } from '@/lib/search/search-preview';
import { uiStateToRoute } from '@/lib/search/search-route';
import { SEARCH_FACET_ORDER, SEARCH_REFINEMENT_LISTS, SEARCH_SALE_TOGGLE } from '@/lib/search/search-widgets';
import { RefinementFieldset, ResetFiltersButton, SaleToggleView, SearchFiltersPanel } from './search-view';

/** The filters of /busca (search-view.tsx), refining InstantSearch's state. */
export function SearchFilters() {
  const [open, setOpen] = useState(false);
  const { indexUiState, results } = useInstantSearch();
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);
  return (
    <SearchFiltersPanel
      active={activeFilterCount(uiStateToRoute(indexUiState))}
      found={results?.nbHits ?? 0}
      open={open}
      onOpenChange={setOpen}
    >
      {SEARCH_REFINEMENT_LISTS.map((list) => (
        <RefinementFilter key={list.attribute} {...list} />
      ))}
      <SaleToggle />
      <ResetFilters />
    </SearchFiltersPanel>
  );
}

function RefinementFilter({
  attribute,
  limit,
  showMore,
  showMoreLimit,
  title,
}: (typeof SEARCH_REFINEMENT_LISTS)[number]) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit,
    showMore,
    showMoreLimit,
    sortBy: SEARCH_FACET_ORDER,
  });
  return (
    <RefinementFieldset
      title={title}
      items={items}
      onRefine={refine}
      canToggleShowMore={canToggleShowMore}
      isShowingMore={isShowingMore}
      onToggleShowMore={toggleShowMore}
    />
  );
}

function SaleToggle() {
  const { value, refine } = useToggleRefinement(SEARCH_SALE_TOGGLE);
  return (
    <SaleToggleView
      isRefined={value.isRefined}
      count={value.onFacetValue.count}
      onToggle={() => refine({ isRefined: value.isRefined })}
    />
  );
}

/**
 * Clears every filter and goes back to the first page, keeping the query. Works on the UI state itself
 * (InstantSearch's clear-refinements connector misses refinements that came with server-rendered results).
 */
function ResetFilters() {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const reset = () =>
    setIndexUiState(({ query, configure }) => ({
      ...(query ? { query } : {}),
      ...(configure ? { configure } : {}),
    }));
  return (
    <ResetFiltersButton filtered={activeFilterCount(uiStateToRoute(indexUiState)) > 0} onReset={reset} />
  );
}
