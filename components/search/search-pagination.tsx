'use client';

import { usePagination } from 'react-instantsearch';
import { SearchPaginationView } from './search-view';

/** The page links, refined in place by InstantSearch (back to the top of the new page). */
export function SearchPagination() {
  const { pages, currentRefinement, nbPages, refine, createURL } = usePagination();
  return (
    <SearchPaginationView
      current={currentRefinement}
      pages={pages}
      nbPages={nbPages}
      href={createURL}
      onPage={(page) => {
        refine(page);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
