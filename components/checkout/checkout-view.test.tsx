/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { queryKeys } from '@/lib/api-client/query-keys';
import type { OrderJson } from '@/lib/sales-api/order';
import {
  addressJson,
  cardJson,
  checkoutOrder,
  fakeApi,
  renderWithClient,
  type ApiCall,
} from '@/test-support/components/checkout-fixtures';
import { CheckoutView } from './checkout-view';

// The checkout's code loads after the page's first paint (CheckoutView, useLoadedModule): counted here, so
// renderCheckout can wait for it to have drawn instead of guessing how many ticks that takes.
const mockFlowRenders = jest.fn();
jest.mock('./checkout-flow', () => {
  const actual = jest.requireActual<typeof import('./checkout-flow')>('./checkout-flow');
  return {
    ...actual,
    CheckoutFlow: () => {
      mockFlowRenders();
      return actual.CheckoutFlow();
    },
  };
});

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }),
}));

const CHECKOUT = '/api/v1/checkouts/R123456789';
const ok = (body: unknown) => ({ status: 200, body });
const refused = (status: number, error: string, field: string) => ({
  status,
  body: { error, errors: { [field]: [error] } },
});

/** What every pane may ask besides the step under test. */
const customerData = {
  'GET /v2/addresses': ok([addressJson(5, 'Rua Antiga, 10'), addressJson(9, 'Rua das Hortênsias, 120')]),
  'GET /api/v1/users/7/credit_cards': ok({ credit_cards: [cardJson(3, '1111', 12, 2030)] }),
  'GET /api/v1/promotions?by_eligible=true': ok({ promotions: [] }),
  'POST /v2/events': { status: 204 },
  // The saved card is kept at the gateway: its CVV becomes a one-time token (the test gateway's call).
  'POST /v2/credit_cards/3/card_tokens': {
    status: 201,
    body: { token: 'tok_test_approve_cvv', brand: 'visa', last_digits: '1111' },
  },
};

const events = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === '/v2/events').map((call) => (call.body as { event: string }).event);
const steps = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith(CHECKOUT));
const dataLayerEvents = () =>
  (window.dataLayer ?? []).flatMap((entry) => {
    const { event } = entry as { event?: string };
    return event ? [event] : [];
  });

// The shopper accepted analytics (LGPD): the data layer is filled.
beforeAll(() => {
  document.cookie = 'cdc_consent=granted; path=/';
});

beforeEach(() => {
  replace.mockReset();
  window.dataLayer = [];
  window.localStorage.clear();
});

