/**
 * Which checkout pane is open (docs/business-rules.md, Checkout): the address pane while the order is in cart
 * or address, the delivery pane in delivery, the payment pane in payment and confirm. A pane the order
 * went past may be opened again to change its choice (the sales API lets a reached step be edited; the
 * order then moves on from that step).
 */
import type { OrderState } from '@/lib/rules/order-states';

export type PaneNumber = 1 | 2 | 3;

const PANE_OF_STATE: Partial<Record<OrderState, PaneNumber>> = {
  cart: 1,
  address: 1,
  delivery: 2,
  payment: 3,
  confirm: 3,
};

/** The pane the order's state opens, or null when the order is no longer being checked out. */
export function paneOfState(state: OrderState): PaneNumber | null {
  return PANE_OF_STATE[state] ?? null;
}

/** Whether the order went past `pane` (its choice is made and can be changed). */
export function isPaneDone(state: OrderState, pane: PaneNumber): boolean {
  const current = paneOfState(state);
  return current !== null && pane < current;
}

/** The pane shown open: the one being changed, if it was done, else the state's. */
export function openPane(state: OrderState, changing: PaneNumber | null): PaneNumber | null {
  return changing !== null && isPaneDone(state, changing) ? changing : paneOfState(state);
}
