/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { HolidayJson } from '@/lib/sales-api/store-settings';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { StoreHolidays } from './store-holidays';

/** The form's schema is imported on its first check: the first import of a test file takes a while. */
const LOADED = { timeout: 5000 };

const holiday = (
  id: number,
  day: string,
  name: string,
  overrides: Partial<HolidayJson> = {},
): HolidayJson => ({
  id,
  day,
  name,
  kind: 'holiday',
  open_hour: null,
  close_hour: null,
  booked_orders: 0,
  ...overrides,
});

let holidays: HolidayJson[];
let listStatus: number;
let sent: { method: string; path: string; body: unknown }[];
let saveAnswer: { status?: number; body: unknown } | null;

function renderHolidays() {
  sent = [];
  global.fetch = fakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET')
      return { status: listStatus, body: listStatus === 200 ? { holidays } : { error: 'x', errors: {} } };
    sent.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (method === 'DELETE') {
      holidays = holidays.filter((h) => !url.pathname.endsWith(`/${h.id}`));
      return { status: 204, body: null };
    }
    return saveAnswer ?? { status: 201, body: holidays[0] };
  });
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StoreHolidays initialYear={2026} />
    </TestProviders>,
  );
}

beforeEach(() => {
  holidays = [
    holiday(1, '2026-07-02', 'Independência da Bahia'),
    holiday(2, '2026-12-25', 'Natal', { kind: 'closed', booked_orders: 3 }),
  ];
  listStatus = 200;
  saveAnswer = null;
});

test("lists the year's holidays with their kind and the orders booked on the day", async () => {
  renderHolidays();
  const list = await screen.findByRole('list', { name: 'Feriados de 2026' });
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('02/07/2026 (Quinta-feira) · Independência da Bahia');
  expect(items[0]).toHaveTextContent('Feriado');
  expect(items[1]).toHaveTextContent('Loja fechada · 3 pedidos para esse dia');
});

test('says when a year has none, and offers to try again when the list fails', async () => {
  holidays = [];
  renderHolidays();
  expect(await screen.findByText('Nenhum feriado em 2026.')).toBeInTheDocument();
  listStatus = 500;
  fireEvent.click(screen.getByRole('button', { name: '2027' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os feriados.');
  listStatus = 200;
  fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText('Nenhum feriado em 2027.')).toBeInTheDocument();
});

test("adds a holiday: the schema's messages first, the API's at the fields, then the booked orders", async () => {
  renderHolidays();
  await screen.findByRole('list', { name: 'Feriados de 2026' });
  fireEvent.click(screen.getByRole('button', { name: 'Novo feriado' }));
  const form = screen.getByRole('form', { name: 'Novo feriado' });
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar feriado' }));
  expect(await within(form).findByText('* Informe a data (AAAA-MM-DD)', {}, LOADED)).toBeInTheDocument();
  expect(within(form).getByText('* Informe o nome do feriado')).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText('Data'), { target: { value: '2026-12-25' } });
  fireEvent.change(within(form).getByLabelText('Nome'), { target: { value: 'Natal de novo' } });
  saveAnswer = {
    status: 422,
    body: { error: 'Já existe um feriado nesse dia', errors: { day: ['Já existe um feriado nesse dia'] } },
  };
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar feriado' }));
  expect(await within(form).findByText('* Já existe um feriado nesse dia')).toBeInTheDocument();

  fireEvent.change(within(form).getByLabelText('Data'), { target: { value: '2026-11-27' } });
  fireEvent.click(within(form).getByLabelText(/Loja fechada/));
  saveAnswer = {
    status: 201,
    body: holiday(9, '2026-11-27', 'Natal de novo', { kind: 'closed', booked_orders: 2 }),
  };
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar feriado' }));
  await waitFor(() =>
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/sales/admin/store/holidays',
      body: { day: '2026-11-27', name: 'Natal de novo', kind: 'closed', open_hour: null, close_hour: null },
    }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Feriado de 27/11/2026 salvo. 2 pedidos para esse dia (entrega ou retirada) continuam de pé',
  );
  expect(screen.queryByRole('form', { name: 'Novo feriado' })).not.toBeInTheDocument();
});

test('edits a holiday with its values filled in, and deletes one only after the question', async () => {
  renderHolidays();
  const list = await screen.findByRole('list', { name: 'Feriados de 2026' });
  fireEvent.click(within(list).getByRole('button', { name: 'Editar Independência da Bahia' }));
  const form = screen.getByRole('form', { name: 'Editar Independência da Bahia' });
  expect(within(form).getByLabelText('Data')).toHaveValue('2026-07-02');
  expect(within(form).getByLabelText('Nome')).toHaveValue('Independência da Bahia');
  fireEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));

  const natal = within(list).getAllByRole('listitem')[1]!;
  fireEvent.click(within(natal).getByRole('button', { name: 'Excluir' }));
  expect(sent).toHaveLength(0);
  expect(within(natal).getByRole('group')).toHaveTextContent('Excluir o feriado Natal (25/12/2026)?');
  fireEvent.click(within(natal).getByRole('button', { name: 'Sim, excluir' }));
  await waitFor(() =>
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/sales/admin/store/holidays/2', body: null }]),
  );
  expect(await screen.findByText('Feriado de 25/12/2026 excluído.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(/Natal/)).not.toBeInTheDocument());
});

