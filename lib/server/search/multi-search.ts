/**
 * The InstantSearch multi-query protocol (the hosted service's `POST /1/indexes/*\/queries`): a list of
 * queries, each with an index name and search parameters, answered by one result per query in the shape
 * react-instantsearch reads (hits, nbHits, page, nbPages, hitsPerPage, facets, processingTimeMS).
 * Used by the sales API route and by /busca's server rendering, so both answer alike.
 */
import { z } from '@hono/zod-openapi';
import {
  FACETS,
  FACET_ATTRIBUTES,
  MAX_FACET_FILTER_LENGTH,
  MAX_FILTER_VALUES,
  MAX_QUERY_LENGTH,
  type FacetAttribute,
} from '@/lib/search/search-settings';
import { NotFoundError, ValidationError } from '@/lib/sales-api/errors';
import type { MultiSearchResponse } from '@/lib/sales-api/search';
import type { EngineQuery, FacetFilter, SalesSearchEngine } from './engine';

/** Algolia's default page size, for queries that give none. */
const DEFAULT_HITS_PER_PAGE = 20;
/** Hits beyond this rank are not paginated to (Algolia's paginationLimitedTo). */
const PAGINATION_LIMIT = 1000;
/**
 * Bounds on one request's work and answer: /busca sends one query per disjunctive facet plus one (4 today)
 * and asks 12 hits a page. Without them a 9 kB request could ask 50 × 1,000 hits (a 17 MB answer).
 */
export const MAX_QUERIES_PER_REQUEST = 10;
export const MAX_HITS_PER_PAGE = 100;
/**
 * Hits one request may ask in all its queries: 10 queries of 100 hits answered 1.5 MB to a 1.6 kB
 * request. /busca asks about 50.
 */
export const MAX_HITS_PER_REQUEST = 200;
/** The bytes of one answer, whatever the request: past it the answer is refused, not sent. */
export const MAX_ANSWER_BYTES = 512 * 1024;
const ANSWER_TOO_LARGE = 'Resposta grande demais: peça menos resultados ou facetas por vez';

const facetName = z.string().max(100);
const facetFilter = z.string().min(3).max(MAX_FACET_FILTER_LENGTH);
/** Filter syntaxes this engine does not speak are refused rather than silently ignored. */
const unsupported = (name: string) =>
  z
    .union([z.string(), z.array(z.unknown())])
    .refine((value) => value.length === 0, `${name} não é suportado: use facetFilters`)
    .optional();

const searchParamsSchema = z
  .object({
    query: z.string().max(MAX_QUERY_LENGTH, 'Busca muito longa').default(''),
    page: z
      .number({ error: 'Página inválida' })
      .int('Página inválida')
      .min(0, 'Página inválida')
      .max(PAGINATION_LIMIT, 'Página inválida')
      .default(0),
    hitsPerPage: z
      .number({ error: 'Quantidade por página inválida' })
      .int('Quantidade por página inválida')
      .min(0, 'Quantidade por página inválida')
      .max(MAX_HITS_PER_PAGE, 'Quantidade por página inválida')
      .default(DEFAULT_HITS_PER_PAGE),
    facets: z.union([facetName, z.array(facetName).max(20)]).optional(),
    maxValuesPerFacet: z
      .number({ error: 'maxValuesPerFacet inválido' })
      .int('maxValuesPerFacet inválido')
      .min(1, 'maxValuesPerFacet inválido')
      .max(MAX_HITS_PER_PAGE, 'maxValuesPerFacet inválido')
      .default(100),
    facetFilters: z
      .union([
        facetFilter,
        z.array(z.union([facetFilter, z.array(facetFilter).max(MAX_FILTER_VALUES)])).max(20),
      ])
      .optional(),
    filters: unsupported('filters'),
    numericFilters: unsupported('numericFilters'),
    tagFilters: unsupported('tagFilters'),
  })
  .openapi('SearchParams');

type SearchParams = z.infer<typeof searchParamsSchema>;

/** One query; its parameters may sit in `params` (InstantSearch) or beside the index name. */
const searchRequestSchema = z.preprocess(
  (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const { indexName, params, ...inline } = value as Record<string, unknown>;
    if (params !== undefined && (params === null || typeof params !== 'object' || Array.isArray(params))) {
      return { indexName, params };
    }
    return { indexName, params: { ...inline, ...(params as object | undefined) } };
  },
  z.object({
    indexName: z.string({ error: 'Índice obrigatório' }).min(1, 'Índice obrigatório').max(100),
    params: searchParamsSchema,
  }),
);

export const multiSearchRequestSchema = z
  .object({
    requests: z
      .array(searchRequestSchema, { error: 'Envie a lista de buscas em requests' })
      .min(1, 'Envie ao menos uma busca')
      .max(MAX_QUERIES_PER_REQUEST, `No máximo ${MAX_QUERIES_PER_REQUEST} buscas por vez`)
      .refine(
        (requests) => hitsAsked(requests) <= MAX_HITS_PER_REQUEST,
        `No máximo ${MAX_HITS_PER_REQUEST} resultados por vez, somadas as buscas`,
      ),
  })
  .openapi('MultiSearchRequest');

