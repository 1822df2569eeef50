/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { DriverDeliveryJson } from '@/lib/sales-api/staff';
import { driverDelivery } from '@/test-support/components/driver-fixtures';
import { DriverDeliveries } from './driver-deliveries';
import { PERMISSION_REFUSED_TEXT } from './sharing-notice';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let searchParams: URLSearchParams;
jest.mock('next/navigation', () => ({ useSearchParams: () => searchParams }));

let calls: Call[];
let deliveries: DriverDeliveryJson[];
let listStatus: number;

/** The sales API as the driver's page uses it: the list, the delivery changes and the positions. */
function mockApi() {
  calls = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://loja.test').pathname.replace('/api/sales', '');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method, path: path + new URL(String(input), 'http://loja.test').search, body });
    const answer = (status: number, json: unknown) =>
      ({ ok: status < 400, status, text: async () => JSON.stringify(json) }) as Response;
    if (path === '/admin/driver/deliveries') {
      return listStatus === 200
        ? answer(200, { date: '2026-11-24', deliveries })
        : answer(listStatus, { error: 'Erro', errors: {} });
    }
    const change = /^\/admin\/orders\/(R\d{9})\/(delivery|failed)$/.exec(path);
    if (change && method === 'PUT') {
      const state = change[2] === 'failed' ? 'failed' : (body as { state: string }).state;
      // The server moves the delivery: the next list says so.
      deliveries = deliveries.map((d) => (d.number === change[1] ? { ...d, delivery_state: state } : d));
      return answer(200, { number: change[1], delivery_state: state });
    }
    if (/^\/admin\/orders\/R\d{9}\/locations$/.test(path)) return answer(201, { message: 'ok' });
    return answer(404, { error: 'Rota não encontrada', errors: {} });
  }) as typeof fetch;
}

/** The phone's geolocation: each watch's callbacks, to play positions and refusals. */
let watches: { success: PositionCallback; error: PositionErrorCallback }[];
const clearWatch = jest.fn();
function mockGeolocation() {
  watches = [];
  clearWatch.mockClear();
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: jest.fn((success: PositionCallback, error: PositionErrorCallback) => {
        watches.push({ success, error });
        return watches.length;
      }),
      clearWatch,
    },
  });
}

/** The browser's answer about the position's permission ('granted', 'prompt', 'denied'). */
function mockPermission(state: PermissionState) {
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: {
      query: jest.fn(async () => ({ state, addEventListener: jest.fn(), removeEventListener: jest.fn() })),
    },
  });
}

afterEach(() => {
  // jsdom has no Permissions API: the page then shares as soon as a delivery is on the way.
  Reflect.deleteProperty(navigator, 'permissions');
});

const position = (latitude: number, longitude: number) =>
  ({
    coords: { latitude, longitude, accuracy: 10 },
    timestamp: Date.parse('2026-11-24T14:00:00Z'),
  }) as GeolocationPosition;

const refusal = { code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' };

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders client={client}>
      <DriverDeliveries />
    </TestProviders>,
  );
}

const card = (name: string) => screen.getByRole('listitem', { name: new RegExp(`${name}$`) });

beforeEach(() => {
  searchParams = new URLSearchParams('');
  listStatus = 200;
  mockApi();
  mockGeolocation();
});

