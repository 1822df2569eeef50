'use client';

import type { InitialResults } from 'instantsearch.js';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import type { SalesRecord } from '@/lib/sales-api/search';
import type { SearchBackend } from '@/lib/search/search-backend';
import { mainInitialResults, type SearchPreview } from '@/lib/search/search-preview';
import { searchRouteUrl, type SearchRoute } from '@/lib/search/search-route';
import { SearchResultsPreview } from './search-view';

const loadLive = () => import('./search-live');

/**
 * The results of /busca for `route`: the server's first results in the first paint (`initialResults`,
 * drawn around by `preview`), then the same results drawn by InstantSearch once its code (about 80 kB gz,
 * which no first paint needs) has loaded after the page became interactive; from then on the filters and
 * pages search from the browser.
 */
export function SearchResults({
  backend,
  initialResults,
  preview,
  route,
}: {
  backend: SearchBackend;
  initialResults: InitialResults;
  preview: SearchPreview;
  route: SearchRoute;
}) {
  const loaded = useLoadedModule(loadLive);
  if (loaded) {
    return (
      <loaded.LiveSearchResults
        backend={backend}
        initialResults={initialResults}
        url={searchRouteUrl(route)}
      />
    );
  }
  const hits = mainInitialResults<SalesRecord>(initialResults, backend.indexName)?.hits ?? [];
  return <SearchResultsPreview preview={preview} hits={hits} route={route} />;
}
