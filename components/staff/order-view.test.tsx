/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { StaffCapability } from '@/lib/rules/staff-roles';
import type { OrderJson } from '@/lib/sales-api/order';
import type { OrderHistoryJson } from '@/lib/sales-api/staff';
import { lineItemJson, orderJson, variantJson } from '@/test-support/components/cart-fixtures';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { StaffOrderView } from './order-view';
import { StaffViewerProvider } from './staff-context';

const COUNTER: StaffCapability[] = ['board', 'pack', 'dispatch', 'problems', 'support'];

function staffOrder(overrides: Partial<OrderJson> = {}): OrderJson {
  const picanha = variantJson({ id: 1, name: 'Picanha', price: '0.0899' });
  return {
    ...orderJson([lineItemJson(picanha, 1000, { id: 11 })]),
    number: 'R000000042',
    state: 'complete',
    email: 'maria@exemplo.com.br',
    fulfillment_state: 'packaging',
    ship_address: {
      id: 1,
      receiver_name: 'Maria Souza',
      company: null,
      full_name: 'Maria Souza',
      address1: 'Rua das Hortênsias, 120',
      address2: null,
      neighborhood: 'Pituba',
      reference: null,
      additional_information: null,
      city: 'Salvador',
      telephone: '71988887777',
      zipcode: '41810010',
      latitude: null,
      longitude: null,
      cnpj: null,
      ie_company: null,
      delivery_cost: '9.90',
    },
    payments: [
      {
        id: 1,
        amount: '98.89',
        captured_amount: null,
        capture_refused_at: null,
        state: 'pending',
        payment_method: { id: 1, name: 'Cartão de crédito' },
        source: { last_digits: '1111', name: 'MARIA SOUZA', cc_type: 'visa', month: 12, year: 2030 },
        pix: null,
      },
    ],
    ...overrides,
  };
}

const HISTORY: OrderHistoryJson = {
  events: [
    {
      id: 1,
      at: '2026-11-30T11:05:00.000Z',
      action: 'fulfillment',
      staff: { id: 3, name: 'Bia Santos', role: 'counter' },
      before: { fulfillment_state: 'packaging_queue' },
      after: { fulfillment_state: 'packaging' },
      note: null,
    },
  ],
};

/** The evaluation's move: the order's payment was approved. */
const APPROVED: OrderHistoryJson['events'][number] = {
  id: 0,
  at: '2026-11-30T10:05:00.000Z',
  action: 'fulfillment',
  staff: { id: 3, name: 'Bia Santos', role: 'counter' },
  before: { fulfillment_state: 'payment_evaluating' },
  after: { fulfillment_state: 'pending' },
  note: null,
};

let history = HISTORY;
/** The API's 409 to every operation, when set. */
let refusal: unknown = null;
beforeEach(() => {
  history = HISTORY;
  refusal = null;
});
let order: OrderJson;
let sent: { path: string; body: unknown }[] = [];
let rescheduleWindows: unknown = { windows: [] };

function renderOrder(
  capabilities: StaffCapability[] = COUNTER,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  sent = [];
  global.fetch = fakeApi((url, init) => {
    if (init?.method === 'PUT') {
      sent.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return refusal ? { status: 409, body: refusal } : { body: order };
    }
    if (url.pathname.endsWith('/history')) return { body: history };
    if (url.pathname.endsWith('/reschedule')) return { body: rescheduleWindows };
    return { body: order };
  });
  render(
    <TestProviders client={client}>
      <StaffViewerProvider viewer={{ name: 'Bia Santos', roleLabel: 'Atendente', capabilities }}>
        <StaffOrderView number="R000000042" />
      </StaffViewerProvider>
    </TestProviders>,
  );
}

