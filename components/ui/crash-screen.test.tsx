/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { TestProviders } from '@/lib/api-client/live-testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StoreProvider } from '@/components/ui/store-contacts';
import { APP_VERSION } from '@/lib/api-client/client';
import { queryKeys } from '@/lib/api-client/query-keys';
import { saveGuestOrder } from '@/lib/cart/guest-order-storage';
import { store } from '@/test-support/components/crash-fixtures';
import { CrashScreen, GlobalCrashScreen } from './crash-screen';

function renderCrash(orderNumber: string | null, reset = jest.fn()) {
  const client = new QueryClient();
  if (orderNumber) client.setQueryData(queryKeys.cart.current(), { number: orderNumber });
  const error = Object.assign(new Error('boom'), { digest: '42' });
  const view = render(
    <TestProviders client={client}>
      <StoreProvider store={store}>
        <CrashScreen error={error} reset={reset} />
      </StoreProvider>
    </TestProviders>,
  );
  return { ...view, error, reset };
}

const storeJson = {
  name: store.name,
  phone: store.phone,
  phone_href: store.phoneHref,
  whatsapp_number: store.whatsappNumber,
  email: store.email,
  address: store.address,
};

/** The error reports sent (POST /v2/client_errors); GET /v2/store answers the store. */
let requests: { url: string; body: unknown }[];
beforeEach(() => {
  requests = [];
  localStorage.clear();
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    if (url === '/api/sales/v2/store') {
      return { status: 200, ok: true, statusText: '', text: async () => JSON.stringify(storeJson) };
    }
    requests.push({ url, body: JSON.parse(init.body as string) });
    return { status: 204, ok: true, statusText: '', text: async () => '' };
  }) as unknown as typeof fetch;
});

describe('CrashScreen', () => {
  it('says what happened, how to reach the store about the current order, and reports the error once', async () => {
    renderCrash('R123456789');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ah, não! Algo deu errado. Por favor, tente novamente.',
    );
    expect(
      screen.getByText(
        'Caso o erro se repita, entre em contato no (71) 3333-4444 ou contato@casadacarne.com.br. Seu pedido: #R123456789.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Nossa equipe técnica foi notificada desse erro e iremos investigar.'),
    ).toBeInTheDocument();
    const chat = new URL(screen.getByRole('link', { name: /Continuar pelo WhatsApp/ }).getAttribute('href')!);
    expect(chat.searchParams.get('text')).toContain('#R123456789');

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      url: '/api/sales/v2/client_errors',
      body: {
        message: 'Error: boom',
        digest: '42',
        url: 'http://localhost/',
        release: APP_VERSION,
        order_number: 'R123456789',
        context: 'crash screen',
      },
    });
  });

  it('retries on demand, without an order number when there is no cart', async () => {
    const { reset } = renderCrash(null);
    expect(
      screen.getByText(
        'Caso o erro se repita, entre em contato no (71) 3333-4444 ou contato@casadacarne.com.br.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(reset).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({ order_number: null });
  });
});

describe('GlobalCrashScreen (the root layout failed: no providers)', () => {
  it("shows the store's contacts from the API and the stored cart's number, and reports the error once", async () => {
    saveGuestOrder({ number: 'R987654321', token: 'guest-token-123' });
    const reset = jest.fn();
    const error = Object.assign(new Error('layout failed'), { digest: '7' });
    render(<GlobalCrashScreen error={error} reset={reset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ah, não! Algo deu errado. Por favor, tente novamente.',
    );
    expect(
      await screen.findByText(
        'Caso o erro se repita, entre em contato no (71) 3333-4444 ou contato@casadacarne.com.br. Seu pedido: #R987654321.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Nossa equipe técnica foi notificada desse erro e iremos investigar.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      url: '/api/sales/v2/client_errors',
      body: expect.objectContaining({
        message: 'Error: layout failed',
        digest: '7',
        release: APP_VERSION,
        order_number: 'R987654321',
        context: 'global crash screen',
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
