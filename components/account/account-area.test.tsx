/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-hint';
import { LiveProvider } from '@/lib/api-client/live';
import { TestProviders } from '@/lib/api-client/live-testing';
import { AccountArea } from './account-area';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => '/minha-conta/privacidade',
  useRouter: () => ({ replace }),
}));

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(
    async () => ({ ok: status < 400, status, text: async () => JSON.stringify(body) }) as Response,
  ) as typeof fetch;
}

/** The area around a page, with the live runtime there (the customer asked for at once). */
function renderLive() {
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AccountArea>
        <p>Baixar meus dados</p>
      </AccountArea>
    </TestProviders>,
  );
}

beforeEach(() => {
  replace.mockClear();
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
});

describe('AccountArea', () => {
  it('draws the page in its first paint, before the customer is known', () => {
    // The live runtime not loaded yet: the customer is pending, as in the page's first paint.
    render(
      <LiveProvider live={null}>
        <AccountArea>
          <p>Baixar meus dados</p>
        </AccountArea>
      </LiveProvider>,
    );
    expect(screen.getByText('Baixar meus dados')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Minha conta' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a visitor whose session ended to the login', async () => {
    answer(401, { error: 'Sessão expirada' });
    renderLive();
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(replace.mock.calls[0]![0]).toMatch(/^\/login\?/);
  });

  it('brings the visitor back to the same page and query after the login', async () => {
    window.history.replaceState(null, '', '/minha-conta/privacidade?page=3');
    try {
      answer(401, { error: 'Sessão expirada' });
      renderLive();
      await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
      const target = new URL(replace.mock.calls[0]![0] as string, 'http://loja.test');
      expect(target.searchParams.get('redirect')).toBe('/minha-conta/privacidade?page=3');
      expect(target.searchParams.get('alert')).toBe('entrar');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('says the account could not be read instead of the page when the call fails', async () => {
    answer(500, { error: 'Erro' });
    renderLive();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a sua conta. Recarregue a página.',
    );
    expect(screen.queryByText('Baixar meus dados')).not.toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});
