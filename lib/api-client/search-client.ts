/**
 * The browser's search client, the one react-instantsearch talks to: the sales API's multi-query
 * endpoint (embedded engine, the default) or Algolia when the server is configured for it.
 */
import type { SearchClient } from 'instantsearch.js';
import { algoliaSearchClient, type SearchBackend } from '../search/search-backend';
import { APP_HEADERS, SALES_API_BASE } from './client';

const MULTI_SEARCH_PATH = '/v2/search/queries';

/** A client of the sales API's search endpoint (the InstantSearch multi-query protocol). */
export function createSalesSearchClient(baseUrl: string = SALES_API_BASE): SearchClient {
  return {
    async search(requests) {
      const response = await fetch(`${baseUrl}${MULTI_SEARCH_PATH}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: APP_HEADERS,
        body: JSON.stringify({ requests }),
      });
      const text = await response.text();
      // InstantSearch reports a rejected search through its error state; keep the API's message.
      if (!response.ok) throw new Error(errorMessage(text, response.status));
      // The response is read as is: facet names and values are data, not keys to camelize.
      return JSON.parse(text);
    },
  } as SearchClient;
}

function errorMessage(body: string, status: number): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    if (typeof parsed.error === 'string') return parsed.error;
  } catch {
    // Not JSON (a proxy's error page): fall through to the status.
  }
  return `A busca falhou (${status})`;
}

export function createSearchClient(backend: SearchBackend): SearchClient {
  return backend.kind === 'algolia' ? algoliaSearchClient(backend) : createSalesSearchClient();
}
