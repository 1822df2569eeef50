/** The search page's path. */
export const SEARCH_PATH = '/busca';

/**
 * The query of a /busca address: `q` (the header's search box sends it), or else `query`, the name links
 * written elsewhere often use. Apart from search-route.ts so that the header's box reads it without the
 * filters' code.
 */
export function searchQueryOf(params: URLSearchParams): string {
  return (params.get('q') || params.get('query') || '').trim();
}
