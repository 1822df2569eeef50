'use client';

/**
 * The driver's phone (/entregador): the day's deliveries, leaving with one, closing it delivered
 * or not, and the positions sent while it is on the way. Every change answers the order JSON; the list is
 * updated from it at once and asked again, so the page and the server agree.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '@/lib/sales-api/case';
import type { OrderJson } from '@/lib/sales-api/order';
import type { DriverDeliveriesJson } from '@/lib/sales-api/staff';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';

/** While the page shows, the list is asked again now and then: dispatch may add to the route meanwhile. */
const DELIVERIES_REFRESH_MS = 60_000;

/** The driver's deliveries of `date` (AAAA-MM-DD; today, as the shop counts it, when null). */
export function useDriverDeliveries(date: string | null) {
  return useQuery({
    queryKey: queryKeys.driver.deliveries(date),
    queryFn: () =>
      apiRequest<DriverDeliveriesJson>(
        'GET',
        `/admin/driver/deliveries${date ? `?date=${encodeURIComponent(date)}` : ''}`,
      ),
    // Back to the page (from the maps or the phone app): whatever changed meanwhile shows at once.
    refetchOnWindowFocus: 'always',
    refetchInterval: DELIVERIES_REFRESH_MS,
  });
}

/** What the driver does with a delivery: leave with it, hand it over, or say why it was not delivered. */
export type DeliveryAction =
  | { number: string; kind: 'leave' }
  | { number: string; kind: 'delivered' }
  | { number: string; kind: 'failed'; reason: string };

function send(action: DeliveryAction) {
  const path = `/admin/orders/${action.number}`;
  switch (action.kind) {
    case 'leave':
      return apiRequest<OrderJson>('PUT', `${path}/delivery`, { body: { state: 'in_progress' } });
    case 'delivered':
      return apiRequest<OrderJson>('PUT', `${path}/delivery`, { body: { state: 'success' } });
    case 'failed':
      return apiRequest<OrderJson>('PUT', `${path}/failed`, { body: { reason: action.reason } });
  }
}

export function useDeliveryAction() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['driver', 'delivery'],
    mutationFn: send,
    onSuccess: (order: Camelized<OrderJson>) => {
      // The list shows the new state at once (position sharing follows it).
      client.setQueriesData<Camelized<DriverDeliveriesJson>>({ queryKey: queryKeys.driver.all() }, (list) =>
        list
          ? {
              ...list,
              deliveries: list.deliveries.map((delivery) =>
                delivery.number === order.number
                  ? { ...delivery, deliveryState: order.deliveryState }
                  : delivery,
              ),
            }
          : list,
      );
    },
    // Refused too (the delivery moved on elsewhere): the list is asked again either way.
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.driver.all() }),
  });
}

export interface SharedPosition {
  latitude: number;
  longitude: number;
  /** When the phone took it (the position's own timestamp), ISO 8601. */
  clientTime: string;
}

/** One position of the driver, for the tracker of an order on its way. */
export async function sendPosition(number: string, position: SharedPosition): Promise<void> {
  await apiRequest('POST', `/admin/orders/${number}/locations`, {
    body: {
      latitude: position.latitude,
      longitude: position.longitude,
      client_time: position.clientTime,
    },
  });
}
