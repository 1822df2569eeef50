/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { reportClientError } from '@/lib/api-client/error-report';
import { BLEND_TEXTS } from '@/lib/blends/blend-rules';
import { BlendCalculator } from './blend-calculator';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn() }),
}));
jest.mock('@/lib/api-client/error-report', () => ({ reportClientError: jest.fn() }));

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

function renderCalculator(id: string) {
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BlendCalculator
        id={id}
        backend={{ kind: 'embedded', indexName: 'product_sales' }}
        searchResults={null}
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
