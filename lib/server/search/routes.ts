import { createRoute } from '@hono/zod-openapi';
import { config } from '../config';
import { multiSearch, multiSearchRequestSchema } from './multi-search';
import { salesSearchEngine } from './sales-index';
import type { ApiApp } from '../api/env';
import { errorResponses, errorSchema } from '@/lib/sales-api/openapi-parts';
import { multiSearchResponseSchema } from '@/lib/sales-api/search';

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
  },
});

export function registerSearchRoutes(app: ApiApp) {
  // Anyone may search: the index holds only what the public catalogue shows.
  app.openapi(multiSearchRoute, async (c) => {
    const request = c.req.valid('json');
    const engine = await salesSearchEngine(await c.var.deps.getDb());
    return c.json(multiSearch(engine, config().ALGOLIA_INDEX_NAME, request), 200);
  });
}
