/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { BlendCalculator } from '@/components/blends/blend-calculator';
import { loginUrl } from '@/lib/account/navigation';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-hint';
import { LiveProvider } from '@/lib/api-client/live';
import { liveFor } from '@/lib/api-client/live-runtime';
import { getQueryClient } from '@/lib/api-client/query-client';
import { queryKeys } from '@/lib/api-client/query-keys';
import { camelize } from '@/lib/sales-api/case';
import Layout from './layout';
import MyBlendsPage from './meus-blends/page';

const replace = jest.fn();
let mockPathname = '/blend/meus-blends';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }),
}));

const customer = { id: 7, email: 'cliente@example.com', first_name: 'Ana', last_name: 'Souza' };
const templates = { templates: [], count: 0, pages: 0, current_page: 1 };
const expired = { error: 'Sessão expirada', errors: {} };

/** The sales API: who is logged in (`me`), and every blend call answered with `blends`. */
function mockApi({ me, blends }: { me: [number, unknown]; blends: [number, unknown] }) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace('/api/sales', '');
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    const [status, body] = path === '/v2/users/me' ? me : path.startsWith('/mixes/') ? blends : [404, {}];
    return {
      ok: status < 400,
      status,
      statusText: '',
      text: async () => JSON.stringify(body),
    } as Response;
  }) as typeof fetch;
  return calls;
}

function signedInHint(present: boolean) {
  document.cookie = present
    ? `${SIGNED_IN_HINT_COOKIE}=1; path=/`
    : `${SIGNED_IN_HINT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The page inside the blend pages' layout, with the shell's live parts over the browser's one client. */
function renderPage(pathname: string, page: React.ReactNode) {
  mockPathname = pathname;
  render(
    <LiveProvider live={liveFor(getQueryClient())}>
      <Layout>{page}</Layout>
    </LiveProvider>,
  );
}

beforeEach(() => {
  replace.mockClear();
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});

describe("the customer's blend pages", () => {
  it('send a shopper whose session ended to the login, and back to their blends afterwards', async () => {
    signedInHint(true);
    mockApi({ me: [401, expired], blends: [401, expired] });
    renderPage('/blend/meus-blends', <MyBlendsPage />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(loginUrl('/blend/meus-blends', 'entrar')));
    expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fblend%2Fmeus-blends&alert=entrar');
    expect(screen.queryByText('Não foi possível carregar os seus blends.')).not.toBeInTheDocument();
  });

  it('send a guest to the login as well', async () => {
    signedInHint(false);
    const calls = mockApi({ me: [200, customer], blends: [200, templates] });
    renderPage('/blend/meus-blends', <MyBlendsPage />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(loginUrl('/blend/meus-blends', 'entrar')));
    expect(calls).not.toContain('GET /v2/users/me');
  });

  it('send the shopper to the login when the API answers 401, back to the calculator afterwards', async () => {
    signedInHint(true);
    // The customer was known, then their session was revoked: creating the blend is refused.
    mockApi({ me: [200, customer], blends: [401, expired] });
    getQueryClient().setQueryData(queryKeys.session.me(), camelize(customer));
    renderPage(
      '/blend/calculadora/new',
      <BlendCalculator
        id="new"
        backend={{ kind: 'embedded', indexName: 'product_sales' }}
        searchResults={null}
      />,
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith(loginUrl('/blend/calculadora/new', 'entrar')));
    expect(screen.queryByText('Não foi possível criar o blend agora.')).not.toBeInTheDocument();
    // No one is logged in now: the login page does not send the shopper straight back here.
    await waitFor(() => expect(getQueryClient().getQueryData(queryKeys.session.me())).toBeNull());
  });

  it('leave a customer with a session on the page', async () => {
    signedInHint(true);
    mockApi({ me: [200, customer], blends: [200, templates] });
    renderPage('/blend/meus-blends', <MyBlendsPage />);
    expect(
      await screen.findByText('Você ainda não tem blends. Que tal criar o primeiro?'),
    ).toBeInTheDocument();
    await waitFor(() => expect(getQueryClient().getQueryData(queryKeys.session.me())).toBeTruthy());
    expect(replace).not.toHaveBeenCalled();
  });
});
