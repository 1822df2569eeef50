'use client';

/**
 * The checkout calls (docs/business-rules.md, Checkout). Every step answers the whole order, which
 * replaces the cart query's data at once (the panes follow its state); the analytics go with the steps.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { analyticsAllowed } from '../analytics/consent';
import { checkoutStepEvent, purchaseEvent, pushEcommerceEvent } from '../analytics/data-layer';
import type { Order } from '../cart/order';
import type { OrderJson } from '@/lib/sales-api/order';
import type { PurchaseEventJson } from '@/lib/sales-api/analytics';
import type { PromotionJson, TokenizedCardJson } from '@/lib/sales-api/checkout';
import { cartController } from './cart-controller';
import { forgetCompletion, rememberCompletion } from '@/lib/checkout/pending-completion';
import { ApiClientError, apiRequest } from './client';
import { trackEvent } from './events';
import { queryKeys } from './query-keys';

export type CheckoutAction =
  | { kind: 'next' }
  | { kind: 'address'; addressId: number }
  | { kind: 'delivery'; shipmentId: number; rateId: number }
  /**
   * A new card goes tokenised (./card-tokens.ts): never its number nor CVV. A saved card kept at the
   * gateway goes with `cardToken`, the one-time token of its CVV (tokenizeSavedCard).
   */
  | {
      kind: 'payment';
      methodId: number;
      existingCard?: number;
      cardToken?: string;
      newCard?: TokenizedCardJson;
    }
  | { kind: 'age declaration' }
  | { kind: 'coupon'; code: string | null };

/** The state and country ids of an address are fixed at 1 (Bahia, Brazil). */
const BAHIA = { state_id: 1, country_id: 1 } as const;

/**
 * The payment step goes to the checkout's path; with a saved card (`existing_card`) the order is
 * then read again from that path.
 */
async function sendPayment(path: string, action: Extract<CheckoutAction, { kind: 'payment' }>) {
  const updated = await apiRequest<OrderJson>('PUT', path, {
    body: {
      state: 'payment',
      order: {
        payments_attributes: [{ payment_method_id: action.methodId }],
        ...(action.existingCard !== undefined && { existing_card: action.existingCard }),
        ...(action.cardToken !== undefined && { card_token: action.cardToken }),
      },
      // Spree's shape: the new card under the id of the method it pays with.
      ...(action.newCard && { payment_source: { [action.methodId]: action.newCard } }),
    },
  });
  return action.existingCard === undefined ? updated : apiRequest<OrderJson>('GET', path);
}

