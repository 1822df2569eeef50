/**
 * Where an order stands for the staff (docs/business-rules.md, Order and delivery states), from its
 * fulfillment and delivery states and whether it is picked up at the store: finer than the shopper's
 * status (lib/orders/status.ts), since the counter acts on each step. Also the moves the order page
 * offers, and the pt-BR names of the raw states its history shows.
 */

/** The board's states, in the order of an order's day (the filters list them so). */
export const STAFF_STATUSES = [
  'payment_review',
  'waiting',
  'preparing',
  'ready',
  'on_the_way',
  'delivered',
  'failed',
  'error',
  'payment_denied',
  'canceled',
] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

const LABELS: Record<StaffStatus, string> = {
  payment_review: 'pagamento em análise',
  waiting: 'aguardando',
  preparing: 'em preparação',
  ready: 'pronto',
  on_the_way: 'a caminho',
  delivered: 'entregue',
  failed: 'não entregue',
  error: 'erro',
  payment_denied: 'pagamento negado',
  canceled: 'cancelado',
};

/** A pickup has no driver: it is ready to be picked up, then picked up. */
const PICKUP_LABELS: Partial<Record<StaffStatus, string>> = {
  ready: 'pronto para retirada',
  delivered: 'retirado',
};

export interface StaffStateInput {
  fulfillmentState: string | null;
  deliveryState: string | null;
  pickup: boolean;
}

const FULFILLMENT_STATUS: Record<string, StaffStatus> = {
  // A Pix not paid yet: nothing to do but wait (no move), under the payment's review.
  awaiting_payment: 'payment_review',
  payment_evaluating: 'payment_review',
  pending: 'waiting',
  preparation_queue: 'preparing',
  preparation: 'preparing',
  packaging_queue: 'preparing',
  packaging: 'preparing',
  ready: 'ready',
};

/**
 * canceled, then 'error' in either state, then a failed delivery and a denied payment; then the delivery
 * (planned is still at the store: assigned to a driver, not gone yet), then the fulfillment step. Any
 * unknown value is 'erro': an order the board cannot place must catch the eye, not hide.
 */
export function staffStatus({ fulfillmentState, deliveryState }: StaffStateInput): StaffStatus {
  if (fulfillmentState === 'canceled' || deliveryState === 'canceled') return 'canceled';
  if (fulfillmentState === 'error' || deliveryState === 'error') return 'error';
  if (deliveryState === 'failed') return 'failed';
  if (fulfillmentState === 'payment_denied') return 'payment_denied';
  if (deliveryState === 'success' || deliveryState === 'completed') return 'delivered';
  if (deliveryState === 'in_progress') return 'on_the_way';
  if (deliveryState !== null && deliveryState !== 'planned') return 'error';
  const status = fulfillmentState === null ? undefined : FULFILLMENT_STATUS[fulfillmentState];
  if (!status) return 'error';
  // A delivery planned before the order is ready cannot be: the board says so.
  if (deliveryState === 'planned' && status !== 'ready') return 'error';
  return status;
}

export function staffStatusLabel(status: StaffStatus, pickup: boolean): string {
  return (pickup && PICKUP_LABELS[status]) || LABELS[status];
}

/** The label of a filter, which covers deliveries and pickups alike ('pronto', 'entregue / retirado'). */
export function staffFilterLabel(status: StaffStatus): string {
  const pickup = PICKUP_LABELS[status];
  return pickup && status === 'delivered' ? `${LABELS[status]} / ${pickup}` : LABELS[status];
}

/** The colour of the state's badge (the label strip colours of app/globals.css). */
export type StaffTone = 'grey' | 'orange' | 'green' | 'black' | 'red' | 'muted';

const TONES: Record<StaffStatus, StaffTone> = {
  payment_review: 'grey',
  waiting: 'grey',
  preparing: 'orange',
  ready: 'green',
  on_the_way: 'black',
  delivered: 'muted',
  failed: 'red',
  error: 'red',
  payment_denied: 'red',
  canceled: 'grey',
};

export function staffTone(status: StaffStatus): StaffTone {
  return TONES[status];
}

