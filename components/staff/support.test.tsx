/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { CustomerDetailJson } from '@/lib/sales-api/staff';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { StaffSupport } from './support';

const replace = jest.fn();
let mockQuery = '';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/equipe/atendimento',
  useSearchParams: () => new URLSearchParams(mockQuery),
}));

const maria = {
  id: 5,
  name: 'Maria Souza',
  email: 'maria@exemplo.com.br',
  phone: '71988887777',
  orders_count: 2,
};

const detail: CustomerDetailJson = {
  customer: maria,
  addresses: [
    {
      id: 9,
      firstname: 'Maria Souza',
      full_name: 'Maria Souza',
      address1: 'Rua das Hortênsias, 120',
      address2: null,
      neighborhood: 'Pituba',
      city: 'Salvador',
      state: 'Bahia',
      zipcode: '41810010',
      phone: '71988887777',
      reference: 'Perto da praça',
      additional_information: null,
      cnpj: null,
      ie_company: null,
      company: null,
      latitude: null,
      longitude: null,
      delivery_cost: '9.90',
    },
  ],
  orders: [
    {
      number: 'R000000077',
      completed_at: '2026-11-28T15:00:00.000Z',
      total: '150.40',
      fulfillment_state: 'ready',
      delivery_state: 'in_progress',
      state: 'complete',
    },
    {
      number: 'R000000078',
      completed_at: '2026-11-27T15:00:00.000Z',
      total: '80.00',
      fulfillment_state: 'payment_denied',
      delivery_state: null,
      state: 'complete',
    },
  ],
};

let asked: { path: string; search: string; method: string | undefined }[] = [];

function renderSupport(query: string) {
  mockQuery = query;
  asked = [];
  global.fetch = fakeApi((url, init) => {
    asked.push({ path: url.pathname, search: url.search, method: init?.method });
    if (url.pathname.endsWith('/admin/customers')) {
      return { body: { customers: url.searchParams.get('q') === 'ninguem' ? [] : [maria] } };
    }
    if (url.pathname.endsWith('/resend_email')) return { body: { message: 'E-mail do pedido reenviado.' } };
    return { body: detail };
  });
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StaffSupport />
    </TestProviders>,
  );
}

beforeEach(() => replace.mockClear());

test('asks for at least 3 characters before searching', async () => {
  renderSupport('');
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ma' } });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  expect(await screen.findByText('* Digite ao menos 3 caracteres')).toBeInTheDocument();
  expect(replace).not.toHaveBeenCalled();
  expect(asked).toHaveLength(0);
});

test('puts the search in the address, so a reload keeps it', async () => {
  renderSupport('');
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' 123.456.789-09 ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await waitFor(() =>
    expect(replace).toHaveBeenCalledWith('/equipe/atendimento?q=123.456.789-09', { scroll: false }),
  );
});

test('lists the customers found and opens one', async () => {
  renderSupport('q=maria');
  const found = await screen.findByRole('list', { name: 'Clientes encontrados' });
  expect(asked[0]).toMatchObject({ path: '/api/sales/admin/customers', search: '?q=maria' });
  const row = within(found).getByRole('button', { name: /Maria Souza/ });
  expect(row).toHaveTextContent('maria@exemplo.com.br · (71) 98888-7777');
  expect(row).toHaveTextContent('2 pedidos');
  fireEvent.click(row);
  expect(replace).toHaveBeenCalledWith('/equipe/atendimento?q=maria&cliente=5', { scroll: false });
});

test('says when nobody matches', async () => {
  renderSupport('q=ninguem');
  expect(await screen.findByText('Nenhum cliente encontrado para “ninguem”.')).toBeInTheDocument();
});

test("shows a customer's orders and addresses, and sends an order's e-mail again", async () => {
  renderSupport('q=maria&cliente=5');
  const orders = within((await screen.findByRole('heading', { name: 'Pedidos' })).closest('section')!);
  expect(orders.getByRole('link', { name: '#R000000077' })).toHaveAttribute(
    'href',
    '/equipe/pedidos/R000000077',
  );
  expect(orders.getByText('a caminho')).toBeInTheDocument();
  expect(orders.getByText('R$ 150,40')).toBeInTheDocument();
  const addresses = within(screen.getByRole('heading', { name: 'Endereços' }).closest('section')!);
  expect(addresses.getByText('Rua das Hortênsias, 120')).toBeInTheDocument();
  expect(addresses.getByText('CEP 41810-010')).toBeInTheDocument();

  // Only the order whose confirmation still holds offers it again (not the denied one).
  expect(orders.getAllByRole('button', { name: 'Reenviar e-mail' })).toHaveLength(1);
  fireEvent.click(orders.getByRole('button', { name: 'Reenviar e-mail' }));
  expect(await orders.findByText('E-mail do pedido reenviado.')).toBeInTheDocument();
  expect(asked.at(-1)).toEqual({
    path: '/api/sales/admin/orders/R000000077/resend_email',
    search: '',
    method: 'POST',
  });
});
