/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { StoreChangeJson } from '@/lib/sales-api/store-changes';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { StoreChanges } from './store-changes';

const manager = { id: 5, name: 'Ana Souza', role: 'manager' as const };

const priceChange: StoreChangeJson = {
  id: 2,
  at: '2026-11-29T14:03:00.000Z',
  staff: manager,
  entity: 'product',
  entity_id: '42',
  before: { name: 'Costela Defumada', price: '0.0599', updated_at: '2026-11-28T10:00:00.000Z' },
  after: { name: 'Costela Defumada', price: '0.0649', updated_at: '2026-11-29T14:03:00.000Z' },
};
const holidayCreated: StoreChangeJson = {
  id: 1,
  at: '2026-11-29T12:00:00.000Z',
  staff: null,
  entity: 'holiday',
  entity_id: '9',
  before: null,
  after: { id: 9, day: '2027-03-19', name: 'São José', kind: 'holiday' },
};

let asked: string[] = [];

function renderChanges(answer: (url: URL) => { status?: number; body: unknown }) {
  asked = [];
  global.fetch = fakeApi((url) => {
    asked.push(url.search);
    return answer(url);
  });
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StoreChanges />
    </TestProviders>,
  );
}

test('shows who changed what and when, each changed field from before to after', async () => {
  renderChanges(() => ({ body: { changes: [priceChange, holidayCreated], count: 2 } }));
  expect(screen.getByRole('status')).toHaveTextContent('Carregando alterações...');
  const items = within(await screen.findByRole('list', { name: 'Alterações' })).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('29/11/2026 11:03');
  expect(items[0]).toHaveTextContent('Produto alterado: Costela Defumada (nº 42)');
  expect(items[0]).toHaveTextContent('por Ana Souza');
  const row = within(items[0]!).getByRole('row', { name: /Preço/ });
  expect(row).toHaveTextContent('0.0599');
  expect(row).toHaveTextContent('0.0649');
  // The row's own time is no change of the manager's.
  expect(within(items[0]!).queryByRole('row', { name: /updatedAt/ })).toBeNull();
  expect(items[1]).toHaveTextContent('Feriado criado: São José (nº 9)');
  expect(items[1]).toHaveTextContent('por a própria loja');
  expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
  // The whole record, as JSON, on demand (in a disclosure).
  const holidayJson = within(items[1]!).getByText('Depois').closest('figure')!;
  expect(JSON.parse(holidayJson.querySelector('pre')!.textContent!)).toEqual(holidayCreated.after);
  expect(within(items[1]!).getByText('Antes').closest('figure')).toHaveTextContent('null');
});

test('filters by kind and pages back in time', async () => {
  renderChanges(() => ({ body: { changes: [priceChange], count: 120 } }));
  await screen.findByText('Página 1 de 3');
  fireEvent.click(screen.getByRole('button', { name: 'Mais antigas' }));
  await screen.findByText('Página 2 de 3');
  fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: 'coupon' } });
  await screen.findByText('Página 1 de 3');
  expect(asked).toEqual(['?page=1', '?page=2', '?page=1&entity=coupon']);
});

test('says when there is nothing yet', async () => {
  renderChanges(() => ({ body: { changes: [], count: 0 } }));
  expect(await screen.findByText('Nenhuma alteração registrada ainda.')).toBeInTheDocument();
});

test('offers to try again after a failure', async () => {
  renderChanges(() => ({ status: 500, body: { error: 'Erro', errors: {} } }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o histórico.');
  expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
});
