/**
 * The browser's search client, the one react-instantsearch talks to: the sales API's multi-query
 * endpoint (embedded engine, the default) or Algolia when the server is configured for it.
 */
import type { SearchClient } from 'instantsearch.js';
import { ERROR_TEXTS } from '@/lib/sales-api/errors';
import { algoliaSearchClient, type SearchBackend } from '../search/search-backend';
import { ApiClientError, APP_HEADERS, retryAfterMs, SALES_API_BASE } from './client';

const MULTI_SEARCH_PATH = '/v2/search/queries';
/** A 429 without a readable Retry-After: search again after this long. */
const DEFAULT_RETRY_AFTER_MS = 5_000;
const SEARCH_FAILED_TEXT = 'Não foi possível buscar agora. Tente novamente em instantes.';

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
      // InstantSearch reports a rejected search through its error state: keep the API's status, message
      // and Retry-After, so the results can say why (a 429 is the per-address budget) and search again.
      if (!response.ok) {
        throw new ApiClientError(
          response.status,
          { error: errorMessage(text, response.status), errors: {} },
          // Test doubles of fetch may answer without headers.
          retryAfterMs((response.headers as Headers | undefined)?.get('Retry-After')),
        );
      }
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

/** Whether a search was refused for the per-address search budget (429), and how long to wait, in ms. */
export function searchThrottle(error: unknown): { retryAfterMs: number } | null {
  if (!(error instanceof ApiClientError) || error.status !== 429) return null;
  return { retryAfterMs: error.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS };
}

/** What the results say in place of a failed search: the throttle's own message for a 429. */
export function searchFailureText(error: unknown): string {
  return searchThrottle(error) ? ERROR_TEXTS.throttled : SEARCH_FAILED_TEXT;
}

export function createSearchClient(backend: SearchBackend): SearchClient {
  return backend.kind === 'algolia' ? algoliaSearchClient(backend) : createSalesSearchClient();
}
