'use client';

import { useSearchBox, useStats } from 'react-instantsearch';
import { resultCountText, resultsForText } from '@/lib/search/search-text';

/** 'Resultados para "…"' with the count and the time the search took. */
export function SearchSummary() {
  const { query } = useSearchBox();
  const { nbHits, processingTimeMS } = useStats();
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
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
