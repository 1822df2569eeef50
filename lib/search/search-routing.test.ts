/** @jest-environment jsdom */
import { FACETS } from './search-settings';
import { searchRouting } from './search-routing';

const INDEX = 'product_sales';

describe('search routing', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('starts from the URL the page was rendered for, even before the location bar shows it', () => {
    // A client-side navigation from the home page: the address is still '/' when InstantSearch starts.
    window.history.replaceState({}, '', '/');
    const { router, stateMapping } = searchRouting(INDEX, '/busca?q=frango&fabricante=Sadia');
    expect(stateMapping.routeToState(router.read())).toEqual({
      [INDEX]: { query: 'frango', refinementList: { [FACETS.manufacturer]: ['Sadia'] } },
    });
    router.dispose();
  });

  it('follows the location bar after the start (back and forward buttons)', () => {
    window.history.replaceState({}, '', '/busca?q=frango');
    const { router, stateMapping } = searchRouting(INDEX, '/busca?q=frango');
    router.read();
    window.history.replaceState({}, '', '/busca?q=frango&promocao=1');
    expect(stateMapping.routeToState(router.read())).toEqual({
      [INDEX]: { query: 'frango', toggle: { [FACETS.onSale]: true } },
    });
    router.dispose();
  });

  it('writes the state to the query string', () => {
    const { router, stateMapping } = searchRouting(INDEX, '/busca?q=frango');
    expect(router.createURL(stateMapping.stateToRoute({ [INDEX]: { query: 'picanha', page: 2 } }))).toBe(
      '/busca?q=picanha&pagina=2',
    );
    router.dispose();
  });
});
