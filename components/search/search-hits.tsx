'use client';

import { useEffect } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch';
import { reportFailure } from '@/lib/api-client/report-failure';
import { searchFailureText, searchThrottle } from '@/lib/api-client/search-client';
import type { SalesRecord } from '@/lib/sales-api/search';
import { SearchHitsView } from './search-view';

/**
 * The products InstantSearch found, or why it could not search. A failed search is reported to the
 * technical team (docs/operations.md) and, unlike a failed fetch, also told to the shopper: the page has
 * nothing else to show. A search refused for the address's search budget (429) is no failure: it says
 * 'Muitas tentativas…' where the results were, and searches again once Retry-After has passed.
 */
export function SearchHits() {
  const { items, results } = useHits<SalesRecord & Record<string, unknown>>();
  const { error, refresh } = useInstantSearch({ catchError: true });
  useEffect(() => {
    reportFailure(error, 'search');
  }, [error]);
  const throttle = searchThrottle(error);
  const retryAfterMs = throttle?.retryAfterMs;
  useEffect(() => {
    if (retryAfterMs === undefined) return;
    const timer = setTimeout(refresh, retryAfterMs);
    return () => clearTimeout(timer);
  }, [error, retryAfterMs, refresh]);
  if (error) {
    return (
      <p role="alert" className="py-10 text-center text-warm-700">
        {searchFailureText(error)}
      </p>
    );
  }
  return <SearchHitsView hits={items} found={results?.nbHits ?? 0} />;
}
