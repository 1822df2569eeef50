/**
 * What /busca shows around its first hits, as plain data: computed on the server by InstantSearch's own
 * connectors (the widgets of search-widgets.ts), so that the page draws its filters and pages before the
 * browser has InstantSearch's code, exactly as InstantSearch will draw them once it has. (The hits
 * themselves are read from InstantSearch's initial results, which the page sends anyway.)
 */
import type { InitialResults, SearchResponse } from 'instantsearch.js';
import type { SearchRoute } from './search-route';

export interface RefinementItem {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
}

/** One facet's filter: the values listed, and whether 'Ver mais' (or 'Ver menos') is offered. */
export interface RefinementListPreview {
  attribute: string;
  title: string;
  items: RefinementItem[];
  canToggleShowMore: boolean;
  isShowingMore: boolean;
}

export interface SearchPreview {
  /** The query the results answer. */
  query: string;
  nbHits: number;
  processingTimeMS: number;
  lists: RefinementListPreview[];
  sale: { isRefined: boolean; count: number | null };
  /** `current` and `pages` count from 0. */
  pagination: { current: number; pages: number[]; nbPages: number };
}

/** How many filters a search has on: the number on the 'Filtros' button. */
export function activeFilterCount(route: SearchRoute): number {
  return route.fabricante.length + route.preparo.length + (route.promocao ? 1 : 0);
}

/**
 * The main query's response among InstantSearch's initial results for `indexName` (the others count the
 * values of refined facets), as the page draws it before InstantSearch's code is there.
 */
export function mainInitialResults<Hit>(
  initialResults: InitialResults | null | undefined,
  indexName: string,
): SearchResponse<Hit> | undefined {
  return initialResults?.[indexName]?.results?.[0] as SearchResponse<Hit> | undefined;
}
