/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { camelize } from '@/lib/sales-api/case';
import type { OrderJson } from '@/lib/sales-api/order';
import { checkoutOrder, fakeApi, renderWithClient } from '@/test-support/components/checkout-fixtures';
import { PIX_POLL_MS } from '@/lib/api-client/orders';
import { PixPayment, timeLeft } from './pix-payment';

const NOW = new Date('2026-11-23T13:00:00.000Z');
const BR_CODE =
  '00020126650014br.gov.bcb.pix0122pix@casadacarne.com.br0217Pedido R1234567895204000053039865406123.455802BR5913CASA DA CARNE6008SALVADOR62170513R123456789abc63047DA7';
const ORDER_PATH = 'GET /api/v1/orders/R123456789';

/** R123456789 complete, waiting for its Pix of R$ 123,45 (expiring at 13:30). */
function pixOrder(overrides: Partial<OrderJson> = {}): OrderJson {
  return checkoutOrder('complete', {
    number: 'R123456789',
    display_total: 'R$ 115,00',
    fulfillment_state: 'awaiting_payment',
    payments: [
      {
        id: 9,
        amount: '123.45',
        captured_amount: null,
        capture_refused_at: null,
        state: 'processing',
        payment_method: { id: 4, name: 'Pix' },
        source: null,
        pix: {
          br_code: BR_CODE,
          expires_at: '2026-11-23T13:30:00.000Z',
          paid_at: null,
          refund_due: '0.00',
        },
      },
    ],
    ...overrides,
  });
}

const paid = (): OrderJson => {
  const order = pixOrder({ fulfillment_state: 'payment_evaluating' });
  order.payments[0] = { ...order.payments[0]!, state: 'pending' };
  order.payments[0].pix = { ...order.payments[0].pix!, paid_at: '2026-11-23T13:05:00.000Z' };
  return order;
};

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick'] });
});
afterEach(() => jest.useRealTimers());

function renderPix(answers: { status: number; body: OrderJson }[]) {
  const calls = fakeApi({ [ORDER_PATH]: answers });
  renderWithClient(<PixPayment order={camelize(pixOrder())} qrSvg='<svg data-testid="qr"></svg>' />);
  return calls;
}

describe('PixPayment', () => {
  it('shows the QR code, the copy-and-paste code, the amount and the margin said plainly', () => {
    renderPix([{ status: 200, body: pixOrder() }]);
    expect(screen.getByRole('heading')).toHaveTextContent('Pague o Pix para concluir o pedido #R123456789');
    expect(screen.getByRole('img', { name: 'QR code do Pix' })).toContainElement(screen.getByTestId('qr'));
    expect(screen.getByLabelText('Pix copia e cola')).toHaveValue(BR_CODE);
    expect(screen.getByTestId('pix-amount')).toHaveTextContent('R$ 123,45');
    expect(screen.getByTestId('pix-margin')).toHaveTextContent(
      'O total estimado do pedido é R$ 115,00. No Pix, cobramos 10% a mais sobre os produtos vendidos por peso',
    );
  });

  it('copies the code, and says so', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderPix([{ status: 200, body: pixOrder() }]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    });
    expect(writeText).toHaveBeenCalledWith(BR_CODE);
    expect(screen.getByRole('status')).toHaveTextContent('Código copiado!');
  });

  it('selects the code for the shopper when the clipboard refuses', async () => {
    Object.assign(navigator, {
      clipboard: { writeText: jest.fn(async () => Promise.reject(new Error('no'))) },
    });
    renderPix([{ status: 200, body: pixOrder() }]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Não conseguimos copiar');
  });

  it('counts down to the expiry, then says the time is over and stops the copy', () => {
    renderPix([{ status: 200, body: pixOrder() }]);
    expect(screen.getByTestId('pix-countdown')).toHaveTextContent('30:00');
    act(() => {
      jest.advanceTimersByTime(61_000);
    });
    expect(screen.getByTestId('pix-countdown')).toHaveTextContent('28:59');
    act(() => {
      jest.advanceTimersByTime(29 * 60_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('O prazo para pagar este Pix acabou.');
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeDisabled();
  });

  it('follows the payment and becomes the confirmation once paid', async () => {
    const calls = renderPix([
      { status: 200, body: pixOrder() },
      { status: 200, body: pixOrder() },
      { status: 200, body: paid() },
    ]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Pague o Pix');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PIX_POLL_MS * 2 + 100);
    });
    expect(screen.getByRole('heading')).toHaveTextContent(
      'Seu pedido #R123456789 foi recebido. Agora é só relaxar!',
    );
    const asked = calls.filter((call) => call.path === '/api/v1/orders/R123456789').length;
    // Paid: no more questions.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PIX_POLL_MS * 3);
    });
    expect(calls.filter((call) => call.path === '/api/v1/orders/R123456789')).toHaveLength(asked);
  });

  const canceled = (order: OrderJson): OrderJson => ({
    ...order,
    state: 'canceled',
    fulfillment_state: 'canceled',
  });

  it('says the order was given back when the Pix expired unpaid', async () => {
    jest.setSystemTime(new Date('2026-11-23T13:31:00.000Z'));
    renderPix([{ status: 200, body: canceled(pixOrder()) }]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading')).toHaveTextContent('O prazo do Pix do pedido #R123456789 acabou');
    expect(screen.getByText(/nenhum valor foi cobrado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fazer Novo Pedido' })).toHaveAttribute('href', '/');
  });

  it('says the shop canceled the order, not that the Pix expired, before its deadline', async () => {
    renderPix([{ status: 200, body: canceled(pixOrder()) }]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading')).toHaveTextContent('O pedido #R123456789 foi cancelado');
    expect(screen.getByText(/nenhum valor foi cobrado/)).toBeInTheDocument();
  });

  it('never says nothing was charged when the canceled order’s Pix was paid', async () => {
    jest.setSystemTime(new Date('2026-11-23T14:00:00.000Z'));
    renderPix([{ status: 200, body: canceled(paid()) }]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading')).toHaveTextContent('O pedido #R123456789 foi cancelado');
    expect(screen.getByText('O valor pago no Pix será devolvido para a sua conta.')).toBeInTheDocument();
    expect(screen.queryByText(/nenhum valor foi cobrado/)).not.toBeInTheDocument();
  });
});

describe('timeLeft', () => {
  it('writes mm:ss, never below zero', () => {
    expect(timeLeft('2026-11-23T13:30:00.000Z', NOW.getTime())).toBe('30:00');
    expect(timeLeft('2026-11-23T13:00:09.500Z', NOW.getTime())).toBe('00:10');
    expect(timeLeft('2026-11-23T12:00:00.000Z', NOW.getTime())).toBe('00:00');
  });
});
