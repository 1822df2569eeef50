/**
 * The live parts' code, loaded once the page is interactive (./live.tsx): React Query's observers over
 * the browser's one client, and the cart's controller.
 */
import { InfiniteQueryObserver, QueryObserver, hashKey, type QueryClient } from '@tanstack/react-query';
import { cartQuery } from './cart';
import { cartController } from './cart-controller';
import { getQueryClient } from './query-client';

export function liveFor(queryClient: QueryClient) {
  return { queryClient, cart: cartController(queryClient), QueryObserver, InfiniteQueryObserver, hashKey };
}

export type Live = ReturnType<typeof liveFor>;

export const browserLive = (): Live => liveFor(getQueryClient());

/** How long the live parts wait for the cart before they go live without it (they show it once it comes). */
const CART_WAIT_MS = 2_000;

/**
 * `live`, once the shopper's cart is known when the page shows it (`cart`): the live parts then go live
 * showing the cart in one render, a transition React renders in slices. Handed over first, they rendered
 * twice: live with the cart pending, then again when it arrived, every buy button of the page in one
 * blocking task (the cart is read with useSyncExternalStore, whose updates are never sliced). A cart that
 * fails or is slow holds them CART_WAIT_MS at most.
 */
export async function whenReady(
  live: Live,
  { cart }: { cart: boolean },
  waitMs = CART_WAIT_MS,
): Promise<Live> {
  if (!cart) return live;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    live.queryClient.prefetchQuery(cartQuery(live)),
    new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
  ]);
  clearTimeout(timer);
  return live;
}
