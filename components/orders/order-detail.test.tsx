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
import type { StoreInfo } from '@/lib/shell/store-info';
import { StoreProvider } from '@/components/ui/store-contacts';
import { OrderDetail } from './order-detail';

const NUMBER = 'R123456789';
const STORE: StoreInfo = {
  name: 'Casa da Carne',
  phone: '(71) 3333-4444',
  phoneHref: 'tel:+557133334444',
  whatsappNumber: '5571988887777',
  email: 'contato@casadacarne.com.br',
  address: 'Av. Manoel Dias da Silva, 1000, Pituba, Salvador - BA',
  hours: ['Segunda a sábado, das 07:00 às 19:00', 'Domingos e feriados, das 07:00 às 12:00'],
};

/** The chosen rate of a store pickup (method 3) on a Tuesday, 07:00-19:00 in Salvador. */
const PICKUP_RATE = {
  id: 9,
  shipping_method_id: 3,
  name: 'Retirada na loja',
  cost: '0.0',
  display_cost: 'R$ 0,00',
  delivery_window_start: '2026-11-24T10:00:00.000Z',
  delivery_window_end: '2026-11-24T22:00:00.000Z',
  deliveries_remaining: null,
};

/**
 * A weighed complete order charged R$ 1.234,56; the tracker answers `trackerStatus`, with the order's states
 * (ready, no delivery, by default); `pickup` makes it a store pickup; `changes` overrides the order's fields.
 */
function mockApi(
  trackerStatus: number,
  {
    pickup = false,
    deliveryState = null,
    ...changes
  }: { pickup?: boolean; deliveryState?: string | null } & Record<string, unknown> = {},
) {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  const line = {
    ...lineItemJson(variantJson({ id: 1, name: 'Picanha', price: '0.089900' }), 13_000, { id: 1 }),
    produced_quantity: 13_730,
  };
  const order = {
    ...orderJson([line]),
    state: 'complete',
    fulfillment_state: 'ready',
    produced_amount: '1234.56',
    completed_at: '2026-11-20T12:00:00.000Z',
    delivery_state: deliveryState,
    shipments: pickup
      ? [{ id: 1, shipping_rates: [PICKUP_RATE], selected_shipping_rate: PICKUP_RATE, shipping_methods: [] }]
      : [],
    ...changes,
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/tracker') && trackerStatus !== 200) {
      return { ok: false, status: trackerStatus, text: async () => '{"error":"Erro"}' } as Response;
    }
    const body = url.endsWith('/tracker')
      ? {
          number: NUMBER,
          fulfillment_state: order.fulfillment_state,
          delivery_state: deliveryState,
          visit_state: null,
          driver: null,
          vehicle: null,
          refresh_in_seconds: 15,
        }
      : order;
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
}

function renderOrder(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders client={client}>
      <StoreProvider store={STORE}>
        <OrderDetail number={NUMBER} phone="(71) 3333-4444" mapsKey={null} />
      </StoreProvider>
    </TestProviders>,
  );
  return client;
}

test('writes the weighed amount charged in Brazilian currency', async () => {
  mockApi(200);
  renderOrder();
  expect(await screen.findByTestId('produced-amount')).toHaveTextContent('R$ 1.234,56');
  expect(await screen.findByTestId('order-status')).toHaveTextContent(/^pronto$/);
});

test('a tracker that cannot be asked says so instead of loading forever', async () => {
  mockApi(500);
  renderOrder();
  expect(await screen.findByText(/Não foi possível carregar o acompanhamento agora/)).toBeInTheDocument();
  expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
  expect(screen.getByTestId('produced-amount')).toBeInTheDocument();
});

test('a pickup ready at the store reads pronto para retirada, with the address and hours', async () => {
  mockApi(200, { pickup: true });
  renderOrder();
  expect(await screen.findByTestId('order-status')).toHaveTextContent('pronto para retirada');
  const ready = screen.getByTestId('pickup-ready');
  expect(ready).toHaveTextContent(STORE.address);
  expect(ready).toHaveTextContent('Segunda a sábado, das 07:00 às 19:00');
  expect(ready).toHaveTextContent('Domingo e feriados, das 07:00 às 12:00');
  const steps = within(screen.getByRole('list', { name: 'Progresso do pedido' })).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual([
    'recebido',
    'preparando',
    'pronto para retirada',
    'retirado',
  ]);
  expect(steps[2]).toHaveAttribute('aria-current', 'step');
  expect(screen.getByTestId('pickup-address')).toHaveTextContent(STORE.address);
});

test('a collected pickup reads retirado, the last step, without the pickup notice', async () => {
  mockApi(200, { pickup: true, deliveryState: 'success' });
  renderOrder();
  expect(await screen.findByTestId('order-status')).toHaveTextContent(/^retirado$/);
  const steps = within(screen.getByRole('list', { name: 'Progresso do pedido' })).getAllByRole('listitem');
  expect(steps[3]).toHaveAttribute('aria-current', 'step');
  expect(screen.queryByTestId('pickup-ready')).not.toBeInTheDocument();
});

