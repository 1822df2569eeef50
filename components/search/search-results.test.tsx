/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 */
// The node conditions: the embedded search engine (Orama) that answers the page's searches here ships
// its browser build as ES modules only.
import '@testing-library/jest-dom';
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { variantJson } from '@/test-support/components/cart-fixtures';
import { reportClientError } from '@/lib/api-client/error-report';
import { LiveProvider } from '@/lib/api-client/live';
import { toSalesRecord } from '@/lib/search/sales-record';
import { createSalesSearchClient } from '@/lib/api-client/search-client';
import { parseSearchRoute } from '@/lib/search/search-route';
/* eslint-disable import/no-restricted-paths -- the test plays the server too: the page's search API and its
   server rendering, with their real code */
import { SalesSearchEngine } from '@/lib/server/search/engine';
import { multiSearch, multiSearchRequestSchema } from '@/lib/server/search/multi-search';
import { searchInitialResults } from '@/lib/server/search/search-server-state';
/* eslint-enable import/no-restricted-paths */
import { LiveSearchResults } from './search-live';
import { SearchResults } from './search-results';

jest.mock('@/lib/api-client/error-report', () => ({
  ...jest.requireActual('@/lib/api-client/error-report'),
  reportClientError: jest.fn(),
}));

// The address as Next.js knows it: the page's, set by searchPage (InstantSearch's writes change it later).
const push = jest.fn();
jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
  useRouter: () => ({ push }),
}));
// The InstantSearch results, real, watched for when they take over.
jest.mock('./search-live', () => {
  const actual = jest.requireActual<typeof import('./search-live')>('./search-live');
  return { LiveSearchResults: jest.fn(actual.LiveSearchResults) };
});

const INDEX = 'product_sales';
const names = { departments: new Map([[1, 'Bovinos']]), subdepartments: new Map([[1, 'Cortes']]) };
// 14 sausages (two pages of 12) by two makers (more by the second: the filters list them by name), two
// of them on sale; each has its own way to cook it besides the barbecue (15 in all: more than a filter
// lists before 'Ver mais').
const COOKING_METHODS = [
  'Air fryer',
  'Assado',
  'Cozido',
  'Ensopado',
  'Feijoada',
  'Frigideira',
  'Frito',
  'Grelhado',
  'Guisado',
  'Na brasa',
  'No forno',
  'Refogado',
  'Sanduíche',
  'Sopa',
];
const engine = SalesSearchEngine.fromRecords(
  Array.from({ length: 14 }, (_, index) =>
    toSalesRecord(
      variantJson({
        id: index + 1,
        name: `Linguiça ${index + 1}`,
        manufacturer: index < 4 ? 'Aurora' : 'Seara',
        on_sale: index < 2,
        cooking_methods: ['Churrasco', COOKING_METHODS[index]!],
      }),
      names,
    ),
  ),
);

let searches: unknown[];
/** The search API fails (the next searches answer 500). */
let searchDown = false;
/** The address's search budget is spent (the next searches answer 429 with this Retry-After). */
let throttledFor: string | null = null;
/** A search of this page (from 0) waits for `answerHeld` before it is answered. */
let heldPage: number | null = null;
let answerHeld = () => {};
beforeEach(() => {
  searches = [];
  searchDown = false;
  throttledFor = null;
  heldPage = null;
  jest.mocked(reportClientError).mockClear();
  jest.mocked(LiveSearchResults).mockClear();
  push.mockClear();
  // The sales API's search endpoint, answered by the embedded engine.
  global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    const { requests } = JSON.parse(String(init.body)) as { requests: unknown };
    searches.push(requests);
    if ((requests as { params: { page?: number } }[])[0]?.params.page === heldPage) {
      await new Promise<void>((resolve) => (answerHeld = resolve));
    }
    if (throttledFor !== null) {
      return {
        ok: false,
        status: 429,
        headers: new Headers({ 'Retry-After': throttledFor }),
        text: async () =>
          JSON.stringify({ error: 'Muitas tentativas. Tente novamente em instantes.', errors: {} }),
      };
    }
    if (searchDown) {
      return {
        ok: false,
        status: 500,
        text: async () => JSON.stringify({ error: 'Indisponível', errors: {} }),
      };
    }
    const body = multiSearch(engine, INDEX, multiSearchRequestSchema.parse({ requests }));
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
});

