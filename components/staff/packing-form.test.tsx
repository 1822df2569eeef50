/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StaffOrder } from '@/lib/api-client/staff';
import { TestProviders } from '@/lib/api-client/live-testing';
import { camelize } from '@/lib/sales-api/case';
import { lineItemJson, orderJson, variantJson } from '@/test-support/components/cart-fixtures';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { PackingForm } from './packing-form';

const picanha = variantJson({ id: 1, name: 'Picanha', price: '0.0899' });
const burger = variantJson({ id: 2, name: 'Hambúrguer artesanal', price: '12.90', unit_for_quantity: 'un' });

function packagingOrder(): StaffOrder {
  const weighed = {
    ...lineItemJson(picanha, 1000, { id: 11 }),
    portioning_size: 500,
    observation: 'Sem gordura',
  };
  return camelize({
    ...orderJson([weighed, lineItemJson(burger, 3, { id: 12 })]),
    number: 'R000000042',
    state: 'complete' as const,
    fulfillment_state: 'packaging',
  });
}

let sent: unknown[] = [];
const onPacked = jest.fn();

function renderForm(answer: { status?: number; body: unknown } = { body: {} }) {
  sent = [];
  onPacked.mockClear();
  global.fetch = fakeApi((url, init) => {
    sent.push({ path: url.pathname, method: init?.method, body: JSON.parse(String(init?.body)) });
    return answer;
  });
  render(
    <TestProviders client={new QueryClient()}>
      <PackingForm order={packagingOrder()} onPacked={onPacked} />
    </TestProviders>,
  );
}

const lineOf = (name: string) => within(screen.getByText(name).closest('li')!);
const grams = () => lineOf('Picanha').getByLabelText('Peso (g)');

test('shows each line with what was asked, the portioning and the observation', () => {
  renderForm();
  expect(lineOf('Picanha').getByText('1.000 g')).toBeInTheDocument();
  expect(lineOf('Picanha').getByText('Porcionamento: 2 × 500 g')).toBeInTheDocument();
  expect(lineOf('Picanha').getByText('Observação: Sem gordura')).toBeInTheDocument();
  // A unit line starts at its count, to be confirmed.
  expect(lineOf('Hambúrguer artesanal').getByLabelText('Unidades')).toHaveValue(3);
});

test('prices a weighed line as weighed and warns only above the 10 % tolerance', () => {
  renderForm();
  fireEvent.change(grams(), { target: { value: '1100' } });
  expect(lineOf('Picanha').getByText('R$ 98,89')).toBeInTheDocument();
  expect(screen.queryByText('Acima da tolerância de 10 %')).not.toBeInTheDocument();
  fireEvent.change(grams(), { target: { value: '1101' } });
  expect(lineOf('Picanha').getByText('R$ 98,98')).toBeInTheDocument();
  expect(lineOf('Picanha').getByText('Acima da tolerância de 10 %')).toBeInTheDocument();
  // Items as weighed: 98,98 + 3 × 12,90.
  expect(screen.getByTestId('weighed-total')).toHaveTextContent('R$ 137,68');
});

test("'Sem estoque' drops a line, struck through, and sends it as 0 after the confirmation", async () => {
  renderForm({ body: { ...packagingOrder(), fulfillment_state: 'ready' } });
  fireEvent.change(grams(), { target: { value: '980' } });
  fireEvent.click(lineOf('Hambúrguer artesanal').getByRole('button', { name: 'Sem estoque' }));
  const dropped = screen.getByText('Hambúrguer artesanal').closest('div')!;
  expect(dropped).toHaveClass('line-through');
  expect(lineOf('Hambúrguer artesanal').getByText('Sem estoque: o item sai do pedido')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Concluir pesagem' }));
  const confirm = await screen.findByRole('button', { name: 'Sim, concluir' });
  expect(sent).toHaveLength(0);
  fireEvent.click(confirm);
  await waitFor(() => expect(onPacked).toHaveBeenCalled());
  expect(sent).toEqual([
    {
      path: '/api/sales/admin/orders/R000000042/packed',
      method: 'PUT',
      body: {
        line_items: [
          { id: 11, quantity: 980 },
          { id: 12, quantity: 0 },
        ],
      },
    },
  ]);
});

test("'Desfazer' gives a dropped line its quantity back", async () => {
  renderForm();
  fireEvent.click(lineOf('Hambúrguer artesanal').getByRole('button', { name: 'Sem estoque' }));
  fireEvent.click(await lineOf('Hambúrguer artesanal').findByRole('button', { name: 'Desfazer' }));
  expect(await lineOf('Hambúrguer artesanal').findByLabelText('Unidades')).toHaveValue(3);
  expect(screen.getByTestId('weighed-total')).toHaveTextContent('—');
});

test('a weighed line left empty is refused at its field, and nothing is sent', async () => {
  renderForm();
  fireEvent.click(screen.getByRole('button', { name: 'Concluir pesagem' }));
  expect(await lineOf('Picanha').findByText('* Quantidade inválida')).toBeInTheDocument();
  expect(grams()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('button', { name: 'Sim, concluir' })).not.toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test("the API's 422 messages land at their fields, the rest in the form's alert", async () => {
  renderForm({
    status: 422,
    body: {
      error: 'Houve um problema processando',
      errors: {
        'line_items.1.quantity': ['Quantidade máxima: 10'],
        state: ['O valor produzido (R$ 180,00) passa do autorizado no cartão (R$ 150,00).'],
      },
    },
  });
  fireEvent.change(grams(), { target: { value: '1000' } });
  fireEvent.change(lineOf('Hambúrguer artesanal').getByLabelText('Unidades'), { target: { value: '30' } });
  fireEvent.click(screen.getByRole('button', { name: 'Concluir pesagem' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Sim, concluir' }));
  expect(await lineOf('Hambúrguer artesanal').findByText('* Quantidade máxima: 10')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('passa do autorizado no cartão');
  expect(onPacked).not.toHaveBeenCalled();
});
