/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { lineItemJson, variantJson } from '@/test-support/components/cart-fixtures';
import { camelize } from '@/lib/sales-api/case';
import type { PaidWith } from '@/lib/checkout/payment-choice';
import type { OrderJson } from '@/lib/sales-api/order';
import {
  beer,
  checkoutOrder,
  fakeApi,
  picanha,
  renderWithClient,
} from '@/test-support/components/checkout-fixtures';
import { AGE_DECLARATION, OrderReview } from './order-review';

const acem = variantJson({ id: 4, name: 'Acém', price: '0.0399' });
const fraldinha = variantJson({ id: 5, name: 'Fraldinha', price: '0.0499' });

const card: PaidWith = {
  methodName: 'Cartão de crédito',
  online: true,
  pix: false,
  card: { ccType: 'visa', lastDigits: '1111' },
};
const onDelivery: PaidWith = {
  methodName: 'Cartão de débito na entrega',
  online: false,
  pix: false,
  card: null,
};
const pix: PaidWith = { methodName: 'Pix', online: false, pix: true, card: null };

function renderReview(overrides: Partial<OrderJson>, paid: PaidWith = card) {
  fakeApi({ 'GET /api/v1/promotions?by_eligible=true': { status: 200, body: { promotions: [] } } });
  const onComplete = jest.fn();
  const onChangePayment = jest.fn();
  renderWithClient(
    <OrderReview
      order={camelize(checkoutOrder('confirm', overrides))}
      paid={paid}
      busy={false}
      promotionErrors={[]}
      run={jest.fn()}
      onComplete={onComplete}
      onChangePayment={onChangePayment}
    />,
  );
  return { onComplete, onChangePayment, review: screen.getByTestId('order-review') };
}

describe('OrderReview', () => {
  it('shows the whole order: items with a blend as one, delivery, address, payment, coupon and totals', () => {
    const { review, onChangePayment } = renderReview({
      line_items: [
        lineItemJson(picanha, 1000, { id: 100 }),
        lineItemJson(acem, 600, { id: 102, mixId: 'blend-1' }),
        lineItemJson(fraldinha, 400, { id: 103, mixId: 'blend-1' }),
        lineItemJson(beer, 2, { id: 101 }),
      ],
      company_name: 'Churrascaria Fogo Bom Ltda',
      coupon: { code: 'BEMVINDO10', name: '10% de desconto na primeira compra', problem: null },
      adjustment_total: '-12.00',
      display_adjustment_total: '-R$ 12,00',
      ship_total: '9.90',
      display_ship_total: 'R$ 9,90',
    });
    const items = within(review).getByRole('list', { name: 'Itens do pedido' });
    expect(within(items).getByText('Picanha Bovina')).toBeInTheDocument();
    const blend = within(items).getByTestId('order-blend');
    expect(blend).toHaveTextContent('Blend1 Kg');
    expect(blend).toHaveTextContent('Acém · 0,6 Kg');
    expect(blend).toHaveTextContent('Fraldinha · 0,4 Kg');
    expect(within(items).getByText('2 un')).toBeInTheDocument();

    expect(review).toHaveTextContent('Entrega agendada: ter, 24 nov · 08:00 - 12:00 · R$ 9,90');
    expect(review).toHaveTextContent('Rua das Hortênsias, 120, Pituba, Salvador');
    expect(review).toHaveTextContent('Nota fiscal para Churrascaria Fogo Bom Ltda');
    expect(review).toHaveTextContent('Cartão de crédito · Visa final 1111');
    expect(review).toHaveTextContent('Cupom BEMVINDO10 aplicado');
    expect(review).toHaveTextContent('Desconto (BEMVINDO10)-R$ 12,00');
    expect(review).toHaveTextContent('FreteR$ 9,90');
    fireEvent.click(within(review).getByRole('button', { name: 'Alterar' }));
    expect(onChangePayment).toHaveBeenCalled();
  });

  it('explains the 10 % tolerance and the amount authorised for a card', () => {
    const { review } = renderReview({ display_authorization_total: 'R$ 128,99' });
    expect(within(review).getByTestId('authorization-notice')).toHaveTextContent(
      'Produtos vendidos por peso têm valor estimado: o peso final pode variar até 10%. No cartão, autorizamos agora até R$ 128,99 e cobramos apenas o valor exato pesado quando o pedido for separado.',
    );
  });

  it('authorises nothing on delivery: the tolerance only, paid on delivery', () => {
    const { review } = renderReview({}, onDelivery);
    expect(within(review).queryByTestId('authorization-notice')).not.toBeInTheDocument();
    expect(review).toHaveTextContent('Você paga na entrega o valor exato pesado.');
  });

  it('says what a Pix charges, paid before the order is prepared, nothing on delivery', () => {
    const { review } = renderReview({}, pix);
    expect(within(review).queryByTestId('authorization-notice')).not.toBeInTheDocument();
    expect(review).not.toHaveTextContent('Você paga na entrega');
    expect(within(review).getByTestId('pix-note')).toHaveTextContent(
      'No Pix você paga antes da separação: o total estimado mais 10% sobre os produtos vendidos por peso',
    );
  });

  it('completes with one button; with alcohol only once the customer declares being 18 or older', () => {
    const { onComplete } = renderReview({ requires_age_declaration: true }, onDelivery);
    const finish = screen.getByRole('button', { name: 'Finalizar pedido' });
    expect(finish).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: AGE_DECLARATION }));
    fireEvent.click(finish);
    expect(onComplete).toHaveBeenCalledWith(true);
  });

  it('does not ask again for a declaration already made', () => {
    const { onComplete } = renderReview(
      { requires_age_declaration: true, age_declared_at: '2026-11-22T12:00:00.000Z' },
      onDelivery,
    );
    expect(screen.getByRole('checkbox', { name: AGE_DECLARATION })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    expect(onComplete).toHaveBeenCalledWith(false);
  });
});
