/**
 * The checkout's component tests: an order at each step as the sales API sends it, the customer's saved
 * addresses and cards, and a fake sales API that answers by method and path and records every call.
 */
import { QueryClient } from '@tanstack/react-query';
import { TestProviders } from '@/lib/api-client/live-testing';
import { render } from '@testing-library/react';
import { beerJson, lineItemJson, orderJson, variantJson } from './cart-fixtures';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-hint';
import { queryKeys } from '@/lib/api-client/query-keys';
import { camelize } from '@/lib/sales-api/case';
import type { SavedAddressJson, SavedCreditCardJson, UserJson } from '@/lib/sales-api/accounts';
import type { OrderJson, ShippingRateJson } from '@/lib/sales-api/order';

export const picanha = variantJson({ id: 1, name: 'Picanha Bovina' });
export const beer = beerJson();

const PAYMENT_METHODS: OrderJson['payment_methods'] = [
  {
    id: 1,
    name: 'Cartão de crédito',
    description: 'Autorizado agora',
    method_type: 'gateway',
    restrictable: false,
    pix_margin_percent: null,
    card_tokenizer: { provider: 'test', public_key: null },
  },
  {
    id: 2,
    name: 'Cartão de débito na entrega',
    description: 'Na maquininha',
    method_type: 'on_delivery',
    restrictable: false,
    pix_margin_percent: null,
    card_tokenizer: null,
  },
  {
    id: 3,
    name: 'Vale-refeição na entrega',
    description: '',
    method_type: 'on_delivery',
    restrictable: false,
    pix_margin_percent: null,
    card_tokenizer: null,
  },
  {
    id: 4,
    name: 'Pix',
    description: 'Pague na hora pelo app do seu banco.',
    method_type: 'pix',
    restrictable: false,
    pix_margin_percent: 10,
    card_tokenizer: null,
  },
];

export const USER: UserJson = {
  id: 7,
  email: 'bruna@exemplo.com.br',
  first_name: 'Bruna',
  last_name: 'Lima',
  cpf: null,
  phone: null,
  role: 'customer',
  default_substitution: 'similar',
  created_at: '2026-11-01T12:00:00.000Z',
  addresses: [],
  credit_cards: [],
  allowed_payment_methods: PAYMENT_METHODS,
};

export function addressJson(id: number, address1: string): SavedAddressJson {
  return {
    id,
    firstname: 'Bruna Lima',
    full_name: 'Bruna Lima',
    address1,
    address2: null,
    neighborhood: 'Pituba',
    city: 'Salvador',
    state: 'Bahia',
    zipcode: '41810010',
    phone: '71999998888',
    reference: 'Em frente à padaria',
    additional_information: null,
    cnpj: null,
    ie_company: null,
    company: null,
    latitude: null,
    longitude: null,
    delivery_cost: '9.90',
  };
}

/** A saved card; kept at the gateway (it pays again with its CVV) unless `gatewayCardId` is null. */
export function cardJson(
  id: number,
  lastDigits: string,
  month: number,
  year: number,
  gatewayCardId: string | null = `card_test_approve_${id}`,
): SavedCreditCardJson {
  return {
    id,
    name: 'BRUNA LIMA',
    cc_type: 'visa',
    last_digits: lastDigits,
    month,
    year,
    gateway_card_id: gatewayCardId,
  };
}

/** A scheduled window on 24 Nov 2026 (a Tuesday) from `hour` to `hour + 4`, Bahia time. */
export function scheduledRate(id: number, hour: number, remaining: number, cost = '9.90'): ShippingRateJson {
  const at = (h: number) => `2026-11-24T${String(h).padStart(2, '0')}:00:00-03:00`;
  return {
    id,
    shipping_method_id: 1,
    name: 'Entrega agendada',
    cost,
    display_cost: `R$ ${cost.replace('.', ',')}`,
    delivery_window_start: at(hour),
    delivery_window_end: at(hour + 4),
    deliveries_remaining: remaining,
  };
}

