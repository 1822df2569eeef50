import { createRoute, z } from '@hono/zod-openapi';
import { config } from '../config';
import { multiSearch, multiSearchRequestSchema } from './multi-search';
import { salesSearchEngine } from './sales-index';
import type { ApiApp } from '../api/env';
import { errorResponses, errorSchema } from '@/lib/sales-api/openapi-parts';
import { variantSchema } from '@/lib/sales-api/catalogue';

const salesRecordSchema = variantSchema
  .extend({
    objectID: z.string(),
    department: z.string(),
    subdepartment: z.string(),
    cooking_recommendations: z.array(z.object({ name: z.string() })),
    option_values: z.array(z.object({ name: z.string() })),
    image: z.string().nullable(),
  })
  .openapi('SalesRecord');

const searchResultSchema = z
  .object({
    hits: z.array(salesRecordSchema),
    nbHits: z.number().int(),
    page: z.number().int(),
    nbPages: z.number().int(),
    hitsPerPage: z.number().int(),
    facets: z
      .record(z.string(), z.record(z.string(), z.number().int()))
      .openapi({ example: { manufacturer: { Friboi: 12, Swift: 7 } } }),
    exhaustiveFacetsCount: z.boolean(),
    exhaustiveNbHits: z.boolean(),
    processingTimeMS: z.number().int(),
    query: z.string(),
    params: z.string(),
    index: z.string(),
  })
  .openapi('SearchResult');

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
      content: { 'application/json': { schema: z.object({ results: z.array(searchResultSchema) }) } },
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
