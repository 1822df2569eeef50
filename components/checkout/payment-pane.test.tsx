/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CheckoutErrors } from '@/lib/checkout/checkout-errors';
import { camelize } from '@/lib/sales-api/case';
import type { OrderJson } from '@/lib/sales-api/order';
import {
  cardJson,
  checkoutOrder,
  fakeApi,
  renderWithClient,
} from '@/test-support/components/checkout-fixtures';
import { DELETE_CARD_QUESTION, PaymentPane } from './payment-pane';

const CARDS = '/api/v1/users/7/credit_cards';

function renderPane(
  cards: ReturnType<typeof cardJson>[],
  { order = checkoutOrder('payment'), errors = {} }: { order?: OrderJson; errors?: CheckoutErrors } = {},
) {
  let saved = cards;
  const calls = fakeApi({
    [`GET ${CARDS}`]: () => ({ status: 200, body: { credit_cards: saved } }),
    'GET /api/v1/promotions?by_eligible=true': {
      status: 200,
      body: { promotions: [{ code: 'BEMVINDO10', name: '10% de desconto na primeira compra' }] },
    },
    'GET /v2/users/me': { status: 200, body: {} },
    'DELETE /v2/credit_cards/3': () => {
      saved = saved.filter((card) => card.id !== 3);
      return { status: 204 };
    },
    // The test gateway's tokeniser: a Luhn failure at its field, else a token.
    'POST /v2/card_tokens': (call) =>
      (call.body as { number: string }).number === '4111111111111112'
        ? {
            status: 422,
            body: { error: 'Número do cartão inválido', errors: { number: ['Número do cartão inválido'] } },
          }
        : { status: 201, body: { token: 'tok_test_approve_abc', brand: 'visa', last_digits: '1111' } },
    // The test gateway's token of a saved card from its CVV.
    'POST /v2/credit_cards/3/card_tokens': {
      status: 201,
      body: { token: 'tok_test_approve_cvv', brand: 'visa', last_digits: '1111' },
    },
  });
  const run = jest.fn();
  renderWithClient(<PaymentPane order={camelize(order)} userId={7} busy={false} errors={errors} run={run} />);
  return { calls, run };
}

