/**
 * @jest-environment jsdom
 */
import { QueryClient } from '@tanstack/react-query';
import { orderJson } from '@/test-support/components/cart-fixtures';
import { SIGNED_IN_HINT_COOKIE } from '../account/session-hint';
import { cartQuery } from './cart';
import { liveFor, whenReady } from './live-runtime';
import { queryKeys } from './query-keys';

let requested: string[];
let answerCart: (response: Response) => void;

beforeEach(() => {
  window.localStorage.clear();
  // A signed-in customer: the cart is asked of the API (a guest without a cart needs no request).
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
  requested = [];
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    requested.push(String(input).replace('/api/sales', ''));
    return new Promise<Response>((resolve) => (answerCart = resolve));
  }) as typeof fetch;
});

const cartOf = (client: QueryClient) => client.getQueryState(queryKeys.cart.current());

describe('whenReady (the live runtime handed to the live parts)', () => {
  it('waits for the cart when the page shows it, so the parts go live showing it', async () => {
    const client = new QueryClient();
    const live = liveFor(client);
    let ready = false;
    const handed = whenReady(live, [cartQuery]).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested).toEqual(['/api/v1/orders/current']);
    expect(ready).toBe(false);

    const cart = orderJson([]);
    answerCart({ ok: true, status: 200, statusText: '', text: async () => JSON.stringify(cart) } as Response);
    await handed;
    expect(cartOf(client)).toMatchObject({ status: 'success', data: { number: cart.number } });
  });

  it('goes live without the cart when it is slow, which then comes as before', async () => {
    const client = new QueryClient();
    expect(await whenReady(liveFor(client), [cartQuery], 30)).toBeDefined();
    expect(cartOf(client)).toMatchObject({ status: 'pending', fetchStatus: 'fetching' });
  });

  it('hands the runtime over at once, asking nothing, when no part of the page reads the cart', async () => {
    const client = new QueryClient();
    await whenReady(liveFor(client), []);
    expect(requested).toEqual([]);
    expect(cartOf(client)).toBeUndefined();
  });
});