test('shows who the order is for, the card by brand and last four only, the weighing and the history', async () => {
  order = staffOrder();
  renderOrder();
  expect(await screen.findByRole('heading', { name: 'Pedido #R000000042' })).toBeInTheDocument();
  expect(screen.getByText('em preparação')).toBeInTheDocument();
  const payment = within(screen.getByRole('region', { name: 'Pagamento' }));
  expect(payment.getByText('Visa final 1111')).toBeInTheDocument();
  expect(screen.queryByText(/MARIA SOUZA/)).not.toBeInTheDocument();
  expect(screen.queryByText(/12\/2030|2030/)).not.toBeInTheDocument();
  expect(await screen.findByRole('form', { name: 'Pesagem' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Imprimir etiqueta' })).toHaveAttribute(
    'href',
    '/equipe/pedidos/R000000042/etiqueta',
  );
  const events = within((await screen.findByRole('heading', { name: 'Histórico' })).closest('section')!);
  expect(await events.findByText('Preparo')).toBeInTheDocument();
  expect(events.getByText('· Bia Santos')).toBeInTheDocument();
  expect(events.getByText('preparo: fila de embalagem → em embalagem')).toBeInTheDocument();
  expect(events.getByText('30/11/2026 08:05')).toBeInTheDocument();
});

test('says what the card was charged once the capture is confirmed, and nothing before', async () => {
  order = staffOrder();
  renderOrder();
  const payment = within(await screen.findByRole('region', { name: 'Pagamento' }));
  expect(payment.queryByTestId('captured-amount')).not.toBeInTheDocument();
  cleanup();
  const packed = staffOrder();
  order = {
    ...packed,
    fulfillment_state: 'ready',
    produced_amount: '107.89',
    payments: packed.payments.map((p) => ({ ...p, state: 'completed', captured_amount: '107.89' })),
  };
  renderOrder();
  expect(await screen.findByTestId('captured-amount')).toHaveTextContent('Cobrado no cartão: R$ 107,89');
  expect(screen.queryByTestId('capture-state')).not.toBeInTheDocument();
});

test('says a decided capture is pending at the gateway, or refused there for good', async () => {
  const packed = staffOrder();
  const weighed = (payment: Partial<OrderJson['payments'][number]>) => ({
    ...packed,
    fulfillment_state: 'ready',
    produced_amount: '107.89',
    payments: packed.payments.map((p) => ({ ...p, state: 'completed', ...payment })),
  });
  order = weighed({});
  renderOrder();
  expect(await screen.findByTestId('capture-state')).toHaveTextContent('Captura pendente na operadora');
  expect(screen.queryByTestId('captured-amount')).not.toBeInTheDocument();
  cleanup();
  order = weighed({ capture_refused_at: '2026-11-30T15:00:00.000Z' });
  renderOrder();
  expect(await screen.findByTestId('capture-state')).toHaveTextContent('Captura recusada pela operadora');
});

test('a role that does not pack sees the lines without the weighing form', async () => {
  order = staffOrder();
  renderOrder(['board']);
  expect(await screen.findByText('Picanha')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Pesagem' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Problemas' })).not.toBeInTheDocument();
});

test('moves the order one step', async () => {
  order = staffOrder({ fulfillment_state: 'preparation_queue' });
  renderOrder();
  fireEvent.click(await screen.findByRole('button', { name: 'Iniciar preparo' }));
  await waitFor(() =>
    expect(sent).toEqual([
      { path: '/api/sales/admin/orders/R000000042/fulfillment', body: { state: 'preparation' } },
    ]),
  );
});

test('keeps a move’s answer when a read of the order asked before the move ends after it', async () => {
  order = staffOrder({ fulfillment_state: 'preparation_queue' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderOrder(COUNTER, client);
  const press = await screen.findByRole('button', { name: 'Iniciar preparo' });
  // The tablet comes back to the screen: the order is read again, slowly, as the staff press the move.
  const answered = global.fetch;
  let endRead: () => void = () => {};
  const readEnded = new Promise<void>((resolve) => (endRead = resolve));
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!init?.method || init.method === 'GET') {
      const before = await answered(input, init);
      await readEnded;
      return before;
    }
    order = { ...order, fulfillment_state: 'preparation' };
    return answered(input, init);
  }) as typeof fetch;
  void client.invalidateQueries({ queryKey: ['staff', 'order'] });
  fireEvent.click(press);
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Iniciar preparo' })).not.toBeInTheDocument(),
  );
  await act(async () => endRead());
  expect(screen.queryByRole('button', { name: 'Iniciar preparo' })).not.toBeInTheDocument();
});