const PURCHASE_EVENT = 'POST /v2/orders/R123456789/purchase_event';
const purchases = () =>
  (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase');

/** The checkout with `order` in the cart's query, once its code has arrived. */
async function renderCheckout(order: OrderJson | null) {
  mockFlowRenders.mockClear();
  const rendered = renderWithClient(<CheckoutView />, { order });
  await waitFor(() => expect(mockFlowRenders).toHaveBeenCalled());
  return rendered;
}

describe('CheckoutView', () => {
  it("says 'Carregando...' until the checkout's code has arrived, then moves a cart to the address step", async () => {
    const calls = fakeApi({ ...customerData, [`PUT ${CHECKOUT}/next`]: ok(checkoutOrder('address')) });
    renderWithClient(<CheckoutView />, { order: checkoutOrder('cart') });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByRole('heading', { name: '1 Endereço de entrega' })).not.toBeInTheDocument();

    // The flow's code is a lazy import: on a busy machine it takes longer than findBy's default second.
    expect(
      await screen.findByRole('heading', { name: '1 Endereço de entrega' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(steps(calls).map((call) => call.path)).toEqual([`${CHECKOUT}/next`]));
  });

  it("draws the address pane with the customer's addresses in it, so nothing below moves when they arrive", async () => {
    fakeApi(customerData);
    const answer = global.fetch;
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/v2/addresses')) await arrived;
      return answer(input, init);
    }) as typeof fetch;
    await renderCheckout(checkoutOrder('address'));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByRole('heading', { name: 'Seu carrinho' })).not.toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByRole('radio', { name: /Rua das Hortênsias, 120/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seu carrinho' })).toBeInTheDocument();
  });

  it('moves a cart to the address step, preselects the newest address and confirms it once', async () => {
    const calls = fakeApi({
      ...customerData,
      [`PUT ${CHECKOUT}/next`]: ok(checkoutOrder('address')),
      [`PUT ${CHECKOUT}.json`]: ok(checkoutOrder('delivery')),
    });
    await renderCheckout(checkoutOrder('cart'));

    expect(screen.getByRole('heading', { name: '1 Endereço de entrega' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 Agende sua entrega' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 Escolha como pagar' })).toBeInTheDocument();
    const newest = await screen.findByRole('radio', { name: /Rua das Hortênsias, 120/ });
    expect(newest).toBeChecked();
    expect(steps(calls).map((call) => `${call.method} ${call.path}`)).toEqual([`PUT ${CHECKOUT}/next`]);
    // Entering the checkout begins it (GA4's begin_checkout), before any address is confirmed.
    expect(dataLayerEvents()).toEqual(['begin_checkout']);

    // A second click before the button shows it is loading (no render between the two) is ignored.
    const confirm = screen.getByRole('button', { name: 'Confirmar endereço' });
    act(() => {
      confirm.click();
      confirm.click();
    });
    expect(await screen.findByRole('group', { name: 'Horários de entrega' })).toBeInTheDocument();
    const sent = steps(calls).filter((call) => call.path.endsWith('.json'));
    expect(sent).toHaveLength(1);
    const address = { id: 9, state_id: 1, country_id: 1 };
    expect(sent[0]!.body).toEqual({
      state: 'address',
      order: { ship_address_attributes: address, bill_address_attributes: address },
    });
    expect(events(calls)).toContain('address confirmed');
    expect(dataLayerEvents()).toEqual(['begin_checkout']);
    // The address pane now shows its summary, with a way back.
    expect(screen.getByRole('button', { name: 'Alterar endereço de entrega' })).toBeInTheDocument();
  });

  it('moves the focus to the heading of the pane each confirmed step opens, not on arrival', async () => {
    const confirm = checkoutOrder('confirm');
    fakeApi({
      ...customerData,
      [`PUT ${CHECKOUT}.json`]: ok(checkoutOrder('payment')),
      [`PUT ${CHECKOUT}`]: ok(confirm),
      [`GET ${CHECKOUT}`]: ok(confirm),
    });
    await renderCheckout(checkoutOrder('delivery'));
    const confirmDelivery = await screen.findByRole('button', { name: 'Confirmar entrega' });
    expect(document.body).toHaveFocus();

    fireEvent.click(screen.getByRole('radio', { name: /08:00 - 12:00/ }));
    confirmDelivery.focus();
    fireEvent.click(confirmDelivery);
    // The delivery's button is gone with its pane: the payment pane's heading has the focus.
    await waitFor(() => expect(screen.getByRole('heading', { name: '3 Escolha como pagar' })).toHaveFocus());

    // The payment pane becomes the order's review: its heading again.
    (await screen.findByRole('radio', { name: /Cartão de débito na entrega/ })).focus();
    await payAndReview(/Cartão de débito na entrega/);
    await waitFor(() => expect(screen.getByRole('heading', { name: '3 Escolha como pagar' })).toHaveFocus());

    // A done pane opened again to change it, then kept.
    fireEvent.click(screen.getByRole('button', { name: 'Alterar endereço de entrega' }));
    expect(screen.getByRole('heading', { name: '1 Endereço de entrega' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Manter o endereço escolhido' }));
    expect(screen.getByRole('heading', { name: '3 Escolha como pagar' })).toHaveFocus();
  });

  it('lists a refused step’s messages once, and the list can be dismissed', async () => {
    const full = 'Lotado: esse horário acabou de esgotar. Escolha outro horário.';
    fakeApi({ ...customerData, [`PUT ${CHECKOUT}.json`]: refused(409, full, 'shipping_rate') });
    await renderCheckout(checkoutOrder('delivery'));

    // The panes wait for the customer's addresses: on a busy machine they arrive after the flow's code.
    fireEvent.click(await screen.findByRole('radio', { name: /08:00 - 12:00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar entrega' }));
    const alert = await screen.findByTestId('checkout-errors');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([full]);

    fireEvent.click(within(alert).getByRole('button', { name: 'Fechar avisos' }));
    expect(screen.queryByTestId('checkout-errors')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the network fails',
      new TypeError('Failed to fetch'),
      'Não foi possível conectar. Verifique sua internet e tente novamente.',
    ],
    [
      "Safari's network fails",
      new TypeError('Load failed'),
      'Não foi possível conectar. Verifique sua internet e tente novamente.',
    ],
    [
      'a proxy answers its own page (504)',
      {
        status: 504,
        text: '<html><head><title>504 Gateway Time-out</title></head><body>504 Gateway Time-out</body></html>',
      },
      'Não foi possível concluir agora. Tente novamente em instantes.',
    ],
  ])('says in Portuguese that a step got no answer when %s', async (_, answer, text) => {
    fakeApi({
      ...customerData,
      [`PUT ${CHECKOUT}.json`]: answer,
      'GET /api/v1/orders/current': ok(checkoutOrder('delivery')),
    });
    await renderCheckout(checkoutOrder('delivery'));

    fireEvent.click(await screen.findByRole('radio', { name: /08:00 - 12:00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar entrega' }));
    const alert = await screen.findByTestId('checkout-errors');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([text]);
  });

  it('keeps the panes and the refused step’s messages when the cart cannot be read again after it', async () => {
    const full = 'Lotado: esse horário acabou de esgotar. Escolha outro horário.';
    fakeApi({
      ...customerData,
      [`PUT ${CHECKOUT}.json`]: refused(409, full, 'shipping_rate'),
      'GET /api/v1/orders/current': new TypeError('Failed to fetch'),
    });
    const { client } = await renderCheckout(checkoutOrder('delivery'));

    fireEvent.click(await screen.findByRole('radio', { name: /08:00 - 12:00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar entrega' }));
    // Every failed step reads the cart again; that read fails too.
    await waitFor(() => expect(client.getQueryState(queryKeys.cart.current())?.status).toBe('error'));
    expect(await screen.findByTestId('checkout-errors')).toHaveTextContent(full);
    expect(screen.getByRole('group', { name: 'Horários de entrega' })).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar o seu pedido.')).not.toBeInTheDocument();
  });

  it('says why a coupon was refused once, at the coupon field where it was typed', async () => {
    const invalid = 'Cupom inválido ou expirado';
    const calls = fakeApi({
      ...customerData,
      [`PUT ${CHECKOUT}`]: refused(422, invalid, 'coupon_code'),
      'GET /api/v1/orders/current': ok(checkoutOrder('payment')),
    });
    await renderCheckout(checkoutOrder('payment'));

    const coupon = await screen.findByLabelText('Cupom de desconto');
    fireEvent.change(coupon, { target: { value: 'velho10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(coupon).toHaveAccessibleDescription(`* ${invalid}`));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/v1/orders/current'));
    expect(screen.getAllByText(new RegExp(invalid))).toHaveLength(1);
    expect(screen.queryByTestId('checkout-errors')).not.toBeInTheDocument();
    // The field's message is announced, as the list's was.
    expect(screen.getByRole('alert')).toHaveTextContent(invalid);
  });

  /**
   * From the payment pane to the review: the server lists no payment before the completion, so the
   * review shows what was chosen here.
   */
  async function payAndReview(method: RegExp | null) {
    if (method) fireEvent.click(await screen.findByRole('radio', { name: method }));
    const next = await screen.findByRole('button', { name: 'Continuar' });
    // A saved card asks its CVV again.
    const cvv = screen.queryByLabelText('CVV');
    if (cvv) fireEvent.change(cvv, { target: { value: '123' } });
    fireEvent.click(next);
    return screen.findByTestId('order-review');
  }

  it('reviews the order at confirm and completes it with one button, then leaves for the confirmation', async () => {
    const confirm = checkoutOrder('confirm', {
      credit_cards: [cardJson(3, '1111', 12, 2030)],
      display_authorization_total: 'R$ 107,78',
    });
    const calls = fakeApi({
      ...customerData,
      [`PUT ${CHECKOUT}`]: ok({ ...confirm, state: 'payment' }),
      [`GET ${CHECKOUT}`]: ok(confirm),
      [`PUT ${CHECKOUT}/next`]: ok({ ...confirm, state: 'complete' }),
      'GET /api/v1/orders/current': { status: 204 },
      [PURCHASE_EVENT]: ok({ send: true }),
    });
    const { client } = await renderCheckout(checkoutOrder('payment'));

    const review = await payAndReview(null);
    // The saved card goes to the checkout's path with its CVV's token, and the order is read again from it.
    expect(steps(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT ${CHECKOUT}`,
      `GET ${CHECKOUT}`,
    ]);
    expect(steps(calls)[0]!.body).toEqual({
      state: 'payment',
      order: {
        payments_attributes: [{ payment_method_id: 1 }],
        existing_card: 3,
        card_token: 'tok_test_approve_cvv',
      },
    });
    expect(within(review).getByText(/Cartão de crédito · Visa final 1111/)).toBeInTheDocument();
    expect(within(review).getByTestId('authorization-notice')).toHaveTextContent('R$ 107,78');
    expect(screen.getAllByRole('button', { name: 'Finalizar pedido' })).toHaveLength(1);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'add_payment_info' }));
    fireEvent.click(within(review).getByRole('button', { name: 'Finalizar pedido' }));

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/confirmacao?id=R123456789'));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(client.getQueryData(queryKeys.cart.current())).toBeNull();
    await waitFor(() => expect(events(calls)).toContain('order completed'));
    // The server says this browser is the one to send the order's purchase.
    await waitFor(() =>
      expect(purchases()).toEqual([
        expect.objectContaining({ ecommerce: expect.objectContaining({ transaction_id: 'R123456789' }) }),
      ]),
    );
    expect(calls.filter((call) => `${call.method} ${call.path}` === PURCHASE_EVENT)).toHaveLength(1);
  });

  it('leaves the purchase out when another device of the customer already sent it', async () => {
    const confirm = checkoutOrder('confirm');
    const calls = fakeApi({
      ...customerData,
      [`PUT ${CHECKOUT}`]: ok(confirm),
      [`GET ${CHECKOUT}`]: ok(confirm),
      [`PUT ${CHECKOUT}/next`]: {
        status: 409,
        body: { error: 'Em andamento', errors: { state: ['completing'] } },
      },
      'GET /api/v1/orders/R123456789': ok({ ...confirm, state: 'complete' }),
      [PURCHASE_EVENT]: ok({ send: false }),
    });
    await renderCheckout(checkoutOrder('payment'));

    fireEvent.click(within(await payAndReview(null)).getByRole('button', { name: 'Finalizar pedido' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/confirmacao?id=R123456789'));
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(PURCHASE_EVENT));
    expect(purchases()).toEqual([]);
  });

  it('asks for the 18+ declaration when the order holds alcohol, and sends it before completing', async () => {
    const confirm = checkoutOrder('confirm', { requires_age_declaration: true });
    const calls = fakeApi({
      ...customerData,
      [`PUT ${CHECKOUT}`]: [ok(confirm), ok({ ...confirm, age_declared_at: '2026-11-22T12:00:00.000Z' })],
      [`PUT ${CHECKOUT}/next`]: ok({ ...confirm, state: 'complete' }),
    });
    await renderCheckout(checkoutOrder('payment'));

    const review = await payAndReview(/Cartão de débito na entrega/);
    expect(review).toHaveTextContent('Cartão de débito na entrega');
    expect(screen.queryByTestId('authorization-notice')).not.toBeInTheDocument();
    const finish = screen.getByRole('button', { name: 'Finalizar pedido' });
    expect(finish).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Declaro que tenho 18 anos ou mais.' }));
    fireEvent.click(finish);

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/confirmacao?id=R123456789'));
    expect(steps(calls).map((call) => [call.path, call.body])).toEqual([
      [CHECKOUT, { state: 'payment', order: { payments_attributes: [{ payment_method_id: 2 }] } }],
      [CHECKOUT, { state: 'confirm', order: { age_declaration: true } }],
      [`${CHECKOUT}/next`, {}],
    ]);
  });

  it('shows the reason of a declined card and opens the payment again', async () => {
    const declined = 'Cartão recusado pelo banco: saldo insuficiente';
    const confirm = checkoutOrder('confirm', { credit_cards: [cardJson(3, '1111', 12, 2030)] });
    // The server drops a new card whose token the refused payment spent.
    let refusedOnce = false;
    fakeApi({
      ...customerData,
      'GET /api/v1/users/7/credit_cards': () =>
        ok({ credit_cards: refusedOnce ? [] : [cardJson(3, '1111', 12, 2030)] }),
      [`PUT ${CHECKOUT}`]: ok(confirm),
      [`GET ${CHECKOUT}`]: ok(confirm),
      [`PUT ${CHECKOUT}/next`]: () => {
        refusedOnce = true;
        return refused(422, declined, 'payment');
      },
      'GET /api/v1/orders/current': ok({
        ...confirm,
        state: 'payment',
        payments: [
          {
            id: 1,
            amount: '98.79',
            state: 'failed',
            payment_method: { id: 1, name: 'Cartão de crédito' },
            source: { last_digits: '1111', name: 'BRUNA LIMA', cc_type: 'visa', month: 12, year: 2030 },
          },
        ],
      }),
    });
    const { client } = await renderCheckout(checkoutOrder('payment'));
    // Answers stay fresh for a while, as in the app (lib/api-client/query-client.ts): no pane refetches
    // the cards on its own.
    client.setDefaultOptions({ queries: { staleTime: 30_000, retry: false } });

    fireEvent.click(within(await payAndReview(null)).getByRole('button', { name: 'Finalizar pedido' }));
    expect(await screen.findByTestId('checkout-errors')).toHaveTextContent(declined);
    expect(await screen.findByRole('group', { name: 'Forma de pagamento' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-review')).not.toBeInTheDocument();
    // The spent card is gone from the list read again, and the card form opens for another.
    expect(await screen.findByLabelText('Número do cartão')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /final 1111/ })).not.toBeInTheDocument();
  });

  it('learns from the order how a completion whose answer was lost ended', async () => {
    const confirm = checkoutOrder('confirm');
    fakeApi({
      ...customerData,
      [`PUT ${CHECKOUT}`]: ok(confirm),
      [`GET ${CHECKOUT}`]: ok(confirm),
      [`PUT ${CHECKOUT}/next`]: new TypeError('Failed to fetch'),
      'GET /api/v1/orders/R123456789': ok({ ...confirm, state: 'complete' }),
    });
    await renderCheckout(checkoutOrder('payment'));

    fireEvent.click(within(await payAndReview(null)).getByRole('button', { name: 'Finalizar pedido' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/confirmacao?id=R123456789'));
    expect(screen.queryByTestId('checkout-errors')).not.toBeInTheDocument();
  });

  it('learns from the order how a completion ended when a server or proxy failed on the way (502)', async () => {
    const confirm = checkoutOrder('confirm');
    fakeApi({
      ...customerData,
      [`PUT ${CHECKOUT}`]: ok(confirm),
      [`GET ${CHECKOUT}`]: ok(confirm),
      [`PUT ${CHECKOUT}/next`]: {
        status: 502,
        body: { error: 'Bad Gateway', errors: { base: ['Bad Gateway'] } },
      },
      'GET /api/v1/orders/R123456789': ok({ ...confirm, state: 'complete' }),
    });
    await renderCheckout(checkoutOrder('payment'));

    fireEvent.click(within(await payAndReview(null)).getByRole('button', { name: 'Finalizar pedido' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/confirmacao?id=R123456789'));
    expect(screen.queryByTestId('checkout-errors')).not.toBeInTheDocument();
  });

  describe('reloaded while its order was being completed (no open order any more)', () => {
    afterEach(() => window.sessionStorage.clear());
    it('forgets the completion it sent once answered, also when the shopper has left the checkout', async () => {
      const confirm = checkoutOrder('confirm', { credit_cards: [cardJson(3, '1111', 12, 2030)] });
      let remembered: string | null = null;
      fakeApi({
        ...customerData,
        [`PUT ${CHECKOUT}`]: ok(confirm),
        [`GET ${CHECKOUT}`]: ok(confirm),
        [`PUT ${CHECKOUT}/next`]: () => {
          remembered = window.sessionStorage.getItem('casa-da-carne.completing');
          return ok({ ...confirm, state: 'complete' });
        },
      });
      const { unmount } = await renderCheckout(checkoutOrder('payment'));
      fireEvent.click(within(await payAndReview(null)).getByRole('button', { name: 'Finalizar pedido' }));
      // Gone (the logo tapped) before the answer.
      unmount();
      await waitFor(() => expect(remembered).toBe('R123456789'));
      await waitFor(() => expect(window.sessionStorage.getItem('casa-da-carne.completing')).toBeNull());
    });

    it('goes to the confirmation of the order it sent, not to an empty cart', async () => {
      window.sessionStorage.setItem('casa-da-carne.completing', 'R123456789');
      fakeApi({ ...customerData, 'GET /api/v1/orders/R123456789': ok(checkoutOrder('complete')) });
      await renderCheckout(null);
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/confirmacao?id=R123456789'));
      expect(screen.queryByText('Seu carrinho esta vazio. Vamos enchê-lo?')).not.toBeInTheDocument();
      expect(window.sessionStorage.getItem('casa-da-carne.completing')).toBeNull();
    });

    it('forgets an order the signed-in customer cannot read, and says the cart is empty', async () => {
      window.sessionStorage.setItem('casa-da-carne.completing', 'R123456789');
      fakeApi(customerData);
      await renderCheckout(null);
      expect(await screen.findByText('Seu carrinho esta vazio. Vamos enchê-lo?')).toBeInTheDocument();
      expect(window.sessionStorage.getItem('casa-da-carne.completing')).toBeNull();
    });

    it('says the order is still being completed, and asks again on a tap', async () => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      try {
        window.sessionStorage.setItem('casa-da-carne.completing', 'R123456789');
        const answers = [...Array(15).fill(ok(checkoutOrder('completing'))), ok(checkoutOrder('complete'))];
        const calls = fakeApi({ ...customerData, 'GET /api/v1/orders/R123456789': answers });
        await renderCheckout(null);
        for (let poll = 0; poll < 15 && !screen.queryByText(/ainda está sendo finalizado/); poll++) {
          await act(() => jest.advanceTimersByTimeAsync(2_000));
        }
        expect(screen.getByRole('alert')).toHaveTextContent(
          'Seu pedido R123456789 ainda está sendo finalizado.',
        );
        expect(calls.filter((call) => call.path === '/api/v1/orders/R123456789')).toHaveLength(15);
        fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
        await waitFor(() => expect(replace).toHaveBeenCalledWith('/confirmacao?id=R123456789'));
      } finally {
        jest.useRealTimers();
      }
    });
  });

  it('asks for the payment again when the page did not see it chosen (reloaded at confirm)', async () => {
    fakeApi(customerData);
    await renderCheckout(checkoutOrder('confirm'));
    expect(await screen.findByRole('radio', { name: /Visa final 1111/ })).toBeChecked();
    expect(screen.queryByTestId('order-review')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Manter a forma de pagamento escolhida' }),
    ).not.toBeInTheDocument();
  });

  it('opens a done pane again to change it, and keeps the choice on cancel', async () => {
    fakeApi(customerData);
    await renderCheckout(checkoutOrder('payment'));

    expect(await screen.findByText(/Entrega agendada/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Alterar agende sua entrega' }));
    expect(screen.getByRole('group', { name: 'Horários de entrega' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Forma de pagamento' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Manter a entrega escolhida' }));
    expect(await screen.findByRole('group', { name: 'Forma de pagamento' })).toBeInTheDocument();
  });

  // proxy.ts lets a session cookie through; a session that ended (expired, revoked) is only known here.
  it('sends a customer whose session ended to the login, and back to the checkout after it', async () => {
    fakeApi({
      ...customerData,
      'GET /v2/users/me': { status: 401, body: { error: 'Sessão expirada', errors: {} } },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(queryKeys.cart.current(), null);
    mockFlowRenders.mockClear();
    render(
      <TestProviders client={client}>
        <CheckoutView />
      </TestProviders>,
    );
    await waitFor(() => expect(mockFlowRenders).toHaveBeenCalled());
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fcheckout&alert=entrar'));
    expect(screen.queryByText('Seu carrinho esta vazio. Vamos enchê-lo?')).not.toBeInTheDocument();
  });

  it('sends the customer to the login when the session ends on the way through the checkout', async () => {
    fakeApi(customerData);
    const { client } = await renderCheckout(checkoutOrder('payment'));
    expect(await screen.findByRole('group', { name: 'Forma de pagamento' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();

    act(() => client.setQueryData(queryKeys.session.me(), null));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fcheckout&alert=entrar'));
  });

  it('says the cart is empty', async () => {
    fakeApi(customerData);
    await renderCheckout(null);
    expect(screen.getByText('Seu carrinho esta vazio. Vamos enchê-lo?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver produtos' })).toHaveAttribute('href', '/');
  });
});
