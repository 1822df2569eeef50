/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { camelize } from '@/lib/sales-api/case';
import type { StoreProductsJson, StoreProductSummaryJson } from '@/lib/sales-api/store-products';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { StoreProductList } from './product-list';

const costela: StoreProductSummaryJson = {
  id: 7,
  status: 'draft',
  name: 'Costela Defumada',
  slug: 'costela-defumada',
  subdepartment: 'Suínos',
  unit_for_quantity: 'g',
  price: '0.0599',
  total_on_hand: 2000,
  image_url: null,
  updated_at: '2026-11-28T15:00:00.000Z',
};

let asked: string[] = [];

/**
 * The list as the page draws it: the unfiltered first page from the server (`firstPage`), the API for
 * what follows (the app's client keeps an answer 30 s, lib/api-client/query-client.ts).
 */
function renderList(
  answer: (url: URL) => { status?: number; body: unknown },
  firstPage: StoreProductsJson = { products: [costela], count: 1 },
) {
  asked = [];
  global.fetch = fakeApi((url) => {
    asked.push(url.search);
    return answer(url);
  });
  render(
    <TestProviders
      client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })}
    >
      <StoreProductList firstPage={camelize(firstPage)} />
    </TestProviders>,
  );
}

test("lists products with their status, price per Kg and a link to each form, at once from the server's page", async () => {
  renderList(() => ({ body: { products: [costela], count: 1 } }));
  // Drawn in the first render: the page's HTML holds the rows, nothing is asked of the API.
  const list = screen.getByRole('list', { name: 'Produtos' });
  const link = within(list).getByRole('link', { name: /Costela Defumada/ });
  expect(link).toHaveAttribute('href', '/equipe/loja/produtos/7');
  expect(link).toHaveTextContent('Suínos · R$ 59,90 / Kg');
  expect(link).toHaveTextContent('Rascunho');
  expect(screen.getByRole('link', { name: 'Novo produto' })).toHaveAttribute(
    'href',
    '/equipe/loja/produtos/novo',
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(asked).toEqual([]);
});

test('filters by status and by name, and says when nothing matches', async () => {
  renderList((url) => ({
    body: url.searchParams.get('q') ? { products: [], count: 0 } : { products: [costela], count: 1 },
  }));
  fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'archived' } });
  expect(screen.getByRole('status')).toHaveTextContent('Carregando produtos...');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar pelo nome' }), {
    target: { value: 'picanha' },
  });
  expect(await screen.findByText('Nenhum produto encontrado com esses filtros.')).toBeInTheDocument();
  expect(asked).toContain('?page=1&per_page=20&status=archived&q=picanha');
  // Back to every product: the server's first page again, not asked.
  fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: '' } });
  fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar pelo nome' }), { target: { value: '' } });
  expect(await screen.findByRole('link', { name: /Costela Defumada/ })).toBeInTheDocument();
  expect(asked).not.toContain('?page=1&per_page=20');
});

test("says when a filter's list cannot be loaded, and tries again", async () => {
  let fail = true;
  renderList(() =>
    fail ? { status: 500, body: { error: 'Erro', errors: {} } } : { body: { products: [costela], count: 1 } },
  );
  fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'draft' } });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Não foi possível carregar os produtos.');
  fail = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
  await waitFor(() => expect(screen.getByRole('list', { name: 'Produtos' })).toBeInTheDocument());
});

test("asks the API 20 products at a time after the server's first 20, with 'Mostrar mais'", async () => {
  const products = Array.from({ length: 45 }, (_, i) => ({ ...costela, id: i + 1, name: `Corte ${i + 1}` }));
  renderList(
    (url) => {
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      return { body: { products: products.slice((page - 1) * perPage, page * perPage), count: 45 } };
    },
    { products: products.slice(0, 20), count: 45 },
  );
  const list = screen.getByRole('list', { name: 'Produtos' });
  expect(screen.getByRole('status')).toHaveTextContent('45 produtos');
  expect(within(list).getAllByRole('link')).toHaveLength(20);
  fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais (25 restantes)' }));
  await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(40));
  expect(within(list).getAllByRole('link')[20]).toHaveTextContent('Corte 21');
  fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais (5 restantes)' }));
  await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(45));
  expect(asked).toEqual(['?page=2&per_page=20', '?page=3&per_page=20']);
  expect(screen.queryByRole('button', { name: /Mostrar mais/ })).not.toBeInTheDocument();
});

test('keeps the rows shown when the next page fails, says so, and asks again', async () => {
  const products = Array.from({ length: 30 }, (_, i) => ({ ...costela, id: i + 1, name: `Corte ${i + 1}` }));
  let fail = true;
  renderList(
    (url) => {
      const page = Number(url.searchParams.get('page'));
      if (page === 2 && fail) return { status: 500, body: { error: 'Erro', errors: {} } };
      return { body: { products: products.slice((page - 1) * 20, page * 20), count: 30 } };
    },
    { products: products.slice(0, 20), count: 30 },
  );
  const list = screen.getByRole('list', { name: 'Produtos' });
  fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais (10 restantes)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar mais produtos.');
  expect(within(list).getAllByRole('link')).toHaveLength(20);
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais (10 restantes)' }));
  await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(30));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
