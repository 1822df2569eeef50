/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { orderJson } from '@/test-support/components/cart-fixtures';
import type { OrderJson } from '@/lib/sales-api/order';
import { QueryClient } from '@tanstack/react-query';
import { TestProviders } from '@/lib/api-client/live-testing';
import { TextEncoder } from 'node:util';
import ConfirmationPage from './page';

// The QR code is drawn on the server, where TextEncoder exists; jsdom lacks it.
Object.assign(globalThis, { TextEncoder });

/** The session cookie the browser sent; the server finds R123456789 for the owner's session only. */
let mockSession: string | undefined;
const mockLookups: [string | undefined, string][] = [];
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => (mockSession ? { value: mockSession } : undefined) }),
}));
jest.mock('next/server', () => ({ connection: async () => undefined }));
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
jest.mock('@/lib/server/server-database', () => ({ getDb: async () => ({}) }));
jest.mock('@/lib/server/pages/order-confirmation', () => ({
  confirmedOrder: async (_db: unknown, token: string | undefined, number: string) => {
    mockLookups.push([token, number]);
    if (token !== 'owner-session') return null;
    if (number === mockAwaitingPix.number) return mockAwaitingPix;
    return number === mockComplete.number ? mockComplete : null;
  },
}));

/** R123456789, complete: Tuesday's 8-12 window, R$ 137,10 by card (Visa ending 1111). */
const mockComplete: OrderJson = {
  ...orderJson([]),
  state: 'complete',
  user_id: 7,
  total: '137.10',
  display_total: 'R$ 137,10',
  shipments: [
    {
      id: 1,
      shipping_rates: [],
      shipping_methods: [],
      selected_shipping_rate: {
        id: 9,
        shipping_method_id: 1,
        name: 'Entrega agendada',
        cost: '9.90',
        display_cost: 'R$ 9,90',
        delivery_window_start: '2026-11-24T11:00:00.000Z',
        delivery_window_end: '2026-11-24T15:00:00.000Z',
        deliveries_remaining: 3,
      },
    },
  ],
  payments: [
    {
      id: 3,
      amount: '150.81',
      captured_amount: null,
      capture_refused_at: null,
      state: 'pending',
      payment_method: { id: 1, name: 'Cartão de crédito' },
      source: { last_digits: '1111', name: 'ANA SOUZA', cc_type: 'visa', month: 12, year: 2030 },
      pix: null,
    },
  ],
};

/** R987654321, complete and waiting for its Pix (docs/business-rules.md, Payment: Pix). */
const BR_CODE =
  '00020126650014br.gov.bcb.pix0122pix@casadacarne.com.br0217Pedido R1234567895204000053039865406123.455802BR5913CASA DA CARNE6008SALVADOR62170513R123456789abc63047DA7';
const mockAwaitingPix: OrderJson = {
  ...mockComplete,
  number: 'R987654321',
  fulfillment_state: 'awaiting_payment',
  payments: [
    {
      id: 4,
      amount: '150.81',
      captured_amount: null,
      capture_refused_at: null,
      state: 'processing',
      payment_method: { id: 4, name: 'Pix' },
      source: null,
      pix: { br_code: BR_CODE, expires_at: '2026-11-23T13:30:00.000Z', paid_at: null, refund_due: '0.00' },
    },
  ],
};

async function renderPage(path: string[] | undefined, query: Record<string, string | string[]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders client={client}>
      {await ConfirmationPage({
        params: Promise.resolve({ id: path }),
        searchParams: Promise.resolve(query),
      })}
    </TestProviders>,
  );
}

beforeEach(() => {
  mockSession = 'owner-session';
  mockLookups.length = 0;
});

describe('/confirmacao', () => {
  it("shows its owner the order's window, total and payment", async () => {
    await renderPage(undefined, { id: 'R123456789' });
    expect(
      screen.getByRole('heading', { name: 'Seu pedido #R123456789 foi recebido. Agora é só relaxar!' }),
    ).toBeInTheDocument();
    expect(mockLookups).toEqual([['owner-session', 'R123456789']]);
    expect(screen.getByTestId('confirmation-window')).toHaveTextContent('Entrega agendada');
    expect(screen.getByTestId('confirmation-window')).toHaveTextContent('ter, 24 nov');
    expect(screen.getByTestId('confirmation-window')).toHaveTextContent('08:00 - 12:00');
    expect(screen.getByTestId('confirmation-total')).toHaveTextContent('R$ 137,10');
    expect(screen.getByTestId('confirmation-payment')).toHaveTextContent('Cartão de crédito');
    expect(screen.getByTestId('confirmation-payment')).toHaveTextContent('Visa final 1111');
    expect(screen.getByText(/Você vai receber um email/)).toHaveTextContent('avaliação de crédito');
    expect(screen.getByRole('link', { name: 'Fazer Novo Pedido' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Acompanhar o pedido' })).toHaveAttribute(
      'href',
      '/minha-conta/pedidos/R123456789',
    );
  });

  it('shows an order waiting for its Pix the Pix to pay first: its QR code, drawn here, and its code', async () => {
    global.fetch = jest.fn(async () => new Promise<Response>(() => undefined)) as typeof fetch;
    await renderPage(['R987654321']);
    // Its code comes on its own (./lazy-pix-payment.tsx), with React Query of its own.
    expect(await screen.findByRole('heading')).toHaveTextContent(
      'Pague o Pix para concluir o pedido #R987654321',
    );
    expect(screen.getByRole('img', { name: 'QR code do Pix' }).querySelector('svg')).not.toBeNull();
    expect(screen.getByLabelText('Pix copia e cola')).toHaveValue(BR_CODE);
  });

  it('names the order from the path', async () => {
    await renderPage(['R123456789']);
    expect(screen.getByRole('heading')).toHaveTextContent('Seu pedido #R123456789 foi recebido.');
  });

  it.each([
    ['a well-formed number of no order of theirs', undefined, { id: 'R000000000' }, 'owner-session'],
    ['a guest, without a session', undefined, { id: 'R123456789' }, undefined],
    ['another customer', ['R123456789'], {}, 'another-session'],
    ['what is not an order number', undefined, { id: '<script>' }, 'owner-session'],
    ['no number at all', undefined, {}, 'owner-session'],
  ])('is the not-found page for %s', async (_kind, path, query, session) => {
    mockSession = session;
    await expect(renderPage(path, query)).rejects.toThrow('NEXT_NOT_FOUND');
  });
});
