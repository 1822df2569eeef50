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
});
