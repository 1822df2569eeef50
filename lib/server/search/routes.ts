import { createRoute } from '@hono/zod-openapi';
import { config } from '../config';
import {
  boundedAnswer,
  multiSearch,
  multiSearchRequestSchema,
  searchBudgetKey,
  searchCost,
} from './multi-search';
import type { TypedResponse } from 'hono';
import { clientIp, enforceBatchedThrottle, THROTTLE_RULES } from '../auth/throttle';
import { rememberedSearchAnswer } from './remembered-answers';
import { salesSearchEngine } from './sales-index';
import type { ApiApp } from '../api/env';
import { errorResponses, errorSchema } from '@/lib/sales-api/openapi-parts';
import { multiSearchResponseSchema, type MultiSearchResponse } from '@/lib/sales-api/search';

const multiSearchRoute = createRoute({
  method: 'post',
  path: '/v2/search/queries',
  tags: ['Search'],
  summary: 'Searches the product-sales index (InstantSearch multi-query protocol)',
  description:
    'One result per query, in order. Facets: manufacturer, cooking_recommendations.name, ' +
    'option_values.name, on_sale. Filters go in facetFilters ("manufacturer:Friboi"; inner lists are ORed).',
  request: {
    body: { required: true, content: { 'application/json': { schema: multiSearchRequestSchema } } },
  },
  responses: {
    200: {
      description: 'Results',
      content: { 'application/json': { schema: multiSearchResponseSchema } },
    },
    400: { description: 'Malformed JSON', content: { 'application/json': { schema: errorSchema } } },
    ...errorResponses,
    429: {
      description:
        'Past the per-address search budget (hits asked per minute); Retry-After says when to ask again',
      content: { 'application/json': { schema: errorSchema } },
    },
  },
});

export function registerSearchRoutes(app: ApiApp) {
  // Anyone may search: the index holds only what the public catalogue shows.
  app.openapi(multiSearchRoute, async (c) => {
    const request = c.req.valid('json');
    const db = await c.var.deps.getDb();
    // Counted in hits asked, per address: sized for a carrier's NAT, not for a loop of large requests.
    await enforceBatchedThrottle(
      db,
      searchBudgetKey(clientIp(c.req.raw.headers)),
      THROTTLE_RULES.searchCostPerIp,
      searchCost(request),
    );
    const engine = await salesSearchEngine(db);
    // The same request asked again (a popular word, the same page) is answered as the index last did.
    const answer = rememberedSearchAnswer(db, JSON.stringify(request), () =>
      boundedAnswer(JSON.stringify(multiSearch(engine, config().ALGOLIA_INDEX_NAME, request))),
    );
    return c.body(answer, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<
      MultiSearchResponse,
      200,
      'json'
    >;
  });
}
