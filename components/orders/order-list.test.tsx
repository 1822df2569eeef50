/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { lineItemJson, orderJson, variantJson } from '@/test-support/components/cart-fixtures';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-hint';
import { TestProviders } from '@/lib/api-client/live-testing';
import { queryKeys } from '@/lib/api-client/query-keys';
import { OrderList } from './order-list';

const replace = jest.fn();
let mockQuery = '';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(mockQuery),
}));

/** A customer with 11 complete orders: R000000001 (oldest) to R000000011, 10 a page, newest first. */
function mockOrders() {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  const all = Array.from({ length: 11 }, (_, index) => ({
    ...orderJson([]),
    number: `R0000000${String(11 - index).padStart(2, '0')}`,
    state: 'complete',
    fulfillment_state: 'ready',
    delivery_state: 'completed',
    completed_at: '2026-11-20T12:00:00.000Z',
  }));
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://loja.test');
    const page = Number(url.searchParams.get('page'));
    const body = url.pathname.endsWith('/v2/orders/mine')
      ? { orders: all.slice((page - 1) * 10, page * 10), count: 11, pages: 2, current_page: page }
      : {};
    // The answer comes a moment later, as from the network.
    await new Promise((resolve) => setTimeout(resolve, 10));
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
}

function renderList(query: string): QueryClient {
  mockQuery = query;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders client={client}>
      <OrderList phone="(71) 3333-4444" mapsKey={null} />
    </TestProviders>,
  );
  return client;
}

beforeEach(() => replace.mockClear());

