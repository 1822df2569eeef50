/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { StaffCapability } from '@/lib/rules/staff-roles';
import type { OrderJson } from '@/lib/sales-api/order';
import type { RefundJson } from '@/lib/sales-api/refunds';
import { lineItemJson, orderJson, variantJson } from '@/test-support/components/cart-fixtures';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { StaffOrderView } from './order-view';
import { StaffViewerProvider } from './staff-context';

const COUNTER: StaffCapability[] = ['board', 'pack', 'dispatch', 'problems', 'support'];
const MANAGER: StaffCapability[] = [...COUNTER, 'store'];
/** The forms are imported after the first paint: the first import of a test file takes a while. */
const LOADED = { timeout: 5000 };

/** A ready order whose card was captured for R$ 107,89: 1,2 Kg of picanha and 2 units of charcoal. */
function capturedOrder(refunds: RefundJson[] = []): OrderJson {
  const picanha = variantJson({ id: 1, name: 'Picanha', price: '0.0899' });
  const charcoal = variantJson({ id: 2, name: 'Carvão 5 Kg', price: '0.60', unit_for_quantity: 'un' });
  const base = orderJson([
    { ...lineItemJson(picanha, 1000, { id: 11 }), produced_quantity: 1200 },
    { ...lineItemJson(charcoal, 2, { id: 12 }), produced_quantity: 2 },
  ]);
  return {
    ...base,
    number: 'R000000042',
    state: 'complete',
    email: 'maria@exemplo.com.br',
    fulfillment_state: 'ready',
    produced_amount: '107.89',
    payments: [
      {
        id: 1,
        amount: '118.68',
        captured_amount: '107.89',
        capture_refused_at: null,
        state: 'completed',
        payment_method: { id: 1, name: 'Cartão de crédito' },
        source: { last_digits: '1111', name: 'MARIA SOUZA', cc_type: 'visa', month: 12, year: 2030 },
        pix: null,
      },
    ],
    refunds,
  };
}

/** A refund the gateway confirmed, unless `atGateway` says otherwise. */
const refundJson = (
  id: number,
  amount: string,
  lineItemIds: number[] = [],
  atGateway: 'confirmed' | 'pending' | 'refused' = 'confirmed',
): RefundJson => ({
  id,
  payment_id: 1,
  amount,
  display_amount: `R$ ${amount}`,
  line_item_ids: lineItemIds,
  created_at: '2026-11-30T15:00:00.000Z',
  confirmed_at: atGateway === 'confirmed' ? '2026-11-30T15:00:01.000Z' : null,
  refused_at: atGateway === 'refused' ? '2026-11-30T15:00:01.000Z' : null,
});

let order: OrderJson;
let sent: { path: string; body: unknown }[] = [];
/** The Idempotency-Key of each refund sent, in order. */
let keys: (string | undefined)[] = [];
/** The API's answer to the next refund: the order with the refund, or a refusal. */
let refundAnswer: { status?: number; body: unknown } | null = null;

function renderOrder(capabilities: StaffCapability[]) {
  sent = [];
  keys = [];
  global.fetch = fakeApi((url, init) => {
    if (init?.method === 'POST') {
      sent.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      return refundAnswer ?? { body: order };
    }
    if (url.pathname.endsWith('/history')) return { body: { events: [] } };
    return { body: order };
  });
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StaffViewerProvider viewer={{ name: 'Bia Santos', roleLabel: 'Gerente', capabilities }}>
        <StaffOrderView number="R000000042" />
      </StaffViewerProvider>
    </TestProviders>,
  );
}

const refunds = async () =>
  within((await screen.findByRole('heading', { name: 'Estornos' }, LOADED)).closest('section')!);

test('the counter does not see the refunds, the manager does', async () => {
  order = capturedOrder();
  renderOrder(COUNTER);
  // The problems load after the first paint as the refunds do: once they show, the refunds would have.
  expect(await screen.findByRole('heading', { name: 'Problemas' }, LOADED)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Estornos' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Estornar' })).not.toBeInTheDocument();
});

