import type { CheckoutAction } from '@/lib/api-client/checkout';
import type { Order } from '@/lib/cart/order';
import { withError, type CheckoutActionKind, type CheckoutErrors } from '@/lib/checkout/checkout-errors';
import type { PaneNumber } from '@/lib/checkout/checkout-panes';
import { paymentChoice, type PaymentChoice } from '@/lib/checkout/payment-choice';

/** What the checkout page holds besides the order itself (use-checkout-flow.ts runs it). */
export interface CheckoutFlowState {
  /** The errors of the last steps, per area; emptied when a step is sent or a done pane reopened. */
  errors: CheckoutErrors;
  /** The done pane reopened to change its choice. */
  changing: PaneNumber | null;
  /** The number of the order just completed: the page is on its way to its confirmation. */
  confirmed: string | null;
  /** Asking the server how a completion ended. */
  settling: boolean;
  /** What the payment step chose (the sales API records it on the order without listing it). */
  choice: PaymentChoice | null;
  /** The order whose completion this tab sent and has not seen settle (lib/checkout/pending-completion.ts). */
  unsettled: string | null;
  /** A completion resumed after a reload was still running after the polls: it may be asked again. */
  stillCompleting: boolean;
}

/**
 * Why a completion is being settled: this page's own completion came back without an outcome (`error`,
 * the text it is listed by), or the page was reloaded while one was on its way (`resuming`).
 */
export type SettleCause = { resuming: false; error: string } | { resuming: true };

export type CheckoutFlowEvent =
  /** A step leaves; `completing` is the order's number when the step completes it. */
  | { type: 'sent'; completing: string | null }
  | { type: 'succeeded'; action: CheckoutAction; order: Order }
  | { type: 'failed'; kind: CheckoutActionKind; error: string }
  | { type: 'settling' }
  /** The server's answer on a completion: the order it settled as, or null while still completing. */
  | { type: 'settled'; order: Order | null; cause: SettleCause }
  /** The completion's order could not be read: `lost` when it never will be (another account's, gone). */
  | { type: 'unreachable'; error: string; lost: boolean; cause: SettleCause }
  | { type: 'change'; pane: PaneNumber }
  | { type: 'cancel change' }
  | { type: 'dismiss errors' }
  | { type: 'ask again' };

export function initialCheckoutFlow(unsettled: string | null): CheckoutFlowState {
  return {
    errors: {},
    changing: null,
    confirmed: null,
    settling: false,
    choice: null,
    unsettled,
    stillCompleting: false,
  };
}

export function checkoutFlowReducer(state: CheckoutFlowState, event: CheckoutFlowEvent): CheckoutFlowState {
  switch (event.type) {
    case 'sent':
      // A cart read meanwhile no longer finds an order being completed: the page remembers which it is.
      return { ...state, errors: {}, unsettled: event.completing ?? state.unsettled };
    case 'succeeded':
      return {
        ...state,
        unsettled: null,
        changing: null,
        choice: event.action.kind === 'payment' ? paymentChoice(event.action, event.order) : state.choice,
        confirmed: event.order.state === 'complete' ? event.order.number : state.confirmed,
      };
    case 'failed':
      return { ...state, unsettled: null, errors: withError(state.errors, event.kind, event.error) };
    case 'settling':
      return { ...state, settling: true };
    case 'settled': {
      const { order, cause } = event;
      const complete = order?.state === 'complete';
      return {
        ...state,
        settling: false,
        confirmed: complete ? order.number : state.confirmed,
        // Not complete: this page's own completion lists the error its answer came back with.
        errors: complete || cause.resuming ? state.errors : withError(state.errors, 'next', cause.error),
        // Still completing after the polls: the reminder stays, to be asked again.
        unsettled: order ? null : state.unsettled,
        stillCompleting: !order && cause.resuming ? true : state.stillCompleting,
      };
    }
    case 'unreachable':
      if (!event.cause.resuming) {
        return { ...state, settling: false, errors: withError(state.errors, 'next', event.error) };
      }
      // Resuming: an order this customer may not read is forgotten; a failure to reach it is offered again.
      return event.lost
        ? { ...state, settling: false, unsettled: null }
        : { ...state, settling: false, stillCompleting: true };
    case 'change':
      return { ...state, errors: {}, changing: event.pane };
    case 'cancel change':
      return { ...state, changing: null };
    case 'dismiss errors':
      return { ...state, errors: {} };
    case 'ask again':
      return { ...state, stillCompleting: false };
  }
}
