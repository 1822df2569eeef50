'use client';

/** React hooks of the cart. Other components read the current order (and its `number`) with useCart(). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { NoticeItem } from '../cart/notice';
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
  const controller = useCartController();
  const hydrated = useHydrated();
  const query = useQuery({
    queryKey: queryKeys.cart.current(),
    queryFn: () => controller.load(),
    staleTime: 30_000,
    subscribed: hydrated,
  });
  if (hydrated) return query;
  return { ...query, data: undefined, isPending: true, isError: false } as typeof query;
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
