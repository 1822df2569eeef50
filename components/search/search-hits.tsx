'use client';

import { useEffect } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch';
import { isReportableFailure, reportClientError } from '@/lib/api-client/error-report';
import type { SalesRecord } from '@/lib/sales-api/search';
import { SearchHitsView } from './search-view';

/**
 * The products InstantSearch found, or why it could not search. A failed search is reported to the
 * technical team (docs/operations.md) and, unlike a failed fetch, also told to the shopper: the page has
 * nothing else to show, and no retry but theirs.
 */
export function SearchHits() {
  const { items } = useHits<SalesRecord & Record<string, unknown>>();
  const { error } = useInstantSearch({ catchError: true });
  useEffect(() => {
    if (isReportableFailure(error)) reportClientError(error, { context: 'search' });
  }, [error]);
  if (error) {
    return (
      <p role="alert" className="py-10 text-center text-warm-700">
        Não foi possível buscar agora. Tente novamente em instantes.
      </p>
    );
  }
  return <SearchHitsView hits={items} />;
}
