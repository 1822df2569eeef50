/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { BoardJson } from '@/lib/sales-api/staff';
import { boardJson, boardOrderJson, fakeApi, windowJson } from '@/test-support/components/staff-fixtures';
import { StaffBoard } from './board';

const replace = jest.fn();
let mockQuery = '';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/equipe',
  useSearchParams: () => new URLSearchParams(mockQuery),
}));

let answer: BoardJson;
let asked: URL[] = [];

function renderBoard(query = '') {
  mockQuery = query;
  asked = [];
  global.fetch = fakeApi((url) => {
    asked.push(url);
    return { body: answer };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders client={client}>
      <StaffBoard />
    </TestProviders>,
  );
  return client;
}

/** The order numbers of a window's rows, top to bottom. */
function rowsOf(heading: string): string[] {
  const section = screen.getByRole('heading', { name: heading }).closest('section')!;
  return within(section)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('data-number'))
    .filter((number): number is string => number !== null);
}

const day = () =>
  boardJson([
    windowJson(13, 17, [
      boardOrderJson('R000000003', { fulfillment_state: 'ready', grams: 2000 }),
      boardOrderJson('R000000004', { grams: 500, first_name: 'João' }),
    ]),
    windowJson(
      7,
      19,
      [boardOrderJson('R000000005', { pickup: true, fulfillment_state: 'ready', grams: 0 })],
      'pickup',
    ),
    windowJson(8, 13, [
      boardOrderJson('R000000001', { fulfillment_state: 'preparation' }),
      boardOrderJson('R000000002', {
        fulfillment_state: 'ready',
        delivery_state: 'in_progress',
        driver: { id: 31, name: 'Carlos Lima', role: 'driver' },
      }),
    ]),
  ]);

beforeEach(() => replace.mockClear());

test("shows the day's windows in time order with their counts and kilos, the pickups apart", async () => {
  answer = day();
  renderBoard();
  expect(await screen.findByRole('heading', { name: '08:00 – 13:00' })).toBeInTheDocument();
  const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(headings).toEqual(['08:00 – 13:00', '13:00 – 17:00', 'Retirada na loja']);
  expect(screen.getByRole('heading', { name: 'Retiradas na loja' })).toBeInTheDocument();

  const afternoon = screen.getByRole('heading', { name: '13:00 – 17:00' }).closest('section')!;
  expect(within(afternoon).getByTestId('window-totals')).toHaveTextContent('2 pedidos · 2,5 kg');
  expect(rowsOf('13:00 – 17:00')).toEqual(['R000000003', 'R000000004']);

  const row = screen.getByRole('link', { name: /R000000002/ });
  expect(row).toHaveTextContent('Maria');
  expect(row).toHaveTextContent('a caminho');
  expect(row).toHaveTextContent('Entregador: Carlos Lima');
  expect(row).toHaveTextContent('Pituba');
  expect(row).toHaveTextContent('2 itens · 1,5 kg');
  expect(row).toHaveAttribute('href', '/equipe/pedidos/R000000002');
  expect(screen.getByRole('link', { name: /R000000005/ })).toHaveTextContent('pronto para retirada');
  // Today: the board asks without a date.
  expect(asked[0]!.pathname).toBe('/api/sales/admin/board');
  expect(asked[0]!.search).toBe('');
});

test('filters by state and window from the address, and changes them in the address', async () => {
  answer = day();
  renderBoard('data=2026-11-30&estado=ready');
  expect(await screen.findByRole('link', { name: /R000000003/ })).toBeInTheDocument();
  expect(asked[0]!.searchParams.get('date')).toBe('2026-11-30');
  expect(screen.queryByRole('link', { name: /R000000004/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /R000000001/ })).not.toBeInTheDocument();
  // The morning window has no ready order: it is not shown; the pickup ready is.
  expect(screen.queryByRole('heading', { name: '08:00 – 13:00' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /R000000005/ })).toBeInTheDocument();
  expect(screen.getAllByTestId('window-totals')[0]).toHaveTextContent('1 de 2 pedidos');

  fireEvent.change(screen.getByLabelText('Janela'), { target: { value: '1300' } });
  expect(replace).toHaveBeenLastCalledWith('/equipe?data=2026-11-30&estado=ready&janela=1300', {
    scroll: false,
  });
  fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
  expect(replace).toHaveBeenLastCalledWith('/equipe?data=2026-11-30', { scroll: false });
});

test('a window filter shows that window alone; an empty filter result says so', async () => {
  answer = day();
  renderBoard('janela=0800&estado=payment_review');
  expect(await screen.findByText('Nenhum pedido com esses filtros.')).toBeInTheDocument();
});

