/**
 * The search's wire shapes: the product-sales index's record (one per variant, shaped like the hosted
 * search service's records) and the answer to a query, as react-instantsearch reads it. The embedded
 * engine (lib/server/search/engine.ts) answers in this shape and the multi-query endpoint sends it, so
 * that the storefront reads Algolia and the sales API alike.
 */
import { z } from '@hono/zod-openapi';
import { variantSchema } from './catalogue';

/**
 * A record carries the whole variant JSON too, so that a search hit renders with the same product card as
 * every other list. Its facets are named in lib/search/search-settings.ts.
 */
export const salesRecordSchema = variantSchema
  .extend({
    objectID: z.string().openapi({ description: "The variant id: the record's key in the index" }),
    department: z.string(),
    subdepartment: z.string(),
    cooking_recommendations: z.array(z.object({ name: z.string() })),
    option_values: z.array(z.object({ name: z.string() })).openapi({
      description: "The option values that make this variant (e.g. 'Fatiada'), not its siblings'",
    }),
    image: z.string().nullable().openapi({ description: 'URL of the card image, null without a photo' }),
    sales_volume: z.number().openapi({ description: 'Units sold: the tie-breaker after textual relevance' }),
  })
  .openapi('SalesRecord');

/** One query's answer: a page of hits, and the counts of each requested facet's values. */
const searchResultSchema = z.object({
  hits: z.array(salesRecordSchema),
  nbHits: z.number().int(),
  page: z.number().int(),
  nbPages: z.number().int(),
  hitsPerPage: z.number().int(),
  facets: z
    .record(z.string(), z.record(z.string(), z.number().int()))
    .openapi({ example: { manufacturer: { Friboi: 12, Swift: 7 } } }),
  processingTimeMS: z.number().int(),
  query: z.string(),
});

/** The multi-query endpoint's answer: one result per query, with what the hosted service sends beside. */
export const multiSearchResponseSchema = z.object({
  results: z.array(
    searchResultSchema
      .extend({
        exhaustiveFacetsCount: z.boolean(),
        exhaustiveNbHits: z.boolean(),
        params: z.string(),
        index: z.string(),
      })
      .openapi('SearchResult'),
  ),
});

export type SalesRecord = z.infer<typeof salesRecordSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
export type MultiSearchResponse = z.infer<typeof multiSearchResponseSchema>;
