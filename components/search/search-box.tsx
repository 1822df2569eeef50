'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { SEARCH_PATH } from '@/lib/search/search-path';
import { SearchForm } from './search-form';

/**
 * The header's search box: a GET form to /busca (see SearchForm), so it works before and without
 * JavaScript. On /busca it shows the current query. Every page is rendered per request, so the query is
 * known to the server render and the box needs no Suspense boundary. One would stream a second copy of
 * the form after the page (about 2 kB of every page's HTML) that the browser swaps in when it arrives:
 * on a slow connection after the page has shown, dropping what the shopper had typed.
 */
export function SearchBox() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return <SearchForm query={pathname === SEARCH_PATH ? (searchParams.get('q') ?? '') : ''} />;
}