/** Whether the order is still being prepared: the packing form ('Concluir pesagem') applies to it. */
export function isInPreparation(fulfillmentState: string | null): boolean {
  return (
    fulfillmentState === 'pending' ||
    fulfillmentState === 'preparation_queue' ||
    fulfillmentState === 'preparation' ||
    fulfillmentState === 'packaging_queue' ||
    fulfillmentState === 'packaging'
  );
}

/** A one-step move the order page offers, sent to PUT .../fulfillment or PUT .../delivery. */
export interface StaffMove {
  kind: 'fulfillment' | 'delivery';
  state: string;
  label: string;
}

/**
 * The fulfillment steps a button moves (the server allows one step at a time). packaging → ready has no
 * button: 'Concluir pesagem' records the weights and makes the order ready.
 */
const FULFILLMENT_MOVES: Record<string, StaffMove> = {
  payment_evaluating: { kind: 'fulfillment', state: 'pending', label: 'Aprovar pagamento' },
  pending: { kind: 'fulfillment', state: 'preparation_queue', label: 'Enviar para a fila de preparo' },
  preparation_queue: { kind: 'fulfillment', state: 'preparation', label: 'Iniciar preparo' },
  preparation: { kind: 'fulfillment', state: 'packaging_queue', label: 'Enviar para a embalagem' },
  packaging_queue: { kind: 'fulfillment', state: 'packaging', label: 'Iniciar embalagem' },
};

/**
 * The next move of an order, if a button makes it: the fulfillment's next step; once ready, a pickup is
 * handed over ('Retirado', straight to success, no driver) and a delivery goes out, arrives and is closed.
 * A delivery is planned by assigning a driver (dispatch), and 'Não entregue' asks a reason: neither is here.
 */
export function nextStaffMove({
  fulfillmentState,
  deliveryState,
  pickup,
}: StaffStateInput): StaffMove | null {
  const status = staffStatus({ fulfillmentState, deliveryState, pickup });
  if (status === 'canceled' || status === 'error' || status === 'failed' || status === 'payment_denied') {
    return null;
  }
  if (fulfillmentState !== 'ready') return (fulfillmentState && FULFILLMENT_MOVES[fulfillmentState]) || null;
  if (pickup) {
    return deliveryState === null
      ? { kind: 'delivery', state: 'success', label: 'Marcar como retirado' }
      : null;
  }
  switch (deliveryState) {
    case 'planned':
      return { kind: 'delivery', state: 'in_progress', label: 'Saiu para entrega' };
    case 'in_progress':
      return { kind: 'delivery', state: 'success', label: 'Marcar como entregue' };
    case 'success':
      return { kind: 'delivery', state: 'completed', label: 'Encerrar entrega' };
    default:
      return null;
  }
}

/** The raw states' names, as the order's history shows them. */
const STATE_NAMES: Record<string, string> = {
  awaiting_payment: 'aguardando o Pix',
  payment_evaluating: 'pagamento em análise',
  pending: 'aguardando',
  preparation_queue: 'fila de preparo',
  preparation: 'em preparo',
  packaging_queue: 'fila de embalagem',
  packaging: 'em embalagem',
  ready: 'pronto',
  planned: 'entrega planejada',
  in_progress: 'a caminho',
  success: 'entregue',
  completed: 'entrega encerrada',
  failed: 'não entregue',
  canceled: 'cancelado',
  error: 'erro',
  payment_denied: 'pagamento negado',
  complete: 'fechado',
};

/** A raw state in pt-BR ('preparation' → 'em preparo'); anything else as it came. */
export function stateName(value: string): string {
  return STATE_NAMES[value] ?? value;
}

/** An event of an order's history, as far as its states go (the keys as the API or the client spells them). */
interface StateEvent {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const fulfillmentOf = (snapshot: Record<string, unknown> | null) =>
  snapshot?.fulfillment_state ?? snapshot?.fulfillmentState;

/**
 * Whether the order's payment was approved: its history holds the evaluation's move (payment_evaluating →
 * pending). An order in 'erro' that was never approved resumes at the evaluation, and only such an order.
 */
export function wasPaymentApproved(events: readonly StateEvent[]): boolean {
  return events.some(
    (event) =>
      fulfillmentOf(event.before) === 'payment_evaluating' && fulfillmentOf(event.after) === 'pending',
  );
}
