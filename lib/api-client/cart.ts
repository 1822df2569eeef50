'use client';

/** React hooks of the cart. Other components read the current order (and its `number`) with useCart(). */
import { hashKey, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { NoticeItem } from '../cart/notice';
import { findLine, type LineItem, type Order } from '../cart/order';
import { cartController, type CartController } from './cart-controller';
import { queryKeys } from './query-keys';

export function useCartController(): CartController {
  return cartController(useQueryClient());
}

const noSubscription = () => () => {};

/** False on the server and while React hydrates server HTML, true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The shopper's open order, or null before the first item is added. Never known on the server, so the
 * server renders the loading state. While React hydrates, the same state is rendered and the query is not
 * subscribed to: a component that hydrates late (in a streamed Suspense boundary) must neither render the
 * cart that arrived meanwhile nor be told about it in the middle of hydrating (React would then throw away
 * the server HTML with a hydration error).
 */
export function useCart() {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const query = useQuery({ ...cartQuery(queryClient), subscribed: hydrated });
  if (hydrated) return query;
  return { ...query, data: undefined, isPending: true, isError: false } as typeof query;
}

function cartQuery(queryClient: QueryClient) {
  const controller = cartController(queryClient);
  return { queryKey: queryKeys.cart.current(), queryFn: () => controller.load(), staleTime: 30_000 };
}

const CART_QUERY_HASH = hashKey(queryKeys.cart.current());
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
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === CART_QUERY_HASH) onChange();
      }),
    [queryClient],
  );
  const getSnapshot = () => {
    const state = queryClient.getQueryState<Order | null>(queryKeys.cart.current());
    if (state?.data !== undefined) return findLine(state.data, variantId, mixId) ?? NOT_IN_CART;
    // A cart that failed to load must not lock the buttons: adding creates or reloads it.
    return state?.status === 'error' ? NOT_IN_CART : CART_PENDING;
  };
  useEffect(() => {
    void queryClient.prefetchQuery(cartQuery(queryClient));
  }, [queryClient]);
  return useSyncExternalStore(subscribe, getSnapshot, () => CART_PENDING);
}

/** True while a cart change is on its way to the server. */
export function useCartSending(): boolean {
  const controller = useCartController();
  return useSyncExternalStore(controller.subscribe, controller.isSending, () => false);
}

/** Calls `listener` for every quantity the shopper changes. */
export function useCartChanges(listener: (item: NoticeItem) => void): void {
  const controller = useCartController();
  useEffect(() => controller.onChange(listener), [controller, listener]);
}
