/**
 * The live parts' code, loaded once the page is interactive (./live.tsx): React Query's observers over
 * the browser's one client, and the cart's controller.
 */
import {
  InfiniteQueryObserver,
  QueryObserver,
  hashKey,
  type FetchQueryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { cartController } from './cart-controller';
import { getQueryClient } from './query-client';

export function liveFor(queryClient: QueryClient) {
  return { queryClient, cart: cartController(queryClient), QueryObserver, InfiniteQueryObserver, hashKey };
}

export type Live = ReturnType<typeof liveFor>;

export const browserLive = (): Live => liveFor(getQueryClient());

/**
 * A query the live parts read, made once the runtime is there (its function may need it, as the cart's
 * does). The modules of those parts register theirs (./live.tsx, markRead), so this runtime imports none.
 */
export type RuntimeQuery = (live: Live) => FetchQueryOptions<unknown>;

/** How long the live parts wait for their queries before they go live without them (shown once they come). */
const READ_WAIT_MS = 2_000;

/**
 * `live`, once the queries the page shows (`read`: the cart's, on a page with buy buttons) are known:
 * the live parts then go live showing them in one render, a transition React renders in slices. Handed
 * over first, they rendered twice: live with the cart pending, then again when it arrived, every buy
 * button of the page in one blocking task (the cart is read with useSyncExternalStore, whose updates are
 * never sliced). A query that fails or is slow holds them READ_WAIT_MS at most.
 */
export async function whenReady(
  live: Live,
  read: readonly RuntimeQuery[],
  waitMs = READ_WAIT_MS,
): Promise<Live> {
  if (read.length === 0) return live;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(read.map((query) => live.queryClient.prefetchQuery(query(live)))),
    new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
  ]);
  clearTimeout(timer);
  return live;
}
