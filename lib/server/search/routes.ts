import type { IncomingHttpHeaders } from 'node:http';
import { createRoute } from '@hono/zod-openapi';
import { BoundedMap } from '@/lib/bounded-map';
import { config } from '../config';
import {
  boundedAnswer,
  multiSearch,
  multiSearchRequestSchema,
  searchBudgetKey,
  searchCost,
  type MultiSearchRequest,
} from './multi-search';
import type { TypedResponse } from 'hono';
import { clientIp, enforceBatchedThrottle, THROTTLE_RULES } from '../auth/throttle';
import { rememberedSearchAnswer } from './remembered-answers';
import { salesSearchEngine } from './sales-index';
import { registerDirectRoute } from '../api/direct-lane';
import type { ApiApp } from '../api/env';
import type { Db } from '../db/database';
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

/**
 * The answer to a valid request from `address`: counted against the address's budget in hits asked (sized
 * for a carrier's NAT, not for a loop of large requests), then the same request asked again (a popular
 * word, the same page) answered as the index last did. `key` is the request's JSON.
 */
async function searchAnswer(db: Db, address: string, request: MultiSearchRequest, key: string) {
  await enforceBatchedThrottle(
    db,
    searchBudgetKey(address),
    THROTTLE_RULES.searchCostPerIp,
    searchCost(request),
  );
  const engine = await salesSearchEngine(db);
  return rememberedSearchAnswer(db, key, () =>
    boundedAnswer(JSON.stringify(multiSearch(engine, config().ALGOLIA_INDEX_NAME, request))),
  );
}

/** Bodies read by the direct lane, by their text: at most this many, and characters in all. */
const MAX_READ_BODIES = 1000;
const MAX_READ_BODY_CHARACTERS = 4 * 1024 * 1024;

interface ReadBody {
  request: MultiSearchRequest;
  key: string;
}

const readBodies = new BoundedMap<string, ReadBody>({
  maxEntries: MAX_READ_BODIES,
  maxWeight: MAX_READ_BODY_CHARACTERS,
  weigh: (text, read) => text.length + read.key.length,
});

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * A valid request body as the route reads it, or undefined (malformed or invalid: the app answers it with
 * its 400 or 422). Each text is parsed and validated once: the shoppers on /busca send the same few bodies
 * over and over, and validating one cost more than answering it from memory (docs/performance.md). The
 * request read is kept frozen, as it is shared by every request with that text; oldest first out.
 */
function readSearchBody(text: string): ReadBody | undefined {
  const kept = readBodies.get(text);
  if (kept) return kept;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = multiSearchRequestSchema.safeParse(value);
  if (!result.success) return undefined;
  const read = { request: deepFreeze(result.data), key: JSON.stringify(result.data) };
  readBodies.set(text, read);
  return read;
}

/** Node's request headers read as a web request's (clientIp reads two). */
class IncomingHeaders {
  constructor(private readonly headers: IncomingHttpHeaders) {}

  get(name: string): string | undefined {
    const value = this.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }
}

export function registerSearchRoutes(app: ApiApp) {
  // Anyone may search: the index holds only what the public catalogue shows.
  app.openapi(multiSearchRoute, async (c) => {
    const request = c.req.valid('json');
    const db = await c.var.deps.getDb();
    const answer = await searchAnswer(db, clientIp(c.req.raw.headers), request, JSON.stringify(request));
    return c.body(answer, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<
      MultiSearchResponse,
      200,
      'json'
    >;
  });
  // The production server answers a valid body directly (../api/direct-lane.ts); any other, the app.
  registerDirectRoute(app, {
    method: 'POST',
    path: '/v2/search/queries',
    answer: async ({ incoming, body, deps }) => {
      const read = readSearchBody(body);
      if (!read) return undefined;
      const address = clientIp(new IncomingHeaders(incoming.headers));
      const answer = await searchAnswer(await deps.getDb(), address, read.request, read.key);
      return { status: 200, headers: { 'content-type': 'application/json' }, body: answer };
    },
  });
}
