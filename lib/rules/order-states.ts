/**
 * An order's states, as the API sends them and the database holds them: its checkout state (Spree's
 * checkout) and, once complete, its fulfillment and delivery states, from which
 * lib/orders/status.ts derives what the shopper reads. No imports: the database schema (read by
 * drizzle-kit) uses this module too.
 */
export const ORDER_STATES = [
  'cart',
  'address',
  'delivery',
  'payment',
  'confirm',
  /** Completion under way (reserved, payment being authorised): settled into complete or back to payment. */
  'completing',
  'complete',
  'canceled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Orders still being filled or checked out: a customer has at most one of them (the current order). */
export const OPEN_ORDER_STATES = [
  'cart',
  'address',
  'delivery',
  'payment',
  'confirm',
] as const satisfies readonly OrderState[];

/** Whether the order was placed (completed, canceled since or not): it has left checkout for good. */
export function isPlaced(state: OrderState): boolean {
  return state === 'complete' || state === 'canceled';
}

/** The butcher's work on a complete order, in order (besides 'canceled', 'payment_denied' and 'error'). */
export const FULFILLMENT_STATES = [
  'payment_evaluating',
  'pending',
  'preparation_queue',
  'preparation',
  'packaging_queue',
  'packaging',
  'ready',
] as const;

/** The preparation, from the approved payment to the packaging: where an order in 'error' may resume. */
export const PREPARATION_STATES: readonly string[] = [
  'pending',
  'preparation_queue',
  'preparation',
  'packaging_queue',
  'packaging',
];

/** Where an order in 'error' may resume: a preparation step, or back to its payment's evaluation. */
export const RESUME_STATES: readonly string[] = [...PREPARATION_STATES, 'payment_evaluating'];

/**
 * Whether a complete order's payment still waits for its approval (a card in evaluation, a Pix not paid):
 * such an order is not marked 'error', as out of it the order would go to preparation unapproved.
 */
export function isPaymentOpen(fulfillmentState: string | null): boolean {
  return fulfillmentState === 'payment_evaluating' || fulfillmentState === 'awaiting_payment';
}

/** The delivery of a ready order (besides 'canceled' and 'error'). */
export const DELIVERY_STATES = ['planned', 'in_progress', 'success', 'completed', 'failed'] as const;

/**
 * A complete order paid by Pix waits here until the Pix is paid (then payment_evaluating, as any order), or
 * is given back when the Pix expires (docs/business-rules.md, Payment: Pix). No staff move leaves it.
 */
export const AWAITING_PAYMENT = 'awaiting_payment';
