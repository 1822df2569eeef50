/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { storeProductJson } from '@/test-support/components/store-fixtures';
import { ProductFormView } from './product-form';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/equipe/loja/produtos/novo',
}));

const options = {
  subdepartments: [{ id: 3, name: 'Suínos', department: 'Carnes' }],
  manufacturers: ['Friboi'],
  cooking_methods: ['Forno'],
};

const saved = storeProductJson({ cooking_methods: ['Forno'] });

let sent: { method: string | undefined; body: unknown }[] = [];

function renderForm(answer: () => { status?: number; body: unknown }) {
  sent = [];
  global.fetch = fakeApi((url, init) => {
    if (url.pathname.endsWith('/admin/products/options')) return { body: options };
    sent.push({ method: init?.method, body: JSON.parse(String(init?.body)) });
    return answer();
  });
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ProductFormView />
    </TestProviders>,
  );
}

const field = (name: string | RegExp) => screen.getByLabelText(name);

async function fillValidForm() {
  await screen.findByRole('option', { name: 'Carnes › Suínos' });
  fireEvent.change(field('Nome'), { target: { value: 'Costela Defumada' } });
  fireEvent.change(field('Subdepartamento'), { target: { value: '3' } });
  fireEvent.change(field('Preço (R$ por grama)'), { target: { value: '0.0599' } });
  fireEvent.change(field(/Modos de preparo/), { target: { value: 'Forno, Defumado' } });
}

beforeEach(() => push.mockClear());

test('suggests the address from the name and creates a draft, then opens its page', async () => {
  renderForm(() => ({ status: 201, body: saved }));
  await fillValidForm();
  expect(field('Endereço da página (/produtos/...)')).toHaveValue('costela-defumada');
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/equipe/loja/produtos/42'));
  expect(sent[0]).toMatchObject({
    method: 'POST',
    body: {
      name: 'Costela Defumada',
      slug: 'costela-defumada',
      subdepartment_id: 3,
      manufacturer: null,
      cooking_methods: ['Forno', 'Defumado'],
      unit_for_quantity: 'g',
      minimum_quantity: 500,
      price: '0.0599',
      list_price: null,
    },
  });
});

test('shows the contract’s messages before sending anything', async () => {
  renderForm(() => ({ status: 201, body: saved }));
  await screen.findByRole('option', { name: 'Carnes › Suínos' });
  fireEvent.change(field('Máximo (gramas)'), { target: { value: '400' } });
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  expect(await screen.findByText('* Informe o nome do produto')).toBeInTheDocument();
  expect(screen.getByText('* Escolha o subdepartamento')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('puts the server’s 422 messages on their fields', async () => {
  renderForm(() => ({
    status: 422,
    body: {
      error: 'Houve um problema processando',
      errors: { slug: ['Este endereço já é usado por outro produto'] },
    },
  }));
  await fillValidForm();
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  expect(await screen.findByText('* Este endereço já é usado por outro produto')).toBeInTheDocument();
  expect(field('Endereço da página (/produtos/...)')).toHaveAttribute('aria-invalid', 'true');
  expect(push).not.toHaveBeenCalled();
});
