'use client';

import { useHits, useInstantSearch } from 'react-instantsearch';
import type { SalesRecord } from '@/lib/search/sales-record';
import { SearchHitsView } from './search-view';

/** The products InstantSearch found, or why it could not search. */
export function SearchHits() {
  const { items } = useHits<SalesRecord & Record<string, unknown>>();
  const { error } = useInstantSearch({ catchError: true });
  if (error) {
    return (
      <p role="alert" className="py-10 text-center text-warm-700">
        Não foi possível buscar agora. Tente novamente em instantes.
      </p>
    );
  }
  return <SearchHitsView hits={items} />;
}
