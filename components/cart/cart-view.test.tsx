/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-hint';
import { clearGuestOrder, saveGuestOrder } from '@/lib/cart/guest-order-storage';
import { camelize } from '@/lib/sales-api/case';
import { queryKeys } from '@/lib/api-client/query-keys';
import type { OrderJson } from '@/lib/sales-api/order';
import { beerJson, lineItemJson, orderJson, variantJson } from '@/test-support/components/cart-fixtures';
import { CartView } from './cart-view';
// The lines' note form loads after the lines show (ObservationField); imported here, it is in the module
// registry already and arrives within renderCart's act().
import './observation-form';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
}));

const picanha = variantJson({ id: 1, name: 'Picanha Bovina', slug: 'picanha-bovina' });
const acem = variantJson({ id: 4, name: 'Acém', price: '0.0399' });
const fraldinha = variantJson({ id: 5, name: 'Fraldinha', price: '0.0499' });
const beer = beerJson({ maximum_quantity: 48, total_on_hand: 50 });

function jsonResponse(status: number, body: unknown): Response {
  return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
}

/**
 * The cart page with `order` already loaded (the cart query is fresh, so nothing is fetched). A guest
 * makes no request; a logged-in customer's session and notify-me state are answered.
 */
async function renderCart(order: OrderJson | null, { loggedIn = false } = {}) {
  document.cookie = loggedIn ? `${SIGNED_IN_HINT_COOKIE}=1` : `${SIGNED_IN_HINT_COOKIE}=; max-age=0`;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/v2/events')) return jsonResponse(204, null);
    if (loggedIn && url.endsWith('/v2/users/me')) {
      return jsonResponse(200, { id: 7, email: 'ana@exemplo.com.br', first_name: 'Ana', last_name: 'Souza' });
    }
    if (loggedIn && /\/api\/v1\/variants\/\d+$/.test(url))
      return jsonResponse(200, { should_notify_user: false });
    throw new Error(`no request expected: ${url}`);
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.cart.current(), order && camelize(order));
  const rendered = render(
    <TestProviders client={client}>
      <CartView />
    </TestProviders>,
  );
  // The lines' code comes after the first paint (./cart-contents.tsx).
  await waitFor(() => expect(screen.queryByText('Carregando...')).not.toBeInTheDocument());
  return rendered;
}

/** 'Da casa' at `quantity` g (1 Kg minimum, batches of 500 g), half acém, half fraldinha. */
function blendAt(quantity: number): OrderJson {
  const order = orderJson([
    lineItemJson(acem, quantity / 2, { id: 11, mixId: '9' }),
    lineItemJson(fraldinha, quantity / 2, { id: 12, mixId: '9' }),
  ]);
  const mix = {
    id: 9,
    template_id: 4,
    template: { id: 4, name: 'Da casa', observation: '', fat_percentage: 20 },
    name: 'Da casa',
    observation: '',
    quantity,
    order_number: order.number,
    min_quantity: 1_000,
    increment_quantity: 500,
    max_quantity: 9_000,
    price: '0.0449',
    total: order.item_total,
    display_total: order.display_item_total,
  };
  return { ...order, mixes: [mix] } as OrderJson;
}

/** Changes (PUT, DELETE) of the guest's cart are refused (422) with `reason`; reads are served as before. */
function refuseChanges(reason: string) {
  const read = global.fetch as jest.Mock;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method !== 'PUT' && init?.method !== 'DELETE') return read(input, init);
    return jsonResponse(422, { error: reason, errors: { quantity: [reason] } });
  }) as unknown as typeof fetch;
}

