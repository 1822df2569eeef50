'use client';

import { useSearchBox, useStats } from 'react-instantsearch';
import { resultCountText, resultsForText } from '@/lib/search/search-text';

/**
 * 'Resultados para "…"' with the count and the time the search took. The search box's query can lag
 * behind a navigation from the header for a moment; the results' own query fills that gap.
 */
export function SearchSummary() {
  const { query: typed } = useSearchBox();
  const { nbHits, processingTimeMS, query: answered } = useStats();
  const query = typed || answered;
  return (
    <div className="flex min-h-7 flex-wrap items-baseline justify-between gap-2">
      {query && (
        <p className="text-lg font-semibold" title={query}>
          {resultsForText(query)}
        </p>
      )}
      <p role="status" className="text-sm text-warm-700">
        {resultCountText(nbHits, processingTimeMS)}
      </p>
    </div>
  );
}
