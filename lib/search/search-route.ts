/**
 * /busca keeps its search state in the query string, so that a search can be shared and the back button
 * works: `q` (the header's search box sends it; `query`, the name links written elsewhere often use, is read
 * as well), `fabricante` and `preparo` (repeatable), `promocao=1` and `pagina` (from 1). These functions
 * translate between that and InstantSearch's UI state.
 */
import type { UiState } from 'instantsearch.js';
import { FACETS, MAX_QUERY_LENGTH } from './search-settings';
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

/**
 * What an address may filter by: at most ROUTE_FILTER_VALUES values of ROUTE_FILTER_VALUE_LENGTH UTF-16
 * units per filter (the shop's manufacturers and cooking methods are a few words). Well within what one
 * search accepts (search-settings.ts), and small enough that the searches InstantSearch sends for it (the
 * results and one per filter, each with every value) stay far under the API's 64 KB body limit, whatever
 * the characters: 2 filters × 20 values × 100 units × 3 bytes is 12 KB a search.
 */
const ROUTE_FILTER_VALUES = 20;
const ROUTE_FILTER_VALUE_LENGTH = 100;

/** `text` cut to `max` UTF-16 code units, never between the two halves of a character. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * The search an address describes. Whatever the address holds, the route is one the search accepts (a
 * query, filter values and a number of them within its limits, search-settings.ts): a long shared link
 * shows a search of its beginning rather than an error.
 */
export function parseSearchRoute(params: URLSearchParams): SearchRoute {
  const page = Number.parseInt(params.get('pagina') ?? '', 10);
  const values = (name: string) => {
    const cutValues = params
      .getAll(name)
      .filter((value) => value !== '')
      .map((value) => cut(value, ROUTE_FILTER_VALUE_LENGTH));
    return [...new Set(cutValues)].slice(0, ROUTE_FILTER_VALUES);
  };
  return {
    q: cut(searchQueryOf(params), MAX_QUERY_LENGTH).trim(),
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

/**
 * The search `route` with `value` of the filter `attribute` (a facet) chosen, or no longer chosen, from its
 * first page: the address InstantSearch goes to for the same click.
 */
export function withRefinementToggled(route: SearchRoute, attribute: string, value: string): SearchRoute {
  const { refinementList = {}, ...state } = routeToUiState(route);
  const chosen = refinementList[attribute] ?? [];
  const next = chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value];
  return {
    ...uiStateToRoute({ ...state, refinementList: { ...refinementList, [attribute]: next } }),
    pagina: 1,
  };
}

/** Whether `value` of the filter `attribute` is chosen in `route`. */
export function isRefinedIn(route: SearchRoute, attribute: string, value: string): boolean {
  return routeToUiState(route).refinementList?.[attribute]?.includes(value) ?? false;
}

/** The search `route` with 'Promoção' switched, from its first page. */
export function withSaleToggled(route: SearchRoute): SearchRoute {
  return { ...route, promocao: !route.promocao, pagina: 1 };
}

/** 'Resetar filtros': the same query, no filter, the first page. */
export function withoutFilters(route: SearchRoute): SearchRoute {
  return { ...route, fabricante: [], preparo: [], promocao: false, pagina: 1 };
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
