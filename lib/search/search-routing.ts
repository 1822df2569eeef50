/**
 * InstantSearch routing for /busca: the UI state lives in the query string (search-route.ts), pushed to
 * the browser history on each change, so searches are shareable and the back button works. During
 * server rendering the location is the requested URL.
 */
import type { UiState } from 'instantsearch.js';
import { history } from 'instantsearch.js/es/lib/routers';
import {
  SEARCH_PATH,
  parseSearchRoute,
  routeToUiState,
  searchRouteQuery,
  uiStateToRoute,
  type SearchRoute,
} from './search-route';

export function searchRouting(indexName: string, requestedUrl: string) {
  return {
    router: history<SearchRoute>({
      getLocation: () =>
        typeof window === 'undefined'
          ? (new URL(requestedUrl, 'http://localhost') as unknown as Location)
          : window.location,
      createURL: ({ routeState }) => {
        const query = searchRouteQuery(routeState);
        return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
      },
      parseURL: ({ location }) => parseSearchRoute(new URLSearchParams(location.search)),
      // InstantSearch writes the URL once after it starts even when nothing changed; pushing the same
      // URL again would leave a duplicate history entry and make the back button seem to do nothing.
      push: (url) => {
        const current = `${window.location.pathname}${window.location.search}`;
        if (new URL(url, window.location.href).href !== new URL(current, window.location.href).href) {
          window.history.pushState({}, '', url);
        }
      },
      // Leaving /busca must not rewrite the next page's URL.
      cleanUrlOnDispose: false,
    }),
    stateMapping: {
      stateToRoute: (uiState: UiState) => uiStateToRoute(uiState[indexName]),
      routeToState: (route: SearchRoute): UiState => ({ [indexName]: routeToUiState(route) }),
    },
  };
}
