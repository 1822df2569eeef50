/**
 * Which search backend serves the storefront: Algolia when configured (application id and search-only
 * key), else the embedded engine behind the sales API. The same index name is used by both.
 */
import 'server-only';
import type { SearchClient } from 'instantsearch.js';
import { algoliaSearchClient, type SearchBackend } from '@/lib/search/search-backend';
import { config } from '../config';
import type { Db } from '../db/database';
import { enforceBatchedThrottle, THROTTLE_RULES } from '../auth/throttle';
import { multiSearch, multiSearchRequestSchema, searchBudgetKey, searchCost } from './multi-search';
import { salesSearchEngine } from './sales-index';

export function searchBackend(): SearchBackend {
  const { ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_INDEX_NAME } = config();
  return ALGOLIA_APP_ID && ALGOLIA_SEARCH_KEY
    ? { kind: 'algolia', indexName: ALGOLIA_INDEX_NAME, appId: ALGOLIA_APP_ID, searchKey: ALGOLIA_SEARCH_KEY }
    : { kind: 'embedded', indexName: ALGOLIA_INDEX_NAME };
}

/**
 * The client server rendering searches with: the embedded engine called in process (no HTTP round trip
 * to itself), or Algolia. With `budget`, every search first counts against that address's search budget
 * (THROTTLE_RULES.searchCostPerIp, the one `POST /v2/search/queries` counts against, same key and cost),
 * and past it rejects with the API's 429 (ThrottledError): a page render is no way around the budget.
 */
export async function serverSearchClient(
  backend: SearchBackend,
  getDb: () => Promise<Db>,
  budget?: { clientAddress: string },
): Promise<SearchClient> {
  const spend = async (requests: unknown) => {
    if (!budget) return;
    const parsed = multiSearchRequestSchema.safeParse({ requests });
    const cost = parsed.success ? searchCost(parsed.data) : Array.isArray(requests) ? requests.length : 1;
    await enforceBatchedThrottle(
      await getDb(),
      searchBudgetKey(budget.clientAddress),
      THROTTLE_RULES.searchCostPerIp,
      cost,
    );
  };
  if (backend.kind === 'algolia') {
    const algolia = algoliaSearchClient(backend);
    return {
      ...algolia,
      async search(requests: Parameters<SearchClient['search']>[0]) {
        await spend(requests);
        return algolia.search(requests);
      },
    } as SearchClient;
  }
  const engine = await salesSearchEngine(await getDb());
  return {
    async search(requests: unknown) {
      await spend(requests);
      return multiSearch(engine, backend.indexName, multiSearchRequestSchema.parse({ requests }));
    },
  } as SearchClient;
}