test('lists the day in route order, with directions, a call and what to collect', async () => {
  deliveries = [
    driverDelivery({ number: 'R000000003', first_name: 'Carla', route_position: 3 }),
    driverDelivery({
      number: 'R000000001',
      first_name: 'Ana',
      route_position: 1,
      amount_to_collect: '59.90',
      payment_method: 'Débito na entrega',
    }),
    driverDelivery({
      number: 'R000000002',
      first_name: 'Bruno',
      route_position: 2,
      latitude: null,
      longitude: null,
      phone: '71988887777',
      reference: 'Portão azul',
    }),
  ];
  renderPage();
  const route = await screen.findByRole('list', { name: 'Rota de entregas' });
  const names = within(route)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
  expect(names).toEqual(['Ana', 'Bruno', 'Carla']);

  const ana = card('Ana');
  expect(within(ana).getByRole('link', { name: 'Abrir no mapa' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=-12.98225,-38.46123',
  );
  expect(within(ana).getByTestId('amount-to-collect')).toHaveTextContent('Receber na entrega: R$ 59,90');
  expect(within(ana).getByTestId('amount-to-collect')).toHaveTextContent('Débito na entrega');

  const bruno = card('Bruno');
  const directions = within(bruno).getByRole('link', { name: 'Abrir no mapa' }).getAttribute('href')!;
  expect(new URL(directions).searchParams.get('destination')).toBe(
    'Rua das Flores, 120, apto 301, Pituba, Salvador - BA, 41830000',
  );
  expect(within(bruno).getByRole('link', { name: /Ligar/ })).toHaveAttribute('href', 'tel:+5571988887777');
  expect(within(bruno).getByText('Referência: Portão azul')).toBeInTheDocument();
  expect(within(bruno).getByTestId('amount-to-collect')).toHaveTextContent('Pago online');
  expect(screen.getByTestId('deliveries-left')).toHaveTextContent('3 de 3 entregas a fazer');
  // Nothing is on the way: the position is not asked for.
  expect(watches).toHaveLength(0);
});

test("a long route draws up to its 10th delivery still to make, the rest on 'Mostrar mais'", async () => {
  // Two closed deliveries lead the route; then 24 to make, one closed after the 12th.
  const states = [
    'success',
    'failed',
    ...Array<string>(12).fill('planned'),
    'success',
    ...Array<string>(12).fill('in_progress'),
  ];
  deliveries = states.map((state, index) =>
    driverDelivery({
      number: `R0000001${String(index).padStart(2, '0')}`,
      first_name: `Pessoa ${index}`,
      route_position: index + 1,
      delivery_state: state,
    }),
  );
  renderPage();
  const route = await screen.findByRole('list', { name: 'Rota de entregas' });
  const drawn = () => within(route).getAllByRole('listitem').length;
  // The two closed ones and the first ten to make.
  expect(drawn()).toBe(12);
  // What is left counts the whole route.
  expect(screen.getByTestId('deliveries-left')).toHaveTextContent('24 de 27 entregas a fazer');
  fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais (15 restantes)' }));
  // Ten more to make, the closed one among them.
  expect(drawn()).toBe(23);
  fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais (4 restantes)' }));
  expect(drawn()).toBe(27);
  expect(screen.queryByRole('button', { name: /Mostrar mais/ })).not.toBeInTheDocument();
});

test("the route waits for the permission's answer, so the notice above it never pushes it down", async () => {
  let answer: (state: { state: PermissionState }) => void = () => {};
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: {
      query: jest.fn(
        () =>
          new Promise((resolve) => {
            answer = (state) =>
              resolve({ ...state, addEventListener: jest.fn(), removeEventListener: jest.fn() });
          }),
      ),
    },
  });
  deliveries = [driverDelivery({ first_name: 'Ana', delivery_state: 'in_progress' })];
  renderPage();
  await waitFor(() => expect(calls).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.queryByRole('list', { name: 'Rota de entregas' })).not.toBeInTheDocument();
  expect(screen.getByText('Carregando suas entregas...')).toBeInTheDocument();

  await act(async () => answer({ state: 'prompt' }));
  // Drawn with the notice as it stays.
  expect(screen.getByRole('list', { name: 'Rota de entregas' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Compartilhar localização' })).toBeInTheDocument();
});

test('a browser that never says whether the position may be read holds the route for a second only', async () => {
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: jest.fn(() => new Promise(() => {})) },
  });
  deliveries = [driverDelivery({ first_name: 'Ana', delivery_state: 'in_progress' })];
  renderPage();
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(screen.queryByRole('list', { name: 'Rota de entregas' })).not.toBeInTheDocument();
  // Then the route shows, and the position waits for the driver's tap.
  expect(
    await screen.findByRole('list', { name: 'Rota de entregas' }, { timeout: 3_000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Compartilhar localização' })).toBeInTheDocument();
  expect(watches).toHaveLength(0);
});

test('an empty day says so', async () => {
  deliveries = [];
  renderPage();
  expect(await screen.findByText('Nenhuma entrega para você hoje.')).toBeInTheDocument();
});

test('a list that cannot be loaded says so and is asked again', async () => {
  deliveries = [driverDelivery({ first_name: 'Ana' })];
  listStatus = 500;
  renderPage();
  expect(await screen.findByText('Não foi possível carregar suas entregas.')).toBeInTheDocument();
  listStatus = 200;
  fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
  expect(await screen.findByRole('heading', { name: 'Ana' })).toBeInTheDocument();
});

test('a session that ended (the admin API refuses it 403) leads to the login and back', async () => {
  listStatus = 403;
  renderPage();
  expect(await screen.findByText('Sua sessão terminou.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Entrar de novo' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fentregador',
  );
});

test("'Saí para entrega' moves the delivery on and shares the position with its tracker", async () => {
  deliveries = [driverDelivery({ number: 'R000000001', first_name: 'Ana' })];
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Saí para entrega' }));
  await waitFor(() => expect(watches).toHaveLength(1));
  expect(calls).toContainEqual({
    method: 'PUT',
    path: '/admin/orders/R000000001/delivery',
    body: { state: 'in_progress' },
  });
  expect(within(card('Ana')).getByTestId('delivery-stage')).toHaveTextContent('A caminho');
  expect(screen.getByRole('status')).toHaveTextContent('Procurando sua localização...');

  act(() => watches[0]!.success(position(-12.97, -38.45)));
  expect(screen.getByRole('status')).toHaveTextContent('Compartilhando sua localização com o cliente.');
  await waitFor(() =>
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/admin/orders/R000000001/locations',
      body: { latitude: -12.97, longitude: -38.45, client_time: '2026-11-24T14:00:00.000Z' },
    }),
  );
  expect(await screen.findByText(/Última atualização às \d{2}:\d{2}:\d{2}/)).toBeInTheDocument();
});

test('opened with a delivery on the way, it waits for a tap unless the position is already granted', async () => {
  mockPermission('prompt');
  deliveries = [driverDelivery({ first_name: 'Ana', delivery_state: 'in_progress' })];
  renderPage();
  const share = await screen.findByRole('button', { name: 'Compartilhar localização' });
  expect(watches).toHaveLength(0);
  fireEvent.click(share);
  await waitFor(() => expect(watches).toHaveLength(1));
  act(() => watches[0]!.success(position(-12.97, -38.45)));
  expect(screen.getByRole('status')).toHaveTextContent('Compartilhando sua localização com o cliente.');
});

test('a granted position is shared again as soon as the page opens', async () => {
  mockPermission('granted');
  deliveries = [driverDelivery({ first_name: 'Ana', delivery_state: 'in_progress' })];
  renderPage();
  await waitFor(() => expect(watches).toHaveLength(1));
  expect(screen.queryByRole('button', { name: 'Compartilhar localização' })).not.toBeInTheDocument();
});

test("'Saí para entrega' is the tap that lets the page ask for the position", async () => {
  mockPermission('prompt');
  deliveries = [driverDelivery({ number: 'R000000001', first_name: 'Ana' })];
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Saí para entrega' }));
  await waitFor(() => expect(watches).toHaveLength(1));
  expect(screen.queryByRole('button', { name: 'Compartilhar localização' })).not.toBeInTheDocument();
});

test('a refused permission says what to do, and tries again', async () => {
  deliveries = [driverDelivery({ first_name: 'Ana', delivery_state: 'in_progress' })];
  renderPage();
  await waitFor(() => expect(watches).toHaveLength(1));
  act(() => watches[0]!.error(refusal as GeolocationPositionError));
  expect(screen.getByRole('alert')).toHaveTextContent(PERMISSION_REFUSED_TEXT);

  fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
  await waitFor(() => expect(watches).toHaveLength(2));
  expect(screen.queryByText(PERMISSION_REFUSED_TEXT)).not.toBeInTheDocument();
  act(() => watches[1]!.success(position(-12.97, -38.45)));
  expect(screen.getByRole('status')).toHaveTextContent('Compartilhando sua localização');
  expect(await screen.findByText(/Última atualização às/)).toBeInTheDocument();
});

test("'Entregue', once confirmed, closes the delivery and stops sharing", async () => {
  deliveries = [driverDelivery({ number: 'R000000001', first_name: 'Ana', delivery_state: 'in_progress' })];
  renderPage();
  await waitFor(() => expect(watches).toHaveLength(1));
  fireEvent.click(within(card('Ana')).getByRole('button', { name: 'Entregue' }));
  fireEvent.click(within(card('Ana')).getByRole('button', { name: 'Sim, entregue' }));
  await waitFor(() =>
    expect(within(card('Ana')).getByTestId('delivery-stage')).toHaveTextContent('Entregue'),
  );
  expect(calls).toContainEqual({
    method: 'PUT',
    path: '/admin/orders/R000000001/delivery',
    body: { state: 'success' },
  });
  expect(clearWatch).toHaveBeenCalledWith(1);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByTestId('deliveries-left')).toHaveTextContent('Todas as entregas foram encerradas');
});

test("'Não entregue' sends the reason, closes the delivery and stops sharing", async () => {
  deliveries = [driverDelivery({ number: 'R000000001', first_name: 'Ana', delivery_state: 'in_progress' })];
  renderPage();
  await waitFor(() => expect(watches).toHaveLength(1));
  fireEvent.click(within(card('Ana')).getByRole('button', { name: 'Não entregue' }));
  // The form's module loads after the route's first paint: it is there by the driver's tap.
  fireEvent.click(await screen.findByRole('button', { name: 'Cliente ausente' }));
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
  await waitFor(() =>
    expect(within(card('Ana')).getByTestId('delivery-stage')).toHaveTextContent('Não entregue'),
  );
  expect(calls).toContainEqual({
    method: 'PUT',
    path: '/admin/orders/R000000001/failed',
    body: { reason: 'Cliente ausente' },
  });
  expect(clearWatch).toHaveBeenCalledWith(1);
});

test('keeps the screen on while sharing, taking the lock again when the page shows again', async () => {
  const release = jest.fn(async () => {});
  const request = jest.fn(async () => ({ release }));
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  try {
    deliveries = [driverDelivery({ first_name: 'Ana', delivery_state: 'in_progress' })];
    renderPage();
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    // The browser drops the lock when the page is hidden; back to it, the page asks again.
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  } finally {
    Reflect.deleteProperty(navigator, 'wakeLock');
  }
});

test("another day's route is asked for that day, with the way back to today", async () => {
  deliveries = [driverDelivery({ number: 'R000000001', first_name: 'Ana', route_position: 1 })];
  searchParams = new URLSearchParams('data=2026-11-25');
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Entregas do dia' })).toBeInTheDocument();
  expect(calls[0]).toMatchObject({ method: 'GET', path: '/admin/driver/deliveries?date=2026-11-25' });
  expect(screen.getByRole('link', { name: 'Voltar para hoje' })).toHaveAttribute('href', '/entregador');
});

test("today's route offers tomorrow's", async () => {
  deliveries = [];
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Entregas de hoje' })).toBeInTheDocument();
  expect(calls[0]).toMatchObject({ method: 'GET', path: '/admin/driver/deliveries' });
  expect(screen.getByRole('link', { name: 'Ver a rota de amanhã' })).toHaveAttribute(
    'href',
    '/entregador?data=2026-11-25',
  );
});
