/**
 * @jest-environment jsdom
 */
import { QueryClient } from '@tanstack/react-query';
import { lineItemJson, orderJson, variantJson } from '@/test-support/components/cart-fixtures';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-hint';
import { LAST_CART_STORAGE_KEY, UNSENT_LINES_STORAGE_KEY } from '@/lib/cart/guest-order-storage';
import { camelize } from '@/lib/sales-api/case';
import { cartController } from './cart-controller';
import { logout } from './accounts';
import { reportClientError } from './error-report';

jest.mock('./error-report', () => ({
  ...jest.requireActual('./error-report'),
  reportClientError: jest.fn(),
}));

const picanha = variantJson({ id: 1, name: 'Picanha Bovina' });

/** A customer's cart, with what the offline copy must not keep. */
const customerCart = (quantity: number) => ({
  ...orderJson([lineItemJson(picanha, quantity, { id: 10 })]),
  user_id: 7,
  email: 'ana@exemplo.com.br',
});

let online = true;
/** The cart changes the server received, as `METHOD path body`. */
let sent: string[] = [];

beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});

beforeEach(() => {
  online = true;
  sent = [];
  localStorage.clear();
  jest.mocked(reportClientError).mockClear();
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  // Offline, fetch fails as browsers fail it: a TypeError, no answer.
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    const path = new URL(String(input), 'http://loja.test').pathname;
    if (path.endsWith('/v2/events') || path.endsWith('/v2/auth')) {
      return { ok: true, status: 204, text: async () => '' };
    }
    if (init?.method === 'PUT') sent.push(`PUT ${path} ${String(init.body)}`);
    const quantity = init?.method === 'PUT' ? JSON.parse(String(init.body)).line_item.quantity : 500;
    return { ok: true, status: 200, text: async () => JSON.stringify(customerCart(quantity)) };
  }) as unknown as typeof fetch;
});

/** Lets the queued requests and their answers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** A page (re)loaded: its own query client and controller, reading the cart as the page's first load does. */
function openPage() {
  const controller = cartController(new QueryClient());
  return { controller, cart: controller.load() };
}

describe('the cart offline', () => {
  it('is shown from the last cart read when a page is opened offline, without the personal data', async () => {
    await openPage().cart;
    online = false;
    const cart = await openPage().cart;
    expect(cart?.number).toBe('R123456789');
    expect(cart?.lineItems.map((line) => [line.variantId, line.quantity])).toEqual([[picanha.id, 500]]);
    const stored = localStorage.getItem(LAST_CART_STORAGE_KEY)!;
    expect(stored).not.toContain('ana@exemplo.com.br');
    expect(JSON.parse(stored)).toMatchObject({
      email: null,
      shipAddress: null,
      creditCards: [],
      payments: [],
    });
  });

  it('keeps a change made offline on screen and stored, and sends it when the connection is back', async () => {
    const { controller, cart } = openPage();
    await cart;
    online = false;
    controller.setQuantity(camelize(picanha), 800);
    controller.flush();
    await settle();
    // Not rolled back, not reported: the shopper's quantity waits for the connection.
    expect(controller.quantityOf(picanha.id)).toBe(800);
    expect(reportClientError).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(UNSENT_LINES_STORAGE_KEY)!)).toMatchObject([
      { variant: { id: picanha.id }, quantity: 800 },
    ]);
    expect(sent).toEqual([]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await controller.whenSettled();
    expect(sent).toEqual([
      'PUT /api/sales/api/v1/orders/R123456789/line_items/10 {"line_item":{"quantity":800}}',
    ]);
    expect(controller.quantityOf(picanha.id)).toBe(800);
    expect(localStorage.getItem(UNSENT_LINES_STORAGE_KEY)).toBeNull();
  });

  it('shows a change made offline after a reload offline, and sends it once online', async () => {
    const first = openPage();
    await first.cart;
    online = false;
    first.controller.setQuantity(camelize(picanha), 750);
    first.controller.flush();
    await settle();

    const reloaded = openPage();
    const cart = await reloaded.cart;
    expect(cart?.lineItems.map((line) => line.quantity)).toEqual([750]);
    await settle();
    expect(JSON.parse(localStorage.getItem(UNSENT_LINES_STORAGE_KEY)!)).toMatchObject([{ quantity: 750 }]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await reloaded.controller.whenSettled();
    await first.controller.whenSettled();
    // Both pages send the same quantity (absolute, so the second changes nothing).
    expect(new Set(sent)).toEqual(
      new Set(['PUT /api/sales/api/v1/orders/R123456789/line_items/10 {"line_item":{"quantity":750}}']),
    );
    expect(reloaded.controller.quantityOf(picanha.id)).toBe(750);
  });

  it('is forgotten once the cart became an order', async () => {
    const { controller, cart } = openPage();
    await cart;
    controller.receive(camelize({ ...customerCart(500), state: 'complete' as const }));
    expect(localStorage.getItem(LAST_CART_STORAGE_KEY)).toBeNull();
  });

  it('is forgotten at logout: the next customer of this device does not see it', async () => {
    await openPage().cart;
    expect(localStorage.getItem(LAST_CART_STORAGE_KEY)).not.toBeNull();
    await logout();
    expect(localStorage.getItem(LAST_CART_STORAGE_KEY)).toBeNull();
  });

  it('still fails to load when the server answers with an error online', async () => {
    await openPage().cart;
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 500,
      text: async () => JSON.stringify({ error: 'Erro interno', errors: {} }),
    })) as unknown as typeof fetch;
    await expect(openPage().cart).rejects.toThrow('Erro interno');
  });
});
