import { BLEND_SEARCH_HITS_PER_PAGE } from '@/lib/search/blend-search';
import { FACETS } from '@/lib/search/search-settings';
import { parseSearchRoute } from '@/lib/search/search-route';
import type { Database } from '../db/database';
import { createTestDatabase } from '@/test-support/server/test-database';
import { eq } from 'drizzle-orm';
import { ThrottledError } from '@/lib/sales-api/errors';
import { throttleBuckets } from '../auth/schema';
import { THROTTLE_RULES } from '../auth/throttle';
import { createApi } from '../app';
import { serverSearchClient } from './search-backend';
import { blendSearchInitialResults, searchInitialResults } from './search-server-state';

const INDEX = 'product_sales';
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function searchPage(query: string) {
  const client = await serverSearchClient({ kind: 'embedded', indexName: INDEX }, async () => database.db);
  return searchInitialResults(client, INDEX, parseSearchRoute(new URLSearchParams(query)));
}

async function initialResults(query: string) {
  return (await searchPage(query)).initialResults[INDEX]!;
}

describe('searchInitialResults', () => {
  it('runs the page queries on the server: the first page of hits and the facets', async () => {
    const { state, results } = await initialResults('q=picanha');
    expect(state).toMatchObject({ query: 'picanha', hitsPerPage: 12, page: 0 });
    const [main] = results!;
    expect(main!.hits[0]).toMatchObject({ slug: 'picanha-bovina' });
    expect(Object.keys(main!.facets!)).toEqual(
      expect.arrayContaining([FACETS.manufacturer, FACETS.cookingMethod, FACETS.onSale]),
    );
  });

  it('applies the filters and page of the URL, with one more query per refined disjunctive facet', async () => {
    const { state, results } = await initialResults('q=linguica&fabricante=Aurora&promocao=1&pagina=1');
    expect(state!.disjunctiveFacetsRefinements).toMatchObject({
      [FACETS.manufacturer]: ['Aurora'],
      [FACETS.onSale]: ['true'],
    });
    const [main, ...facetQueries] = results!;
    expect(main!.hits.map((hit) => (hit as unknown as { slug: string }).slug)).toEqual([
      'linguica-toscana',
      'linguica-toscana-fina',
    ]);
    expect(facetQueries).toHaveLength(2);
    // The manufacturer facet query leaves the manufacturer filter out, to count the other manufacturers.
    const manufacturers = facetQueries.find((r) => r.facets?.[FACETS.manufacturer])!.facets![
      FACETS.manufacturer
    ]!;
    expect(Object.keys(manufacturers).length).toBeGreaterThan(1);
  });

  it('describes what the page shows first around the hits: the filters by name with their counts, the pages', async () => {
    const { initialResults, preview } = await searchPage('q=linguica&fabricante=Aurora&promocao=1');
    const main = initialResults[INDEX]!.results![0]!;
    expect(preview).toMatchObject({ query: 'linguica', nbHits: main.nbHits });
    expect(preview.sale).toEqual({ isRefined: true, count: expect.any(Number) });
    const [manufacturers, cookingMethods] = preview.lists;
    expect(manufacturers!.title).toBe('Fabricante');
    expect(manufacturers!.items.find((item) => item.value === 'Aurora')).toMatchObject({ isRefined: true });
    for (const { items } of [manufacturers!, cookingMethods!]) {
      const labels = items.map((item) => item.label);
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    }
    expect(preview.pagination).toEqual({ current: 0, pages: [0], nbPages: 1 });
  });

  it("lists a filter's first 10 values with 'Ver mais' when it has more, all of them asked already", async () => {
    const { initialResults, preview } = await searchPage('');
    const manufacturers = preview.lists.find((list) => list.attribute === FACETS.manufacturer)!;
    const all = Object.keys(initialResults[INDEX]!.results![0]!.facets![FACETS.manufacturer]!);
    expect(all.length).toBeGreaterThan(10);
    expect(manufacturers.items).toHaveLength(10);
    expect(manufacturers).toMatchObject({ canToggleShowMore: true, isShowingMore: false });
  });

  it("answers past the last page with the last page's results, as for the last page's address", async () => {
    const { initialResults, preview } = await searchPage('q=picanha&pagina=1000');
    const { nbPages } = preview.pagination;
    expect(nbPages).toBeGreaterThan(1);
    expect(preview.pagination.current).toBe(nbPages - 1);
    const answered = initialResults[INDEX]!;
    const last = (await searchPage(`q=picanha&pagina=${nbPages}`)).initialResults[INDEX]!;
    expect(answered.state!.page).toBe(nbPages - 1);
    expect(answered.results![0]!.hits.length).toBeGreaterThan(0);
    expect(answered.results![0]!.hits).toEqual(last.results![0]!.hits);
    // Nothing found: the first page, with nothing on it.
    const none = await searchPage('q=xyzzyqwerty&pagina=3');
    expect(none.preview.pagination).toMatchObject({ current: 0, nbPages: 0 });
  });

  it('searches the beginning of an over-long query or filter of a shared link, rather than failing', async () => {
    const long = new URLSearchParams({ q: `picanha ${'x'.repeat(600)}`, fabricante: 'F'.repeat(600) });
    long.append('preparo', 'C'.repeat(600));
    const { preview } = await searchPage(long.toString());
    expect(preview.query).toHaveLength(512);
    expect(preview.query.startsWith('picanha x')).toBe(true);
  });
});