test('says what is left to refund and refunds an amount typed with a comma, checked before it is sent', async () => {
  order = capturedOrder([refundJson(1, '7.89')]);
  renderOrder(MANAGER);
  const section = await refunds();
  expect(section.getByTestId('refund-left')).toHaveTextContent(
    `Cobrado no cartão: R$ 107,89 · Resta a estornar: R$ 100,00`,
  );
  expect(section.getByRole('list', { name: 'Estornos feitos' })).toHaveTextContent(
    `Estorno de R$ 7,89 em 30/11`,
  );
  fireEvent.click(section.getByRole('button', { name: 'Estornar' }));
  fireEvent.click(section.getByRole('button', { name: 'Confirmar estorno' }));
  expect(await section.findByText('* Valor inválido (ex.: 25,90)')).toBeInTheDocument();
  expect(section.getByText('* Informe o motivo do estorno')).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  refundAnswer = { body: capturedOrder([refundJson(1, '7.89'), refundJson(2, '10.50')]) };
  fireEvent.change(section.getByLabelText(/Valor/), { target: { value: '10,50' } });
  fireEvent.change(section.getByLabelText('Motivo'), { target: { value: 'Cliente devolveu uma peça' } });
  fireEvent.click(section.getByRole('button', { name: 'Confirmar estorno' }));
  await waitFor(() =>
    expect(sent).toEqual([
      {
        path: '/api/sales/admin/orders/R000000042/refunds',
        body: { amount: '10.50', reason: 'Cliente devolveu uma peça' },
      },
    ]),
  );
  expect(await section.findByText(`Estorno de R$ 10,50 em 30/11: feito.`)).toBeInTheDocument();
  expect(section.getByTestId('refund-left')).toHaveTextContent(`Resta a estornar: R$ 89,50`);
});

test('says which refunds the gateway has not confirmed, or refused, and a refund made that it has not', async () => {
  order = capturedOrder([
    refundJson(1, '1.00'),
    refundJson(2, '2.00', [], 'pending'),
    refundJson(3, '3.00', [], 'refused'),
  ]);
  renderOrder(MANAGER);
  const section = await refunds();
  const made = section.getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '));
  expect(made).toEqual([
    'Estorno de R$ 1,00 em 30/11',
    'Estorno de R$ 2,00 em 30/11 · Pendente na operadora',
    'Estorno de R$ 3,00 em 30/11 · Recusado pela operadora',
  ]);

  fireEvent.click(section.getByRole('button', { name: 'Estornar' }));
  fireEvent.change(section.getByLabelText(/Valor/), { target: { value: '4,00' } });
  fireEvent.change(section.getByLabelText('Motivo'), { target: { value: 'Cliente devolveu uma peça' } });
  refundAnswer = { body: capturedOrder([...order.refunds, refundJson(4, '4.00', [], 'pending')]) };
  fireEvent.click(section.getByRole('button', { name: 'Confirmar estorno' }));
  expect(await section.findByText('Estorno de R$ 4,00 em 30/11: pendente na operadora.')).toBeInTheDocument();
  expect(section.queryByText(/feito/)).not.toBeInTheDocument();
});

test('sends one refund for a double press', async () => {
  order = capturedOrder([]);
  renderOrder(MANAGER);
  const section = await refunds();
  fireEvent.click(section.getByRole('button', { name: 'Estornar' }));
  fireEvent.change(section.getByLabelText(/Valor/), { target: { value: '10,50' } });
  fireEvent.change(section.getByLabelText('Motivo'), { target: { value: 'Cliente devolveu uma peça' } });
  refundAnswer = { body: capturedOrder([refundJson(1, '10.50')]) };
  const form = section.getByRole('form', { name: 'Estorno' });
  fireEvent.submit(form);
  fireEvent.submit(form);
  expect(await section.findByText(`Estorno de R$ 10,50 em 30/11: feito.`)).toBeInTheDocument();
  expect(sent).toHaveLength(1);
});

