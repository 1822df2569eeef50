/** @jest-environment jsdom */
import type { UiState } from 'instantsearch.js';
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

  describe('writing the history', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** InstantSearch's write for `uiState`, once its 400 ms delay has passed. */
    function write(requestedUrl: string, uiState: UiState[string]) {
      window.history.replaceState({}, '', requestedUrl);
      const { router, stateMapping } = searchRouting(INDEX, requestedUrl);
      router.read();
      router.write(stateMapping.stateToRoute({ [INDEX]: uiState }));
      jest.advanceTimersByTime(400);
      router.dispose();
    }
    const here = () => `${window.location.pathname}${window.location.search}`;

    it('tidies a link of the same search in place, without a history entry for the back button', () => {
      const entries = window.history.length;
      write('/busca?query=frango&utm_source=whatsapp', { query: 'frango' });
      expect(here()).toBe('/busca?q=frango');
      expect(window.history.length).toBe(entries);
      write('/busca?q=frango', { query: 'frango' });
      expect(window.history.length).toBe(entries);
    });

    it('keeps another search as a history entry', () => {
      const entries = window.history.length;
      write('/busca?q=frango&utm_source=whatsapp', { query: 'frango', page: 2 });
      expect(here()).toBe('/busca?q=frango&pagina=2');
      expect(window.history.length).toBe(entries + 1);
    });
  });
});
