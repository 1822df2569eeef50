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

/** The shopper's open order, or null before the first item is added. Never cached on the server. */
export function useCart() {
  const controller = useCartController();
  return useQuery({
    queryKey: queryKeys.cart.current(),
    queryFn: () => controller.load(),
    staleTime: 30_000,
  });
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
