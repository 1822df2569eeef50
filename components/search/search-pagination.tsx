'use client';

import { useEffect } from 'react';
import { usePagination } from 'react-instantsearch';
import { SearchPaginationView } from './search-view';

/**
 * The page links, refined in place by InstantSearch (back to the top of the new page). Past the last page
 * (an address followed from elsewhere, or results that shrank), the last page instead, its address
 * written in place of the one past it, as the server's first render does (search-server-state.ts): no
 * history entry the back button would return to only to come here again.
 */
export function SearchPagination() {
  const { pages, currentRefinement, nbPages, refine, createURL } = usePagination();
  useEffect(() => {
    if (nbPages === 0 || currentRefinement < nbPages) return;
    window.history.replaceState(window.history.state, '', createURL(nbPages - 1));
    refine(nbPages - 1);
  }, [currentRefinement, nbPages, refine, createURL]);
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
