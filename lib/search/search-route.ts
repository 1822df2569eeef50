/**
 * /busca keeps its search state in the query string, so that a search can be shared and the back button
 * works: `q` (the header's search box sends it; `query`, the name links written elsewhere often use, is read
 * as well), `fabricante` and `preparo` (repeatable), `promocao=1` and `pagina` (from 1). These functions
 * translate between that and InstantSearch's UI state.
 */
import type { UiState } from 'instantsearch.js';
import { FACETS } from './search-settings';
import { SEARCH_PATH, searchQueryOf } from './search-path';

export interface SearchRoute {
  q: string;
  fabricante: string[];
  preparo: string[];
  promocao: boolean;
  /** 1-based; 1 is the first page. */
  pagina: number;
}

const MAX_PAGE = 1000;

type IndexUiState = UiState[string];

export function parseSearchRoute(params: URLSearchParams): SearchRoute {
  const page = Number.parseInt(params.get('pagina') ?? '', 10);
  const values = (name: string) => [...new Set(params.getAll(name).filter((value) => value !== ''))];
  return {
    q: searchQueryOf(params),
    fabricante: values('fabricante'),
    preparo: values('preparo'),
    promocao: params.get('promocao') === '1',
    pagina: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query string of a route, without '?'; empty parts are left out. */
export function searchRouteQuery(route: SearchRoute): string {
  const params = new URLSearchParams();
  if (route.q) params.set('q', route.q);
  for (const value of route.fabricante) params.append('fabricante', value);
  for (const value of route.preparo) params.append('preparo', value);
  if (route.promocao) params.set('promocao', '1');
  if (route.pagina > 1) params.set('pagina', String(route.pagina));
  return params.toString();
}

export function searchRouteUrl(route: SearchRoute): string {
  const query = searchRouteQuery(route);
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/**
 * The address of the search a query string describes, as InstantSearch writes it: a link that spells the
 * same search otherwise (the `query` alias, other parameters, another order) gets the same address.
 */
export function canonicalSearchUrl(params: URLSearchParams): string {
  return searchRouteUrl(parseSearchRoute(params));
}

export function routeToUiState(route: SearchRoute): IndexUiState {
  const refinementList: Record<string, string[]> = {};
  if (route.fabricante.length) refinementList[FACETS.manufacturer] = route.fabricante;
  if (route.preparo.length) refinementList[FACETS.cookingMethod] = route.preparo;
  return {
    ...(route.q ? { query: route.q } : {}),
    ...(Object.keys(refinementList).length ? { refinementList } : {}),
    ...(route.promocao ? { toggle: { [FACETS.onSale]: true } } : {}),
    ...(route.pagina > 1 ? { page: route.pagina } : {}),
  };
}

export function uiStateToRoute(state: IndexUiState | undefined): SearchRoute {
  return {
    q: state?.query?.trim() ?? '',
    fabricante: state?.refinementList?.[FACETS.manufacturer] ?? [],
    preparo: state?.refinementList?.[FACETS.cookingMethod] ?? [],
    promocao: Boolean(state?.toggle?.[FACETS.onSale]),
    pagina: state?.page && state.page > 1 ? state.page : 1,
  };
}
