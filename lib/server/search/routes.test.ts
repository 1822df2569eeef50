import { eq, sql } from 'drizzle-orm';
import { FACETS } from '@/lib/search/search-settings';
import { catalogueChanged } from '../catalogue/catalogue-changes';
import * as t from '../catalogue/schema';
import { reseed } from '../seed/seed';
import { throttleBuckets } from '../auth/schema';
import { THROTTLE_RULES } from '../auth/throttle';
import {
  boundedAnswer,
  MAX_ANSWER_BYTES,
  MAX_HITS_PER_PAGE,
  MAX_HITS_PER_REQUEST,
  MAX_QUERIES_PER_REQUEST,
} from './multi-search';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { ERROR_TEXTS, ValidationError, type ErrorBody } from '@/lib/sales-api/errors';
import type { MultiSearchResponse } from '@/lib/sales-api/search';

const INDEX = 'product_sales';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.database.close());

function post(body: unknown, init: RequestInit = {}) {
  return api.request('/v2/search/queries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

async function search(...params: Record<string, unknown>[]) {
  const response = await post({ requests: params.map((p) => ({ indexName: INDEX, params: p })) });
  expect(response.status).toBe(200);
  return ((await response.json()) as MultiSearchResponse).results;
}

/** Every hit of one query, page after page at the largest page size. */
async function searchAll(params: Record<string, unknown>) {
  const hits = [];
  for (let page = 0; ; page++) {
    const [result] = await search({ ...params, hitsPerPage: MAX_HITS_PER_PAGE, page });
    hits.push(...result!.hits);
    if (page + 1 >= result!.nbPages) return { nbHits: result!.nbHits, hits };
  }
}

async function searchError(body: unknown) {
  const response = await post(body);
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

describe('POST /v2/search/queries', () => {
  it('answers in the shape react-instantsearch reads', async () => {
    const [result] = await search({ query: 'picanha', hitsPerPage: 4, facets: [FACETS.manufacturer] });
    expect(result).toMatchObject({
      page: 0,
      hitsPerPage: 4,
      query: 'picanha',
      index: INDEX,
      exhaustiveNbHits: true,
    });
    expect(result!.nbHits).toBeGreaterThan(4);
    expect(result!.nbPages).toBe(Math.ceil(result!.nbHits / 4));
    expect(result!.hits).toHaveLength(4);
    expect(typeof result!.processingTimeMS).toBe('number');
    expect(result!.hits[0]).toMatchObject({ slug: 'picanha-bovina', objectID: expect.any(String) });
    // Hits are whole variants (for the product card) plus the index's own fields.
    expect(result!.hits[0]).toMatchObject({
      manufacturer: 'Swift',
      on_sale: true,
      unit_for_quantity: 'g',
      cooking_recommendations: [{ name: 'Churrasco' }, { name: 'Grelha' }],
      option_values: [{ name: 'Peça inteira' }],
      department: 'Bovinos',
      image: expect.stringMatching(/^\/media\//),
    });
    expect(result!.facets[FACETS.manufacturer]).toMatchObject({ Friboi: 2, Swift: 2 });
    // A facet asked twice is counted once.
    const [twice] = await search({ query: 'picanha', facets: [FACETS.manufacturer, FACETS.manufacturer] });
    expect(twice!.facets).toEqual(result!.facets);
  });

  it('answers several queries at once, in order, each with its own page and facets', async () => {
    const [first, second] = await search(
      { query: 'linguica', hitsPerPage: 2, page: 1 },
      { query: 'linguica', hitsPerPage: 0, facets: [FACETS.onSale] },
    );
    expect(first!.page).toBe(1);
    expect(first!.hits).toHaveLength(2);
    expect(second!.hits).toEqual([]);
    expect(second!.nbHits).toBe(first!.nbHits);
    const onSale = second!.facets[FACETS.onSale]!;
    expect((onSale.true ?? 0) + (onSale.false ?? 0)).toBe(first!.nbHits);
  });

  it('filters by facets: a list is ORed, separate entries are ANDed, a leading minus excludes', async () => {
    const either = await searchAll({
      query: '',
      facetFilters: [[`${FACETS.manufacturer}:Friboi`, `${FACETS.manufacturer}:Swift`]],
    });
    expect(new Set(either.hits.map((h) => h.manufacturer))).toEqual(new Set(['Friboi', 'Swift']));

    const friboiOnSale = await searchAll({
      facetFilters: [`${FACETS.manufacturer}:Friboi`, `${FACETS.onSale}:true`],
    });
    expect(friboiOnSale.nbHits).toBeGreaterThan(0);
    for (const hit of friboiOnSale.hits) expect(hit).toMatchObject({ manufacturer: 'Friboi', on_sale: true });

    const [notFriboi] = await search({ query: 'picanha', facetFilters: [`${FACETS.manufacturer}:-Friboi`] });
    expect(notFriboi!.hits.some((h) => h.manufacturer === 'Friboi')).toBe(false);
    expect(notFriboi!.nbHits).toBeGreaterThan(0);

    const [grilled] = await search({ query: 'frango', facetFilters: [`${FACETS.cookingMethod}:Air fryer`] });
    for (const hit of grilled!.hits)
      expect(hit.cooking_recommendations).toContainEqual({ name: 'Air fryer' });

    const [ground] = await search({ facetFilters: [`${FACETS.optionValue}:Moída 2x`] });
    expect(ground!.hits.map((h) => h.slug).sort()).toEqual([
      'carne-moida-de-acem-moida-2x',
      'carne-moida-de-coxao-mole-moida-2x',
      'carne-moida-de-fraldinha-moida-2x',
      'carne-moida-de-patinho-moida-2x',
    ]);
  });

  it('lists the whole catalogue for an empty query, best sellers first', async () => {
    const all = await searchAll({});
    const [{ n }] = (await api.database.db.select({ n: sql<number>`count(*)::int` }).from(t.variants)) as [
      { n: number },
    ];
    expect(all.nbHits).toBe(n);
    expect(all.hits).toHaveLength(n);
    const volumes = all.hits.map((h) => h.sales_volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
  });

  it('accepts the parameters beside the index name, as the v5 clients send them', async () => {
    const response = await post({ requests: [{ indexName: INDEX, query: 'cupim', hitsPerPage: 3 }] });
    const { results } = (await response.json()) as MultiSearchResponse;
    expect(results[0]!.hits[0]!.slug).toBe('cupim-bovino');
    expect(results[0]!.hitsPerPage).toBe(3);
  });

  it('is empty, not an error, past the last page or for a word nothing holds', async () => {
    const [beyond, nothing] = await search({ query: 'picanha', page: 50 }, { query: 'xyzzyqwerty' });
    expect(beyond!.hits).toEqual([]);
    expect(nothing).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
  });
});

describe('POST /v2/search/queries with malformed requests', () => {
  it('answers 400 to a body that is not JSON', async () => {
    const response = await post('{"requests": [');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error).toBe(ERROR_TEXTS.bad_request);
  });

  it('answers 4xx, never 500, to a body without its JSON content type or that is null', async () => {
    const untyped = await api.request('/v2/search/queries', { method: 'POST', body: '{"requests":[]}' });
    expect(untyped.status).toBeGreaterThanOrEqual(400);
    expect(untyped.status).toBeLessThan(500);
    const { status } = await searchError(null);
    expect(status).toBe(422);
  });

  it.each([
    ['no requests', {}, 'requests'],
    ['requests that are not a list', { requests: 'picanha' }, 'requests'],
    ['an empty list', { requests: [] }, 'requests'],
    ['a query without an index', { requests: [{ params: { query: 'x' } }] }, 'requests.0.indexName'],
    ['a negative page', { requests: [{ indexName: INDEX, params: { page: -1 } }] }, 'requests.0.params.page'],
    [
      'a page that is text',
      { requests: [{ indexName: INDEX, params: { page: 'two' } }] },
      'requests.0.params.page',
    ],
    [
      'too many hits per page',
      { requests: [{ indexName: INDEX, params: { hitsPerPage: MAX_HITS_PER_PAGE + 1 } }] },
      'requests.0.params.hitsPerPage',
    ],
    [
      'a query that is not text',
      { requests: [{ indexName: INDEX, params: { query: 42 } }] },
      'requests.0.params.query',
    ],
    [
      'params that are not an object',
      { requests: [{ indexName: INDEX, params: 'query=x' }] },
      'requests.0.params',
    ],
    [
      'a filter string of the other syntax',
      { requests: [{ indexName: INDEX, params: { filters: 'on_sale:true' } }] },
      'requests.0.params.filters',
    ],
    [
      'more queries than one request may hold',
      { requests: Array.from({ length: MAX_QUERIES_PER_REQUEST + 1 }, () => ({ indexName: INDEX })) },
      'requests',
    ],
  ])('answers 422 to %s, naming the field', async (_, body, field) => {
    const { status, body: error } = await searchError(body);
    expect(status).toBe(422);
    expect(error.errors[field]).toEqual([expect.any(String)]);
  });

  it('keeps the largest request it accepts to a bounded answer (no amplification)', async () => {
    const queries = MAX_HITS_PER_REQUEST / MAX_HITS_PER_PAGE;
    const request = (count: number) => ({
      requests: Array.from({ length: count }, () => ({
        indexName: INDEX,
        params: { hitsPerPage: MAX_HITS_PER_PAGE, facets: ['*'], maxValuesPerFacet: MAX_HITS_PER_PAGE },
      })),
    });
    const response = await post(request(queries));
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBeLessThan(MAX_ANSWER_BYTES);
    // One more page of hits is refused: 10 × 100 hits was a 1.5 MB answer for a 1.6 kB request.
    const { status, body } = await searchError(request(queries + 1));
    expect(status).toBe(422);
    expect(body.errors.requests).toEqual([expect.stringContaining(String(MAX_HITS_PER_REQUEST))]);
  });

  it('refuses to send an answer past its byte cap', () => {
    expect(() => boundedAnswer('x'.repeat(MAX_ANSWER_BYTES + 1))).toThrow(ValidationError);
    expect(boundedAnswer('{"results":[]}')).toBe('{"results":[]}');
  });

  it('answers 429 with Retry-After past the per-address search budget, counted in hits asked', async () => {
    const ip = '203.0.113.77';
    const asked = { requests: [{ indexName: INDEX, params: { hitsPerPage: 20 } }] };
    await api.database.db.insert(throttleBuckets).values({
      key: `search:ip:${ip}`,
      count: THROTTLE_RULES.searchCostPerIp.limit - 21,
      windowStartedAt: new Date(),
    });
    const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': ip };
    expect((await post(asked, { headers })).status).toBe(200);
    const refused = await post(asked, { headers });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    const elsewhere = { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.78' };
    expect((await post(asked, { headers: elsewhere })).status).toBe(200);
  });

  it('reports every bad facet and filter of every query at once', async () => {
    const { status, body } = await searchError({
      requests: [
        { indexName: INDEX, params: { facets: ['price'], facetFilters: ['color:red'] } },
        { indexName: INDEX, params: { facetFilters: [['on_sale:maybe', 'manufacturer:Friboi']] } },
      ],
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual([
      'requests.0.params.facetFilters.0',
      'requests.0.params.facets',
      'requests.1.params.facetFilters.0',
    ]);
  });

  it('answers 404 for an index that does not exist', async () => {
    const { status, body } = await searchError({ requests: [{ indexName: 'users', params: {} }] });
    expect(status).toBe(404);
    expect(body.error).toBe('Índice não encontrado: users');
  });
});

describe('the index follows the catalogue', () => {
  it('shows a renamed variant once the change is announced', async () => {
    const [variant] = await api.database.db
      .select({ id: t.variants.id, productId: t.variants.productId })
      .from(t.variants)
      .where(eq(t.variants.slug, 'cupim-bovino'));
    await api.database.db
      .update(t.products)
      .set({ name: 'Cupim Jamanta Bovino' })
      .where(eq(t.products.id, variant!.productId));
    const [before] = await search({ query: 'jamanta' });
    expect(before!.nbHits).toBe(0);

    await catalogueChanged(api.database.db, { variantIds: [variant!.id] });
    const [after] = await search({ query: 'jamanta' });
    expect(after!.hits.map((h) => h.slug)).toEqual(['cupim-bovino']);

    // A second product takes the word, then the first loses it: each search follows.
    const rename = async (slug: string, name: string) => {
      const [renamed] = await api.database.db
        .select({ id: t.variants.id, productId: t.variants.productId })
        .from(t.variants)
        .where(eq(t.variants.slug, slug));
      await api.database.db.update(t.products).set({ name }).where(eq(t.products.id, renamed!.productId));
      await catalogueChanged(api.database.db, { variantIds: [renamed!.id] });
    };
    const jamanta = async () => (await search({ query: 'jamanta' }))[0]!.hits.map((h) => h.slug).toSorted();
    await rename('fraldinha-bovina', 'Fraldinha Jamanta');
    expect(await jamanta()).toEqual(['cupim-bovino', 'fraldinha-bovina']);
    await rename('cupim-bovino', 'Cupim Bovino');
    expect(await jamanta()).toEqual(['fraldinha-bovina']);
  });

  it('answers a search asked again as it did, until the catalogue changes', async () => {
    const stockOfPicanha = async () => {
      const [result] = await search({ query: 'picanha', hitsPerPage: 20 });
      return result!.hits.find((hit) => hit.slug === 'picanha-bovina')!.total_on_hand;
    };
    const before = await stockOfPicanha();
    // A change of the database alone (no notice) is not seen: the same request is answered from memory.
    const [variant] = await api.database.db
      .update(t.variants)
      .set({ totalOnHand: before + 7_000 })
      .where(eq(t.variants.slug, 'picanha-bovina'))
      .returning({ id: t.variants.id });
    expect(await stockOfPicanha()).toBe(before);
    await catalogueChanged(api.database.db, { variantIds: [variant!.id] });
    expect(await stockOfPicanha()).toBe(before + 7_000);
  });

  it('drops a deleted variant and is rebuilt by a reseed', async () => {
    const [variant] = await api.database.db
      .select({ id: t.variants.id })
      .from(t.variants)
      .where(eq(t.variants.slug, 'tomahawk-angus'));
    await api.database.db.delete(t.variants).where(eq(t.variants.id, variant!.id));
    await catalogueChanged(api.database.db, { variantIds: [variant!.id] });
    expect((await search({ query: 'tomahawk' }))[0]!.nbHits).toBe(0);

    await reseed(api.database.db);
    expect((await search({ query: 'tomahawk' }))[0]!.hits[0]!.slug).toBe('tomahawk-angus');
    expect((await search({ query: 'jamanta' }))[0]!.nbHits).toBe(0);
  });
});
