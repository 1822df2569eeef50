'use client';

/**
 * The checkout calls of spec 01 (section 7). Every step answers the whole order, which replaces the
 * cart query's data at once (the panes follow its state); the analytics of spec 02 go with the steps.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkoutStepEvent, purchaseEvent, pushEcommerceEvent } from '../analytics/data-layer';
import type { Order } from '../cart/order';
import type { OrderJson } from '@/lib/sales-api/order';
import type { PromotionJson } from '@/lib/sales-api/checkout';
import { apiRequest } from './client';
import { trackEvent } from './events';
import { queryKeys } from './query-keys';

export interface NewCard {
  name: string;
  number: string;
  month: string;
  year: string;
  verification_value: string;
}

export type CheckoutAction =
  | { kind: 'next' }
  | { kind: 'address'; addressId: number }
  | { kind: 'delivery'; shipmentId: number; rateId: number }
  | { kind: 'payment'; methodId: number; existingCard?: number; newCard?: NewCard }
  | { kind: 'age declaration' }
  | { kind: 'coupon'; code: string | null };

const ONLINE_CARD = 1;

function send(order: Order, action: CheckoutAction): Promise<Order> {
  const path = `/api/v1/checkouts/${order.number}`;
  switch (action.kind) {
    case 'next':
      return apiRequest<OrderJson>('PUT', `${path}/next`);
    case 'address': {
      const address = { id: action.addressId, state_id: 1, country_id: 1 };
      return apiRequest<OrderJson>('PUT', `${path}.json`, {
        body: {
          state: 'address',
          order: { ship_address_attributes: address, bill_address_attributes: address },
        },
      });
    }
    case 'delivery':
      return apiRequest<OrderJson>('PUT', `${path}.json`, {
        body: {
          state: 'delivery',
          order: {
            shipments_attributes: [{ id: action.shipmentId, selected_shipping_rate_id: action.rateId }],
          },
        },
      });
    case 'payment':
      return apiRequest<OrderJson>('PUT', `${path}.json`, {
        body: {
          state: 'payment',
          order: {
            payments_attributes: [{ payment_method_id: action.methodId }],
            ...(action.existingCard !== undefined && { existing_card: action.existingCard }),
          },
          ...(action.newCard && { payment_source: { [ONLINE_CARD]: action.newCard } }),
        },
      });
    case 'age declaration':
      return apiRequest<OrderJson>('PUT', path, {
        body: { state: 'confirm', order: { age_declaration: true } },
      });
    case 'coupon':
      return apiRequest<OrderJson>('PUT', path, { body: { coupon_codes: action.code ? [action.code] : [] } });
  }
}

function track(action: CheckoutAction, before: Order, after: Order): void {
  const lines = after.lineItems;
  if (action.kind === 'address') {
    trackEvent('address confirmed', { order: after.number });
    pushEcommerceEvent(checkoutStepEvent(1, lines));
  } else if (action.kind === 'delivery') {
    trackEvent('delivery selected', { order: after.number, rate: action.rateId });
    trackEvent('delivery confirmed', { order: after.number });
    pushEcommerceEvent(checkoutStepEvent(2, lines));
  } else if (action.kind === 'payment') {
    pushEcommerceEvent(checkoutStepEvent(3, lines));
  } else if (action.kind === 'next' && before.state !== 'complete' && after.state === 'complete') {
    trackEvent('order completed', { order: after.number, total: after.total });
    const purchase = purchaseEvent(after);
    if (purchase) pushEcommerceEvent(purchase);
  }
}

/** One checkout step; the answered order becomes the cart's (a completed one ends the cart). */
export function useCheckoutStep(order: Order | null | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: CheckoutAction) => send(order!, action),
    onSuccess: (updated, action) => {
      track(action, order!, updated);
      client.setQueryData(queryKeys.cart.current(), updated.state === 'complete' ? null : updated);
      if (action.kind === 'payment' && action.newCard)
        void client.invalidateQueries({ queryKey: queryKeys.account.all() });
    },
  });
}

export function useEligiblePromotions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.promotions.eligible(),
    queryFn: async () =>
      (await apiRequest<{ promotions: PromotionJson[] }>('GET', '/api/v1/promotions?by_eligible=true'))
        .promotions,
    enabled,
  });
}
