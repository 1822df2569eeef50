/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { DeliveryWindowJson } from '@/lib/sales-api/store-settings';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { StoreWindows } from './store-windows';

const LOADED = { timeout: 5000 };

const windowJson = (
  id: number,
  weekday: number,
  start: number,
  end: number,
  overrides: Partial<DeliveryWindowJson> = {},
): DeliveryWindowJson => ({
  id,
  weekday,
  start_hour: start,
  end_hour: end,
  capacity: 20,
  booked_ahead: 0,
  ...overrides,
});

let windows: DeliveryWindowJson[];
let listStatus: number;
let sent: { method: string; path: string; body: unknown }[];
let saveAnswer: { status?: number; body: unknown } | null;

function renderWindows() {
  sent = [];
  global.fetch = fakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') {
      return { status: listStatus, body: listStatus === 200 ? { windows } : { error: 'x', errors: {} } };
    }
    sent.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (method === 'DELETE') {
      windows = windows.filter((w) => !url.pathname.endsWith(`/${w.id}`));
      return { status: 204, body: null };
    }
    return saveAnswer ?? { body: windows[0] };
  });
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StoreWindows />
    </TestProviders>,
  );
}

beforeEach(() => {
  windows = [windowJson(1, 1, 8, 13), windowJson(2, 6, 17, 21, { capacity: 10, booked_ahead: 4 })];
  listStatus = 200;
  saveAnswer = null;
});

test('shows each weekday, Monday first, with its windows, capacity and what a day booked', async () => {
  renderWindows();
  const monday = await screen.findByRole('region', { name: 'Segunda-feira' });
  expect(monday).toHaveTextContent('08:00 - 13:00');
  expect(monday).toHaveTextContent('Capacidade: 20 pedidos por dia');
  expect(screen.getByRole('region', { name: 'Sábado' })).toHaveTextContent(
    '17:00 - 21:00Capacidade: 10 pedidos por dia · até 4 já agendados num dia',
  );
  expect(screen.getByRole('region', { name: 'Domingo' })).toHaveTextContent('Sem entregas agendadas.');
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings[0]).toBe('Segunda-feira');
  expect(headings.at(-1)).toBe('Domingo');
});

test('offers to try again when the windows cannot be loaded', async () => {
  listStatus = 500;
  renderWindows();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Não foi possível carregar as janelas de entrega.',
  );
  listStatus = 200;
  fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('region', { name: 'Segunda-feira' })).toBeInTheDocument();
});

test("changes a window's capacity, showing the API's refusal at the capacity", async () => {
  renderWindows();
  const saturday = await screen.findByRole('region', { name: 'Sábado' });
  fireEvent.click(within(saturday).getByRole('button', { name: 'Editar Sábado 17:00 - 21:00' }));
  const form = screen.getByRole('form', { name: 'Editar Sábado 17:00 - 21:00' });
  expect(form).toHaveTextContent('já tem 4 pedidos agendados');
  const capacity = within(form).getByLabelText('Capacidade (pedidos por dia)');
  fireEvent.change(capacity, { target: { value: '0' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar janela' }));
  expect(
    await within(form).findByText('* Capacidade inválida (1 a 1000 pedidos)', {}, LOADED),
  ).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  const refusal =
    'Já há 4 pedidos agendados nessa janela em 05/12/2026: a capacidade não pode ficar abaixo disso';
  saveAnswer = { status: 422, body: { error: refusal, errors: { capacity: [refusal] } } };
  fireEvent.change(capacity, { target: { value: '3' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar janela' }));
  expect(await within(form).findByText(`* ${refusal}`)).toBeInTheDocument();
  expect(sent).toEqual([
    {
      method: 'PUT',
      path: '/api/sales/admin/store/delivery_windows/2',
      body: { weekday: 6, start_hour: 17, end_hour: 21, capacity: 3 },
    },
  ]);

  saveAnswer = { body: windowJson(2, 6, 17, 21, { capacity: 12, booked_ahead: 4 }) };
  fireEvent.change(capacity, { target: { value: '12' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar janela' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Janela de Sábado, 17:00 - 21:00, salva.');
});

test('adds a window, refusing an end before the start, and deletes one after the question', async () => {
  renderWindows();
  await screen.findByRole('region', { name: 'Segunda-feira' });
  fireEvent.click(screen.getByRole('button', { name: 'Nova janela' }));
  const form = screen.getByRole('form', { name: 'Nova janela' });
  fireEvent.change(within(form).getByLabelText('Dia da semana'), { target: { value: '0' } });
  fireEvent.change(within(form).getByLabelText('Início'), { target: { value: '12' } });
  fireEvent.change(within(form).getByLabelText('Fim'), { target: { value: '9' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar janela' }));
  expect(await within(form).findByText('* O fim deve ser depois do início', {}, LOADED)).toBeInTheDocument();
  fireEvent.change(within(form).getByLabelText('Fim'), { target: { value: '14' } });
  saveAnswer = { status: 201, body: windowJson(3, 0, 12, 14) };
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar janela' }));
  await waitFor(() =>
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/sales/admin/store/delivery_windows',
        body: { weekday: 0, start_hour: 12, end_hour: 14, capacity: 20 },
      },
    ]),
  );

  const monday = screen.getByRole('region', { name: 'Segunda-feira' });
  fireEvent.click(within(monday).getByRole('button', { name: 'Excluir' }));
  expect(within(monday).getByRole('group')).toHaveTextContent(
    'Excluir a janela Segunda-feira 08:00 - 13:00? Pedidos já agendados nela continuam agendados.',
  );
  fireEvent.click(within(monday).getByRole('button', { name: 'Sim, excluir' }));
  await waitFor(() =>
    expect(sent.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/sales/admin/store/delivery_windows/1',
    }),
  );
  await waitFor(() => expect(within(monday).getByText('Sem entregas agendadas.')).toBeInTheDocument());
});
