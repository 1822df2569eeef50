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

test('reads the store’s departments, banners and settings in pt-BR, agreeing with their names', async () => {
  const at = '2026-11-29T15:00:00.000Z';
  const recorded = (
    id: number,
    entity: string,
    entityId: string,
    before: object | null,
    after: object | null,
  ) => ({ id, at, staff: manager, entity, entity_id: entityId, before, after }) as StoreChangeJson;
  renderChanges(() => ({
    body: {
      changes: [
        recorded(
          5,
          'store_info',
          'info',
          { name: 'Casa da Carne', hours: 'Seg a sáb', edited: false },
          { name: 'Casa da Carne', hours: 'Todos os dias', edited: true },
        ),
        recorded(
          4,
          'department_order',
          'menu',
          { order: ['Bovinos', 'Aves'] },
          { order: ['Aves', 'Bovinos'] },
        ),
        recorded(
          3,
          'department',
          '7',
          { id: 7, name: 'Peixes', image_url: null },
          { id: 7, name: 'Peixes', image_url: '/uploads/p.webp' },
        ),
        recorded(2, 'banner', '3', { id: 3, alt: 'Semana do churrasco', href: '/a' }, null),
        recorded(1, 'delivery_terms', 'delivery', { express_until: 18 }, { express_until: 17 }),
      ],
      count: 5,
    },
  }));
  const items = within(await screen.findByRole('list', { name: 'Alterações' })).getAllByRole('listitem');
  // Settings and the menu's order are one of a kind: no number, no name after them.
  expect(items[0]).toHaveTextContent(/^29\/11\/2026 12:00Informações da loja alteradaspor Ana Souza/);
  expect(within(items[0]!).getByRole('row', { name: /Horários/ })).toHaveTextContent('Seg a sáb');
  expect(within(items[0]!).getByRole('row', { name: /Valores próprios da loja/ })).toHaveTextContent(
    'NãoSim',
  );
  expect(items[1]).toHaveTextContent('Ordem dos departamentos alterada');
  expect(within(items[1]!).getByRole('row', { name: /Ordem/ })).toHaveTextContent('["Aves","Bovinos"]');
  expect(items[2]).toHaveTextContent('Departamento alterado: Peixes (nº 7)');
  expect(within(items[2]!).getByRole('row', { name: /Imagem/ })).toHaveTextContent('/uploads/p.webp');
  expect(items[3]).toHaveTextContent('Banner removido: Semana do churrasco (nº 3)');
  expect(items[4]).toHaveTextContent('Condições de entrega alteradas');
  expect(within(items[4]!).getByRole('row', { name: /Expresso até/ })).toHaveTextContent('1817');
  expect(screen.getByRole('option', { name: 'Ordem dos banners' })).toHaveValue('banner_order');
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
