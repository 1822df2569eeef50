/**
 * An order's states (Spree's checkout; docs/business-rules.md, Order and delivery states), as the API sends
 * them and the database holds them. No imports: the database schema (read by drizzle-kit) uses this module
 * too.
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
