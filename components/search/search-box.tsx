'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { SEARCH_PATH, searchQueryOf } from '@/lib/search/search-path';

/**
 * The header's search box: a GET form to /busca, a plain form without JavaScript and a client-side
 * navigation with it (the search page prefetched once the shopper is in the field). On /busca it shows
 * the current query. Every page is rendered per request, so the query is known to the server render and
 * the box needs no Suspense boundary. One would stream a second copy of the form after the page (about
 * 2 kB of every page's HTML) that the browser swaps in when it arrives: on a slow connection after the
 * page has shown, dropping what the shopper had typed.
 */
export function SearchBox() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = pathname === SEARCH_PATH ? searchQueryOf(searchParams) : '';
  const router = useRouter();
  return (
    // Under 360 px (a phone zoomed to 200 %) the button goes under the field, which keeps the whole width.
    <form
      action={SEARCH_PATH}
      role="search"
      onFocus={() => router.prefetch(SEARCH_PATH)}
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get('q');
        router.push(`${SEARCH_PATH}?${new URLSearchParams({ q: typeof q === 'string' ? q : '' })}`);
      }}
      className="flex w-full max-w-md max-[359px]:flex-col max-[359px]:gap-1"
    >
      <label htmlFor="site-search" className="sr-only">
        Buscar produtos
      </label>
      {/* Keyed by the query, so that it shows the new query after each search. */}
      <input
        key={query}
        id="site-search"
        name="q"
        type="search"
        defaultValue={query}
        placeholder="O que você procura?"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="tap-target min-w-0 flex-1 rounded-l border-0 bg-white px-3 py-2 text-ink placeholder:text-warm-500 max-[359px]:rounded max-[359px]:px-1.5"
      />
      <button
        type="submit"
        className="tap-target rounded-r bg-ink px-4 text-sm font-semibold text-white max-[359px]:rounded"
      >
        Buscar
      </button>
    </form>
  );
}
