/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { InitialResults } from 'instantsearch.js';
import { TestProviders } from '@/lib/api-client/live-testing';
import { reportClientError } from '@/lib/api-client/error-report';
import { BLEND_TEXTS } from '@/lib/rules/blend-limits';
import { BlendCalculator } from './blend-calculator';
import { mockBlendApi, searchAnswer, TEMPLATE_ID, type Call } from '@/test-support/components/blend-fixtures';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn() }),
}));
jest.mock('@/lib/api-client/error-report', () => ({ reportClientError: jest.fn() }));
// When the search's code (InstantSearch) is fetched: no other test of this file fetches it.
const mockSearchCodeFetched = jest.fn();
jest.mock('./blend-search', () => {
  mockSearchCodeFetched();
  return jest.requireActual('./blend-search');
});

/** The sales API refuses an id no template can have (422), as it does for 0. */
function mockApi() {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return {
      ok: false,
      status: 422,
      statusText: 'Unprocessable Entity',
      text: async () =>
        JSON.stringify({ error: 'Dados inválidos', errors: { id: [BLEND_TEXTS.templateNotFound] } }),
    } as Response;
  }) as typeof fetch;
  return calls;
}

/** The server's first meats, as the page hands them over: Patinho. */
const FIRST_MEATS: InitialResults = { product_sales: { state: {}, results: searchAnswer.results } };

function renderCalculator(id: string, searchResults: InitialResults | null = null) {
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BlendCalculator
        id={id}
        backend={{ kind: 'embedded', indexName: 'product_sales' }}
        searchResults={searchResults}
      />
    </TestProviders>,
  );
}

beforeEach(() => jest.mocked(reportClientError).mockClear());

describe('the blend calculator', () => {
  it.each(['0', '12345678901'])(
    'says the template is missing for %s, a number no template can have, without asking the API',
    async (id) => {
      const calls = mockApi();
      renderCalculator(id);
      expect(screen.getByRole('alert')).toHaveTextContent(BLEND_TEXTS.templateNotFound);
      // Nothing to retry, and nothing asked meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('alert')).toHaveTextContent(BLEND_TEXTS.templateNotFound);
      expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
      expect(calls).toEqual([]);
      expect(reportClientError).not.toHaveBeenCalled();
    },
  );

  it('only logs an error for an id that is not a number', async () => {
    const calls = mockApi();
    renderCalculator('abc');
    await waitFor(() => expect(reportClientError).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('link', { name: 'Ver meus blends' })).toHaveAttribute(
      'href',
      '/blend/meus-blends',
    );
    expect(screen.queryByText(BLEND_TEXTS.templateNotFound)).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe("the blend calculator's meat search", () => {
  const searches = (calls: Call[]) =>
    calls
      .filter((call) => call.path === '/v2/search/queries')
      .map((call) => (call.body as { requests: { params: { query?: string } }[] }).requests[0]!.params.query);
  const pages = (calls: Call[]) =>
    calls
      .filter((call) => call.path === '/v2/search/queries')
      .map((call) => (call.body as { requests: { params: { page?: number } }[] }).requests[0]!.params.page);
  const addPatinho = () => screen.findByRole('button', { name: 'Adicionar Patinho moído Moído ao blend' });
  const field = () => screen.getByRole('searchbox', { name: 'Buscar carnes moídas' });

  it("adds the server's first meats without the search's code, fetched at the shopper's first move to it", async () => {
    const calls = mockBlendApi();
    renderCalculator(String(TEMPLATE_ID), FIRST_MEATS);
    await waitFor(async () => expect(await addPatinho()).toBeEnabled());
    fireEvent.click(await addPatinho());
    await screen.findByRole('group', { name: 'Quantidade de Patinho moído no blend' });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/mixes/templates/${TEMPLATE_ID}/items`,
        body: { variant_id: 1, quantity: 500 },
      },
    ]);
    expect(mockSearchCodeFetched).not.toHaveBeenCalled();

    // Typed as soon as the field has the focus, before the search's code is there: it searches for that.
    act(() => field().focus());
    fireEvent.change(field(), { target: { value: 'acém' } });
    expect(screen.getByRole('list', { name: 'Carnes moídas encontradas' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(searches(calls)).toEqual(['acém']));
    expect(mockSearchCodeFetched).toHaveBeenCalledTimes(1);
    // The search's own field, with what was typed and the focus.
    expect(field()).toHaveValue('acém');
    expect(field()).toHaveFocus();
    expect(await addPatinho()).toHaveTextContent('+ 0,1 Kg');
  });

  it("asks the search for the page the shopper moved to before the search's code was there", async () => {
    const calls = mockBlendApi();
    const threePages = { ...searchAnswer.results[0]!, nbPages: 3 };
    renderCalculator(String(TEMPLATE_ID), { product_sales: { state: {}, results: [threePages] } });
    const next = () => screen.getByRole('button', { name: 'Próxima' });
    await waitFor(() => expect(next()).toBeEnabled());
    fireEvent.click(next());
    expect(screen.getByText('2 de 3')).toBeInTheDocument();
    await waitFor(() => expect(pages(calls)).toEqual([1]));
  });

  it('searches from the browser at once when the server could not', async () => {
    const calls = mockBlendApi();
    renderCalculator(String(TEMPLATE_ID));
    await waitFor(async () => expect(await addPatinho()).toBeEnabled());
    expect(searches(calls)).toEqual(['']);
  });
});