export type MultiSearchRequest = z.infer<typeof multiSearchRequestSchema>;

function hitsAsked(requests: { params: { hitsPerPage: number } }[]): number {
  return requests.reduce((sum, entry) => sum + entry.params.hitsPerPage, 0);
}

/**
 * What a request costs against its address's search budget (THROTTLE_RULES.searchCostPerIp): the hits it
 * asks, plus one per query (a facet-only query still runs).
 */
/** The throttle key of an address's search budget: the API's searches and /busca's first render share it. */
export function searchBudgetKey(clientAddress: string): string {
  return `search:ip:${clientAddress}`;
}

export function searchCost(request: MultiSearchRequest): number {
  return hitsAsked(request.requests) + request.requests.length;
}

/** The answer's JSON, refused (422) past MAX_ANSWER_BYTES: the last bound on what one request buys. */
export function boundedAnswer(json: string): string {
  if (Buffer.byteLength(json) > MAX_ANSWER_BYTES) throw new ValidationError({ requests: [ANSWER_TOO_LARGE] });
  return json;
}

function asFacet(attribute: string): FacetAttribute | null {
  return (FACET_ATTRIBUTES as readonly string[]).includes(attribute) ? (attribute as FacetAttribute) : null;
}

/** "manufacturer:Friboi", "on_sale:true", "manufacturer:-Swift" (excluded), "x:\-y" (a value starting with -). */
function parseFacetFilter(text: string, field: string, errors: Record<string, string[]>): FacetFilter | null {
  const colon = text.indexOf(':');
  const attribute = asFacet(colon > 0 ? text.slice(0, colon) : '');
  if (!attribute) {
    (errors[field] ??= []).push(`Filtro inválido: ${text}`);
    return null;
  }
  let value = text.slice(colon + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  if (attribute === FACETS.onSale && value !== 'true' && value !== 'false') {
    (errors[field] ??= []).push(`Filtro inválido: ${text}`);
    return null;
  }
  return { attribute, value, negated };
}

/** Reads one query's parameters; problems are added to `errors` under the query's path (`at`). */
function toEngineQuery(params: SearchParams, at: string, errors: Record<string, string[]> = {}): EngineQuery {
  const requested = params.facets === undefined ? [] : [params.facets].flat();
  const facets = requested.includes('*')
    ? FACET_ATTRIBUTES
    : requested.flatMap((name) => {
        const facet = asFacet(name);
        if (!facet) (errors[`${at}.facets`] ??= []).push(`Atributo não é um filtro: ${name}`);
        return facet ? [facet] : [];
      });
  // A string is one filter; in a list, strings are ANDed and each inner list is ORed.
  const groups =
    params.facetFilters === undefined
      ? []
      : typeof params.facetFilters === 'string'
        ? [params.facetFilters]
        : params.facetFilters;
  const filters = groups.map((group, i) =>
    [group].flat().flatMap((text) => parseFacetFilter(text, `${at}.facetFilters.${i}`, errors) ?? []),
  );
  return {
    query: params.query.trim(),
    page: params.page,
    hitsPerPage: params.hitsPerPage,
    facets,
    maxValuesPerFacet: params.maxValuesPerFacet,
    filters,
  };
}

/**
 * Answers every query of a multi-query request. All queries are read before any runs: an unknown index is
 * a 404, unknown facets and malformed filters a 422 listing every problem.
 */
export function multiSearch(
  engine: SalesSearchEngine,
  indexName: string,
  request: MultiSearchRequest,
): MultiSearchResponse {
  const unknown = request.requests.find((entry) => entry.indexName !== indexName);
  if (unknown) throw new NotFoundError(`Índice não encontrado: ${unknown.indexName}`);
  const errors: Record<string, string[]> = {};
  const queries = request.requests.map((entry, i) => ({
    entry,
    query: toEngineQuery(entry.params, `requests.${i}.params`, errors),
  }));
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    results: queries.map(({ entry, query }) => {
      const result = engine.search(query);
      const beyondLimit = query.page * query.hitsPerPage >= PAGINATION_LIMIT;
      return {
        ...result,
        hits: beyondLimit ? [] : result.hits,
        // Pages past the pagination limit are empty, as in the hosted service.
        nbPages:
          result.hitsPerPage > 0
            ? Math.min(result.nbPages, Math.ceil(PAGINATION_LIMIT / result.hitsPerPage))
            : 0,
        exhaustiveFacetsCount: true,
        exhaustiveNbHits: true,
        params: new URLSearchParams({
          query: query.query,
          page: String(query.page),
          hitsPerPage: String(query.hitsPerPage),
        }).toString(),
        index: entry.indexName,
      };
    }),
  };
}
