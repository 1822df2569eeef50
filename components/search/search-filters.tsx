'use client';

import { useInstantSearch, useRefinementList, useToggleRefinement } from 'react-instantsearch';
import { activeFilterCount } from '@/lib/search/search-preview';
import { uiStateToRoute } from '@/lib/search/search-route';
import { SEARCH_FACET_ORDER, SEARCH_REFINEMENT_LISTS, SEARCH_SALE_TOGGLE } from '@/lib/search/search-widgets';
import {
  RefinementFieldset,
  ResetFiltersButton,
  SaleToggleView,
  SearchFiltersPanel,
  type FiltersSheet,
} from './search-view';

/**
 * The filters of /busca (search-view.tsx), refining InstantSearch's state; the phone's sheet is `sheet`,
 * kept by the page across InstantSearch's arrival (search-results.tsx).
 */
export function SearchFilters({ sheet }: { sheet: FiltersSheet }) {
  const { indexUiState, results } = useInstantSearch();
  return (
    <SearchFiltersPanel
      active={activeFilterCount(uiStateToRoute(indexUiState))}
      found={results?.nbHits ?? 0}
      open={sheet.open}
      onOpenChange={sheet.setOpen}
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