describe('blendSearchInitialResults', () => {
  it("runs the calculator's first query: a page of ground meats only", async () => {
    const client = await serverSearchClient({ kind: 'embedded', indexName: INDEX }, async () => database.db);
    const { state, results } = (await blendSearchInitialResults(client, INDEX))[INDEX]!;
    expect(state).toMatchObject({ hitsPerPage: BLEND_SEARCH_HITS_PER_PAGE, page: 0 });
    const hits = results![0]!.hits as unknown as { option_values: { name: string }[] }[];
    // The seed's eight ground meats, and nothing else.
    expect(hits).toHaveLength(8);
    for (const hit of hits) {
      expect(hit.option_values.map((value) => value.name)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^Moída [12]x$/)]),
      );
    }
  });
});

/** /busca's first render spends the address's search budget as the API's searches do (docs/security.md). */
describe("/busca's first render and the per-address search budget", () => {
  const LIMIT = THROTTLE_RULES.searchCostPerIp.limit;
  const renderFor = async (clientAddress: string, query: string) => {
    const client = await serverSearchClient({ kind: 'embedded', indexName: INDEX }, async () => database.db, {
      clientAddress,
    });
    return searchInitialResults(client, INDEX, parseSearchRoute(new URLSearchParams(query)));
  };
  const spent = async (address: string) =>
    (
      await database.db
        .select()
        .from(throttleBuckets)
        .where(eq(throttleBuckets.key, `search:ip:${address}`))
    )[0]?.count ?? 0;

  it('counts the render against the budget the API then refuses with 429', async () => {
    const ip = '203.0.113.40';
    await database.db
      .insert(throttleBuckets)
      .values({ key: `search:ip:${ip}`, count: LIMIT - 100, windowStartedAt: new Date() });
    await renderFor(ip, 'q=picanha');
    const afterRender = await spent(ip);
    // At least the page's 12 hits and its query.
    expect(afterRender - (LIMIT - 100)).toBeGreaterThanOrEqual(13);

    // What was left before the render would have let this search through; what is left after it does not.
    const left = LIMIT - afterRender;
    const api = createApi({ getDb: async () => database.db });
    const search = await api.request('/api/sales/v2/search/queries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({
        requests: [{ indexName: INDEX, params: { query: 'picanha', hitsPerPage: left } }],
      }),
    });
    expect(search.status).toBe(429);
    expect(Number(search.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it("refuses the render past the budget with the API's 429, and renders another address's", async () => {
    const ip = '203.0.113.41';
    await database.db
      .insert(throttleBuckets)
      .values({ key: `search:ip:${ip}`, count: LIMIT, windowStartedAt: new Date() });
    const refused = await renderFor(ip, 'q=picanha').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ThrottledError);
    expect(refused).toMatchObject({
      message: 'Muitas tentativas. Tente novamente em instantes.',
      retryAfterSeconds: expect.any(Number),
    });
    const elsewhere = await renderFor('203.0.113.42', 'q=picanha');
    expect(elsewhere.initialResults[INDEX]!.results![0]!.hits[0]).toMatchObject({ slug: 'picanha-bovina' });
  });
});
