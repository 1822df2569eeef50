/**
 * InstantSearch routing for /busca: the UI state lives in the query string (search-route.ts), pushed to
 * the browser history on each change of search, so searches are shareable and the back button works.
 *
 * The state the page starts from is the URL it was rendered for (`requestedUrl`), not the location bar:
 * after a client-side navigation (the header's search box) InstantSearch starts before Next.js has
 * written the new address, and reading the previous page's URL would silently drop the query.
 */
import type { UiState } from 'instantsearch.js';
import { history } from 'instantsearch.js/es/lib/routers';
import { SEARCH_PATH } from './search-path';
import {
  canonicalSearchUrl,
  parseSearchRoute,
  routeToUiState,
  searchRouteUrl,
  uiStateToRoute,
  type SearchRoute,
} from './search-route';

export function searchRouting(indexName: string, requestedUrl: string) {
  const requested = new URL(requestedUrl, 'http://localhost');
  let startRead = true;
  return {
    router: history<SearchRoute>({
      getLocation: () =>
        typeof window === 'undefined' ? (requested as unknown as Location) : window.location,
      createURL: ({ routeState }) => searchRouteUrl(routeState),
      // InstantSearch reads once as it starts, then on every popstate (back/forward): those read the location.
      parseURL: ({ location }) => {
        const search = startRead ? requested.search : location.search;
        startRead = false;
        return parseSearchRoute(new URLSearchParams(search));
      },
      // InstantSearch writes the URL once after it starts even when nothing changed. The same search is no
      // new history entry (the back button would seem to do nothing): a link that spells it otherwise (the
      // `query` alias, a campaign's parameters) is rewritten in place.
      push: (url) => {
        const { pathname, search } = window.location;
        if (`${pathname}${search}` === url) return;
        const sameSearch =
          pathname === SEARCH_PATH && canonicalSearchUrl(new URLSearchParams(search)) === url;
        window.history[sameSearch ? 'replaceState' : 'pushState']({}, '', url);
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
