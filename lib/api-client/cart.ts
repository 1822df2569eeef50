'use client';

/**
 * React hooks of the cart, for every page: they read the cart through the live runtime (./live.tsx), so
 * a catalogue page's buy buttons and header cart cost its first load no React Query or cart code; until
 * the runtime is there the cart is pending. Other components read the current order (and its `number`)
 * with useCart().
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { NoticeChange } from '../cart/notice';
import { findLine, type LineItem, type Order } from '../cart/order';
import type { CartController } from './cart-controller';
import { markRead, useLive, useLiveQuery, type Live } from './live';
import { queryKeys } from './query-keys';

/**
 * The cart's query; its function needs the runtime (`live`), so it runs only once that is there. The
 * cart's hooks register it (markRead): the runtime loads it before the live parts go live. It runs offline
 * too ('offlineFirst', where React Query would wait for the network): the controller then answers the cart
 * last read, kept in the browser.
 */
export function cartQuery(live: Live | null) {
  return {
    queryKey: queryKeys.cart.current(),
    queryFn: () => live!.cart.load(),
    staleTime: 30_000,
    networkMode: 'offlineFirst' as const,
  };
}

/**
 * The shopper's open order, or null before the first item is added. Never known on the server, so the
 * server renders the loading state, and the page hydrates with it.
 */
export function useCart() {
  markRead(cartQuery);
  return useLiveQuery<Order | null>(cartQuery(useLive()));
}

/** The current order's number, or null: only read from the cart the other parts load. */
export function useCurrentOrderNumber(): string | null {
  const { data } = useLiveQuery<Order | null>({ queryKey: queryKeys.cart.current(), enabled: false });
  return data?.number ?? null;
}

/** The cart's controller, or null until the live runtime is there (buy controls stay busy until then). */
export function useLiveCartController(): CartController | null {
  return useLive()?.cart ?? null;
}

/** The cart is not known yet (server render, hydration, first load). */
export const CART_PENDING = 'pending';
/** The cart is known (or failed to load) and has no line for the variant. */
export const NOT_IN_CART = 'not in cart';

/**
 * The cart's line of one variant, for a buy control: CART_PENDING until the cart is known, NOT_IN_CART,
 * or the line. Unlike useCart() this is no React Query observer, only a snapshot of the query cache that
 * changes when this line does: a page of dozens of product cards hydrates without dozens of observers,
 * and a change to the cart re-renders the cards whose line changed. Loads the cart when nobody has yet.
 */
export function useCartLine(
  variantId: number,
  mixId: string | null,
): LineItem | typeof CART_PENDING | typeof NOT_IN_CART {
  markRead(cartQuery);
  const live = useLive();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!live) return () => {};
      const cartHash = live.hashKey(queryKeys.cart.current());
      return live.queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === cartHash) onChange();
      });
    },
    [live],
  );
  const getSnapshot = () => {
    const state = live?.queryClient.getQueryState<Order | null>(queryKeys.cart.current());
    if (state?.data !== undefined) return findLine(state.data, variantId, mixId) ?? NOT_IN_CART;
    // A cart that failed to load must not lock the buttons: adding creates or reloads it.
    return state?.status === 'error' ? NOT_IN_CART : CART_PENDING;
  };
  useEffect(() => {
    if (live) void live.queryClient.prefetchQuery(cartQuery(live));
  }, [live]);
  return useSyncExternalStore(subscribe, getSnapshot, () => CART_PENDING);
}

const notSending = () => false;

/** True while a cart change is on its way to the server. */
export function useCartSending(): boolean {
  const controller = useLiveCartController();
  return useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    controller?.isSending ?? notSending,
    notSending,
  );
}

function noSubscription() {
  return () => {};
}

/** Calls `listener` for every quantity the shopper changes. */
export function useCartChanges(listener: (change: NoticeChange) => void): void {
  const controller = useLiveCartController();
  useEffect(() => controller?.onChange(listener), [controller, listener]);
}
