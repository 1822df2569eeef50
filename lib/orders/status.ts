/**
 * An order's display status (docs/business-rules.md, Order and delivery states), derived from its fulfillment
 * and delivery states: canceled → 'cancelado'; 'error' in either → 'erro'; a failed delivery → 'falha';
 * payment_denied → 'pagamento negado'; a delivery planned or in progress → 'a caminho', done → 'entregue';
 * otherwise the fulfillment group (recebido, preparando, pronto); any unknown value → 'erro'.
 */
export type DisplayStatus =
  | 'cancelado'
  | 'erro'
  | 'falha'
  | 'pagamento negado'
  | 'recebido'
  | 'preparando'
  | 'pronto'
  | 'a caminho'
  | 'entregue';

/** The progress bar's steps, in order. */
export const PROGRESS_STEPS = ['recebido', 'preparando', 'pronto', 'a caminho', 'entregue'] as const;

const FULFILLMENT_GROUPS: Record<string, DisplayStatus> = {
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

export function displayStatus(fulfillmentState: string | null, deliveryState: string | null): DisplayStatus {
  if (fulfillmentState === 'canceled' || deliveryState === 'canceled') return 'cancelado';
  if (fulfillmentState === 'error' || deliveryState === 'error') return 'erro';
  if (deliveryState === 'failed') return 'falha';
  if (fulfillmentState === 'payment_denied') return 'pagamento negado';
  const delivery = deliveryState === null ? undefined : DELIVERY_OVERRIDES[deliveryState];
  if (delivery) return delivery;
  if (deliveryState !== null) return 'erro';
  return (fulfillmentState !== null && FULFILLMENT_GROUPS[fulfillmentState]) || 'erro';
}

/** Index of the status on the progress bar, or null when the bar is hidden or the status is not on it. */
export function progressIndex(status: DisplayStatus): number | null {
  const index = (PROGRESS_STEPS as readonly string[]).indexOf(status);
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
 * still being prepared). One out for delivery is followed: its driver is what the customer waits for. The
 * order's own page shows the tracker of any order but a canceled one.
 */
export function isTrackable(status: DisplayStatus): boolean {
  return status === 'recebido' || status === 'preparando' || status === 'a caminho';
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
