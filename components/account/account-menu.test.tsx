/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { TestProviders } from '@/lib/api-client/live-testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AccountMenu } from './account-menu';
import { SessionFlash, setFlash } from './session-flash';
import { BlendsLink } from '@/components/layout/blends-link';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-hint';

function renderMenu(user: { first_name: string } | null, element: React.ReactElement = <AccountMenu />) {
  // The API sets the signed-in hint beside the session cookie; a guest has neither.
  document.cookie = user ? `${SIGNED_IN_HINT_COOKIE}=1` : `${SIGNED_IN_HINT_COOKIE}=; max-age=0`;
  global.fetch = jest.fn(async () =>
    user
      ? ({ ok: true, status: 200, text: async () => JSON.stringify({ id: 1, ...user }) } as Response)
      : ({
          ok: false,
          status: 401,
          text: async () => '{"error":"You\'re not logged in.","errors":{}}',
        } as Response),
  ) as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<TestProviders client={client}>{element}</TestProviders>);
}

describe('AccountMenu', () => {
  it('offers CADASTRAR and ENTRAR to guests, both to /login', async () => {
    renderMenu(null);
    expect(await screen.findByRole('link', { name: 'CADASTRAR' })).toHaveAttribute('href', '/login#cadastro');
    expect(screen.getByRole('link', { name: 'ENTRAR' })).toHaveAttribute('href', '/login');
  });

  it('opens a dropdown named by the first name with the account links', async () => {
    renderMenu({ first_name: 'Ana' });
    fireEvent.click(await screen.findByRole('button', { name: /Ana/ }));
    expect(screen.getByRole('menuitem', { name: 'Minha conta' })).toHaveAttribute(
      'href',
      '/minha-conta/informacoes',
    );
    expect(screen.getByRole('menuitem', { name: 'Meus pedidos' })).toHaveAttribute(
      'href',
      '/minha-conta/pedidos',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows the message a reload carried (after logout) once, with the menu', async () => {
    setFlash('Sua sessão foi finalizada com sucesso', '/');
    renderMenu(null);
    expect(await screen.findByRole('status')).toHaveTextContent('Sua sessão foi finalizada com sucesso');
    expect(window.sessionStorage.getItem('cdc_flash')).toBeNull();
  });

  it('leaves a message for another page alone: /logout shows the menu while it sends the shopper to /', async () => {
    window.history.pushState(null, '', '/logout');
    try {
      setFlash('Sua sessão foi finalizada com sucesso', '/');
      render(<SessionFlash />);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(window.sessionStorage.getItem('cdc_flash')).not.toBeNull();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it("says 'Bem vindo!' for first names of 15 characters or more", async () => {
    renderMenu({ first_name: 'Maximilianooooo' });
    expect(await screen.findByRole('button', { name: /Bem vindo!/ })).toBeInTheDocument();
  });
});

describe('BlendsLink', () => {
  it("reads 'MEUS BLENDS' for customers and 'BLENDS' for guests", async () => {
    const { unmount } = renderMenu({ first_name: 'Ana' }, <BlendsLink />);
    expect(await screen.findByRole('link', { name: 'MEUS BLENDS' })).toHaveAttribute(
      'href',
      '/blend/meus-blends',
    );
    unmount();
    renderMenu(null, <BlendsLink />);
    expect(await screen.findByRole('link', { name: 'BLENDS' })).toHaveAttribute('href', '/blend');
  });
});