test('pressed again after a lost answer, sends the same refund key; a new opening of the form, a new one', async () => {
  order = capturedOrder([]);
  renderOrder(MANAGER);
  const section = await refunds();
  fireEvent.click(section.getByRole('button', { name: 'Estornar' }));
  fireEvent.change(section.getByLabelText(/Valor/), { target: { value: '10,50' } });
  fireEvent.change(section.getByLabelText('Motivo'), { target: { value: 'Cliente devolveu uma peça' } });
  // The answer is lost on the way (a proxy's timeout): the form stays open with the same refund.
  refundAnswer = { status: 504, body: { error: 'Gateway Timeout', errors: {} } };
  fireEvent.click(section.getByRole('button', { name: 'Confirmar estorno' }));
  await waitFor(() => expect(keys).toHaveLength(1));
  expect(await section.findByRole('button', { name: 'Confirmar estorno' })).toBeEnabled();
  refundAnswer = { body: capturedOrder([refundJson(1, '10.50')]) };
  fireEvent.click(section.getByRole('button', { name: 'Confirmar estorno' }));
  expect(await section.findByText(`Estorno de R$ 10,50 em 30/11: feito.`)).toBeInTheDocument();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[\x21-\x7e]{16,200}$/);
  expect(keys[1]).toBe(keys[0]);

  fireEvent.click(section.getByRole('button', { name: 'Estornar' }));
  fireEvent.change(section.getByLabelText(/Valor/), { target: { value: '1,00' } });
  fireEvent.change(section.getByLabelText('Motivo'), { target: { value: 'Outro estorno' } });
  refundAnswer = { body: capturedOrder([refundJson(1, '10.50'), refundJson(2, '1.00')]) };
  fireEvent.click(section.getByRole('button', { name: 'Confirmar estorno' }));
  await waitFor(() => expect(keys).toHaveLength(3));
  expect(keys[2]).not.toBe(keys[0]);
});

test('refunds whole lines, leaving out the ones refunded before', async () => {
  order = capturedOrder([refundJson(1, '1.20', [12])]);
  refundAnswer = null;
  renderOrder(MANAGER);
  const section = await refunds();
  fireEvent.click(section.getByRole('button', { name: 'Estornar' }));
  fireEvent.click(section.getByRole('radio', { name: 'Itens inteiros' }));
  expect(section.queryByRole('checkbox', { name: /Carvão/ })).not.toBeInTheDocument();
  fireEvent.change(section.getByLabelText('Motivo'), { target: { value: 'Carne devolvida' } });
  fireEvent.click(section.getByRole('button', { name: 'Confirmar estorno' }));
  expect(await section.findByText('* Informe o valor ou escolha os itens do estorno')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
  fireEvent.click(section.getByRole('checkbox', { name: /Picanha/ }));
  fireEvent.click(section.getByRole('button', { name: 'Confirmar estorno' }));
  await waitFor(() =>
    expect(sent).toEqual([
      {
        path: '/api/sales/admin/orders/R000000042/refunds',
        body: { line_item_ids: [11], reason: 'Carne devolvida' },
      },
    ]),
  );
});

test("shows the API's refusal at the amount, where the staff typed it", async () => {
  order = capturedOrder();
  const message = 'O estorno (R$ 200.00) passa do que resta a estornar (R$ 107.89)';
  refundAnswer = { status: 409, body: { error: message, errors: { amount: [message] } } };
  renderOrder(MANAGER);
  const section = await refunds();
  fireEvent.click(section.getByRole('button', { name: 'Estornar' }));
  fireEvent.change(section.getByLabelText(/Valor/), { target: { value: '200' } });
  fireEvent.change(section.getByLabelText('Motivo'), { target: { value: 'Devolução' } });
  fireEvent.click(section.getByRole('button', { name: 'Confirmar estorno' }));
  expect(await section.findByText(`* ${message}`)).toBeInTheDocument();
  expect(section.getByLabelText(/Valor/)).toHaveAttribute('aria-invalid', 'true');
});

test('an order without a captured card shows no refunds', async () => {
  order = {
    ...capturedOrder(),
    payments: capturedOrder().payments.map((p) => ({ ...p, captured_amount: null })),
  };
  renderOrder(MANAGER);
  expect(await screen.findByRole('heading', { name: 'Problemas' }, LOADED)).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('heading', { name: 'Estornos' })).not.toBeInTheDocument();
});