test('a refresh keeps every row in its place and mounted, and adds new orders after them', async () => {
  answer = day();
  const client = renderBoard();
  await screen.findByRole('link', { name: /R000000003/ });
  const before = screen.getByRole('link', { name: /R000000004/ }).closest('li');

  // Another tablet moved R000000004 on; the server now sends the window sorted otherwise, with a new order.
  answer = boardJson([
    windowJson(13, 17, [
      boardOrderJson('R000000006', { first_name: 'Nova' }),
      boardOrderJson('R000000004', { fulfillment_state: 'preparation', first_name: 'João' }),
      boardOrderJson('R000000003', { fulfillment_state: 'ready', grams: 2000 }),
    ]),
    ...day().windows.slice(1),
  ]);
  await act(() => client.refetchQueries());
  await screen.findByRole('link', { name: /R000000006/ });

  expect(rowsOf('13:00 – 17:00')).toEqual(['R000000003', 'R000000004', 'R000000006']);
  const after = screen.getByRole('link', { name: /R000000004/ });
  expect(after).toHaveTextContent('em preparação');
  expect(after.closest('li')).toBe(before);
});

test('an order moved out of the state filtered stays in its place, faded, until the filters change', async () => {
  answer = day();
  const client = renderBoard('estado=waiting');
  const row = await screen.findByRole('link', { name: /R000000004/ });
  expect(row.closest('li')).not.toHaveClass('opacity-60');

  answer = boardJson([
    windowJson(13, 17, [
      boardOrderJson('R000000003', { fulfillment_state: 'ready', grams: 2000 }),
      boardOrderJson('R000000004', { fulfillment_state: 'preparation_queue', first_name: 'João' }),
    ]),
    ...day().windows.slice(1),
  ]);
  await act(() => client.refetchQueries());
  // The row's state (not the filter's option of the same name).
  await waitFor(() =>
    expect(screen.getByRole('link', { name: /R000000004/ })).toHaveTextContent('em preparação'),
  );
  const moved = screen.getByRole('link', { name: /R000000004/ });
  expect(moved.closest('li')).toBe(row.closest('li'));
  expect(moved.closest('li')).toHaveClass('opacity-60');
  // Not one that never matched.
  expect(screen.queryByRole('link', { name: /R000000003/ })).not.toBeInTheDocument();
});

test("a busy window draws its first 10 orders and the rest on 'Mostrar mais'; its totals count them all", async () => {
  const numbers = Array.from({ length: 23 }, (_, index) => `R1000000${String(index).padStart(2, '0')}`);
  answer = boardJson([
    windowJson(
      8,
      13,
      numbers.map((number) => boardOrderJson(number, { grams: 1000 })),
    ),
  ]);
  const client = renderBoard();
  await screen.findByRole('link', { name: /R100000000/ });
  const section = screen.getByRole('heading', { name: '08:00 – 13:00' }).closest('section')!;
  expect(within(section).getByTestId('window-totals')).toHaveTextContent('23 pedidos · 23 kg');
  expect(rowsOf('08:00 – 13:00')).toEqual(numbers.slice(0, 10));
  const first = screen.getByRole('link', { name: /R100000000/ }).closest('li');

  fireEvent.click(within(section).getByRole('button', { name: 'Mostrar mais (13 restantes)' }));
  expect(rowsOf('08:00 – 13:00')).toEqual(numbers.slice(0, 20));
  // A refresh keeps what was opened, and a new order comes after the rows known.
  answer = boardJson([
    windowJson(
      8,
      13,
      [...numbers, 'R100000099'].map((number) => boardOrderJson(number, { grams: 1000 })),
    ),
  ]);
  await act(() => client.refetchQueries());
  await waitFor(() =>
    expect(within(section).getByTestId('window-totals')).toHaveTextContent('24 pedidos · 24 kg'),
  );
  expect(rowsOf('08:00 – 13:00')).toEqual(numbers.slice(0, 20));
  expect(screen.getByRole('link', { name: /R100000000/ }).closest('li')).toBe(first);

  fireEvent.click(within(section).getByRole('button', { name: 'Mostrar mais (4 restantes)' }));
  expect(rowsOf('08:00 – 13:00')).toEqual([...numbers, 'R100000099']);
  expect(within(section).queryByRole('button', { name: /Mostrar mais/ })).not.toBeInTheDocument();
});

test('says so when the day has no order', async () => {
  answer = boardJson([]);
  renderBoard();
  expect(await screen.findByText('Nenhum pedido para este dia.')).toBeInTheDocument();
});

test('a failed load offers to try again', async () => {
  mockQuery = '';
  global.fetch = fakeApi(() => ({ status: 503, body: { error: 'Indisponível', errors: {} } }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders client={client}>
      <StaffBoard />
    </TestProviders>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os pedidos do dia.');
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
});

test('the day picker moves one day and back to today', async () => {
  answer = day();
  renderBoard('data=2026-11-30');
  await screen.findByRole('link', { name: /R000000003/ });
  fireEvent.click(screen.getByRole('button', { name: 'Dia seguinte' }));
  expect(replace).toHaveBeenLastCalledWith('/equipe?data=2026-12-01', { scroll: false });
  fireEvent.click(screen.getByRole('button', { name: 'Hoje' }));
  expect(replace).toHaveBeenLastCalledWith('/equipe', { scroll: false });
});

test('asks for the board again every few seconds on its own', async () => {
  jest.useFakeTimers();
  try {
    answer = day();
    renderBoard();
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('link', { name: /R000000003/ })).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(asked).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});