test('reads the order again when a move is refused because another tablet moved it first', async () => {
  order = staffOrder({ fulfillment_state: 'preparation_queue' });
  renderOrder();
  const press = await screen.findByRole('button', { name: 'Iniciar preparo' });
  const answered = global.fetch;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      order = { ...order, fulfillment_state: 'preparation' };
      const refusal = { error: 'Movimento não permitido', errors: {} };
      return { ok: false, status: 409, text: async () => JSON.stringify(refusal) } as Response;
    }
    return answered(input, init);
  }) as typeof fetch;
  fireEvent.click(press);
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Iniciar preparo' })).not.toBeInTheDocument(),
  );
});

test('hands a ready pickup over without a driver', async () => {
  order = staffOrder({
    fulfillment_state: 'ready',
    shipments: [
      {
        id: 1,
        shipping_rates: [],
        shipping_methods: [],
        selected_shipping_rate: {
          id: 1,
          shipping_method_id: 3,
          name: 'Retirada na loja',
          cost: '0.0',
          display_cost: 'R$ 0,00',
          delivery_window_start: '2026-11-30T10:00:00.000Z',
          delivery_window_end: '2026-11-30T22:00:00.000Z',
          deliveries_remaining: null,
        },
      },
    ],
  });
  renderOrder();
  expect(await screen.findByText('pronto para retirada')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Marcar como retirado' }));
  await waitFor(() =>
    expect(sent).toEqual([
      { path: '/api/sales/admin/orders/R000000042/delivery', body: { state: 'success' } },
    ]),
  );
});

test("'Marcar erro' asks for a note, checked before it is sent", async () => {
  order = staffOrder();
  renderOrder();
  fireEvent.click(await screen.findByRole('button', { name: 'Marcar erro' }));
  const note = screen.getByLabelText('O que aconteceu?');
  fireEvent.change(note, { target: { value: 'ab' } });
  fireEvent.submit(note.closest('form')!);
  expect(await screen.findByText('* Descreva o problema')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
  fireEvent.change(note, { target: { value: 'Cliente pediu para trocar a peça' } });
  fireEvent.submit(note.closest('form')!);
  await waitFor(() =>
    expect(sent).toEqual([
      {
        path: '/api/sales/admin/orders/R000000042/error',
        body: { note: 'Cliente pediu para trocar a peça' },
      },
    ]),
  );
});

test("offers no 'Marcar erro' before the payment is approved", async () => {
  order = staffOrder({ fulfillment_state: 'payment_evaluating' });
  renderOrder();
  expect(await screen.findByRole('button', { name: 'Cancelar pedido' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Marcar erro' })).not.toBeInTheDocument();
});

test('resumes an order in erro at the preparation step the staff choose', async () => {
  order = staffOrder({ fulfillment_state: 'error' });
  history = { events: [APPROVED, ...HISTORY.events] };
  renderOrder();
  const resume = within(await screen.findByRole('form', { name: 'Retomar o preparo' }));
  // Approved once, it does not go back to the evaluation: the customer would be told again.
  expect(resume.queryByRole('option', { name: 'pagamento em análise' })).not.toBeInTheDocument();
  fireEvent.change(resume.getByLabelText('Retomar em'), { target: { value: 'packaging' } });
  fireEvent.click(resume.getByRole('button', { name: 'Retomar' }));
  await waitFor(() =>
    expect(sent).toEqual([
      { path: '/api/sales/admin/orders/R000000042/fulfillment', body: { state: 'packaging' } },
    ]),
  );
});

test('resumes an order in erro never approved at the evaluation only', async () => {
  order = staffOrder({ fulfillment_state: 'error' });
  renderOrder();
  const resume = within(await screen.findByRole('form', { name: 'Retomar o preparo' }));
  expect(resume.getAllByRole('option').map((option) => option.textContent)).toEqual(['pagamento em análise']);
  fireEvent.click(resume.getByRole('button', { name: 'Retomar' }));
  await waitFor(() =>
    expect(sent).toEqual([
      { path: '/api/sales/admin/orders/R000000042/fulfillment', body: { state: 'payment_evaluating' } },
    ]),
  );
});

test('resumes a weighed order in erro straight at ready', async () => {
  order = staffOrder({ fulfillment_state: 'error', produced_amount: '98.10' });
  history = { events: [APPROVED, ...HISTORY.events] };
  renderOrder();
  const resume = within(await screen.findByRole('form', { name: 'Retomar o preparo' }));
  expect(resume.getByLabelText('Retomar em')).toHaveValue('ready');
  expect(resume.getByRole('option', { name: 'pronto' })).toBeInTheDocument();
  fireEvent.click(resume.getByRole('button', { name: 'Retomar' }));
  await waitFor(() =>
    expect(sent).toEqual([
      { path: '/api/sales/admin/orders/R000000042/fulfillment', body: { state: 'ready' } },
    ]),
  );
});

test('plans again, reschedules or marks not delivered a delivery in erro', async () => {
  order = staffOrder({ fulfillment_state: 'ready', delivery_state: 'error' });
  renderOrder();
  expect(await screen.findByRole('button', { name: 'Reagendar' })).toBeInTheDocument();
  // Once it left, it is cancelled only after 'Não entregue'.
  expect(screen.getByRole('button', { name: 'Não entregue' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Planejar a entrega de novo' }));
  await waitFor(() =>
    expect(sent).toEqual([
      { path: '/api/sales/admin/orders/R000000042/delivery', body: { state: 'planned' } },
    ]),
  );
});

test('cancels only after the confirmation', async () => {
  order = staffOrder();
  renderOrder();
  fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
  expect(sent).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Sim, cancelar' }));
  await waitFor(() =>
    expect(sent).toEqual([{ path: '/api/sales/admin/orders/R000000042/cancel', body: {} }]),
  );
});

test("denies the payment in evaluation only after the confirmation, and shows the API's refusal", async () => {
  order = staffOrder({ fulfillment_state: 'payment_evaluating' });
  renderOrder();
  fireEvent.click(await screen.findByRole('button', { name: 'Negar pagamento' }));
  expect(sent).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Sim, negar' }));
  await waitFor(() =>
    expect(sent).toEqual([{ path: '/api/sales/admin/orders/R000000042/payment_denied', body: {} }]),
  );

  cleanup();
  refusal = { error: 'Pedido já cancelado.', errors: { state: ['Pedido já cancelado.'] } };
  renderOrder();
  fireEvent.click(await screen.findByRole('button', { name: 'Negar pagamento' }));
  fireEvent.click(screen.getByRole('button', { name: 'Sim, negar' }));
  expect(await screen.findByText('Pedido já cancelado.')).toBeInTheDocument();
});

test("offers 'Negar pagamento' only while the payment is evaluated, and not to roles without problems", async () => {
  order = staffOrder({ fulfillment_state: 'pending' });
  renderOrder();
  expect(await screen.findByRole('button', { name: 'Cancelar pedido' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Negar pagamento' })).not.toBeInTheDocument();
  cleanup();
  order = staffOrder({ fulfillment_state: 'payment_evaluating' });
  renderOrder(['board', 'pack']);
  expect(await screen.findByRole('heading', { name: 'Pedido #R000000042' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Negar pagamento' })).not.toBeInTheDocument();
});

test('reschedules a failed delivery into a window the API offers', async () => {
  order = staffOrder({ fulfillment_state: 'ready', delivery_state: 'failed' });
  rescheduleWindows = {
    windows: [{ starts_at: '2026-12-01T11:00:00.000Z', ends_at: '2026-12-01T16:00:00.000Z', remaining: 4 }],
  };
  renderOrder();
  expect(await screen.findByText('não entregue')).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: 'Reagendar' }));
  fireEvent.click(await screen.findByRole('radio', { name: /ter, 1 dez · 08:00 - 13:00/ }));
  fireEvent.click(screen.getAllByRole('button', { name: 'Reagendar' }).at(-1)!);
  await waitFor(() =>
    expect(sent).toEqual([
      {
        path: '/api/sales/admin/orders/R000000042/reschedule',
        body: { starts_at: '2026-12-01T11:00:00.000Z' },
      },
    ]),
  );
});