/** The page as the last searchPage rendered it (to render it again for a new address). */
let page: () => ReactElement;

async function searchPage(query: string) {
  window.history.replaceState({}, '', `/busca?${query}`);
  const route = parseSearchRoute(new URLSearchParams(query));
  const { initialResults, preview } = await searchInitialResults(createSalesSearchClient(), INDEX, route);
  searches = [];
  page = () => (
    <LiveProvider live={null}>
      <SearchResults
        backend={{ kind: 'embedded', indexName: INDEX }}
        initialResults={initialResults}
        preview={preview}
        route={route}
      />
    </LiveProvider>
  );
  return render(page());
}

/** The markup without the `disabled` of the controls that wait for InstantSearch. */
const drawn = (element: HTMLElement) => element.innerHTML.replaceAll(' disabled=""', '');

/** Time for code that the page would load by itself (it loads once the page has painted, in jsdom at once). */
const aWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

/** The shopper's first move over the results (a touch), and InstantSearch taking them over. */
async function takeOver(view: ReturnType<typeof render>) {
  fireEvent.pointerDown(view.container.firstElementChild!);
  await waitFor(() => expect(LiveSearchResults).toHaveBeenCalled());
  // Its render is a transition: committed once React has had the time.
  await aWhile();
}

describe('the results of /busca', () => {
  it("are drawn from the server, then by InstantSearch at the shopper's first move, without moving a thing", async () => {
    const view = await searchPage('q=linguica&fabricante=Aurora');
    const preview = drawn(view.container);
    expect(screen.getByText('Resultados para "linguica"')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: /Aurora/ })).toBeChecked();
    // A shopper who only reads the results never loads InstantSearch.
    await aWhile();
    expect(LiveSearchResults).not.toHaveBeenCalled();

    await takeOver(view);
    expect(drawn(view.container)).toBe(preview);
    // InstantSearch starts from the server's results, without searching again.
    expect(searches).toEqual([]);
  });

  it('draws the page links as InstantSearch does, real links before it loads', async () => {
    const view = await searchPage('q=linguica&pagina=2');
    expect(screen.getByRole('link', { name: 'Página 1' })).toHaveAttribute('href', '/busca?q=linguica');
    expect(screen.getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/busca?q=linguica');
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const preview = drawn(view.container);
    await takeOver(view);
    expect(drawn(view.container)).toBe(preview);
  });

  it('shows the last page past the last one, at its address, before and after InstantSearch is there', async () => {
    const view = await searchPage('q=linguica&pagina=5');
    expect(window.location.pathname + window.location.search).toBe('/busca?q=linguica&pagina=2');
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/busca?q=linguica');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.getByText('14 resultados em', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Sem resultados para essa pesquisa')).not.toBeInTheDocument();
    const preview = drawn(view.container);
    await takeOver(view);
    expect(drawn(view.container)).toBe(preview);
    expect(searches).toEqual([]);
  });

  it('goes to the last page from an address past it once InstantSearch is there, in place', async () => {
    const view = await searchPage('q=linguica');
    await takeOver(view);
    // A link followed within the page (Next.js renders the page again for the new address).
    window.history.pushState({}, '', '/busca?q=linguica&pagina=5');
    const entries = window.history.length;
    heldPage = 1;
    view.rerender(page());
    // While the last page is searched, the empty page 5 is drawn neither as nothing found nor as products.
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(screen.getByText('14 resultados em', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Sem resultados para essa pesquisa')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    act(() => answerHeld());
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Sem resultados para essa pesquisa')).not.toBeInTheDocument();
    // Past InstantSearch's delay before it writes the address: no entry for the page past the last.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(window.location.pathname + window.location.search).toBe('/busca?q=linguica&pagina=2');
    expect(window.history.length).toBe(entries);
  });

  it.each(['de', '🥩'])(
    "says 'Sem resultados' for a query with no word to search for (%s), not the whole catalogue",
    async (query) => {
      await searchPage(`q=${encodeURIComponent(query)}`);
      expect(screen.getByText(`Resultados para "${query}"`)).toBeInTheDocument();
      expect(screen.getByText('0 resultados em', { exact: false })).toBeInTheDocument();
      expect(screen.getByText('Sem resultados para essa pesquisa')).toBeInTheDocument();
      expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    },
  );

  it("goes to the filtered search's address for a filter chosen before InstantSearch is there", async () => {
    await searchPage('q=linguica&fabricante=Aurora');
    fireEvent.click(screen.getByRole('checkbox', { name: /Seara/ }));
    expect(push).toHaveBeenLastCalledWith('/busca?q=linguica&fabricante=Aurora&fabricante=Seara', {
      scroll: false,
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Aurora/ }));
    expect(push).toHaveBeenLastCalledWith('/busca?q=linguica', { scroll: false });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Promoção' }));
    expect(push).toHaveBeenLastCalledWith('/busca?q=linguica&fabricante=Aurora&promocao=1', {
      scroll: false,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resetar filtros' }));
    expect(push).toHaveBeenLastCalledWith('/busca?q=linguica', { scroll: false });
    // The phone's sheet opens and closes without InstantSearch; 'Ver mais' waits for it.
    fireEvent.click(screen.getByRole('button', { name: /Filtros \(1\)/ }));
    expect(screen.getByRole('button', { name: /Filtros \(1\)/ })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: /Filtros \(1\)/ })).toHaveAttribute('aria-expanded', 'false');
    expect(searches).toEqual([]);
    expect(LiveSearchResults).not.toHaveBeenCalled();
  });

  it("shows the search's own address for a link that spells it otherwise", async () => {
    await searchPage('query=linguica&utm_source=whatsapp');
    expect(window.location.pathname + window.location.search).toBe('/busca?q=linguica');
  });

  it('searches from the browser once InstantSearch is there', async () => {
    const view = await searchPage('q=linguica');
    const seara = () => screen.getByRole('checkbox', { name: /Seara/ });
    await takeOver(view);
    await act(async () => fireEvent.click(seara()));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10));
    expect(seara()).toBeChecked();
    expect(screen.getByText('10 resultados em', { exact: false })).toBeInTheDocument();
    expect(searches).toHaveLength(1);
  });

  it("lists a filter's first values, and the others on 'Ver mais' without searching again", async () => {
    const view = await searchPage('q=linguica');
    const cooking = () => screen.getByRole('group', { name: 'Modo de preparo' });
    const shown = () => within(cooking()).getAllByRole('checkbox');
    // The server's preview draws the button, waiting for InstantSearch, as InstantSearch draws it.
    expect(shown()).toHaveLength(10);
    expect(within(cooking()).getByRole('button', { name: 'Ver mais' })).toBeDisabled();
    const preview = drawn(view.container);

    await takeOver(view);
    expect(within(cooking()).getByRole('button', { name: 'Ver mais' })).toBeEnabled();
    expect(drawn(view.container)).toBe(preview);
    // Two makers: nothing more to show.
    expect(
      within(screen.getByRole('group', { name: 'Fabricante' })).queryByRole('button'),
    ).not.toBeInTheDocument();

    await act(async () => fireEvent.click(within(cooking()).getByRole('button', { name: 'Ver mais' })));
    expect(shown()).toHaveLength(15);
    expect(within(cooking()).getByRole('checkbox', { name: /Sopa/ })).toBeEnabled();
    await act(async () => fireEvent.click(within(cooking()).getByRole('button', { name: 'Ver menos' })));
    expect(shown()).toHaveLength(10);
    expect(searches).toEqual([]);
  });

  it('says a search failed, and reports it to the team', async () => {
    const view = await searchPage('q=linguica');
    const seara = () => screen.getByRole('checkbox', { name: /Seara/ });
    await takeOver(view);
    expect(reportClientError).not.toHaveBeenCalled();
    searchDown = true;
    await act(async () => fireEvent.click(seara()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível buscar agora.');
    expect(reportClientError).toHaveBeenCalledTimes(1);
    expect(reportClientError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Indisponível' }), {
      context: 'search',
    });
  });

  it("says 'Muitas tentativas' where the results were past the search budget, and searches again after the wait", async () => {
    const view = await searchPage('q=linguica');
    const seara = () => screen.getByRole('checkbox', { name: /Seara/ });
    await takeOver(view);
    throttledFor = '1';
    await act(async () => fireEvent.click(seara()));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Tente novamente em instantes.',
    );
    // Not an empty result: no 'Sem resultados', no products, and no report (the budget is no failure).
    expect(screen.queryByText('Sem resultados para essa pesquisa')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(reportClientError).not.toHaveBeenCalled();

    // Once Retry-After has passed, the same search again: the results come back by themselves.
    throttledFor = null;
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