test('a delivery ready keeps its five steps and no pickup notice', async () => {
  mockApi(200);
  renderOrder();
  expect(await screen.findByTestId('order-status')).toHaveTextContent(/^pronto$/);
  const steps = within(screen.getByRole('list', { name: 'Progresso do pedido' })).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual([
    'recebido',
    'preparando',
    'pronto',
    'a caminho',
    'entregue',
  ]);
  expect(screen.queryByTestId('pickup-ready')).not.toBeInTheDocument();
  expect(screen.queryByTestId('pickup-address')).not.toBeInTheDocument();
});

describe('the NF-e link the staff entered', () => {
  const receipt =
    'https://nfe.sefaz.ba.gov.br/nfce/consulta?p=29261112345678000190650010000001231000001234|2|1';

  test('opens the receipt in a new tab without handing it this page', async () => {
    mockApi(200, { sale_receipt_url: receipt });
    renderOrder();
    const link = await screen.findByRole('link', { name: 'VER NF-e' });
    expect(link).toHaveAttribute('href', receipt);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttributeNames().sort()).toEqual(['class', 'href', 'rel', 'target']);
  });

  test.each([
    ['a link stored before the rule, with a quote', 'https://x.com/a" onmouseover="alert(1)'],
    ['a script', 'javascript:alert(1)'],
    ['plain http', 'http://nfe.example.com/nota'],
  ])('is not drawn for %s', async (_kind, url) => {
    mockApi(200, { sale_receipt_url: url });
    renderOrder();
    expect(await screen.findByTestId('produced-amount')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'VER NF-e' })).not.toBeInTheDocument();
    expect(document.querySelector('[onmouseover]')).toBeNull();
  });
});