/** A guest's stored cart, which the server reads back, or fails to (500) while `fails`. */
function serveGuestCart(order: OrderJson, state: { fails: boolean }) {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; max-age=0`;
  saveGuestOrder({ number: order.number, token: order.token });
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/v2/events')) return jsonResponse(204, null);
    if (url.includes(`/api/v1/orders/${order.number}`)) {
      return state.fails
        ? jsonResponse(500, { error: 'Erro interno', errors: {} })
        : jsonResponse(200, order);
    }
    throw new Error(`no request expected: ${url}`);
  }) as unknown as typeof fetch;
  return state;
}

describe('CartView', () => {
  it('says the cart is empty', async () => {
    await renderCart(null);
    expect(screen.getByRole('heading', { name: 'Meu Carrinho' })).toBeInTheDocument();
    expect(screen.getByText('Seu carrinho esta vazio. Vamos enchê-lo?')).toBeInTheDocument();
    expect(screen.queryByText('FECHAR COMPRA')).not.toBeInTheDocument();
  });

  it('lists lines linking to their products, a blend as one item, the subtotal and the free-shipping hint', async () => {
    await renderCart(
      orderJson([
        lineItemJson(picanha, 500, { id: 10 }),
        lineItemJson(acem, 500, { id: 11, mixId: 'blend-1' }),
        lineItemJson(fraldinha, 500, { id: 12, mixId: 'blend-1' }),
      ]),
    );
    const [line] = screen.getAllByTestId('cart-line');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(within(line!).getAllByRole('link')[0]).toHaveAttribute('href', '/produtos/picanha-bovina');
    expect(within(line!).getByRole('group')).toHaveTextContent('0,5 Kg');
    expect(within(line!).getByRole('slider', { name: /Porcionamento/ })).toBeInTheDocument();
    expect(within(line!).getByLabelText('Observação')).toBeInTheDocument();

    const blend = screen.getByTestId('cart-blend');
    expect(blend).toHaveTextContent('Blend');
    expect(blend).toHaveTextContent('Acém');
    expect(blend).toHaveTextContent('Fraldinha');
    expect(blend).toHaveTextContent('1 Kg');
    expect(blend).toHaveTextContent('R$ 44,90'); // 19,95 + 24,95

    // 44,95 + 44,90 = 89,85: 9,15 short of free shipping (text matchers read the BRL non-breaking space as a space).
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('R$ 89,85');
    expect(screen.getByText('Adicione mais R$ 9,15 em produtos e ganhe frete grátis!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FECHAR COMPRA' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/checkout\/?$/),
    );
  });

  it("offers a weighed line only its product's portion sizes, and no slider when it is not portioned", async () => {
    const costela = variantJson({
      id: 6,
      name: 'Costela',
      portioning: 'sizes',
      portioning_sizes: [500, 1_000],
    });
    const cupim = variantJson({ id: 7, name: 'Cupim', portioning: 'none' });
    await renderCart(
      orderJson([lineItemJson(costela, 3_000, { id: 13 }), lineItemJson(cupim, 2_000, { id: 14 })]),
    );
    const [bagged, whole] = screen.getAllByTestId('cart-line');
    const slider = within(bagged!).getByRole('slider', { name: /Porcionamento/ });
    // 0,5 Kg, 1 Kg and the whole 3 Kg as one bag, the line's size until one is chosen.
    expect(slider).toHaveAttribute('max', '2');
    expect(slider).toHaveAttribute('aria-valuetext', '3 Kg por pacote, 1 pacote');
    expect(within(whole!).queryByRole('slider')).not.toBeInTheDocument();
    expect(whole).not.toHaveTextContent('Porcionamento');
  });

  it('keeps a blend at its minimum: its decrease is disabled, its removal is the Remover button', async () => {
    const atMinimum = await renderCart(blendAt(1_000));
    expect(screen.getByRole('button', { name: 'Diminuir Da casa' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aumentar Da casa' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remover Da casa' })).toBeEnabled();
    atMinimum.unmount();

    await renderCart(blendAt(1_500));
    expect(screen.getByRole('button', { name: 'Diminuir Da casa' })).toBeEnabled();
  });

  it("says why the server refused a blend's new weight, which goes back, until the next change", async () => {
    serveGuestCart(blendAt(1_000), { fails: false });
    refuseChanges('Estoque insuficiente: disponível 1 Kg de Acém');
    try {
      render(
        <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <CartView />
        </TestProviders>,
      );
      const blend = await screen.findByTestId('cart-blend');
      const more = within(blend).getByRole('button', { name: 'Aumentar Da casa' });
      fireEvent.click(more);
      expect(within(blend).getByRole('group')).toHaveTextContent('1,5 Kg');
      expect(await within(blend).findByRole('alert', {}, { timeout: 3_000 })).toHaveTextContent(
        'Estoque insuficiente: disponível 1 Kg de Acém',
      );
      expect(within(blend).getByRole('group')).toHaveTextContent('1 Kg');
      fireEvent.click(more);
      expect(within(blend).queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      clearGuestOrder();
    }
  });

  it('says why the server refused a portion size, which goes back, until the next change', async () => {
    const costela = variantJson({
      id: 6,
      name: 'Costela',
      portioning: 'sizes',
      portioning_sizes: [500, 1_000],
    });
    serveGuestCart(orderJson([lineItemJson(costela, 3_000, { id: 13 })]), { fails: false });
    refuseChanges('Porcionamento indisponível');
    try {
      render(
        <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <CartView />
        </TestProviders>,
      );
      const line = await screen.findByTestId('cart-line');
      const slider = within(line).getByRole('slider', { name: /Porcionamento/ });
      fireEvent.click(within(line).getByRole('button', { name: 'Pacotes menores' }));
      expect(slider).toHaveAttribute('aria-valuetext', '1 Kg por pacote, 3 pacotes');
      expect(await within(line).findByRole('alert', {}, { timeout: 3_000 })).toHaveTextContent(
        'Porcionamento indisponível',
      );
      expect(slider).toHaveAttribute('aria-valuetext', '3 Kg por pacote, 1 pacote');
      fireEvent.click(within(line).getByRole('button', { name: 'Pacotes menores' }));
      expect(within(line).queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      clearGuestOrder();
    }
  });

  it("hands the focus to the other button when a blend's or a portioning's step disables its own", async () => {
    const costela = variantJson({
      id: 6,
      name: 'Costela',
      portioning: 'sizes',
      portioning_sizes: [500, 1_000],
    });
    const order = blendAt(1_500);
    serveGuestCart(
      { ...order, line_items: [...order.line_items, lineItemJson(costela, 3_000, { id: 13 })] },
      { fails: false },
    );
    // The changes themselves do not matter here.
    refuseChanges('Estoque insuficiente');
    try {
      render(
        <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <CartView />
        </TestProviders>,
      );
      const blend = await screen.findByTestId('cart-blend');
      const less = within(blend).getByRole('button', { name: 'Diminuir Da casa' });
      less.focus();
      fireEvent.click(less);
      await waitFor(() => expect(less).toBeDisabled());
      expect(within(blend).getByRole('button', { name: 'Aumentar Da casa' })).toHaveFocus();

      // 0,5 Kg, 1 Kg and the whole 3 Kg: 'Pacotes maiores' starts disabled.
      const line = screen.getByTestId('cart-line');
      const smaller = within(line).getByRole('button', { name: 'Pacotes menores' });
      const larger = within(line).getByRole('button', { name: 'Pacotes maiores' });
      expect(larger).toBeDisabled();
      smaller.focus();
      fireEvent.click(smaller);
      fireEvent.click(smaller);
      await waitFor(() => expect(smaller).toBeDisabled());
      expect(larger).toHaveFocus();
      // Refused, both go back; nothing is left under way for the next test.
      await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), { timeout: 3_000 });
    } finally {
      clearGuestOrder();
    }
  });

  it("sends 'line item viewed' for each line once", async () => {
    await renderCart(
      orderJson([lineItemJson(picanha, 1_000, { id: 10 }), lineItemJson(beer, 2, { id: 20 })]),
    );
    const viewed = () =>
      (global.fetch as jest.Mock).mock.calls
        .filter(([url]) => String(url).endsWith('/v2/events'))
        .map(([, init]) => JSON.parse((init as RequestInit).body as string));
    await waitFor(() => expect(viewed()).toHaveLength(2));
    expect(viewed()).toEqual([
      { event: 'line item viewed', properties: { variant_id: 1, order: expect.stringMatching(/^R\d{9}$/) } },
      { event: 'line item viewed', properties: { variant_id: 2, order: expect.stringMatching(/^R\d{9}$/) } },
    ]);
  });

  it('hides the hint from 99 BRL on', async () => {
    await renderCart(orderJson([lineItemJson(beer, 20, { id: 20 })]));
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('R$ 99,80');
    expect(screen.queryByText(/ganhe frete grátis/)).not.toBeInTheDocument();
  });

  it('sends a quantity change still in its 700 ms pause before FECHAR COMPRA opens the checkout', async () => {
    // A guest's cart as the page loads it, so that the cart's controller knows the order it changes.
    const order = orderJson([lineItemJson(picanha, 500, { id: 10 })]);
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; max-age=0`;
    saveGuestOrder({ number: order.number, token: order.token });
    const sent: string[] = [];
    let answer: () => void = () => {};
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url.endsWith('/v2/events')) return jsonResponse(204, null);
      if (method === 'GET' && url.includes(`/api/v1/orders/${order.number}`)) return jsonResponse(200, order);
      if (method === 'PUT') {
        sent.push(`${url.split('?')[0]} ${String(init?.body)}`);
        await new Promise<void>((resolve) => (answer = resolve));
        return jsonResponse(200, orderJson([lineItemJson(picanha, 750, { id: 10 })]));
      }
      throw new Error(`no request expected: ${method} ${url}`);
    }) as unknown as typeof fetch;
    mockPush.mockClear();
    try {
      render(
        <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <CartView />
        </TestProviders>,
      );
      const checkout = await screen.findByRole('link', { name: 'FECHAR COMPRA' });

      fireEvent.click(screen.getByRole('button', { name: 'Aumentar Picanha Bovina' }));
      fireEvent.click(checkout);
      // Sent at once, not after the pause; the checkout waits for its answer, a second tap meanwhile too.
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatch(/\/line_items\/10 \{"line_item":\{"quantity":750\}\}$/);
      expect(checkout).toHaveAttribute('aria-busy', 'true');
      fireEvent.click(checkout);
      expect(mockPush).not.toHaveBeenCalled();
      await act(async () => answer());
      await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/checkout/'));
      expect(mockPush).toHaveBeenCalledTimes(1);
    } finally {
      clearGuestOrder();
    }
  });

  it('stays on the cart when the server refuses the change FECHAR COMPRA waited for', async () => {
    const order = orderJson([lineItemJson(picanha, 500, { id: 10 })]);
    serveGuestCart(order, { fails: false });
    refuseChanges('Estoque insuficiente: disponível 0,5 Kg');
    mockPush.mockClear();
    try {
      render(
        <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <CartView />
        </TestProviders>,
      );
      const checkout = await screen.findByRole('link', { name: 'FECHAR COMPRA' });
      fireEvent.click(screen.getByRole('button', { name: 'Aumentar Picanha Bovina' }));
      fireEvent.click(checkout);
      expect(await screen.findByRole('alert')).toHaveTextContent('Estoque insuficiente: disponível 0,5 Kg');
      await waitFor(() => expect(checkout).not.toHaveAttribute('aria-busy'));
      expect(mockPush).not.toHaveBeenCalled();
      expect(within(screen.getByTestId('cart-line')).getByRole('group')).toHaveTextContent('0,5 Kg');
      // Nothing is pending any more: a second tap goes to the checkout.
      fireEvent.click(checkout);
      await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/checkout/'));
    } finally {
      clearGuestOrder();
    }
  });

  it('says when the cart could not be read, and reads it again on Tentar novamente', async () => {
    const order = orderJson([lineItemJson(picanha, 500, { id: 10 })]);
    const server = serveGuestCart(order, { fails: true });
    try {
      render(
        <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <CartView />
        </TestProviders>,
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Não foi possível carregar o seu carrinho.');
      server.fails = false;
      fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
      expect(await screen.findByTestId('cart-line')).toHaveTextContent('Picanha Bovina');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      clearGuestOrder();
    }
  });

  it('keeps the cart on screen when a later reload of it fails', async () => {
    const order = orderJson([lineItemJson(picanha, 500, { id: 10 })]);
    const server = serveGuestCart(order, { fails: false });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    try {
      render(
        <TestProviders client={client}>
          <CartView />
        </TestProviders>,
      );
      expect(await screen.findByTestId('cart-line')).toHaveTextContent('Picanha Bovina');
      server.fails = true;
      await act(() => client.refetchQueries({ queryKey: queryKeys.cart.current() }));
      expect(client.getQueryState(queryKeys.cart.current())?.status).toBe('error');
      expect(screen.getByTestId('cart-line')).toHaveTextContent('Picanha Bovina');
      expect(screen.getByRole('link', { name: 'FECHAR COMPRA' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    } finally {
      clearGuestOrder();
    }
  });

  it('blocks FECHAR COMPRA while a line is out of stock', async () => {
    const soldOut = { ...beer, total_on_hand: 0, in_stock: false };
    await renderCart(
      orderJson([lineItemJson(picanha, 1_000, { id: 10 }), lineItemJson(soldOut, 2, { id: 21 })]),
    );
    expect(
      screen.getByText('Um ou mais itens do seu carrinho saíram de estoque. Remova-os antes de continuar'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FECHAR COMPRA' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'FECHAR COMPRA' })).not.toBeInTheDocument();
    const [, soldOutLine] = screen.getAllByTestId('cart-line');
    expect(soldOutLine).toHaveTextContent('Fora de estoque');
  });

  it('shows an archived product’s line as unavailable, without notify-me, and blocks FECHAR COMPRA', async () => {
    const archived = { ...beer, in_stock: false, available: false };
    await renderCart(
      orderJson([lineItemJson(picanha, 1_000, { id: 10 }), lineItemJson(archived, 2, { id: 21 })]),
      { loggedIn: true },
    );
    const [, archivedLine] = screen.getAllByTestId('cart-line');
    expect(archivedLine).toHaveTextContent('Indisponível');
    expect(archivedLine).not.toHaveTextContent('Fora de estoque');
    expect(screen.getByRole('button', { name: 'FECHAR COMPRA' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(archivedLine!).queryByRole('button', { name: 'Me avise quando chegar!' })).toBeNull();
  });

  it('offers notify-me on an out-of-stock line to a logged-in customer, not to a guest', async () => {
    const soldOut = { ...beer, total_on_hand: 0, in_stock: false };
    const order = orderJson([lineItemJson(picanha, 1_000, { id: 10 }), lineItemJson(soldOut, 2, { id: 21 })]);
    const { unmount } = await renderCart(order, { loggedIn: true });
    const [inStockLine, soldOutLine] = screen.getAllByTestId('cart-line');
    expect(
      await within(soldOutLine!).findByRole('button', { name: 'Me avise quando chegar!' }),
    ).toBeEnabled();
    expect(within(inStockLine!).queryByRole('button', { name: 'Me avise quando chegar!' })).toBeNull();
    unmount();

    await renderCart(order);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Me avise quando chegar!' })).toBeNull();
  });
});
