/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { LoginRegister } from './login-register';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, refresh: jest.fn(), push: jest.fn(), prefetch: jest.fn() }),
}));
const loadPage = jest.fn();
jest.mock('@/lib/account/navigation', () => ({
  ...jest.requireActual('@/lib/account/navigation'),
  loadPage: (path: string) => loadPage(path),
}));
jest.mock('./captcha', () => ({ CaptchaError: class extends Error {}, Captcha: () => null }));

/** The login answers with a user of this role. */
function logIn(role: string, redirect: string | null) {
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify({ token: 't', user: { id: 7, first_name: 'Bia', role } }),
  })) as unknown as typeof fetch;
  render(
    <TestProviders client={new QueryClient()}>
      <LoginRegister redirect={redirect} alert={null} />
    </TestProviders>,
  );
  const form = within(screen.getByRole('form', { name: 'Entrar' }));
  fireEvent.change(form.getByLabelText('Email'), { target: { value: 'bia@casadacarne.com.br' } });
  fireEvent.change(form.getByLabelText('Senha'), { target: { value: 'balcao2026' } });
  fireEvent.click(form.getByRole('button', { name: 'Entrar' }));
}

beforeEach(() => {
  replace.mockClear();
  loadPage.mockClear();
});

test('a counter staff member lands on the board', async () => {
  logIn('counter', null);
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/equipe'));
});

test('a driver lands on their phone page, loaded anew for its own Permissions-Policy', async () => {
  logIn('driver', null);
  await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/entregador'));
  expect(replace).not.toHaveBeenCalled();
});

test("the login's own target wins over the staff member's home", async () => {
  logIn('manager', '/minha-conta/pedidos');
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/minha-conta/pedidos'));
});

test('a customer goes back to the shop', async () => {
  logIn('customer', null);
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
});
