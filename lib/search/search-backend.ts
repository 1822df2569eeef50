/**
 * Which engine answers the storefront's searches, as the server chose it (lib/server/search/
 * search-backend.ts) and hands it to the pages: the embedded engine behind the sales API, or Algolia.
 * Algolia's client is the same for the server and the browser: the key here is the search-only one.
 */
import { liteClient } from 'algoliasearch/lite';
import type { SearchClient } from 'instantsearch.js';

export type SearchBackend =
  | { kind: 'embedded'; indexName: string }
  | { kind: 'algolia'; indexName: string; appId: string; searchKey: string };

export function algoliaSearchClient(backend: Extract<SearchBackend, { kind: 'algolia' }>): SearchClient {
  return liteClient(backend.appId, backend.searchKey) as unknown as SearchClient;
}
