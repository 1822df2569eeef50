/**
 * @jest-environment jsdom
 */
import { render, waitFor } from '@testing-library/react';
import { orderJson } from '@/test-support/components/cart-fixtures';
import { SIGNED_IN_HINT_COOKIE } from '../account/session-hint';
import { holdFirstPaint } from '@/test-support/first-paint';
import { CART_PENDING, useCartLine } from './cart';
import { LiveProvider, useLive } from './live';

// The real helper, watched (test-support/first-paint.ts).
jest.mock('@/lib/shell/after-first-paint', () => jest.requireActual('@/test-support/first-paint'));

/** What a buy button sees at each render: whether it is live, and its cart line. */
function BuyButtonProbe({ seen }: { seen: [boolean, unknown][] }) {
  const line = useCartLine(1, null);
  seen.push([useLive() !== null, line]);
  return null;
}

it('hands the live runtime to a page that shows the cart once the cart is known, not before', async () => {
  // A signed-in customer whose cart the API answers a moment later.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
  global.fetch = jest.fn(
    () =>
      new Promise<Response>((resolve) =>
        setTimeout(
          () =>
            resolve({
              ok: true,
              status: 200,
              statusText: '',
              text: async () => JSON.stringify(orderJson([])),
            } as Response),
          50,
        ),
      ),
  ) as typeof fetch;
  const seen: [boolean, unknown][] = [];
  render(
    <LiveProvider>
      <BuyButtonProbe seen={seen} />
    </LiveProvider>,
  );
  await waitFor(() => expect(seen.at(-1)?.[0]).toBe(true));
  // Never live with the cart still pending: the buttons go live showing it, in one render.
  expect(seen.filter(([live, line]) => live && line === CART_PENDING)).toEqual([]);
  expect(seen[0]).toEqual([false, CART_PENDING]);
});

it('loads the live runtime and asks for nothing before the page has painted its first content', async () => {
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    statusText: '',
    text: async () => JSON.stringify(orderJson([])),
  })) as unknown as typeof fetch;
  const { paint } = holdFirstPaint();
  const seen: [boolean, unknown][] = [];
  render(
    <LiveProvider>
      <BuyButtonProbe seen={seen} />
    </LiveProvider>,
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(seen.every(([live]) => !live)).toBe(true);
  expect(global.fetch).not.toHaveBeenCalled();

  paint();
  await waitFor(() => expect(seen.at(-1)?.[0]).toBe(true));
});
