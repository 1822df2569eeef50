/**
 * Which search backend serves the storefront: Algolia when configured (application id and search-only
 * key), else the embedded engine behind the sales API. The same index name is used by both.
 */
import 'server-only';
import type { SearchClient } from 'instantsearch.js';
import { algoliaSearchClient, type SearchBackend } from '@/lib/search/search-backend';
import { config } from '../config';
import type { Db } from '../db/database';
import { multiSearch, multiSearchRequestSchema } from './multi-search';
import { salesSearchEngine } from './sales-index';

export function searchBackend(): SearchBackend {
  const { ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_INDEX_NAME } = config();
  return ALGOLIA_APP_ID && ALGOLIA_SEARCH_KEY
    ? { kind: 'algolia', indexName: ALGOLIA_INDEX_NAME, appId: ALGOLIA_APP_ID, searchKey: ALGOLIA_SEARCH_KEY }
    : { kind: 'embedded', indexName: ALGOLIA_INDEX_NAME };
}

/**
 * The client server rendering searches with: the embedded engine called in process (no HTTP round trip
 * to itself), or Algolia.
 */
export async function serverSearchClient(
  backend: SearchBackend,
  getDb: () => Promise<Db>,
): Promise<SearchClient> {
  if (backend.kind === 'algolia') return algoliaSearchClient(backend);
  const engine = await salesSearchEngine(await getDb());
  return {
    async search(requests: unknown) {
      return multiSearch(engine, backend.indexName, multiSearchRequestSchema.parse({ requests }));
    },
  } as SearchClient;
}
