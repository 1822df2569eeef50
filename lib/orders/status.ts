/**
 * An order's display status (docs/business-rules.md, Order and delivery states), derived from its fulfillment
 * and delivery states: canceled → 'cancelado'; 'error' in either → 'erro'; a failed delivery → 'falha';
 * payment_denied → 'pagamento negado'; a Pix not paid yet → 'aguardando pagamento'; a delivery planned or in progress → 'a caminho', done → 'entregue';
 * otherwise the fulfillment group (recebido, preparando, pronto); any unknown value → 'erro'.
 * A store pickup has no driver (docs/business-rules.md, Shipping and pickup): ready, it reads 'pronto para
 * retirada', and once collected (its delivery success or completed) 'retirado'.
 */
import { SHIPPING_METHODS } from '@/lib/checkout/shipping-methods';

export type DisplayStatus =
  | 'cancelado'
  | 'erro'
  | 'falha'
  | 'pagamento negado'
  | 'aguardando pagamento'
  | 'recebido'
  | 'preparando'
  | 'pronto'
  | 'a caminho'
  | 'entregue'
  | 'pronto para retirada'
  | 'retirado';

/** The progress bar's steps, in order. */
const PROGRESS_STEPS = ['recebido', 'preparando', 'pronto', 'a caminho', 'entregue'] as const;
/** A pickup's progress bar: no driver, so no 'a caminho'. */
const PICKUP_PROGRESS_STEPS = ['recebido', 'preparando', 'pronto para retirada', 'retirado'] as const;

/**
 * Whether the order is collected at the store: its shipment's chosen rate is the pickup method. Read from the
 * order JSON (the tracker's answer does not say), once: the way an order is received does not change.
 */
export function isPickupOrder(order: {
  shipments: readonly { selectedShippingRate: { shippingMethodId: number } | null }[];
}): boolean {
  return order.shipments[0]?.selectedShippingRate?.shippingMethodId === SHIPPING_METHODS.pickup.id;
}

const FULFILLMENT_GROUPS: Record<string, DisplayStatus> = {
  // A Pix not paid yet (docs/business-rules.md, Payment: Pix): before 'recebido', off the progress bar.
  awaiting_payment: 'aguardando pagamento',
  payment_evaluating: 'recebido',
  pending: 'recebido',
  preparation_queue: 'preparando',
  preparation: 'preparando',
  packaging_queue: 'preparando',
  packaging: 'preparando',
  ready: 'pronto',
};

const DELIVERY_OVERRIDES: Record<string, DisplayStatus> = {
  planned: 'a caminho',
  in_progress: 'a caminho',
  success: 'entregue',
  completed: 'entregue',
};

/**
 * A pickup reads the counter's words where a delivery reads the driver's: ready and a delivery under way
 * (planned or in progress: nothing moves but the customer) are 'pronto para retirada', done is 'retirado'.
 */
const PICKUP_NAMES: Partial<Record<DisplayStatus, DisplayStatus>> = {
  pronto: 'pronto para retirada',
  'a caminho': 'pronto para retirada',
  entregue: 'retirado',
};

export function displayStatus(
  fulfillmentState: string | null,
  deliveryState: string | null,
  pickup = false,
): DisplayStatus {
  const status = deliveryStatus(fulfillmentState, deliveryState);
  return (pickup && PICKUP_NAMES[status]) || status;
}

function deliveryStatus(fulfillmentState: string | null, deliveryState: string | null): DisplayStatus {
  if (fulfillmentState === 'canceled' || deliveryState === 'canceled') return 'cancelado';
  if (fulfillmentState === 'error' || deliveryState === 'error') return 'erro';
  if (deliveryState === 'failed') return 'falha';
  if (fulfillmentState === 'payment_denied') return 'pagamento negado';
  const delivery = deliveryState === null ? undefined : DELIVERY_OVERRIDES[deliveryState];
  if (delivery) return delivery;
  if (deliveryState !== null) return 'erro';
  return (fulfillmentState !== null && FULFILLMENT_GROUPS[fulfillmentState]) || 'erro';
}

/** The progress bar's steps of a delivery, or of a pickup. */
export function progressSteps(pickup: boolean): readonly DisplayStatus[] {
  return pickup ? PICKUP_PROGRESS_STEPS : PROGRESS_STEPS;
}

/** Index of the status on the progress bar, or null when the bar is hidden or the status is not on it. */
export function progressIndex(status: DisplayStatus, pickup = false): number | null {
  const index = progressSteps(pickup).indexOf(status);
  return index === -1 ? null : index;
}

/** The tracker is hidden for canceled orders; the progress bar for failed deliveries too. */
export function showsTracker(status: DisplayStatus): boolean {
  return status !== 'cancelado';
}

export function showsProgressBar(status: DisplayStatus): boolean {
  return status !== 'cancelado' && status !== 'falha';
}

/**
 * The list's tracker follows the first order that is not ready, in error or canceled, nor over:
 * a delivered or failed delivery is past its ready state, and a denied payment's order was given back
 * (read as a derived status, one delivered weeks ago was followed, refreshed every minute, above the order
 * still being prepared). One out for delivery is followed: its driver is what the customer waits for; so is
 * a pickup ready at the store, whose address and hours the customer needs then. The order's own page shows
 * the tracker of any order but a canceled one.
 */
export function isTrackable(status: DisplayStatus): boolean {
  return (
    status === 'aguardando pagamento' ||
    status === 'recebido' ||
    status === 'preparando' ||
    status === 'a caminho' ||
    status === 'pronto para retirada'
  );
}

/** The home's last-order block window: the order was updated 2 days ago or less. */
const LAST_ORDER_DAYS = 2;

/** Whether the home shows the latest complete order: recent, and neither in error nor canceled. */
export function showsLastOrder(
  order: { state: string; updatedAt: string; fulfillmentState: string | null; deliveryState: string | null },
  now: Date,
): boolean {
  if (order.state !== 'complete') return false;
  const status = displayStatus(order.fulfillmentState, order.deliveryState);
  if (status === 'erro' || status === 'cancelado') return false;
  return now.getTime() - new Date(order.updatedAt).getTime() <= LAST_ORDER_DAYS * 24 * 3600_000;
}
