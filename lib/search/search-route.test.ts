import { FACETS, MAX_FACET_FILTER_LENGTH, MAX_QUERY_LENGTH } from './search-settings';
import {
  canonicalSearchUrl,
  parseSearchRoute,
  routeToUiState,
  searchRouteQuery,
  searchRouteUrl,
  uiStateToRoute,
  type SearchRoute,
} from './search-route';

const route = (query: string) => parseSearchRoute(new URLSearchParams(query));

describe('search route', () => {
  it('reads the query, filters, on-sale toggle and page from the query string', () => {
    expect(route('q=picanha&fabricante=Friboi&fabricante=Swift&preparo=Grelha&promocao=1&pagina=2')).toEqual({
      q: 'picanha',
      fabricante: ['Friboi', 'Swift'],
      preparo: ['Grelha'],
      promocao: true,
      pagina: 2,
    });
  });

  it("reads a link's `query` as the query, `q` first", () => {
    expect(route('query=+picanha+').q).toBe('picanha');
    expect(route('q=cupim&query=picanha').q).toBe('cupim');
    expect(route('q=&query=picanha').q).toBe('picanha');
    expect(searchRouteUrl(route('query=picanha&utm_source=whatsapp'))).toBe('/busca?q=picanha');
    expect(canonicalSearchUrl(new URLSearchParams('utm_source=whatsapp&query=picanha&pagina=1'))).toBe(
      '/busca?q=picanha',
    );
  });

  it('falls back to the first page, no filter and no query for missing or broken values', () => {
    expect(route('pagina=abc&promocao=sim&fabricante=')).toEqual({
      q: '',
      fabricante: [],
      preparo: [],
      promocao: false,
      pagina: 1,
    });
    expect(route('pagina=0').pagina).toBe(1);
    expect(route('pagina=99999').pagina).toBe(1);
  });

  it('writes a route back to the same query string, leaving defaults out', () => {
    const query = 'q=carne+de+sol&fabricante=Carv%C3%A3o+Brasa+Forte&promocao=1&pagina=3';
    expect(searchRouteQuery(route(query))).toBe(query);
    expect(searchRouteUrl(route(''))).toBe('/busca');
    expect(searchRouteUrl(route('q=cupim'))).toBe('/busca?q=cupim');
  });

  it('maps to the InstantSearch UI state and back without loss', () => {
    const original: SearchRoute = {
      q: 'linguiça',
      fabricante: ['Aurora'],
      preparo: ['Churrasco', 'Air fryer'],
      promocao: true,
      pagina: 2,
    };
    const uiState = routeToUiState(original);
    expect(uiState).toEqual({
      query: 'linguiça',
      refinementList: {
        manufacturer: ['Aurora'],
        'cooking_recommendations.name': ['Churrasco', 'Air fryer'],
      },
      toggle: { on_sale: true },
      page: 2,
    });
    expect(uiStateToRoute(uiState)).toEqual(original);
    expect(routeToUiState(route(''))).toEqual({});
    expect(uiStateToRoute(undefined)).toEqual(route(''));
  });

  it('cuts a query, filter values and their number to what the search accepts', () => {
    const long = (length: number, letter = 'a') => letter.repeat(length);
    const params = new URLSearchParams({ q: `  ${long(600, 'p')}  ` });
    params.append('fabricante', long(400, 'f'));
    params.append('preparo', long(400, 'c'));
    for (let i = 0; i < 120; i += 1) params.append('fabricante', `Marca ${i}`);
    const { q, fabricante, preparo } = parseSearchRoute(params);
    expect(q).toBe(long(MAX_QUERY_LENGTH, 'p'));
    expect(fabricante).toHaveLength(20);
    expect(fabricante[0]).toBe(long(100, 'f'));
    expect(preparo).toEqual([long(100, 'c')]);
    // As InstantSearch sends them, 'attribute:value', a leading '-' escaped: each is a filter the search
    // takes, and the filters of a search weigh little beside the API's 64 KB body limit.
    const filters = [
      ...fabricante.map((value) => `${FACETS.manufacturer}:\\${value}`),
      ...preparo.map((value) => `${FACETS.cookingMethod}:\\${value}`),
    ];
    for (const filter of filters) expect(filter.length).toBeLessThanOrEqual(MAX_FACET_FILTER_LENGTH);
    expect(new TextEncoder().encode(JSON.stringify(filters)).length).toBeLessThan(4_000);
    // Values that are the same once cut are one filter.
    expect(route(`fabricante=${long(400)}&fabricante=${long(401)}`).fabricante).toHaveLength(1);
    // Short ones are left as they are.
    expect(route('q=picanha&preparo=Grelha').preparo).toEqual(['Grelha']);
  });

  it('never cuts a character in two, and leaves no space at the end of a cut query', () => {
    const emoji = '🥩'; // two UTF-16 code units
    const q = route(new URLSearchParams({ q: `${'a'.repeat(MAX_QUERY_LENGTH - 1)}${emoji}` }).toString()).q;
    expect(q).toBe('a'.repeat(MAX_QUERY_LENGTH - 1));
    expect(route(new URLSearchParams({ q: `${'a'.repeat(MAX_QUERY_LENGTH - 1)} bb` }).toString()).q).toBe(
      'a'.repeat(MAX_QUERY_LENGTH - 1),
    );
  });
});
