/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { BoardJson } from '@/lib/sales-api/staff';
import {
  boardJson,
  boardOrderJson,
  DRIVERS,
  fakeApi,
  windowJson,
} from '@/test-support/components/staff-fixtures';
import { holdFirstPaint } from '@/test-support/first-paint';
import { StaffDispatch } from './dispatch';

// The real helper, watched (test-support/first-paint.ts).
jest.mock('@/lib/shell/after-first-paint', () => jest.requireActual('@/test-support/first-paint'));

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/equipe/expedicao',
  useSearchParams: () => new URLSearchParams(''),
}));

const carlos = DRIVERS[0]!;
const onRoute = (number: string, position: number) =>
  boardOrderJson(number, {
    fulfillment_state: 'ready',
    delivery_state: 'planned',
    driver: carlos,
    license_plate: 'ABC1D23',
    route_position: position,
  });

let board: BoardJson;
let sent: { path: string; body: unknown }[] = [];
let putAnswer: { status?: number; body: unknown } = { body: { message: 'Rota salva' } };

function renderDispatch() {
  sent = [];
  global.fetch = fakeApi((url, init) => {
    if (init?.method === 'PUT') {
      sent.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return putAnswer;
    }
    return { body: board };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders client={client}>
      <StaffDispatch />
    </TestProviders>,
  );
  return client;
}

const route = () => screen.getByRole('list', { name: 'Rota de Carlos Lima' });
const routeNumbers = () =>
  within(route())
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-number'));

beforeEach(() => {
  putAnswer = { body: { message: 'Rota salva' } };
  board = boardJson([
    windowJson(8, 13, [
      onRoute('R000000003', 3),
      onRoute('R000000001', 1),
      onRoute('R000000002', 2),
      boardOrderJson('R000000009', { fulfillment_state: 'preparation' }),
      boardOrderJson('R000000010', { fulfillment_state: 'ready' }),
    ]),
  ]);
});

test("lists a window's ready orders: without a driver, and each driver's route in its order", async () => {
  renderDispatch();
  expect(await screen.findByRole('heading', { name: '08:00 – 13:00' })).toBeInTheDocument();
  expect(routeNumbers()).toEqual(['R000000001', 'R000000002', 'R000000003']);
  expect(
    await screen.findByRole('form', { name: 'Atribuir entregador ao pedido R000000010' }),
  ).toBeInTheDocument();
  // Not ready yet: not for dispatch.
  expect(screen.queryByText('#R000000009')).not.toBeInTheDocument();
});

test("the assign form's code loads after the first paint, its place held until then", async () => {
  const { paint } = holdFirstPaint();
  renderDispatch();
  expect(await screen.findByRole('heading', { name: '08:00 – 13:00' })).toBeInTheDocument();
  expect(screen.getByText('Carregando o formulário...')).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  await act(async () => paint());
  expect(
    await screen.findByRole('form', { name: 'Atribuir entregador ao pedido R000000010' }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Carregando o formulário...')).not.toBeInTheDocument();
});

test('the first window is open, the others show their counts until opened; 5 forms at a time', async () => {
  const waiting = Array.from({ length: 7 }, (_, index) => `R00000002${index}`);
  board = boardJson([
    windowJson(13, 17, [boardOrderJson('R000000030', { fulfillment_state: 'ready' })]),
    windowJson(8, 13, [
      onRoute('R000000001', 1),
      ...waiting.map((number) => boardOrderJson(number, { fulfillment_state: 'ready' })),
    ]),
  ]);
  renderDispatch();
  const morning = (await screen.findByRole('heading', { name: '08:00 – 13:00' })).closest('section')!;
  const afternoon = screen.getByRole('heading', { name: '13:00 – 17:00' }).closest('section')!;
  expect(within(morning).getByTestId('dispatch-counts')).toHaveTextContent('7 sem entregador · 1 em rota');
  expect(within(afternoon).getByTestId('dispatch-counts')).toHaveTextContent('1 sem entregador · 0 em rotas');
  const forms = () =>
    screen
      .queryAllByRole('form')
      .map((form) => form.getAttribute('aria-label')!.replace('Atribuir entregador ao pedido ', ''));
  // The morning's first 5 forms and its route, whole; the afternoon closed.
  await waitFor(() => expect(forms()).toEqual(waiting.slice(0, 5)));
  expect(routeNumbers()).toEqual(['R000000001']);
  fireEvent.click(within(morning).getByRole('button', { name: 'Mostrar mais (2 restantes)' }));
  expect(forms()).toEqual(waiting);
  expect(within(morning).queryByRole('button', { name: /Mostrar mais/ })).not.toBeInTheDocument();

  const opener = within(afternoon).getByRole('button', { name: 'Mostrar 13:00 – 17:00' });
  expect(opener).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(opener);
  expect(opener).toHaveAttribute('aria-expanded', 'true');
  expect(forms()).toEqual([...waiting, 'R000000030']);
  fireEvent.click(within(morning).getByRole('button', { name: 'Recolher 08:00 – 13:00' }));
  expect(forms()).toEqual(['R000000030']);
});

test('reorders a route with the up and down buttons, keeping the focus, and saves it', async () => {
  renderDispatch();
  await screen.findByRole('list', { name: 'Rota de Carlos Lima' });
  expect(screen.getByRole('button', { name: 'Salvar rota' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Subir o pedido R000000001' })).toBeDisabled();

  const down = screen.getByRole('button', { name: 'Descer o pedido R000000001' });
  down.focus();
  fireEvent.click(down);
  expect(routeNumbers()).toEqual(['R000000002', 'R000000001', 'R000000003']);
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Pedido R000000001 na posição 2 de 3.');
  await waitFor(() => expect(document.activeElement).toBe(down));

  fireEvent.click(screen.getByRole('button', { name: 'Subir o pedido R000000003' }));
  expect(routeNumbers()).toEqual(['R000000002', 'R000000003', 'R000000001']);

  fireEvent.click(screen.getByRole('button', { name: 'Salvar rota' }));
  await screen.findByText('Rota salva.');
  expect(sent).toEqual([
    { path: '/api/sales/admin/routes', body: { numbers: ['R000000002', 'R000000003', 'R000000001'] } },
  ]);
});

test('a route moved to its end hands the focus to the button still usable', async () => {
  renderDispatch();
  await screen.findByRole('list', { name: 'Rota de Carlos Lima' });
  fireEvent.click(screen.getByRole('button', { name: 'Descer o pedido R000000002' }));
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Subir o pedido R000000002' })),
  );
});

test('keeps the order given on screen while the board refreshes, until it is saved', async () => {
  const client = renderDispatch();
  await screen.findByRole('list', { name: 'Rota de Carlos Lima' });
  fireEvent.click(screen.getByRole('button', { name: 'Subir o pedido R000000003' }));
  board = boardJson([windowJson(8, 13, [...board.windows[0]!.orders, onRoute('R000000004', 4)])]);
  await act(() => client.refetchQueries());
  await within(route()).findByText('#R000000004');
  expect(routeNumbers()).toEqual(['R000000001', 'R000000003', 'R000000002', 'R000000004']);
});

test('assigns a driver and a plate, and shows the API refusal at its field', async () => {
  putAnswer = {
    status: 422,
    body: {
      error: 'Houve um problema processando',
      errors: { license_plate: ['Placa inválida (ex.: ABC1D23)'] },
    },
  };
  renderDispatch();
  const form = within(await screen.findByRole('form', { name: 'Atribuir entregador ao pedido R000000010' }));
  fireEvent.click(form.getByRole('button', { name: 'Atribuir' }));
  expect(await form.findByText('* Escolha o entregador')).toBeInTheDocument();

  fireEvent.change(form.getByLabelText('Entregador'), { target: { value: String(carlos.id) } });
  // The plate the driver used today comes with them.
  expect(form.getByLabelText('Placa')).toHaveValue('ABC1D23');
  fireEvent.change(form.getByLabelText('Placa'), { target: { value: 'abc-1d24' } });
  fireEvent.click(form.getByRole('button', { name: 'Atribuir' }));
  expect(await form.findByText('* Placa inválida (ex.: ABC1D23)')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      path: '/api/sales/admin/orders/R000000010/dispatch',
      body: { driver_id: carlos.id, license_plate: 'ABC1D24' },
    },
  ]);
});
