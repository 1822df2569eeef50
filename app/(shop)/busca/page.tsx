import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import { SearchResults } from '@/components/search/search-results';
import { SearchRefusedView } from '@/components/search/search-view';
import { ThrottledError } from '@/lib/sales-api/errors';
import { parseSearchRoute } from '@/lib/search/search-route';
import { SEARCH_PAGE_TITLE } from '@/lib/search/search-text';
import { clientIp } from '@/lib/server/auth/throttle';
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
  // The first render spends the address's search budget as the browser's searches do (docs/security.md).
  const searchClient = await serverSearchClient(backend, getDb, { clientAddress: clientIp(await headers()) });
  const first = await searchInitialResults(searchClient, backend.indexName, route).catch((error: unknown) => {
    if (error instanceof ThrottledError) return error;
    throw error;
  });
  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-brand">{SEARCH_PAGE_TITLE}</h1>
      {first instanceof ThrottledError ? (
        <SearchRefusedView text={first.message} route={route} />
      ) : (
        <SearchResults
          backend={backend}
          initialResults={first.initialResults}
          preview={first.preview}
          route={route}
        />
      )}
    </section>
  );
}