function send(number: string, action: CheckoutAction): Promise<Order> {
  const path = `/api/v1/checkouts/${number}`;
  switch (action.kind) {
    case 'next':
      return apiRequest<OrderJson>('PUT', `${path}/next`);
    case 'address': {
      const address = { id: action.addressId, ...BAHIA };
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
      return sendPayment(path, action);
    case 'age declaration':
      return apiRequest<OrderJson>('PUT', path, {
        body: { state: 'confirm', order: { age_declaration: true } },
      });
    case 'coupon':
      return apiRequest<OrderJson>('PUT', path, { body: { coupon_codes: action.code ? [action.code] : [] } });
  }
}

/**
 * The analytics of a step that went through: events, and the data layer's steps 1-3. GA4's begin_checkout
 * is the checkout entered (the cart moved to the address step), not the address confirmed.
 */
function track(action: CheckoutAction, before: Order, after: Order): void {
  const lines = after.lineItems;
  if (action.kind === 'next' && before.state === 'cart' && after.state === 'address') {
    pushEcommerceEvent(checkoutStepEvent(1, lines));
  } else if (action.kind === 'address') {
    trackEvent('address confirmed', { order: after.number });
  } else if (action.kind === 'delivery') {
    trackEvent('delivery confirmed', { order: after.number, rate: action.rateId });
    pushEcommerceEvent(checkoutStepEvent(2, lines));
  } else if (action.kind === 'payment') {
    pushEcommerceEvent(checkoutStepEvent(3, lines));
  } else if (action.kind === 'next' && before.state !== 'complete' && after.state === 'complete') {
    trackCompletion(after);
  }
}

function trackCompletion(order: Order): void {
  trackEvent('order completed', { order: order.number, total: order.total });
  void pushPurchase(order);
}

/**
 * GA4's purchase, once per order whatever devices see it complete: the server tells the first browser
 * that asks to send it (lib/server/analytics/purchase-event.ts). Asked only when the shopper accepted
 * analytics (a browser without consent would use up the order's one purchase). An unanswered question
 * sends nothing: a purchase missing from the reports beats one counted twice.
 */
async function pushPurchase(order: Order): Promise<void> {
  const purchase = purchaseEvent(order);
  if (!purchase || !analyticsAllowed()) return;
  try {
    const { send } = await apiRequest<PurchaseEventJson>('POST', `/v2/orders/${order.number}/purchase_event`);
    if (send) pushEcommerceEvent(purchase);
  } catch {
    // unknown: not sent
  }
}

/** A Pix the payment page saw paid: the order's purchase, as a completion sends it (pushPurchase). */
export function trackPixPaid(order: Order): void {
  void pushPurchase(order);
}

/** The shopper picked a rate in the delivery picker (not yet confirmed). */
export function trackDeliverySelected(order: Pick<Order, 'number'>, rateId: number): void {
  trackEvent('delivery selected', { order: order.number, rate: rateId });
}

/**
 * A completed order is no longer the cart: the header's cart empties at once, and the cart (a new one
 * may exist) and the order list are asked again.
 */
function completed(client: QueryClient): void {
  cartController(client).receive(null);
  void client.invalidateQueries({ queryKey: queryKeys.cart.all() });
  void client.invalidateQueries({ queryKey: queryKeys.orders.all() });
}

/**
 * A completion whose outcome is unknown here: its answer was lost on the way (no HTTP answer at all, or a
 * server or proxy failure: a gateway timing out while the card is authorised), or the order is being
 * completed by another call (409 with the order's state). The server settles it (settleCompletion).
 */
export function completionOutcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiClientError)) return true;
  return error.status >= 500 || (error.status === 409 && 'state' in error.body.errors);
}

/**
 * One checkout step of `order`; the answered order becomes the cart's, through the cart controller so
 * that its next change starts from it (a completed order ends the cart). A completion (next from confirm)
 * is remembered by the tab until its answer settles it (pending-completion.ts), here rather than in the
 * page: the answer is seen even when the shopper has left the checkout meanwhile.
 */
export function useCheckoutStep(order: Order | null | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: CheckoutAction) => {
      if (!order?.number) return Promise.reject(new Error('Invalid order'));
      if (action.kind === 'next' && order.state === 'confirm') rememberCompletion(order.number);
      return send(order.number, action);
    },
    onError: (error, action) => {
      if (completionOutcomeUnknown(error)) return;
      forgetCompletion();
      // A refused completion drops a new card whose single-use token the gateway spent
      // (docs/business-rules.md, Saved cards): the payment step lists the customer's cards again.
      if (action.kind === 'next' && order?.state === 'confirm') {
        void client.invalidateQueries({ queryKey: queryKeys.account.all() });
      }
    },
    onSuccess: (updated, action) => {
      forgetCompletion();
      if (order) track(action, order, updated);
      if (updated.state === 'complete') completed(client);
      else cartController(client).receive(updated);
      // The payment step saved the new card for the customer.
      if (action.kind === 'payment' && action.newCard) {
        void client.invalidateQueries({ queryKey: queryKeys.account.all() });
      }
    },
  });
}

const SETTLE_POLL_MS = 2_000;
const SETTLE_ATTEMPTS = 15;

/**
 * After a completion whose answer was lost (the connection dropped, a server or proxy failed) or that
 * another tab is running ('completing'), or one this tab sent before a reload: the order's state once the
 * server settled it, asked every 2 s for up to 30 s. 'complete' also ends the cart; any other answer is
 * the cart again (e.g. back in payment).
 */
export async function settleCompletion(client: QueryClient, number: string): Promise<Order | null> {
  for (let attempt = 0; attempt < SETTLE_ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    const order: Order = await apiRequest<OrderJson>('GET', `/api/v1/orders/${number}`);
    if (order.state === 'complete') {
      trackCompletion(order);
      completed(client);
      return order;
    }
    if (order.state !== 'completing') {
      await client.invalidateQueries({ queryKey: queryKeys.cart.current() });
      return order;
    }
  }
  return null;
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