export const expressRate: ShippingRateJson = {
  id: 90,
  shipping_method_id: 2,
  name: 'Entrega expressa',
  cost: '19.90',
  display_cost: 'R$ 19,90',
  delivery_window_start: '2026-11-23T10:00:00-03:00',
  delivery_window_end: '2026-11-23T13:00:00-03:00',
  deliveries_remaining: null,
};

export const pickupRate: ShippingRateJson = {
  id: 91,
  shipping_method_id: 3,
  name: 'Retirada na loja',
  cost: '0.0',
  display_cost: 'R$ 0,00',
  delivery_window_start: '2026-11-23T11:00:00-03:00',
  delivery_window_end: '2026-11-23T19:00:00-03:00',
  deliveries_remaining: null,
};

const shipAddress = {
  id: 11,
  receiver_name: 'Bruna Lima',
  company: null,
  full_name: 'Bruna Lima',
  address1: 'Rua das Hortênsias, 120',
  address2: null,
  neighborhood: 'Pituba',
  reference: null,
  additional_information: null,
  city: 'Salvador',
  telephone: '71999998888',
  zipcode: '41810010',
  latitude: null,
  longitude: null,
  cnpj: null,
  ie_company: null,
  delivery_cost: '9.90',
};

/** The customer's order of 1 kg of picanha and a beer, at `state`, with what that state implies. */
export function checkoutOrder(
  state: OrderJson['state'],
  overrides: Partial<OrderJson> = {},
  rates: ShippingRateJson[] = [expressRate, pickupRate, scheduledRate(20, 8, 25), scheduledRate(21, 13, 0)],
): OrderJson {
  const base = orderJson([lineItemJson(picanha, 1000, { id: 100 }), lineItemJson(beer, 2, { id: 101 })]);
  const reached = (step: OrderJson['state']) =>
    ['address', 'delivery', 'payment', 'confirm', 'complete'].indexOf(state) >=
    ['address', 'delivery', 'payment', 'confirm', 'complete'].indexOf(step);
  return {
    ...base,
    state,
    user_id: USER.id,
    email: USER.email,
    ship_address: reached('delivery') ? shipAddress : null,
    shipments:
      state === 'cart' || state === 'address'
        ? []
        : [
            {
              id: 1,
              shipping_rates: rates,
              selected_shipping_rate: reached('payment') ? (rates[2] ?? null) : null,
              shipping_methods: [],
            },
          ],
    payment_methods: PAYMENT_METHODS,
    ...overrides,
  };
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** JSON `body`, or `text` as is (a proxy's HTML page), or a rejected fetch (an Error: no answer). */
type Answer = { status: number; body?: unknown; text?: string } | Error;
type Handler = (call: ApiCall) => Answer | undefined;

/**
 * A fake sales API: `routes` maps 'PUT /api/v1/checkouts/R123456789/next' (path without '/api/sales',
 * query included) to an answer, or to a function of the call. Unknown calls answer 404.
 */
export function fakeApi(routes: Record<string, Answer | Handler | Answer[]>) {
  const calls: ApiCall[] = [];
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api\/sales/, '');
    const method = init?.method ?? 'GET';
    const call = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer = Array.isArray(route) ? route.shift() : typeof route === 'function' ? route(call) : route;
    if (answer instanceof Error) throw answer;
    const { status, body, text } = answer ?? {
      status: 404,
      body: { error: 'Rota não encontrada', errors: {} },
    };
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => text ?? (body === undefined ? '' : JSON.stringify(body)),
    } as Response;
  }) as typeof fetch;
  return calls;
}

/** `ui` with a query client that already knows the customer and, when given, the cart. */
export function renderWithClient(ui: React.ReactElement, { order }: { order?: OrderJson | null } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(queryKeys.session.me(), camelize(USER));
  if (order !== undefined) client.setQueryData(queryKeys.cart.current(), order && camelize(order));
  return { client, ...render(<TestProviders client={client}>{ui}</TestProviders>) };
}
