/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { StoreInfoSettingJson } from '@/lib/sales-api/store';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { StoreInfoForm } from './store-info-form';

/** The form's schema is imported on its first check: the first import of a test file takes a while. */
const LOADED = { timeout: 5000 };

const CONFIGURED: StoreInfoSettingJson['info'] = {
  name: 'Casa da Carne',
  phone: '(71) 3333-4444',
  whatsapp_number: '5571988887777',
  email: 'contato@casadacarne.com.br',
  address: 'Av. Manoel Dias da Silva, 1000, Pituba, Salvador - BA',
  hours: 'Segunda a sábado, das 07:00 às 19:00\nDomingos e feriados, das 07:00 às 12:00',
};

let setting: StoreInfoSettingJson;
let listStatus: number;
let sent: { method: string; body: unknown }[];
let answer: { status?: number; body: unknown } | null;

function renderForm() {
  sent = [];
  global.fetch = fakeApi((_url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET')
      return { status: listStatus, body: listStatus === 200 ? setting : { error: 'x', errors: {} } };
    sent.push({ method, body: init?.body ? JSON.parse(String(init.body)) : null });
    return answer ?? { body: setting };
  });
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StoreInfoForm />
    </TestProviders>,
  );
}

beforeEach(() => {
  setting = { info: CONFIGURED, defaults: CONFIGURED, edited: false };
  listStatus = 200;
  answer = null;
});

test("fills the form with what the shop shows, saying it is the configuration's", async () => {
  renderForm();
  expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  const form = await screen.findByRole('form', { name: 'Informações da loja' });
  expect(form).toHaveTextContent('Dados da configuração do servidor.');
  expect(within(form).getByLabelText('Nome da loja')).toHaveValue('Casa da Carne');
  expect(within(form).getByLabelText(/Horário de funcionamento/)).toHaveValue(CONFIGURED.hours);
  expect(within(form).queryByRole('button', { name: 'Voltar aos dados da configuração' })).toBeNull();
});

test('offers to try again when it cannot load', async () => {
  listStatus = 500;
  renderForm();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Não foi possível carregar as informações da loja.',
  );
});

test("checks each field with the schema's messages, then saves and says so", async () => {
  renderForm();
  const form = await screen.findByRole('form', { name: 'Informações da loja' });
  fireEvent.change(within(form).getByLabelText('Telefone'), { target: { value: '3333-4444' } });
  fireEvent.change(within(form).getByLabelText(/WhatsApp/), { target: { value: '988887777' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar informações' }));
  expect(
    await within(form).findByText('* Telefone no formato (71) 3333-4444', {}, LOADED),
  ).toBeInTheDocument();
  expect(
    within(form).getByText('* WhatsApp com país e DDD, só números (ex.: 5571988887777)'),
  ).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText('Telefone'), { target: { value: '(71) 98888-1234' } });
  fireEvent.change(within(form).getByLabelText(/WhatsApp/), { target: { value: '5571977776666' } });
  fireEvent.change(within(form).getByLabelText('Nome da loja'), {
    target: { value: 'Casa da Carne Pituba' },
  });
  answer = {
    body: {
      info: {
        ...CONFIGURED,
        name: 'Casa da Carne Pituba',
        phone: '(71) 98888-1234',
        whatsapp_number: '5571977776666',
      },
      defaults: CONFIGURED,
      edited: true,
    },
  };
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar informações' }));
  await waitFor(() =>
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: {
          ...CONFIGURED,
          name: 'Casa da Carne Pituba',
          phone: '(71) 98888-1234',
          whatsapp_number: '5571977776666',
        },
      },
    ]),
  );
  expect(await screen.findByText('Informações salvas: a loja já mostra os novos dados.')).toBeInTheDocument();
  // The saved values are drawn in the background render that follows the answer.
  await waitFor(() =>
    expect(
      within(screen.getByRole('form', { name: 'Informações da loja' })).getByText(
        'Dados alterados pela loja.',
      ),
    ).toBeInTheDocument(),
  );
  const saved = screen.getByRole('form', { name: 'Informações da loja' });
  expect(within(saved).getByLabelText('Nome da loja')).toHaveValue('Casa da Carne Pituba');
});

test("shows the API's message at its field", async () => {
  renderForm();
  const form = await screen.findByRole('form', { name: 'Informações da loja' });
  answer = { status: 422, body: { error: 'Email inválido', errors: { email: ['Email inválido'] } } };
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar informações' }));
  expect(await within(form).findByText('* Email inválido', {}, LOADED)).toBeInTheDocument();
});

test('goes back to the configuration only after the question', async () => {
  setting = { info: { ...CONFIGURED, name: 'Outra Loja' }, defaults: CONFIGURED, edited: true };
  renderForm();
  const form = await screen.findByRole('form', { name: 'Informações da loja' });
  fireEvent.click(within(form).getByRole('button', { name: 'Voltar aos dados da configuração' }));
  expect(sent).toHaveLength(0);
  answer = { body: { info: CONFIGURED, defaults: CONFIGURED, edited: false } };
  fireEvent.click(within(form).getByRole('button', { name: 'Sim, voltar' }));
  await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', body: null }]));
  expect(await screen.findByText('Dados da configuração do servidor.')).toBeInTheDocument();
});
