/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { CouponJson } from '@/lib/sales-api/store-settings';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { StoreCoupons } from './store-coupons';

const LOADED = { timeout: 5000 };

const couponJson = (id: number, code: string, overrides: Partial<CouponJson> = {}): CouponJson => ({
  id,
  code,
  name: '10% de desconto nos produtos',
  kind: 'percent',
  amount: '10',
  min_item_total: '0.00',
  starts_on: '2026-01-01',
  ends_on: null,
  usage_limit: null,
  per_customer_limit: 1,
  active: true,
  advertised: true,
  usage_count: 3,
  customer_count: 3,
  status: 'active',
  ...overrides,
});

let coupons: CouponJson[];
let listStatus: number;
let sent: { method: string; path: string; body: unknown }[];
let saveAnswer: { status?: number; body: unknown } | null;

function renderCoupons() {
  sent = [];
  global.fetch = fakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') {
      return { status: listStatus, body: listStatus === 200 ? { coupons } : { error: 'x', errors: {} } };
    }
    sent.push({ method, path: url.pathname, body: JSON.parse(String(init!.body)) });
    return saveAnswer ?? { body: coupons[0] };
  });
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StoreCoupons today="2026-11-29" />
    </TestProviders>,
  );
}

beforeEach(() => {
  coupons = [
    couponJson(1, 'BEMVINDO10'),
    couponJson(2, 'CHURRAS20', {
      name: 'R$ 20 a partir de R$ 150',
      kind: 'fixed',
      amount: '20.00',
      min_item_total: '150.00',
      ends_on: '2026-12-31',
      usage_limit: 100,
      per_customer_limit: null,
      advertised: false,
      usage_count: 7,
      customer_count: 5,
    }),
    couponJson(3, 'BLACK2025', { status: 'expired', usage_count: 0, customer_count: 0 }),
  ];
  listStatus = 200;
  saveAnswer = null;
});

test('lists each coupon with its terms, uses, customers and status', async () => {
  renderCoupons();
  const items = within(await screen.findByRole('list', { name: 'Cupons' })).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('BEMVINDO10Ativo');
  expect(items[0]).toHaveTextContent('10% sobre os produtos · desde 01/01/2026, sem fim · 1 vez por cliente');
  expect(items[0]).toHaveTextContent('Usos: 3 (3 clientes)');
  expect(items[1]).toHaveTextContent(
    // toHaveTextContent reads the no-break space of 'R$ 20,00' as a space.
    'R$ 20,00 sobre os produtos · a partir de R$ 150,00 · de 01/01/2026 a 31/12/2026',
  );
  expect(items[1]).toHaveTextContent('Usos: 7 de 100 (5 clientes)');
  expect(items[2]).toHaveTextContent('BLACK2025Expirado');
});

test('says when there are none, and offers to try again when the list fails', async () => {
  listStatus = 500;
  renderCoupons();
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os cupons.');
  coupons = [];
  listStatus = 200;
  fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText('Nenhum cupom ainda.')).toBeInTheDocument();
});

test("creates a coupon: the schema's messages, the API's at the fields, then the body it sends", async () => {
  renderCoupons();
  await screen.findByRole('list', { name: 'Cupons' });
  fireEvent.click(screen.getByRole('button', { name: 'Novo cupom' }));
  const form = screen.getByRole('form', { name: 'Novo cupom' });
  expect(within(form).getByLabelText('Válido de')).toHaveValue('2026-11-29');
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar cupom' }));
  expect(
    await within(form).findByText(
      '* Código de 3 a 30 letras ou números, sem espaços (ex.: CHURRAS20)',
      {},
      LOADED,
    ),
  ).toBeInTheDocument();
  expect(within(form).getByText('* Informe a descrição do cupom')).toBeInTheDocument();
  expect(within(form).getByText('* Percentual de 1 a 100, sem casas decimais')).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText('Código'), { target: { value: 'natal15' } });
  fireEvent.change(within(form).getByLabelText('Descrição'), { target: { value: '15% no Natal' } });
  fireEvent.change(within(form).getByLabelText('Desconto (%)'), { target: { value: '15' } });
  fireEvent.change(within(form).getByLabelText('Usos por cliente (vazio: sem limite)'), {
    target: { value: '1' },
  });
  saveAnswer = {
    status: 422,
    body: {
      error: 'Já existe um cupom com esse código',
      errors: { code: ['Já existe um cupom com esse código'] },
    },
  };
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar cupom' }));
  expect(await within(form).findByText('* Já existe um cupom com esse código')).toBeInTheDocument();
  expect(sent[0]).toEqual({
    method: 'POST',
    path: '/api/sales/admin/store/coupons',
    body: {
      code: 'NATAL15',
      name: '15% no Natal',
      kind: 'percent',
      amount: '15',
      min_item_total: '0',
      starts_on: '2026-11-29',
      ends_on: null,
      usage_limit: null,
      per_customer_limit: 1,
      active: true,
      advertised: false,
    },
  });

  fireEvent.click(within(form).getByLabelText('Frete grátis'));
  expect(within(form).queryByLabelText(/Desconto/)).not.toBeInTheDocument();
  saveAnswer = { status: 201, body: couponJson(9, 'NATAL15', { kind: 'free_shipping' }) };
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar cupom' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Cupom NATAL15 salvo.');
});

test('deactivates a coupon only after the question, sending its active flag alone', async () => {
  renderCoupons();
  const first = within(await screen.findByRole('list', { name: 'Cupons' })).getAllByRole('listitem')[0]!;
  fireEvent.click(within(first).getByRole('button', { name: 'Desativar' }));
  expect(sent).toHaveLength(0);
  expect(within(first).getByRole('group')).toHaveTextContent(
    'Desativar o cupom BEMVINDO10? Ele passa a ser recusado no checkout.',
  );
  saveAnswer = { body: couponJson(1, 'BEMVINDO10', { active: false, status: 'inactive' }) };
  fireEvent.click(within(first).getByRole('button', { name: 'Sim, desativar' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  // Not the terms the list was read with: another change of them since would be put back.
  expect(sent[0]).toEqual({
    method: 'PUT',
    path: '/api/sales/admin/store/coupons/1/active',
    body: { active: false },
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Cupom BEMVINDO10 desativado.');
});

test('activates a deactivated coupon by its active flag alone', async () => {
  coupons[0] = couponJson(1, 'BEMVINDO10', { active: false, status: 'inactive' });
  renderCoupons();
  const first = within(await screen.findByRole('list', { name: 'Cupons' })).getAllByRole('listitem')[0]!;
  saveAnswer = { body: couponJson(1, 'BEMVINDO10') };
  fireEvent.click(within(first).getByRole('button', { name: 'Ativar' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({
    method: 'PUT',
    path: '/api/sales/admin/store/coupons/1/active',
    body: { active: true },
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Cupom BEMVINDO10 ativado.');
});
