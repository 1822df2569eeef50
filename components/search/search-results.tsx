'use client';

import type { InitialResults } from 'instantsearch.js';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect, useOptimistic, useState } from 'react';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import type { SalesRecord } from '@/lib/sales-api/search';
import type { SearchBackend } from '@/lib/search/search-backend';
import { mainInitialResults, type SearchPreview } from '@/lib/search/search-preview';
import { searchRouteUrl, type SearchRoute } from '@/lib/search/search-route';
import { SearchResultsPreview, type FiltersSheet } from './search-view';

const loadLive = () => import('./search-live');

function useFiltersSheet(): FiltersSheet {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);
  return { open, setOpen };
}

/**
 * The results of /busca for `route`: the server's first results in the first paint (`initialResults`,
 * drawn around by `preview`), then the same results drawn by InstantSearch, from then on searching from
 * the browser. InstantSearch's code (about 60 kB gz) and its taking over are most of the page's work, so
 * they wait for the shopper's first move over the results or filters (pointer, touch, focus): a shopper
 * who only reads the results and follows one never pays for them (docs/performance.md). Meanwhile the
 * filters go to the filtered search's address, which the server searches.
 */
export function SearchResults({
  backend,
  initialResults,
  preview,
  route: requested,
}: {
  backend: SearchBackend;
  initialResults: InitialResults;
  preview: SearchPreview;
  route: SearchRoute;
}) {
  const router = useRouter();
  const sheet = useFiltersSheet();
  // The page the server answered: past the last page, the last (search-server-state.ts), whose address the
  // page then shows.
  const route = { ...requested, pagina: preview.pagination.current + 1 };
  const [wanted, setWanted] = useState(false);
  const loaded = useLoadedModule(loadLive, wanted);
  const url = searchRouteUrl(route);
  // A filter chosen shows at once, while the server searches its address.
  const [shownRoute, showRoute] = useOptimistic(route);
  // A link that spells the search otherwise (the `query` alias, campaign parameters) or past its last page
  // shows the search's own address, as InstantSearch writes it once it is there.
  useEffect(() => {
    if (!loaded && window.location.pathname + window.location.search !== url) {
      window.history.replaceState(window.history.state, '', url);
    }
  }, [loaded, url]);
  const want = () => setWanted(true);
  return (
    <div onPointerEnter={want} onPointerDown={want} onTouchStart={want} onFocus={want}>
      {loaded ? (
        <loaded.LiveSearchResults backend={backend} initialResults={initialResults} url={url} sheet={sheet} />
      ) : (
        <SearchResultsPreview
          preview={preview}
          hits={mainInitialResults<SalesRecord>(initialResults, backend.indexName)?.hits ?? []}
          route={shownRoute}
          onRoute={(next) =>
            startTransition(() => {
              showRoute(next);
              router.push(searchRouteUrl(next), { scroll: false });
            })
          }
          open={sheet.open}
          onOpenChange={sheet.setOpen}
        />
      )}
    </div>
  );
}
