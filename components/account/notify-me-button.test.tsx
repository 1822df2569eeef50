/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { TestProviders } from '@/lib/api-client/live-testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-hint';
import { NOTIFY_ME_OFF, NOTIFY_ME_ON, NotifyMeButton } from './notify-me-button';

const customer = { id: 7, email: 'ana@exemplo.com.br', first_name: 'Ana', last_name: 'Souza', cpf: null };

function jsonResponse(status: number, body: unknown): Response {
  return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
}

/** The sales API as the button sees it: the session, and notify_me / unnotify_me answers. */
function mockApi({ loggedIn, failNotify }: { loggedIn: boolean; failNotify?: 401 | 500 }) {
  const calls: string[] = [];
  // The API sets the signed-in hint beside the session cookie; a guest has neither.
  document.cookie = loggedIn ? `${SIGNED_IN_HINT_COOKIE}=1` : `${SIGNED_IN_HINT_COOKIE}=; max-age=0`;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url.endsWith('/v2/users/me')) {
      return loggedIn
        ? jsonResponse(200, customer)
        : jsonResponse(401, { error: "You're not logged in.", errors: {} });
    }
    if (failNotify) return jsonResponse(failNotify, { error: 'Não foi possível', errors: {} });
    const on = url.endsWith('/notify_me');
    return jsonResponse(200, { variant_id: 42, should_notify_user: on });
  }) as typeof fetch;
  return calls;
}

function renderButton(shouldNotifyUser = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestProviders client={client}>
      <NotifyMeButton variant={{ id: 42, shouldNotifyUser }} />
    </TestProviders>,
  );
}

describe('NotifyMeButton', () => {
  it('is not offered to guests', async () => {
    mockApi({ loggedIn: false });
    const { container } = renderButton();
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
  });

  it('turns on and off, through the loading state', async () => {
    const calls = mockApi({ loggedIn: true });
    renderButton();
    const button = await screen.findByRole('button', { name: NOTIFY_ME_OFF });
    fireEvent.click(button);
    expect(button).toHaveTextContent('Carregando...');
    expect(button).toBeDisabled();
    expect(await screen.findByRole('button', { name: NOTIFY_ME_ON })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: NOTIFY_ME_ON }));
    expect(await screen.findByRole('button', { name: NOTIFY_ME_OFF })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([
      'PUT /api/sales/api/v1/variants/42/notify_me',
      'PUT /api/sales/api/v1/variants/42/unnotify_me',
    ]);
  });

  it('starts on when the customer already waits, and keeps the state when the call fails', async () => {
    mockApi({ loggedIn: true, failNotify: 500 });
    renderButton(true);
    fireEvent.click(await screen.findByRole('button', { name: NOTIFY_ME_ON }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível salvar');
    expect(screen.getByRole('button', { name: NOTIFY_ME_ON })).toBeEnabled();
  });

  it.each([
    [500, true],
    [401, false],
  ] as const)('after a failed save answered %i, tells the team: %s', async (status, told) => {
    const calls = mockApi({ loggedIn: true, failNotify: status });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: NOTIFY_ME_OFF }));
    await screen.findByRole('alert');
    // The report is sent right after the failure, before the note is drawn.
    await act(async () => {});
    expect(calls.includes('POST /api/sales/v2/client_errors')).toBe(told);
  });

  it('shows the same state on every button for the product, and on one drawn later (another page)', async () => {
    const calls = mockApi({ loggedIn: true });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const view = render(
      <TestProviders client={client}>
        <NotifyMeButton variant={{ id: 42, shouldNotifyUser: false }} />
        <NotifyMeButton variant={{ id: 42, shouldNotifyUser: false }} />
      </TestProviders>,
    );
    await screen.findAllByRole('button', { name: NOTIFY_ME_OFF });
    fireEvent.click(screen.getAllByRole('button', { name: NOTIFY_ME_OFF })[0]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: NOTIFY_ME_ON })).toHaveLength(2));

    // A page drawn next, within the 30 s the read stays fresh: its card says so too, without asking again.
    const reads = calls.filter((call) => call.startsWith('GET') && call.includes('/variants/42')).length;
    view.unmount();
    render(
      <TestProviders client={client}>
        <NotifyMeButton variant={{ id: 42, shouldNotifyUser: false }} />
      </TestProviders>,
    );
    expect(await screen.findByRole('button', { name: NOTIFY_ME_ON })).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('GET') && call.includes('/variants/42'))).toHaveLength(
      reads,
    );
  });

  it('keeps a press’s answer when a read of the subscription asked before the press ends after it', async () => {
    mockApi({ loggedIn: true });
    const answered = global.fetch;
    // The customer's subscription read, slow: asked as the page drew, it ends after the press's answer.
    let endRead: () => void = () => {};
    const readEnded = new Promise<void>((resolve) => (endRead = resolve));
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/v1/variants/42')) {
        await readEnded;
        return jsonResponse(200, { id: 42, should_notify_user: false });
      }
      return answered(input, init);
    }) as typeof fetch;
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: NOTIFY_ME_OFF }));
    expect(await screen.findByRole('button', { name: NOTIFY_ME_ON })).toBeInTheDocument();
    await act(async () => endRead());
    expect(screen.getByRole('button', { name: NOTIFY_ME_ON })).toBeInTheDocument();
  });
});