test("gives a holiday its own pickup hours, only for the 'Feriado' kind, and lists them", async () => {
  holidays = [holiday(1, '2026-07-02', 'Independência da Bahia', { open_hour: 8, close_hour: 14 })];
  renderHolidays();
  const list = await screen.findByRole('list', { name: 'Feriados de 2026' });
  expect(within(list).getByRole('listitem')).toHaveTextContent('Feriado · Retirada 08:00 - 14:00');

  fireEvent.click(within(list).getByRole('button', { name: 'Editar Independência da Bahia' }));
  const form = screen.getByRole('form', { name: 'Editar Independência da Bahia' });
  expect(within(form).getByLabelText('Abre às')).toHaveValue('8');
  expect(within(form).getByLabelText('Fecha às')).toHaveValue('14');

  // Opening after closing: the schema's message, nothing sent.
  fireEvent.change(within(form).getByLabelText('Abre às'), { target: { value: '15' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar feriado' }));
  expect(
    await within(form).findByText('* A abertura deve ser antes do fechamento.', {}, LOADED),
  ).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText('Abre às'), { target: { value: '9' } });
  saveAnswer = {
    status: 200,
    body: holiday(1, '2026-07-02', 'Independência da Bahia', { open_hour: 9, close_hour: 14 }),
  };
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar feriado' }));
  await waitFor(() =>
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/sales/admin/store/holidays/1',
      body: {
        day: '2026-07-02',
        name: 'Independência da Bahia',
        kind: 'holiday',
        open_hour: 9,
        close_hour: 14,
      },
    }),
  );
});

test("a new holiday keeps Sunday's hours when left blank; a closed day shows and sends no hours", async () => {
  renderHolidays();
  await screen.findByRole('list', { name: 'Feriados de 2026' });
  fireEvent.click(screen.getByRole('button', { name: 'Novo feriado' }));
  const form = screen.getByRole('form', { name: 'Novo feriado' });
  expect(within(form).getByLabelText('Abre às')).toHaveValue('');
  expect(within(form).getByLabelText('Fecha às')).toHaveValue('');
  fireEvent.change(within(form).getByLabelText('Data'), { target: { value: '2026-11-27' } });
  fireEvent.change(within(form).getByLabelText('Nome'), { target: { value: 'Dia da loja' } });

  // One hour only: both or neither.
  fireEvent.change(within(form).getByLabelText('Fecha às'), { target: { value: '13' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar feriado' }));
  expect(
    await within(form).findByText(
      '* Informe a abertura e o fechamento, ou deixe os dois em branco.',
      {},
      LOADED,
    ),
  ).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  // A closed day has no hours: the fields leave, and what was chosen goes with them.
  fireEvent.click(within(form).getByLabelText(/Loja fechada/));
  expect(within(form).queryByLabelText('Abre às')).not.toBeInTheDocument();
  expect(within(form).queryByLabelText('Fecha às')).not.toBeInTheDocument();
  saveAnswer = { status: 201, body: holiday(9, '2026-11-27', 'Dia da loja', { kind: 'closed' }) };
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar feriado' }));
  await waitFor(() =>
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/sales/admin/store/holidays',
      body: { day: '2026-11-27', name: 'Dia da loja', kind: 'closed', open_hour: null, close_hour: null },
    }),
  );
});

test("shows the API's messages at the hour fields", async () => {
  renderHolidays();
  await screen.findByRole('list', { name: 'Feriados de 2026' });
  fireEvent.click(screen.getByRole('button', { name: 'Novo feriado' }));
  const form = screen.getByRole('form', { name: 'Novo feriado' });
  fireEvent.change(within(form).getByLabelText('Data'), { target: { value: '2026-11-27' } });
  fireEvent.change(within(form).getByLabelText('Nome'), { target: { value: 'Dia da loja' } });
  fireEvent.change(within(form).getByLabelText('Abre às'), { target: { value: '8' } });
  fireEvent.change(within(form).getByLabelText('Fecha às'), { target: { value: '14' } });
  saveAnswer = {
    status: 422,
    body: {
      error: 'A abertura deve ser antes do fechamento.',
      errors: { close_hour: ['A abertura deve ser antes do fechamento.'] },
    },
  };
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar feriado' }));
  expect(
    await within(form).findByText('* A abertura deve ser antes do fechamento.', {}, LOADED),
  ).toBeInTheDocument();
  expect(within(form).getByLabelText('Fecha às')).toHaveAttribute('aria-invalid', 'true');
});
