/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { LiveProvider } from '@/lib/api-client/live';
import { liveFor, type Live } from '@/lib/api-client/live-runtime';
import { TestProviders } from '@/lib/api-client/live-testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GUEST_ORDER_STORAGE_KEY, UNSENT_LINES_STORAGE_KEY } from '@/lib/cart/guest-order-storage';
import { camelize } from '@/lib/sales-api/case';
import type { LineItemJson, OrderJson } from '@/lib/sales-api/order';
import { beerJson, lineItemJson, orderJson, variantJson } from '@/test-support/components/cart-fixtures';
import { CartIndicator } from './cart-indicator';
import { ItemControls } from './item-controls';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const picanha = variantJson({ id: 1, name: 'Picanha Bovina' });
const beer = beerJson({ maximum_quantity: 3, total_on_hand: 50 });
const soldOut = variantJson({ id: 3, name: 'Wagyu', total_on_hand: 0, in_stock: false });

/** A fake sales API holding one guest order; `refuse` makes the next line change fail with 422. */
class FakeApi {
  order: OrderJson | null = null;
  requests: { method: string; path: string; body: unknown; headers?: Record<string, string> }[] = [];
  refuse = false;
  /** The page is gone before the cart's creation is answered. */
  creationUnanswered = false;
  /** The cart's creation fails: no answer at all (the page unloading, the network down), or a refusal. */
  creationFails: 'network' | 'refused' | null = null;
  /** How many more times the cart's creation is throttled (429, Retry-After: 1). */
  creationThrottled = 0;
  /** The stored order cannot be read (server error). */
  loadFails = false;
  private nextLineId = 100;

  handle = async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace('/api/sales', '');
    const body = init.body ? JSON.parse(init.body as string) : undefined;
    this.requests.push({ method, path, body, headers: init.headers as Record<string, string> });
    const line = path.match(/line_items\/(\d+)/);
    if (path === '/v2/events') return this.reply(204, null);
    if (path === '/api/v1/orders/current')
      return this.reply(401, { error: "You're not logged in.", errors: {} });
    if (method === 'POST' && path === '/api/v1/orders.json') {
      if (this.creationUnanswered) return new Promise<never>(() => {});
      if (this.creationFails === 'network') throw new TypeError('Failed to fetch');
      if (this.creationThrottled > 0) {
        this.creationThrottled -= 1;
        const tooMany = { error: 'Muitas tentativas. Tente novamente em instantes.', errors: {} };
        return { ...this.reply(429, tooMany), headers: new Headers({ 'Retry-After': '1' }) };
      }
      if (this.creationFails === 'refused') return this.reply(422, { error: 'Fora de estoque', errors: {} });
      const [first] = body.order.line_items as { variant_id: number; quantity: number }[];
      this.order = this.build([this.line(first!.variant_id, first!.quantity)]);
      return this.reply(201, this.order);
    }
    if (method === 'GET' && this.loadFails) return this.reply(500, { error: 'Erro', errors: {} });
    if (method === 'GET' && path.startsWith(`/api/v1/orders/${this.order?.number}`))
      return this.reply(200, this.order);
    if (this.order && method === 'POST' && path.includes('/line_items')) {
      const { variant_id, quantity } = body.line_item;
      this.order = this.build([...this.order.line_items, this.line(variant_id, quantity)]);
      return this.reply(201, this.order);
    }
    if (this.order && line && method === 'PUT') {
      if (this.refuse) {
        const reason = 'Estoque insuficiente: disponível 1 un';
        return this.reply(422, { error: reason, errors: { 'line_item.quantity': [reason] } });
      }
      const id = Number(line[1]);
      this.order = this.build(
        this.order.line_items.map((l) =>
          l.id === id ? this.line(l.variant_id, body.line_item.quantity, id) : l,
        ),
      );
      return this.reply(200, this.order);
    }
    if (this.order && line && method === 'DELETE') {
      this.order = this.build(this.order.line_items.filter((l) => l.id !== Number(line[1])));
      return this.reply(200, this.order);
    }
    return this.reply(404, { error: 'Não encontrado', errors: {} });
  };

  changes() {
    // The cart's changes (analytics events, sent after each answer, and error reports are not changes).
    return this.requests.filter(
      (r) => r.method !== 'GET' && r.path !== '/v2/events' && r.path !== '/v2/client_errors',
    );
  }

  /** The contexts of the failures reported to the team (POST /v2/client_errors). */
  reports() {
    return this.requests.flatMap((r) =>
      r.path === '/v2/client_errors' ? [(r.body as { context: string }).context] : [],
    );
  }

  private reply(status: number, body: unknown) {
    return { status, ok: status < 300, statusText: '', text: async () => JSON.stringify(body) };
  }

  private line(variantId: number, quantity: number, id = this.nextLineId++): LineItemJson {
    const variant = [picanha, beer, soldOut].find((v) => v.id === variantId)!;
    return lineItemJson(variant, quantity, { id });
  }

  private build(lines: LineItemJson[]): OrderJson {
    return orderJson(lines);
  }
}

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  mockPathname = '/';
  window.localStorage.clear();
  global.fetch = jest.fn(api.handle) as unknown as typeof fetch;
});