test('opens the second page of orders (not sent back to the first while it loads)', async () => {
  mockOrders();
  renderList('page=2');
  expect(await screen.findByRole('link', { name: '#R000000001' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '#R000000011' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  expect(replace).not.toHaveBeenCalled();
});

test('a page past the last one goes back to the list without a query once the count is known', async () => {
  mockOrders();
  renderList('page=3');
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/minha-conta/pedidos'));
});

test('what is not a page number goes back to the list at once', () => {
  mockOrders();
  renderList('page=abc');
  expect(replace).toHaveBeenCalledWith('/minha-conta/pedidos');
});

test('follows the newest order still under way, not a newer one already delivered', async () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  const order = (number: string, fulfillment_state: string, delivery_state: string | null) => ({
    ...orderJson([]),
    number,
    state: 'complete',
    fulfillment_state,
    delivery_state,
    completed_at: '2026-11-20T12:00:00.000Z',
  });
  const orders = [
    order('R000000003', 'ready', 'completed'),
    order('R000000002', 'ready', 'failed'),
    order('R000000001', 'preparation', null),
  ];
  const paths: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://loja.test');
    paths.push(url.pathname);
    const body = url.pathname.endsWith('/v2/orders/mine')
      ? { orders, count: 3, pages: 1, current_page: 1 }
      : {};
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
  renderList('');
  await screen.findByRole('link', { name: '#R000000003' });
  await waitFor(() => expect(paths).toContain('/api/sales/v2/orders/R000000001/tracker'));
  expect(paths.filter((path) => path.endsWith('/tracker'))).toEqual([
    '/api/sales/v2/orders/R000000001/tracker',
  ]);
});

test('counts a blend as one product, however many meats it holds', async () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  const picanha = variantJson({ id: 1, name: 'Picanha Bovina' });
  const acem = variantJson({ id: 4, name: 'Acém' });
  const order = {
    ...orderJson([
      lineItemJson(picanha, 1000, { id: 10 }),
      lineItemJson(acem, 600, { id: 11, mixId: '9' }),
      lineItemJson(picanha, 400, { id: 12, mixId: '9' }),
    ]),
    mixes: [{ id: 9, template_id: 4, name: 'Da casa', quantity: 1000 }],
    number: 'R000000001',
    state: 'complete',
    fulfillment_state: 'ready',
    delivery_state: 'completed',
    completed_at: '2026-11-20T12:00:00.000Z',
  };
  global.fetch = jest.fn(async () => {
    const body = { orders: [order], count: 1, pages: 1, current_page: 1 };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
  renderList('');
  const row = (await screen.findByRole('link', { name: '#R000000001' })).closest('tr')!;
  // The count's column, and the line a phone shows under the number instead.
  expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(/^2$/);
  expect(within(row).getByText(/^2 produtos ·/)).toBeInTheDocument();
});

test('names a pickup’s states in its row and follows the one waiting at the store', async () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  const pickupRate = {
    id: 9,
    shipping_method_id: 3,
    name: 'Retirada na loja',
    cost: '0.0',
    display_cost: 'R$ 0,00',
    delivery_window_start: null,
    delivery_window_end: null,
    deliveries_remaining: null,
  };
  const pickup = (number: string, delivery_state: string | null) => ({
    ...orderJson([]),
    number,
    state: 'complete',
    fulfillment_state: 'ready',
    delivery_state,
    completed_at: '2026-11-20T12:00:00.000Z',
    shipments: [{ id: 1, shipping_rates: [], selected_shipping_rate: pickupRate, shipping_methods: [] }],
  });
  const orders = [pickup('R000000002', 'success'), pickup('R000000001', null)];
  const paths: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://loja.test');
    paths.push(url.pathname);
    const body = url.pathname.endsWith('/v2/orders/mine')
      ? { orders, count: 2, pages: 1, current_page: 1 }
      : {};
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
  renderList('');
  const statusCell = async (number: string) =>
    within((await screen.findByRole('link', { name: `#${number}` })).closest('tr')!).getAllByRole('cell')[3];
  expect(await statusCell('R000000002')).toHaveTextContent(/^retirado$/);
  expect(await statusCell('R000000001')).toHaveTextContent(/^pronto para retirada$/);
  await waitFor(() =>
    expect(paths.filter((path) => path.endsWith('/tracker'))).toEqual([
      '/api/sales/v2/orders/R000000001/tracker',
    ]),
  );
});

test('counts the products as the order page lists them, without what the staff put in place of one', async () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  const picanha = {
    ...lineItemJson(variantJson({ id: 1, name: 'Picanha' }), 1000, { id: 1 }),
    substituted_by: 3,
  };
  const cupim = lineItemJson(variantJson({ id: 2, name: 'Cupim' }), 1000, { id: 2 });
  const maminha = {
    ...lineItemJson(variantJson({ id: 3, name: 'Maminha' }), 1050, { id: 3 }),
    substitute_for: 1,
  };
  const order = {
    ...orderJson([picanha, cupim, maminha]),
    number: 'R000000001',
    state: 'complete',
    fulfillment_state: 'ready',
    delivery_state: 'completed',
    completed_at: '2026-11-20T12:00:00.000Z',
  };
  global.fetch = jest.fn(async () => {
    const body = { orders: [order], count: 1, pages: 1, current_page: 1 };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
  renderList('');
  const row = (await screen.findByRole('link', { name: '#R000000001' })).closest('tr')!;
  expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(/^2$/);
  expect(within(row).getByText(/^2 produtos ·/)).toBeInTheDocument();
});

test('a row moves with the tracker beside it, and the list is not asked again while nothing moves', async () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  const server = { fulfillment_state: 'pending', delivery_state: null as string | null };
  const paths: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://loja.test');
    paths.push(url.pathname);
    const order = {
      ...orderJson([]),
      number: 'R000000001',
      state: 'complete',
      ...server,
      completed_at: '2026-11-20T12:00:00.000Z',
    };
    const body = url.pathname.endsWith('/v2/orders/mine')
      ? { orders: [order], count: 1, pages: 1, current_page: 1 }
      : {
          number: order.number,
          ...server,
          visit_state: null,
          driver: null,
          vehicle: null,
          refresh_in_seconds: 15,
        };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
  const client = renderList('');
  const statusCell = async () =>
    within((await screen.findByRole('link', { name: '#R000000001' })).closest('tr')!).getAllByRole('cell')[3];
  expect(await screen.findByTestId('order-status')).toHaveTextContent(/^recebido$/);
  expect(await statusCell()).toHaveTextContent(/^recebido$/);
  // The tracker's poll (every 15 s while the order moves).
  const trackerPolls = () =>
    act(() => client.refetchQueries({ queryKey: queryKeys.orders.tracker('R000000001') }));
  await trackerPolls();
  const lists = () => paths.filter((path) => path.endsWith('/v2/orders/mine')).length;
  expect(lists()).toBe(1);
  Object.assign(server, { fulfillment_state: 'ready', delivery_state: 'in_progress' });
  await trackerPolls();
  expect(await screen.findByTestId('order-status')).toHaveTextContent(/^a caminho$/);
  await waitFor(async () => expect(await statusCell()).toHaveTextContent(/^a caminho$/));
  expect(lists()).toBe(2);
});
