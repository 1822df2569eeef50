'use client';

/** The customer's orders after the purchase: the list, one order, the tracker, copying. */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { pastOrdersPath } from '../orders/page-links';
import { AWAITING_PAYMENT } from '../rules/order-states';
import type { Camelized } from '@/lib/sales-api/case';
import type { MyOrdersJson, OrderJson, TrackerJson } from '@/lib/sales-api/order';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';

export function useMyOrders(page: number) {
  return useQuery({
    queryKey: queryKeys.orders.mine(page),
    queryFn: () => apiRequest<MyOrdersJson>('GET', pastOrdersPath(page)),
  });
}

export function useOrder(number: string) {
  return useQuery({
    queryKey: queryKeys.orders.one(number),
    queryFn: () => apiRequest<OrderJson>('GET', `/api/v1/orders/${number}`),
    retry: false,
  });
}

/** An order's states as a screen holds them: the order's page, a row of MEUS PEDIDOS, the tracker. */
interface OrderStates {
  number: string;
  fulfillmentState: string | null;
  deliveryState: string | null;
}

function sameStates(held: OrderStates, tracker: OrderStates): boolean {
  return held.fulfillmentState === tracker.fulfillmentState && held.deliveryState === tracker.deliveryState;
}

/** Every page of MEUS PEDIDOS (queryKeys.orders.mine without its page). */
const LIST_KEY = queryKeys.orders.mine(1).slice(0, 2);

/**
 * The order's page and the pages of MEUS PEDIDOS that hold the order with other states than the tracker's
 * answer are asked again: what came with the order's move (the weighed quantities and total, the NF-e, a
 * cancel) shows beside the tracker's status. The same states ask nothing: the tracker's every poll does not
 * become an order's (a refund made later, with no move, shows at the page's next reading).
 */
function refreshBehind(client: QueryClient, tracker: OrderStates): void {
  const one = queryKeys.orders.one(tracker.number);
  const order = client.getQueryData<Camelized<OrderJson>>(one);
  if (order && !sameStates(order, tracker)) void client.invalidateQueries({ queryKey: one, exact: true });
  for (const [queryKey, list] of client.getQueriesData<Camelized<MyOrdersJson>>({ queryKey: LIST_KEY })) {
    const row = list?.orders.find((held) => held.number === tracker.number);
    if (row && !sameStates(row, tracker)) void client.invalidateQueries({ queryKey, exact: true });
  }
}

/**
 * The tracker, asked again when the server says (15 s until the delivery is over, 60 s after). An answer
 * with states the order's page or list does not show yet has them asked again (refreshBehind).
 */
export function useTracker(number: string, enabled = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.orders.tracker(number),
    queryFn: async () => {
      const tracker = await apiRequest<TrackerJson>('GET', `/v2/orders/${number}/tracker`);
      refreshBehind(client, tracker);
      return tracker;
    },
    enabled,
    refetchInterval: (query) => (query.state.data?.refreshInSeconds ?? 60) * 1000,
  });
}

/**
 * COPIAR PEDIDO: the old order's items still sold go into the current cart (created when there is none),
 * through the cart's controller, so that the cart's next change starts from the copied cart; `copy`
 * answers the names of what could not be copied. Its own pending state rather than React Query's
 * useMutation, whose observer would be in the order pages' first load for this one button.
 */
export function useCopyOrder(): { copy: (from: string) => Promise<string[]>; isPending: boolean } {
  const client = useQueryClient();
  const [isPending, setPending] = useState(false);
  const copy = useCallback(
    async (from: string) => {
      setPending(true);
      try {
        // The cart's controller comes with the tap: the order pages draw without it (their first load).
        return await (await import('./cart-controller')).cartController(client).copyOrder(from);
      } finally {
        setPending(false);
      }
    },
    [client],
  );
  return { copy, isPending };
}

/** How often the Pix payment page asks whether the Pix was paid. */
export const PIX_POLL_MS = 3_000;

/**
 * The order whose Pix the customer is paying (docs/business-rules.md, Payment: Pix), asked every few
 * seconds while it waits for the payment; once paid or given back, no more.
 */
export function usePixOrder(number: string) {
  return useQuery({
    queryKey: queryKeys.orders.one(number),
    queryFn: () => apiRequest<OrderJson>('GET', `/api/v1/orders/${number}`),
    refetchInterval: (query) =>
      !query.state.data || query.state.data.fulfillmentState === AWAITING_PAYMENT ? PIX_POLL_MS : false,
    retry: false,
  });
}