describe('the refunds of the captured card', () => {
  test("lists each refund as 'Estorno de R$ x em dd/mm', in the shop's day", async () => {
    mockApi(200, {
      refunds: [
        {
          id: 1,
          payment_id: 1,
          amount: '25.90',
          display_amount: 'R$ 25,90',
          line_item_ids: [],
          created_at: '2026-11-21T14:00:00.000Z',
        },
        {
          id: 2,
          payment_id: 1,
          amount: '1208.66',
          display_amount: 'R$ 1.208,66',
          line_item_ids: [1],
          // 22:30 on the 24th in Salvador, already the 25th in UTC.
          created_at: '2026-11-25T01:30:00.000Z',
        },
        // Refused by the gateway: nothing came back, so the customer is not told of it.
        {
          id: 3,
          payment_id: 1,
          amount: '10.00',
          display_amount: 'R$ 10,00',
          line_item_ids: [],
          created_at: '2026-11-25T02:00:00.000Z',
          confirmed_at: null,
          refused_at: '2026-11-25T02:00:01.000Z',
        },
      ],
    });
    renderOrder();
    const refunds = within(await screen.findByRole('list', { name: 'Estornos' })).getAllByRole('listitem');
    expect(refunds.map((refund) => refund.textContent)).toEqual([
      'Estorno de R$\u00a025,90 em 21/11',
      'Estorno de R$\u00a01.208,66 em 24/11',
    ]);
  });

  test('shows no refund list when nothing was refunded', async () => {
    mockApi(200);
    renderOrder();
    expect(await screen.findByTestId('produced-amount')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Estornos' })).not.toBeInTheDocument();
  });
});

describe('the substitutions', () => {
  test("shows each line's choice, and what replaced a missing line under it, not as an item of its own", async () => {
    const picanha = {
      ...lineItemJson(variantJson({ id: 1, name: 'Picanha', price: '0.08' }), 1000, { id: 1 }),
      produced_quantity: 0,
      substituted_by: 3,
    };
    const cupim = {
      ...lineItemJson(variantJson({ id: 2, name: 'Cupim', price: '0.05' }), 1000, { id: 2 }),
      produced_quantity: 1000,
      substitution: 'call' as const,
    };
    const maminha = {
      ...lineItemJson(variantJson({ id: 3, name: 'Maminha', price: '0.076' }), 1050, { id: 3 }),
      produced_quantity: 1050,
      substitution: 'none' as const,
      substitute_for: 1,
    };
    mockApi(200, { line_items: [picanha, cupim, maminha] });
    renderOrder();
    const items = within(await screen.findByRole('list', { name: 'Itens' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Se faltar: substituir por similar');
    expect(within(items[0]!).getByTestId('substitute')).toHaveTextContent(
      'Substituído por Maminha · 1,05 kg — R$ 79,80',
    );
    expect(items[1]).toHaveTextContent('Se faltar: me ligar');
    expect(within(items[1]!).queryByTestId('substitute')).not.toBeInTheDocument();
  });
});

describe('while the tracker follows the order', () => {
  /**
   * An order being packed, not weighed yet, served as `server` holds it at each call: the test moves it as
   * the staff would. Answers the paths asked.
   */
  function serveMovingOrder() {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
    const server = { fulfillment_state: 'packaging', delivery_state: null as string | null, weighed: false };
    const paths: string[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://loja.test');
      paths.push(url.pathname);
      const line = {
        ...lineItemJson(variantJson({ id: 1, name: 'Picanha', price: '0.089900' }), 13_000, { id: 1 }),
        produced_quantity: server.weighed ? 13_730 : null,
      };
      const body = url.pathname.endsWith('/tracker')
        ? {
            number: NUMBER,
            fulfillment_state: server.fulfillment_state,
            delivery_state: server.delivery_state,
            visit_state: null,
            driver: null,
            vehicle: null,
            refresh_in_seconds: 15,
          }
        : {
            ...orderJson([line]),
            state: 'complete',
            fulfillment_state: server.fulfillment_state,
            delivery_state: server.delivery_state,
            produced_amount: server.weighed ? '1234.56' : null,
            sale_receipt_url: server.weighed ? 'https://nfe.sefaz.ba.gov.br/nfce/consulta?p=1' : null,
            completed_at: '2026-11-20T12:00:00.000Z',
            shipments: [],
          };
      return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
    }) as typeof fetch;
    return { server, paths };
  }

  /** The tracker's next poll (every 15 s while the order moves). */
  async function trackerPolls(client: QueryClient) {
    await act(() => client.refetchQueries({ queryKey: queryKeys.orders.tracker(NUMBER) }));
  }

  test('shows the weighed amounts and the NF-e once the tracker sees the order ready', async () => {
    const { server } = serveMovingOrder();
    const client = renderOrder();
    expect(await screen.findByTestId('order-status')).toHaveTextContent(/^preparando$/);
    expect(screen.queryByTestId('produced-amount')).not.toBeInTheDocument();
    Object.assign(server, { fulfillment_state: 'ready', weighed: true });
    await trackerPolls(client);
    expect(await screen.findByTestId('produced-amount')).toHaveTextContent('R$ 1.234,56');
    expect(screen.getByText(/pesado: 13,73 kg/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VER NF-e' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent(/^pronto$/);
  });

  test('says the order is canceled once the tracker sees it canceled', async () => {
    const { server } = serveMovingOrder();
    const client = renderOrder();
    expect(await screen.findByTestId('order-status')).toHaveTextContent(/^preparando$/);
    server.fulfillment_state = 'canceled';
    await trackerPolls(client);
    expect(await screen.findByText('Pedido cancelado')).toBeInTheDocument();
  });

  test('does not ask the order again while the tracker sees no move', async () => {
    const { paths } = serveMovingOrder();
    const client = renderOrder();
    expect(await screen.findByTestId('order-status')).toHaveTextContent(/^preparando$/);
    const orderCalls = () => paths.filter((path) => path.endsWith(`/orders/${NUMBER}`)).length;
    expect(orderCalls()).toBe(1);
    await trackerPolls(client);
    await trackerPolls(client);
    expect(paths.filter((path) => path.endsWith('/tracker')).length).toBeGreaterThanOrEqual(3);
    expect(orderCalls()).toBe(1);
  });
});

describe('a canceled order', () => {
  test('says so under its title, where the hidden tracker would be', async () => {
    mockApi(200, { state: 'canceled', fulfillment_state: 'canceled' });
    renderOrder();
    const heading = await screen.findByRole('heading', { name: `Pedido #${NUMBER}` });
    const canceled = screen.getByText('Pedido cancelado');
    expect(heading.nextElementSibling).toBe(canceled);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Acompanhe seu pedido' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByTestId('order-status')).not.toBeInTheDocument();
  });

  test('a delivered order does not read canceled', async () => {
    mockApi(200, { deliveryState: 'completed' });
    renderOrder();
    expect(await screen.findByTestId('order-status')).toHaveTextContent(/^entregue$/);
    expect(screen.queryByText('Pedido cancelado')).not.toBeInTheDocument();
  });
});

test.each(['address', 'delivery', 'payment', 'confirm', 'completing'])(
  'an order still in checkout (%s) is not found, as a cart',
  async (state) => {
    mockApi(200, { state, fulfillment_state: null, completed_at: null });
    renderOrder();
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Não encontramos esse pedido. Entre em contato com nosso suporte no telefone (71) 3333-4444.',
    );
    expect(screen.queryByText(/Encontramos um problema/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: `Pedido #${NUMBER}` })).not.toBeInTheDocument();
  },
);
