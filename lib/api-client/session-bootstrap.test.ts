/**
 * @jest-environment jsdom
 */
import { SIGNED_IN_HINT_COOKIE } from '../account/session-hint';
import { GUEST_ORDER_STORAGE_KEY } from '../cart/guest-order-storage';
import { fetchCart } from './cart-api';
import { fetchCurrentUser } from './session';

function reply(status: number, body: unknown): Response {
  return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
}

const notLoggedIn = { error: "You're not logged in.", errors: {} };
const guestOrder = { number: 'R100', token: 'tok-guest', state: 'cart', user_id: null, line_items: [] };

let requested: string[];
function mockApi(answer: (path: string) => Response) {
  requested = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace('/api/sales', '');
    requested.push(path);
    return answer(path);
  }) as typeof fetch;
}

function setHint(present: boolean) {
  document.cookie = present
    ? `${SIGNED_IN_HINT_COOKIE}=1; path=/`
    : `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
}

beforeEach(() => window.localStorage.clear());

describe('fetchCurrentUser', () => {
  it('answers null for a guest without asking the API when the signed-in hint is absent', async () => {
    setHint(false);
    mockApi(() => reply(401, notLoggedIn));
    expect(await fetchCurrentUser()).toBeNull();
    expect(requested).toEqual([]);
  });

  it('asks for the customer when the hint is present', async () => {
    setHint(true);
    mockApi(() => reply(200, { id: 7, first_name: 'Ana' }));
    expect(await fetchCurrentUser()).toMatchObject({ id: 7, firstName: 'Ana' });
    expect(requested).toEqual(['/v2/users/me']);
  });

  it('treats a 401 behind a stale hint as a guest', async () => {
    setHint(true);
    mockApi(() => reply(401, notLoggedIn));
    expect(await fetchCurrentUser()).toBeNull();
  });
});

describe('fetchCart (the cart bootstrap)', () => {
  it("goes straight to a guest's stored order when the hint is absent", async () => {
    setHint(false);
    window.localStorage.setItem(
      GUEST_ORDER_STORAGE_KEY,
      JSON.stringify({ number: 'R100', token: 'tok-guest' }),
    );
    mockApi((path) =>
      path.startsWith('/api/v1/orders/R100') ? reply(200, guestOrder) : reply(401, notLoggedIn),
    );
    expect(await fetchCart()).toMatchObject({ number: 'R100', token: 'tok-guest' });
    expect(requested).toEqual(['/api/v1/orders/R100?order_token=tok-guest']);
  });

  it('asks nothing for a guest without a stored order', async () => {
    setHint(false);
    mockApi(() => reply(401, notLoggedIn));
    expect(await fetchCart()).toBeNull();
    expect(requested).toEqual([]);
  });

  it("asks for the customer's current order when the hint is present", async () => {
    setHint(true);
    mockApi(() => reply(200, { ...guestOrder, number: 'R200', user_id: 7 }));
    expect(await fetchCart()).toMatchObject({ number: 'R200', userId: 7 });
    expect(requested).toEqual(['/api/v1/orders/current']);
  });

  it('falls back to the guest order when the hinted session has ended', async () => {
    setHint(true);
    window.localStorage.setItem(
      GUEST_ORDER_STORAGE_KEY,
      JSON.stringify({ number: 'R100', token: 'tok-guest' }),
    );
    mockApi((path) =>
      path.startsWith('/api/v1/orders/R100') ? reply(200, guestOrder) : reply(401, notLoggedIn),
    );
    expect(await fetchCart()).toMatchObject({ number: 'R100' });
    expect(requested).toEqual(['/api/v1/orders/current', '/api/v1/orders/R100?order_token=tok-guest']);
  });

  it('falls back to the guest order when the customer has no current order (204)', async () => {
    setHint(true);
    window.localStorage.setItem(
      GUEST_ORDER_STORAGE_KEY,
      JSON.stringify({ number: 'R100', token: 'tok-guest' }),
    );
    mockApi((path) =>
      path.startsWith('/api/v1/orders/R100')
        ? reply(200, guestOrder)
        : ({ ok: true, status: 204, statusText: '', text: async () => '' } as Response),
    );
    expect(await fetchCart()).toMatchObject({ number: 'R100' });
    expect(requested).toEqual(['/api/v1/orders/current', '/api/v1/orders/R100?order_token=tok-guest']);
  });
});
