/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { DeliverySettingJson } from '@/lib/sales-api/delivery-terms';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { StoreDelivery } from './store-delivery';

/** The form's schema is imported on its first check: the first import of a test file takes a while. */
const LOADED = { timeout: 5000 };

const DEFAULTS: DeliverySettingJson['delivery'] = {
  costs: { Salvador: '9.90', 'Lauro de Freitas': '14.90', 'Vila de Abrantes': '19.90' },
  free_from: '99.00',
  express_surcharge: '15.00',
  express_from: 8,
  express_until: 18,
  pickup_weekday_open: 7,
  pickup_weekday_close: 19,
  pickup_sunday_open: 7,
  pickup_sunday_close: 12,
};

let setting: DeliverySettingJson;
let loadStatus: number;
let sent: { method: string; body: unknown }[];
let answer: { status?: number; body: unknown } | null;

function renderDelivery() {
  sent = [];
  global.fetch = fakeApi((_url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET')
      return { status: loadStatus, body: loadStatus === 200 ? setting : { error: 'x', errors: {} } };
    sent.push({ method, body: init?.body ? JSON.parse(String(init.body)) : null });
    return answer ?? { body: setting };
  });
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StoreDelivery />
    </TestProviders>,
  );
}

beforeEach(() => {
  setting = { delivery: DEFAULTS, defaults: DEFAULTS, edited: false };
  loadStatus = 200;
  answer = null;
});

test('fills the form with the terms in use: each city, free delivery, express and pickup hours', async () => {
  renderDelivery();
  expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  const form = await screen.findByRole('form', { name: 'Condições de entrega' });
  expect(form).toHaveTextContent('Condições padrão da configuração.');
  expect(within(form).getByLabelText('Lauro de Freitas')).toHaveValue('14.90');
  expect(within(form).getByLabelText(/^Frete grátis/)).toHaveValue('99.00');
  expect(within(form).getByLabelText('Domingos e feriados, até')).toHaveValue(12);
});

test('offers to try again when it cannot load', async () => {
  loadStatus = 500;
  renderDelivery();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Não foi possível carregar as condições de entrega.',
  );
});

test("checks the values with the schema's messages, then sends the terms", async () => {
  renderDelivery();
  const form = await screen.findByRole('form', { name: 'Condições de entrega' });
  fireEvent.change(within(form).getByLabelText('Salvador'), { target: { value: 'dez' } });
  fireEvent.change(within(form).getByLabelText('Até (hora)'), { target: { value: '7' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar condições' }));
  expect(await within(form).findByText('* Valor inválido (ex.: 9,90)', {}, LOADED)).toBeInTheDocument();
  expect(within(form).getByText('* O fim deve ser depois do início')).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText('Salvador'), { target: { value: '12,50' } });
  fireEvent.change(within(form).getByLabelText('Até (hora)'), { target: { value: '17' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar condições' }));
  await waitFor(() =>
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: { ...DEFAULTS, costs: { ...DEFAULTS.costs, Salvador: '12.50' }, express_until: 17 },
      },
    ]),
  );
  expect(
    await screen.findByText('Condições de entrega salvas: o checkout já usa os novos valores.'),
  ).toBeInTheDocument();
});

test('goes back to the default terms only after the question', async () => {
  setting = { delivery: { ...DEFAULTS, free_from: '150.00' }, defaults: DEFAULTS, edited: true };
  renderDelivery();
  const form = await screen.findByRole('form', { name: 'Condições de entrega' });
  fireEvent.click(within(form).getByRole('button', { name: 'Voltar às condições padrão' }));
  expect(sent).toHaveLength(0);
  answer = { body: { delivery: DEFAULTS, defaults: DEFAULTS, edited: false } };
  fireEvent.click(within(form).getByRole('button', { name: 'Sim, voltar' }));
  await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', body: null }]));
  expect(await screen.findByText('O checkout voltou às condições padrão.')).toBeInTheDocument();
});