const fillCard = (number: string) => {
  fireEvent.change(screen.getByLabelText('Nome impresso no cartão'), { target: { value: 'Bruna Lima' } });
  fireEvent.change(screen.getByLabelText('Número do cartão'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Mês (MM)'), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText('Ano'), { target: { value: '2030' } });
  fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
};

describe('PaymentPane', () => {
  it('opens the new-card editor when there is no card, and sends nothing while it is invalid', async () => {
    const { run, calls } = renderPane([]);
    const form = await screen.findByRole('form', { name: 'Novo cartão' });
    fireEvent.click(screen.getByRole('button', { name: 'Usar este cartão' }));
    expect(await screen.findAllByText('* Campo é obrigatório')).toHaveLength(5);
    expect(run).not.toHaveBeenCalled();

    fillCard('4111 1111 1111 1111');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4111111111111111');
    fireEvent.submit(form);
    // The card goes to the tokeniser; the checkout's step gets the token, never the number nor the CVV.
    await waitFor(() =>
      expect(run).toHaveBeenCalledWith({
        kind: 'payment',
        methodId: 1,
        newCard: {
          token: 'tok_test_approve_abc',
          brand: 'visa',
          last_digits: '1111',
          name: 'Bruna Lima',
          month: '12',
          year: '2030',
        },
      }),
    );
    expect(calls.filter((call) => call.path === '/v2/card_tokens')).toEqual([
      {
        method: 'POST',
        path: '/v2/card_tokens',
        body: {
          name: 'Bruna Lima',
          number: '4111111111111111',
          month: '12',
          year: '2030',
          verification_value: '123',
        },
      },
    ]);
    expect(JSON.stringify(run.mock.calls)).not.toMatch(/4111111111111111|"123"/);
  });

  it("shows the tokeniser's refusal at its field and sends nothing to the checkout", async () => {
    const { run } = renderPane([]);
    const form = await screen.findByRole('form', { name: 'Novo cartão' });
    fillCard('4111111111111112');
    fireEvent.submit(form);
    expect(await screen.findByText('* Número do cartão inválido')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });

  it('says so when the tokeniser cannot be reached, and tokenises again on the next try', async () => {
    const { run } = renderPane([]);
    const form = await screen.findByRole('form', { name: 'Novo cartão' });
    const fetchOf = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/v2/card_tokens')
        ? Promise.reject(new TypeError('offline'))
        : fetchOf(input, init),
    ) as typeof fetch;
    fillCard('4111111111111111');
    fireEvent.submit(form);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não conseguimos verificar o cartão agora. Tente novamente.',
    );
    expect(run).not.toHaveBeenCalled();
    global.fetch = fetchOf;
    fireEvent.submit(form);
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('preselects the newest card that has not expired; expired cards cannot be chosen', async () => {
    const { run } = renderPane([
      cardJson(3, '1111', 12, 2030),
      cardJson(4, '4444', 1, 2031),
      cardJson(5, '0005', 1, 2020),
    ]);
    expect(await screen.findByRole('radio', { name: /Visa final 4444/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Visa final 0005.*vencido/ })).toBeDisabled();
    expect(screen.queryByRole('form', { name: 'Novo cartão' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: /Visa final 1111/ }));
    // Kept at the gateway: its CVV is asked again, and becomes a one-time token.
    const cvv = await screen.findByRole('form', { name: 'Código de segurança do cartão' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('* Campo é obrigatório')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '321' } });
    fireEvent.submit(cvv);
    await waitFor(() =>
      expect(run).toHaveBeenCalledWith({
        kind: 'payment',
        methodId: 1,
        existingCard: 3,
        cardToken: 'tok_test_approve_cvv',
      }),
    );
    expect(JSON.stringify(run.mock.calls)).not.toContain('321');
  });

  it('pays a card not kept at the gateway yet (its first order) without asking its CVV', async () => {
    const { run, calls } = renderPane([cardJson(3, '1111', 12, 2030, null)]);
    expect(await screen.findByRole('radio', { name: /Visa final 1111/ })).toBeChecked();
    expect(screen.queryByRole('form', { name: 'Código de segurança do cartão' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(run).toHaveBeenCalledWith({ kind: 'payment', methodId: 1, existingCard: 3 });
    expect(calls.some((call) => call.path.includes('card_tokens'))).toBe(false);
  });

  it('deletes a card after the question, and preselects again', async () => {
    const { calls } = renderPane([cardJson(3, '1111', 12, 2030)]);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Deletar cartão final 1111' }));
    expect(confirm).toHaveBeenCalledWith(DELETE_CARD_QUESTION);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Deletar cartão final 1111' }));
    // No card left: the editor opens.
    expect(await screen.findByRole('form', { name: 'Novo cartão' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /final 1111/ })).not.toBeInTheDocument();
  });

  it('names the brand of an Elo or Hipercard card', async () => {
    renderPane([
      { ...cardJson(3, '8311', 12, 2030), cc_type: 'elo' },
      { ...cardJson(4, '0003', 12, 2030), cc_type: 'hipercard' },
    ]);
    expect(await screen.findByRole('radio', { name: /Hipercard final 0003/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Elo final 8311/ })).toBeEnabled();
  });

  it('pays on delivery with no card', async () => {
    const { run } = renderPane([cardJson(3, '1111', 12, 2030)]);
    fireEvent.click(screen.getByRole('radio', { name: /Cartão de débito na entrega/ }));
    expect(screen.queryByRole('radio', { name: /final 1111/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(run).toHaveBeenCalledWith({ kind: 'payment', methodId: 2 });
  });

  it('says plainly what a Pix charges: the estimate plus 10 % of the weighed items, given back after weighing', () => {
    const order = checkoutOrder('payment');
    const { run } = renderPane([cardJson(3, '1111', 12, 2030)], { order });
    expect(screen.queryByTestId('pix-note')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Pix/ }));
    expect(screen.queryByRole('radio', { name: /final 1111/ })).not.toBeInTheDocument();
    const weighed = order.line_items.find((line) => line.variant.unit_for_quantity === 'g')!;
    const cents = Math.round(Number(order.total) * 100) + Math.ceil(Number(weighed.total) * 10);
    const amount = `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`;
    const note = screen.getByTestId('pix-note');
    expect(note).toHaveTextContent('o total estimado mais 10% sobre os produtos vendidos por peso');
    expect(note).toHaveTextContent(`Valor do Pix: ${amount}`);
    expect(note).toHaveTextContent('devolvemos por Pix o que passar do valor exato');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(run).toHaveBeenCalledWith({ kind: 'payment', methodId: 4 });
  });

  it('applies a coupon and shows why one was refused', async () => {
    const { run } = renderPane([], { errors: { promotion: ['Cupom inválido ou expirado'] } });
    const coupon = screen.getByLabelText('Cupom de desconto');
    expect(coupon).toHaveAttribute('aria-invalid', 'true');
    expect(coupon).toHaveAccessibleDescription('* Cupom inválido ou expirado');
    fireEvent.change(coupon, { target: { value: ' bemvindo10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(run).toHaveBeenCalledWith({ kind: 'coupon', code: 'BEMVINDO10' });
  });

  it('shows the applied coupon with its discount, and removes it', () => {
    const { run } = renderPane([], {
      order: checkoutOrder('payment', {
        coupon: { code: 'BEMVINDO10', name: '10% de desconto na primeira compra', problem: null },
        adjustment_total: '-9.48',
        display_adjustment_total: '-R$ 9,48',
      }),
    });
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' && /^Cupom BEMVINDO10 aplicado/.test(element.textContent ?? ''),
      ),
    ).toHaveTextContent('Cupom BEMVINDO10 aplicado: 10% de desconto na primeira compra.Desconto de R$ 9,48.');
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(run).toHaveBeenCalledWith({ kind: 'coupon', code: null });
  });

  it('says why the applied coupon could not be removed, under it', () => {
    renderPane([], {
      order: checkoutOrder('payment', {
        coupon: { code: 'BEMVINDO10', name: '10% de desconto na primeira compra', problem: null },
      }),
      errors: { promotion: ['Não foi possível concluir agora. Tente novamente em instantes.'] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      '* Não foi possível concluir agora. Tente novamente em instantes.',
    );
  });

  it('says why an applied coupon takes nothing off once the items fell under its minimum', () => {
    renderPane([], {
      order: checkoutOrder('payment', {
        coupon: {
          code: 'CHURRAS20',
          name: 'R$ 20 off em compras a partir de R$ 150',
          problem: 'Este cupom vale para compras a partir de R$\u00a0150,00',
        },
        // An order whose discount were still counted would say so beside the coupon.
        adjustment_total: '-20.00',
        display_adjustment_total: '-R$\u00a020,00',
      }),
    });
    const applied = screen.getByText(
      (_, element) => element?.tagName === 'P' && /^Cupom CHURRAS20 aplicado/.test(element.textContent ?? ''),
    );
    expect(applied).toHaveTextContent('Este cupom vale para compras a partir de R$ 150,00');
    expect(applied).not.toHaveTextContent('Desconto de');
    expect(screen.getByRole('button', { name: 'Remover' })).toBeEnabled();
  });
});
