'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { InitialResults } from 'instantsearch.js';
import {
  Configure,
  InstantSearch,
  InstantSearchSSRProvider,
  useInstantSearch,
  useInstantSearchContext,
} from 'react-instantsearch';
import { createSearchClient } from '@/lib/api-client/search-client';
import type { SearchBackend } from '@/lib/search/search-backend';
import {
  canonicalSearchUrl,
  parseSearchRoute,
  routeToUiState,
  searchRouteUrl,
  uiStateToRoute,
} from '@/lib/search/search-route';
import { searchRouting } from '@/lib/search/search-routing';
import { SEARCH_CONFIGURE } from '@/lib/search/search-widgets';
import { SearchFilters } from './search-filters';
import { SearchHits } from './search-hits';
import { SearchPagination } from './search-pagination';
import { SearchSummary } from './search-summary';
import { SearchResultsLayout, type FiltersSheet } from './search-view';

/**
 * The results of /busca with InstantSearch over the product-sales index, starting from the results the
 * server rendered (`initialResults`, for the `url` requested), then searching from the browser as filters
 * change.
 */
export function LiveSearchResults({
  backend,
  initialResults,
  url,
  sheet,
}: {
  backend: SearchBackend;
  initialResults: InitialResults;
  url: string;
  sheet: FiltersSheet;
}) {
  const searchClient = useMemo(() => createSearchClient(backend), [backend]);
  // Routing is read once by InstantSearch; the URL of the first render is the one it starts from.
  const [routing] = useState(() => searchRouting(backend.indexName, url));
  return (
    <InstantSearchSSRProvider initialResults={initialResults}>
      <InstantSearch
        indexName={backend.indexName}
        searchClient={searchClient}
        routing={routing}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <Configure {...SEARCH_CONFIGURE} />
        <FollowNavigation />
        <DisposeOnUnmount />
        <SearchResultsLayout summary={<SearchSummary />} filters={<SearchFilters sheet={sheet} />}>
          <SearchHits />
          <SearchPagination />
        </SearchResultsLayout>
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}

/**
 * A new search from the header is a Next.js navigation, which InstantSearch's router does not see: apply
 * the address's state. It follows the address bar as Next.js knows it (which also takes InstantSearch's own
 * writes), not the page's `url`: searching the same words again from the header, after a filter, renders
 * the page for the same `url`, and the filter would stay while the address says otherwise. (Changes
 * InstantSearch made itself, and the back button, are already applied.)
 */
function FollowNavigation() {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const searchParams = useSearchParams();
  const address = canonicalSearchUrl(searchParams);
  const applied = useRef(address);
  useEffect(() => {
    if (applied.current === address) return;
    applied.current = address;
    if (searchRouteUrl(uiStateToRoute(indexUiState)) === address) return;
    const route = parseSearchRoute(searchParams);
    setIndexUiState((previous) => ({ ...routeToUiState(route), configure: previous.configure }));
  }, [address, searchParams, indexUiState, setIndexUiState]);
  return null;
}

const pendingDisposals = new WeakMap<object, ReturnType<typeof setTimeout>>();

/**
 * Stops the InstantSearch instance (its router and its searches) when the results unmount: with server
 * results, react-instantsearch leaves that to the page. Next.js remounts the page when it renders it for
 * other search params (e.g. going back past a reload). Deferred, so that a remount in the same tick
 * (React's strict mode) keeps the instance.
 */
function DisposeOnUnmount() {
  const search = useInstantSearchContext();
  useEffect(() => {
    clearTimeout(pendingDisposals.get(search));
    return () => {
      pendingDisposals.set(
        search,
        setTimeout(() => search.dispose()),
      );
    };
  }, [search]);
  return null;
}
