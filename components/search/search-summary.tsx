'use client';

import { useSearchBox, useStats } from 'react-instantsearch';
import { SearchSummaryView } from './search-view';

/**
 * The summary of InstantSearch's results. The search box's query can lag behind a navigation from the
 * header for a moment; the results' own query fills that gap.
 */
export function SearchSummary() {
  const { query: typed } = useSearchBox();
  const { nbHits, processingTimeMS, query: answered } = useStats();
  return <SearchSummaryView query={typed || answered} nbHits={nbHits} processingTimeMS={processingTimeMS} />;
}
