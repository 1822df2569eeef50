/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { NewProductForm } from './new-product-form';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/equipe/loja/produtos/novo',
}));

function renderPage(options: () => { status?: number; body: unknown }) {
  global.fetch = fakeApi(options);
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NewProductForm />
    </TestProviders>,
  );
}

test('says the form is loading, then draws it with its choices already in it', async () => {
  renderPage(() => ({
    body: {
      subdepartments: [{ id: 3, name: 'Suínos', department: 'Carnes' }],
      manufacturers: ['Friboi'],
      cooking_methods: ['Forno'],
    },
  }));
  expect(screen.getByRole('status')).toHaveTextContent('Carregando o formulário...');
  const form = await screen.findByRole('form', { name: 'Novo produto' });
  expect(form).toContainElement(screen.getByRole('option', { name: 'Carnes › Suínos' }));
  expect(screen.queryByText('Carregando o formulário...')).not.toBeInTheDocument();
});

test('draws the form when its choices cannot be loaded, which then says so', async () => {
  renderPage(() => ({ status: 500, body: { error: 'Erro', errors: {} } }));
  const form = await screen.findByRole('form', { name: 'Novo produto' });
  expect(
    await within(form).findByText('* Não foi possível carregar os subdepartamentos'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Carregando o formulário...')).not.toBeInTheDocument();
});
