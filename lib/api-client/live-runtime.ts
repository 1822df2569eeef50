/**
 * The live parts' code, loaded once the page is interactive (./live.tsx): React Query's observers over
 * the browser's one client, and the cart's controller.
 */
import { InfiniteQueryObserver, QueryObserver, hashKey, type QueryClient } from '@tanstack/react-query';
import { cartController } from './cart-controller';
import { getQueryClient } from './query-client';

export function liveFor(queryClient: QueryClient) {
  return { queryClient, cart: cartController(queryClient), QueryObserver, InfiniteQueryObserver, hashKey };
}

export type Live = ReturnType<typeof liveFor>;

export const browserLive = (): Live => liveFor(getQueryClient());