function renderWithCart(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<TestProviders client={client}>{ui}</TestProviders>);
}

const quietPeriod = { timeout: 3_000 };

/** The add button, once the cart has loaded (it is disabled until then). */
async function addButton(name: RegExp | string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('ItemControls', () => {
  it('adds the default quantity, in Kg for weighed products, and creates the guest cart once', async () => {
    renderWithCart(<ItemControls product={camelize(picanha)} />);
    fireEvent.click(await addButton('Adicionar Picanha Bovina ao carrinho'));
    // Shown at once, before any request.
    const stepper = await screen.findByRole('group', { name: 'Quantidade de Picanha Bovina no carrinho' });
    expect(stepper).toHaveTextContent('1 Kg');
    expect(api.changes()).toHaveLength(0);
    await waitFor(() => expect(api.changes()).toHaveLength(1), quietPeriod);
    expect(api.changes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/orders.json',
      body: { order: { line_items: [{ variant_id: 1, quantity: 1_000 }] } },
    });
    expect(JSON.parse(window.localStorage.getItem(GUEST_ORDER_STORAGE_KEY)!)).toEqual({
      number: 'R123456789',
      token: 'guest-token-guest-token-guest-token',
    });
    // Kept in the browser until then, the line is now the cart's.
    expect(window.localStorage.getItem(UNSENT_LINES_STORAGE_KEY)).toBeNull();
    // The decrease button is disabled at the minimum only.
    expect(screen.getByRole('button', { name: 'Diminuir Picanha Bovina' })).toBeEnabled();
  });

  it('sends one request for ten quick clicks on +, with the final quantity', async () => {
    renderWithCart(<ItemControls product={camelize(picanha)} />);
    fireEvent.click(await addButton(/Adicionar/));
    await waitFor(() => expect(api.changes()).toHaveLength(1), quietPeriod);
    const plus = screen.getByRole('button', { name: 'Aumentar Picanha Bovina' });
    for (let click = 0; click < 10; click++) fireEvent.click(plus);
    await waitFor(() => expect(screen.getByRole('group')).toHaveTextContent('3,5 Kg'));
    await waitFor(() => expect(api.changes()).toHaveLength(2), quietPeriod);
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(api.changes()).toHaveLength(2);
    expect(api.changes()[1]).toMatchObject({ method: 'PUT', body: { line_item: { quantity: 3_500 } } });
    expect(screen.getByRole('group')).toHaveTextContent('3,5 Kg');
  });

  it('keeps the first item of a new cart when the page goes away before the cart exists', async () => {
    api.creationUnanswered = true;
    const leaving = renderWithCart(<ItemControls product={camelize(picanha)} />);
    fireEvent.click(await addButton(/Adicionar/));
    fireEvent.click(await screen.findByRole('button', { name: 'Aumentar Picanha Bovina' }));
    window.dispatchEvent(new Event('pagehide'));
    // The page's request went out, but its answer (with the new cart's token) never arrives.
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    leaving.unmount();

    api.creationUnanswered = false;
    renderWithCart(<ItemControls product={camelize(picanha)} />);
    const stepper = await screen.findByRole('group', { name: 'Quantidade de Picanha Bovina no carrinho' });
    expect(stepper).toHaveTextContent('1,25 Kg');
    await waitFor(() => expect(api.changes()).toHaveLength(2), quietPeriod);
    expect(api.changes()[1]).toMatchObject({
      method: 'POST',
      path: '/api/v1/orders.json',
      body: { order: { line_items: [{ variant_id: 1, quantity: 1_250 }] } },
    });
    await waitFor(() => expect(window.localStorage.getItem(GUEST_ORDER_STORAGE_KEY)).not.toBeNull());
    expect(window.localStorage.getItem(UNSENT_LINES_STORAGE_KEY)).toBeNull();
  });

  it('keeps the first item of a new cart when the page goes away without a word (no pagehide)', async () => {
    // What a page writes while it unloads may never reach the next page: the lines are stored as they change.
    api.creationUnanswered = true;
    const leaving = renderWithCart(<ItemControls product={camelize(picanha)} />);
    fireEvent.click(await addButton(/Adicionar/));
    fireEvent.click(await screen.findByRole('button', { name: 'Aumentar Picanha Bovina' }));
    expect(JSON.parse(window.localStorage.getItem(UNSENT_LINES_STORAGE_KEY)!)).toMatchObject([
      { variant: { id: 1 }, quantity: 1_250, mixId: null },
    ]);
    expect(api.changes()).toHaveLength(0);
    leaving.unmount();

    renderWithCart(<ItemControls product={camelize(picanha)} />);
    const stepper = await screen.findByRole('group', { name: 'Quantidade de Picanha Bovina no carrinho' });
    expect(stepper).toHaveTextContent('1,25 Kg');
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]).toMatchObject({
      path: '/api/v1/orders.json',
      body: { order: { line_items: [{ variant_id: 1, quantity: 1_250 }] } },
    });
    // The first page's own request goes out at the end of its quiet period, unanswered too.
    await waitFor(() => expect(api.changes()).toHaveLength(2), quietPeriod);
    // Still no cart: the lines stay stored for the page after this one too.
    expect(JSON.parse(window.localStorage.getItem(UNSENT_LINES_STORAGE_KEY)!)).toHaveLength(1);
  });

  it('keeps the stored first item when its creation got no answer, and drops it when the server refused it', async () => {
    api.creationFails = 'network';
    const first = renderWithCart(<ItemControls product={camelize(picanha)} />);
    fireEvent.click(await addButton(/Adicionar/));
    await waitFor(() => expect(api.changes()).toHaveLength(1), quietPeriod);
    // Undone on this page, like any failed change, but still there for the next page to send.
    await addButton('Adicionar Picanha Bovina ao carrinho');
    expect(JSON.parse(window.localStorage.getItem(UNSENT_LINES_STORAGE_KEY)!)).toMatchObject([
      { variant: { id: 1 }, quantity: 1_000 },
    ]);
    // No answer is the shop's failure: the team hears of it (the shopper is not told).
    await waitFor(() => expect(api.reports()).toEqual(['cart quantity']));
    first.unmount();

    api.creationFails = 'refused';
    renderWithCart(<ItemControls product={camelize(picanha)} />);
    await waitFor(() => expect(api.changes()).toHaveLength(2));
    expect(await addButton('Adicionar Picanha Bovina ao carrinho')).toBeInTheDocument();
    // The shopper is told why the line is not in the cart.
    expect(await screen.findByRole('alert')).toHaveTextContent('Fora de estoque');
    expect(window.localStorage.getItem(UNSENT_LINES_STORAGE_KEY)).toBeNull();
    // A refusal is an answer to the shopper, not a failure to report.
    expect(api.reports()).toEqual(['cart quantity']);
  });

  it('disables increase past the maximum and decrease at the minimum', async () => {
    renderWithCart(<ItemControls product={camelize(beer)} />);
    fireEvent.click(await addButton(/Adicionar/));
    expect(await screen.findByRole('button', { name: 'Diminuir Cerveja Lata' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Cerveja Lata' }));
    await waitFor(() => expect(screen.getByRole('group')).toHaveTextContent('2 un'));
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Cerveja Lata' }));
    await waitFor(() => expect(screen.getByRole('group')).toHaveTextContent('3 un'));
    expect(screen.getByRole('button', { name: 'Aumentar Cerveja Lata' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Diminuir Cerveja Lata' })).toBeEnabled();
    await waitFor(() => expect(api.changes()).toHaveLength(1), quietPeriod);
  });

  it('hands the focus to the other button when a step disables its own, at the maximum or the minimum', async () => {
    renderWithCart(<ItemControls product={camelize(beer)} />);
    fireEvent.click(await addButton(/Adicionar/));
    const less = await screen.findByRole('button', { name: 'Diminuir Cerveja Lata' });
    const more = screen.getByRole('button', { name: 'Aumentar Cerveja Lata' });
    more.focus();
    fireEvent.click(more);
    await waitFor(() => expect(screen.getByRole('group')).toHaveTextContent('2 un'));
    expect(more).toHaveFocus();
    fireEvent.click(more);
    await waitFor(() => expect(more).toBeDisabled());
    expect(less).toHaveFocus();
    fireEvent.click(less);
    fireEvent.click(less);
    await waitFor(() => expect(less).toBeDisabled());
    expect(more).toHaveFocus();
    await waitFor(() => expect(api.changes()).toHaveLength(1), quietPeriod);
  });

  it('rolls the quantity back, says why and refetches the order when the server refuses the change', async () => {
    renderWithCart(<ItemControls product={camelize(beer)} />);
    fireEvent.click(await addButton(/Adicionar/));
    await waitFor(() => expect(api.changes()).toHaveLength(1), quietPeriod);
    api.refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Cerveja Lata' }));
    await waitFor(() => expect(screen.getByRole('group')).toHaveTextContent('2 un'));
    await waitFor(() => expect(screen.getByRole('group')).toHaveTextContent('1 un'), quietPeriod);
    expect(screen.getByRole('alert')).toHaveTextContent('Estoque insuficiente: disponível 1 un');
    await waitFor(() =>
      expect(
        api.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/v1/orders/R123456789')),
      ).toHaveLength(1),
    );
    // The shopper's next change of the line takes the reason away.
    api.refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Cerveja Lata' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("tells a guest whose 'Adicionar' was throttled (429), keeps the line and sends it again after the Retry-After", async () => {
    api.creationThrottled = 1;
    renderWithCart(<ItemControls product={camelize(picanha)} />);
    fireEvent.click(await addButton(/Adicionar/));
    expect(
      await screen.findByText('Muitas tentativas. Tente novamente em instantes.', {}, quietPeriod),
    ).toBeInTheDocument();
    // Not silently back at 0: the line waits to be sent again.
    expect(screen.getByRole('group')).toHaveTextContent('1 Kg');
    await waitFor(() => expect(api.order?.line_items).toHaveLength(1), quietPeriod);
    const creations = api.changes().filter((r) => r.path === '/api/v1/orders.json');
    expect(creations).toHaveLength(2);
    // The retry is the same creation: the server answers the first one's cart if that one was made.
    const [firstKey, retryKey] = creations.map((r) => r.headers?.['Idempotency-Key']);
    expect(firstKey).toEqual(expect.any(String));
    expect(retryKey).toBe(firstKey);
    await waitFor(() =>
      expect(screen.queryByText('Muitas tentativas. Tente novamente em instantes.')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('group')).toHaveTextContent('1 Kg');
  });

  it('waits for the cart before offering Adicionar, and does not stay locked when the cart cannot load', async () => {
    window.localStorage.setItem(
      GUEST_ORDER_STORAGE_KEY,
      JSON.stringify({ number: 'R123456789', token: 'guest-token-guest-token-guest-token' }),
    );
    api.loadFails = true;
    renderWithCart(<ItemControls product={camelize(picanha)} />);
    const button = screen.getByRole('button', { name: 'Adicionar Picanha Bovina ao carrinho' });
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled());
    expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(1);
  });

  it('is busy, with the header cart, until the cart code arrives after the page, then adds', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page = (live: Live | null) => (
      <LiveProvider live={live}>
        <CartIndicator />
        <ItemControls product={camelize(picanha)} />
      </LiveProvider>
    );
    const view = render(page(null));
    const add = screen.getByRole('button', { name: 'Adicionar Picanha Bovina ao carrinho' });
    expect(add).toBeDisabled();
    expect(add).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('cart-spinner')).toBeInTheDocument();
    expect(api.requests).toEqual([]);

    view.rerender(page(liveFor(client)));
    fireEvent.click(await addButton('Adicionar Picanha Bovina ao carrinho'));
    expect(await screen.findByRole('link', { name: 'Carrinho: 1 item' })).toBeInTheDocument();
    await waitFor(() => expect(api.changes()).toHaveLength(1), quietPeriod);
  });

  it('shows Fora de estoque for a product that cannot be sold', async () => {
    renderWithCart(<ItemControls product={camelize(soldOut)} />);
    expect(await screen.findByText('Fora de estoque')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('a guest with two tabs', () => {
  it('adds, in a tab that saw no cart, to the cart another tab created since, not to a new one', async () => {
    // Both tabs opened before the guest had a cart; one document here, so neither hears the other's
    // storage (a tab's own writes fire no `storage` event in it).
    renderWithCart(<ItemControls product={camelize(picanha)} />);
    renderWithCart(<ItemControls product={camelize(beer)} />);
    const first = await addButton('Adicionar Picanha Bovina ao carrinho');
    const second = await addButton('Adicionar Cerveja Lata ao carrinho');
    fireEvent.click(first);
    await waitFor(() => expect(api.changes()).toHaveLength(1), quietPeriod);
    fireEvent.click(second);
    await waitFor(() => expect(api.changes()).toHaveLength(2), quietPeriod);
    expect(api.changes()[1]).toMatchObject({
      method: 'POST',
      path: expect.stringMatching(/^\/api\/v1\/orders\/R123456789\/line_items/),
      body: { line_item: { variant_id: beer.id, quantity: 1 } },
    });
    expect(api.order?.line_items.map((line) => [line.variant_id, line.quantity])).toEqual([
      [picanha.id, 1_000],
      [beer.id, 1],
    ]);
    expect(JSON.parse(window.localStorage.getItem(GUEST_ORDER_STORAGE_KEY)!)).toMatchObject({
      number: 'R123456789',
    });
  });

  it('reads the cart again when another tab stores the guest order', async () => {
    renderWithCart(<ItemControls product={camelize(picanha)} />);
    await addButton('Adicionar Picanha Bovina ao carrinho');
    // Another tab creates the cart and stores its number.
    api.order = orderJson([lineItemJson(picanha, 1_000, { id: 100 })]);
    window.localStorage.setItem(
      GUEST_ORDER_STORAGE_KEY,
      JSON.stringify({ number: api.order.number, token: api.order.token }),
    );
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: GUEST_ORDER_STORAGE_KEY }));
    });
    const stepper = await screen.findByRole('group', { name: 'Quantidade de Picanha Bovina no carrinho' });
    expect(stepper).toHaveTextContent('1 Kg');
    // An unrelated key is no reason to ask the server.
    const reads = api.requests.filter((r) => r.method === 'GET').length;
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(reads);
  });
});

/** The header's cart indicator (with its notice) and a beer's controls; the beer is added once ready. */
async function addBeerBesideTheIndicator() {
  renderWithCart(
    <>
      <CartIndicator />
      <ItemControls product={camelize(beer)} />
    </>,
  );
  fireEvent.click(await addButton(/Adicionar/));
}

describe('CartIndicator and its notice', () => {
  it('counts the items, lists the changed ones with Ir para o carrinho, and can be dismissed', async () => {
    renderWithCart(
      <>
        <CartIndicator />
        <ItemControls product={camelize(picanha)} />
        <ItemControls product={camelize(beer)} />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Carrinho: 0 itens' })).toHaveAttribute(
      'href',
      '/carrinho',
    );
    fireEvent.click(await addButton('Adicionar Picanha Bovina ao carrinho'));
    fireEvent.click(await addButton('Adicionar Cerveja Lata ao carrinho'));
    const notice = await screen.findByRole('status', { name: 'Carrinho atualizado' });
    expect(notice).toHaveTextContent('Cerveja Lata');
    expect(notice).toHaveTextContent('1 un');
    expect(notice).toHaveTextContent('Picanha Bovina');
    expect(notice).toHaveTextContent('1 Kg');
    expect(screen.getByRole('link', { name: 'Ir para o carrinho' })).toHaveAttribute('href', '/carrinho');
    expect(await screen.findByRole('link', { name: /Carrinho: 2 itens/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByRole('status', { name: 'Carrinho atualizado' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.changes()).toHaveLength(2), quietPeriod);
  });

  it('tells a change made before its own code arrived', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page = (withNotice: boolean) => (
      <TestProviders client={client}>
        {withNotice && <CartIndicator />}
        <ItemControls product={camelize(picanha)} />
      </TestProviders>
    );
    const view = render(page(false));
    fireEvent.click(await addButton('Adicionar Picanha Bovina ao carrinho'));
    view.rerender(page(true));
    const notice = await screen.findByRole('status', { name: 'Carrinho atualizado' });
    expect(notice).toHaveTextContent('Picanha Bovina');
    await waitFor(() => expect(api.changes()).toHaveLength(1), quietPeriod);
  });

  it('moves to the top of the window once the page has scrolled 40 px', async () => {
    await addBeerBesideTheIndicator();
    const notice = await screen.findByRole('status', { name: 'Carrinho atualizado' });
    expect(notice).toHaveClass('md:absolute');
    Object.defineProperty(window, 'scrollY', { value: 40, configurable: true });
    fireEvent.scroll(window);
    expect(notice).toHaveClass('md:absolute');
    Object.defineProperty(window, 'scrollY', { value: 41, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(notice).toHaveClass('md:fixed'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await waitFor(() => expect(api.changes()).toHaveLength(1), quietPeriod);
  });

  it('on a phone, pinned, keeps room at the top of the page as tall as it is, also when it grows', async () => {
    let noticeHeight = 48;
    const resized: (() => void)[] = [];
    const original = {
      innerWidth: window.innerWidth,
      getBoundingClientRect: HTMLElement.prototype.getBoundingClientRect,
      ResizeObserver: globalThis.ResizeObserver,
    };
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      const height = this.dataset.testid === 'cart-notice' ? noticeHeight : 0;
      return DOMRect.fromRect({ width: 390, height });
    };
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        resized.push(() => this.callback([], this));
      }
      disconnect() {
        resized.length = 0;
      }
      unobserve() {}
    };
    try {
      // At the top of the page a phone's notice lies over the header: no room is made, so its leaving
      // moves nothing.
      await addBeerBesideTheIndicator();
      const notice = await screen.findByRole('status', { name: 'Carrinho atualizado' });
      expect(notice).toHaveClass('max-md:fixed');
      expect(document.body.style.paddingTop).toBe('');
      Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
      fireEvent.scroll(window);
      await waitFor(() => expect(document.body.style.paddingTop).toBe('48px'));
      noticeHeight = 68;
      act(() => resized.forEach((resize) => resize()));
      expect(document.body.style.paddingTop).toBe('68px');
      // A band of a fraction of a pixel more gets the whole pixel: none of the page stays under it.
      noticeHeight = 68.4;
      act(() => resized.forEach((resize) => resize()));
      expect(document.body.style.paddingTop).toBe('69px');
      fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
      expect(document.body.style.paddingTop).toBe('');
      await waitFor(() => expect(api.changes()).toHaveLength(1), quietPeriod);
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      Object.defineProperty(window, 'innerWidth', { value: original.innerWidth, configurable: true });
      HTMLElement.prototype.getBoundingClientRect = original.getBoundingClientRect;
      globalThis.ResizeObserver = original.ResizeObserver;
    }
  });

  it('does not show on /carrinho', async () => {
    mockPathname = '/carrinho';
    await addBeerBesideTheIndicator();
    expect(screen.queryByRole('status', { name: 'Carrinho atualizado' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.changes()).toHaveLength(1), quietPeriod);
  });

  it('goes away after 10 seconds', async () => {
    jest.useFakeTimers();
    try {
      renderWithCart(
        <>
          <CartIndicator />
          <ItemControls product={camelize(beer)} />
        </>,
      );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      fireEvent.click(screen.getByRole('button', { name: /Adicionar/ }));
      expect(screen.getByRole('status', { name: 'Carrinho atualizado' })).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(9_900);
      });
      expect(screen.getByRole('status', { name: 'Carrinho atualizado' })).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200);
      });
      expect(screen.queryByRole('status', { name: 'Carrinho atualizado' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
