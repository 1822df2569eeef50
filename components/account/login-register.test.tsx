/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { queryKeys } from '@/lib/api-client/query-keys';
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

/** The login form as it is now: drawn before its code, then by it (useFormCode). */
const loginForm = () => within(screen.getByRole('form', { name: 'Entrar' }));

function renderPage(redirect: string | null = null, client = new QueryClient()) {
  render(
    <TestProviders client={client}>
      <LoginRegister redirect={redirect} alert={null} />
    </TestProviders>,
  );
}

/** The login answers with a user of this role. */
async function logIn(role: string, redirect: string | null) {
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify({ token: 't', user: { id: 7, first_name: 'Bia', role } }),
  })) as unknown as typeof fetch;
  renderPage(redirect);
  fireEvent.change(loginForm().getByLabelText('Email'), { target: { value: 'bia@casadacarne.com.br' } });
  fireEvent.change(loginForm().getByLabelText('Senha'), { target: { value: 'balcao2026' } });
  // ENTRAR waits for the form's code, which keeps what was typed.
  await waitFor(() => expect(loginForm().getByRole('button', { name: 'Entrar' })).toBeEnabled());
  fireEvent.click(loginForm().getByRole('button', { name: 'Entrar' }));
}

beforeEach(() => {
  replace.mockClear();
  loadPage.mockClear();
});

test('a counter staff member lands on the board', async () => {
  await logIn('counter', null);
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/equipe'));
});

test('a driver lands on their phone page, loaded anew for its own Permissions-Policy', async () => {
  await logIn('driver', null);
  await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/entregador'));
  expect(replace).not.toHaveBeenCalled();
});

test("the login's own target wins over the staff member's home", async () => {
  await logIn('manager', '/minha-conta/pedidos');
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/minha-conta/pedidos'));
});

test('a customer goes back to the shop', async () => {
  await logIn('customer', null);
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
});

// A link on another site to /login?redirect=/logout (or /cadastro?redirect=/logout) must not end the
// session of who is signed in: the router's own navigation counts as same-origin, which /logout obeys
// without asking (app/(shop)/logout/page.tsx).
test.each(['/logout', '/logout/', '/logout?x=1', '/%6Cogout'])(
  'a signed-in visitor sent back to %s lands on the default page instead',
  async (target) => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.session.me(), { id: 7, firstName: 'Bia', role: 'customer' });
    renderPage(target, client);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(loadPage).not.toHaveBeenCalled();
  },
);

test('a staff member sent back to /logout on logging in lands on their screen', async () => {
  await logIn('counter', '/logout');
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/equipe'));
  expect(replace).not.toHaveBeenCalledWith('/logout');
});

test('the forms are drawn before their code, and keep what was typed and where the caret was', async () => {
  global.fetch = jest.fn(async () => new Promise<Response>(() => undefined)) as typeof fetch;
  renderPage();
  const waitingLogin = screen.getByRole('form', { name: 'Entrar' });
  const waitingRegister = screen.getByRole('form', { name: 'Cadastro' });
  expect(loginForm().getByRole('button', { name: 'Entrar' })).toBeDisabled();
  const password = loginForm().getByLabelText('Senha');
  password.focus();
  fireEvent.change(password, { target: { value: 'balcao2026' } });
  (password as HTMLInputElement).setSelectionRange(3, 3);
  fireEvent.change(within(waitingRegister).getByLabelText('CPF (somente números)'), {
    target: { value: '123.456' },
  });

  await waitFor(() => expect(screen.getByRole('form', { name: 'Entrar' })).not.toBe(waitingLogin));
  await waitFor(() => expect(screen.getByRole('form', { name: 'Cadastro' })).not.toBe(waitingRegister));
  const loaded = loginForm().getByLabelText<HTMLInputElement>('Senha');
  expect(loaded).toHaveValue('balcao2026');
  expect(loaded).toHaveFocus();
  expect([loaded.selectionStart, loaded.selectionEnd]).toEqual([3, 3]);
  // The CPF field dropped what is not a digit before its code, as after.
  expect(
    within(screen.getByRole('form', { name: 'Cadastro' })).getByLabelText('CPF (somente números)'),
  ).toHaveValue('123456');
  fireEvent.change(loginForm().getByLabelText('Email'), { target: { value: 'bia@casadacarne.com.br' } });
  expect(loginForm().getByRole('button', { name: 'Entrar' })).toBeEnabled();
});

test('/login#cadastro opens the register side with its first field focused, as CADASTRAR on /login does', async () => {
  global.fetch = jest.fn(async () => new Promise<Response>(() => undefined)) as typeof fetch;
  const firstRegisterField = () =>
    within(screen.getByRole('form', { name: 'Cadastro' })).getAllByRole('textbox')[0];
  window.location.hash = '#cadastro';
  renderPage();
  expect(screen.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => expect(firstRegisterField()).toHaveFocus());

  window.location.hash = '';
  fireEvent.click(screen.getByRole('tab', { name: 'Entrar' }));
  loginForm().getByLabelText('Email').focus();
  window.location.hash = '#cadastro';
  fireEvent(window, new HashChangeEvent('hashchange'));
  expect(screen.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => expect(firstRegisterField()).toHaveFocus());
  window.location.hash = '';
});
