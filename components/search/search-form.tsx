'use client';

import Form from 'next/form';
import { usePathname, useSearchParams } from 'next/navigation';
import { SEARCH_PATH } from '@/lib/search/search-route';

/**
 * A GET form to /busca: a plain form without JavaScript, a client-side navigation (with prefetch) with it.
 */
export function SearchForm({ query }: { query: string }) {
  return (
    <Form action={SEARCH_PATH} role="search" className="flex w-full max-w-md">
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
        className="min-w-0 flex-1 rounded-l border-0 bg-white px-3 py-2 text-ink placeholder:text-warm-500"
      />
      <button type="submit" className="rounded-r bg-ink px-4 text-sm font-semibold text-white">
        Buscar
      </button>
    </Form>
  );
}

/** The form holding the current search's query while on /busca. */
export function SearchFormWithCurrentQuery() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return <SearchForm query={pathname === SEARCH_PATH ? (searchParams.get('q') ?? '') : ''} />;
}
