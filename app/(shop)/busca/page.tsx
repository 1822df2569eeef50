import type { Metadata } from 'next';
import { connection } from 'next/server';
import { SearchResults } from '@/components/search/search-results';
import { parseSearchRoute } from '@/lib/search/search-route';
import { SEARCH_PAGE_TITLE } from '@/lib/search/search-text';
import { getDb } from '@/lib/server/server-database';
import { searchBackend, serverSearchClient } from '@/lib/server/search/search-backend';
import { searchInitialResults } from '@/lib/server/search/search-server-state';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function toUrlSearchParams(params: Awaited<SearchParams>): URLSearchParams {
  const result = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of [value ?? []].flat()) result.append(name, item);
  }
  return result;
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { q } = parseSearchRoute(toUrlSearchParams(await searchParams));
  return { title: q ? `Busca: ${q}` : 'Busca', robots: { index: false } };
}

export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  await connection(); // searched per request, never at build time
  const route = parseSearchRoute(toUrlSearchParams(await searchParams));
  const backend = searchBackend();
  const { initialResults, preview } = await searchInitialResults(
    await serverSearchClient(backend, getDb),
    backend.indexName,
    route,
  );
  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-brand">{SEARCH_PAGE_TITLE}</h1>
      <SearchResults backend={backend} initialResults={initialResults} preview={preview} route={route} />
    </section>
  );
}
