'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useReducer, useRef } from 'react';
import {
  completionOutcomeUnknown,
  settleCompletion,
  useCheckoutStep,
  type CheckoutAction,
} from '@/lib/api-client/checkout';
import { ApiClientError, UNREACHABLE_TEXT } from '@/lib/api-client/client';
import { queryKeys } from '@/lib/api-client/query-keys';
import type { Order } from '@/lib/cart/order';
import type { PaneNumber } from '@/lib/checkout/checkout-panes';
import { forgetCompletion, pendingCompletion } from '@/lib/checkout/pending-completion';
import { checkoutFlowReducer, initialCheckoutFlow, type SettleCause } from './checkout-flow-state';

/**
 * The text an error is listed by: the API's JSON body (parsed again by the list). Anything else is a call
 * that got no answer (fetch's TypeError, 'Failed to fetch' or Safari's 'Load failed'): the shopper reads
 * why in pt-BR, never the browser's English message.
 */
function errorText(error: unknown): string {
  return error instanceof ApiClientError ? JSON.stringify(error.body) : UNREACHABLE_TEXT;
}

/**
 * The checkout's steps for `order` (the cart's query): `run` sends one (a click while one is on its way is
 * ignored), entering with an order in cart moves it to the address step, a completion whose answer was
 * lost (or that a reload interrupted) is settled by asking the server, and a complete order goes to
 * /confirmacao?id={number}. The state's transitions are checkoutFlowReducer's (checkout-flow-state.ts).
 */
export function useCheckoutFlow(order: Order | null | undefined) {
  const step = useCheckoutStep(order);
  const client = useQueryClient();
  const { replace } = useRouter();
  const [state, dispatch] = useReducer(checkoutFlowReducer, null, () =>
    initialCheckoutFlow(pendingCompletion()),
  );
  // Set while a step is on its way: the mutation's own pending flag reaches React a tick later, after a
  // quick second click could have sent the step again.
  const sending = useRef(false);
  const started = useRef(false);
  const resumed = useRef(false);

  useEffect(() => {
    if (state.confirmed) replace(`/confirmacao?id=${state.confirmed}`);
  }, [state.confirmed, replace]);

  const settle = async (number: string, cause: SettleCause) => {
    dispatch({ type: 'settling' });
    try {
      const settled = await settleCompletion(client, number);
      // Still completing after the polls: the reminder stays, to be asked again.
      if (settled) forgetCompletion();
      dispatch({ type: 'settled', order: settled, cause });
    } catch (failure) {
      const lost = failure instanceof ApiClientError && failure.status < 500;
      if (cause.resuming && lost) forgetCompletion();
      dispatch({ type: 'unreachable', error: errorText(failure), lost, cause });
    }
  };

  const run = (action: CheckoutAction, then?: CheckoutAction) => {
    if (sending.current) return;
    sending.current = true;
    const completing = action.kind === 'next' && order?.state === 'confirm' ? order.number : null;
    dispatch({ type: 'sent', completing });
    step.mutate(action, {
      onSuccess: (updated) => {
        sending.current = false;
        dispatch({ type: 'succeeded', action, order: updated });
        if (updated.state !== 'complete' && then) run(then);
      },
      onError: (error) => {
        sending.current = false;
        if (action.kind === 'next' && order && completionOutcomeUnknown(error)) {
          void settle(order.number, { resuming: false, error: errorText(error) });
          return;
        }
        dispatch({ type: 'failed', kind: action.kind, error: errorText(error) });
        // The server may hold another state now (a declined card sent the order back to payment).
        void client.invalidateQueries({ queryKey: queryKeys.cart.current() });
      },
    });
  };

  // Entering the checkout moves a cart to the address step (once).
  useEffect(() => {
    if (order?.state === 'cart' && order.lineItems.length > 0 && !started.current) {
      started.current = true;
      run({ kind: 'next' });
    }
  });

  // No open order, but this tab sent a completion it never saw settle (the page was reloaded while the
  // order was being completed): that order's outcome, not an empty cart.
  const { unsettled } = state;
  const resuming = order === null && unsettled !== null;
  useEffect(() => {
    // Not while this page's own completion is on its way: its answer settles it.
    if (resuming && !step.isPending && !state.settling && !state.stillCompleting && !resumed.current) {
      resumed.current = true;
      void settle(unsettled, { resuming: true });
    }
  });

  return {
    ...state,
    resuming,
    busy: step.isPending || state.settling,
    run,
    /** Reopens a done pane to change its choice. */
    change: (pane: PaneNumber) => dispatch({ type: 'change', pane }),
    cancelChange: () => dispatch({ type: 'cancel change' }),
    dismissErrors: () => dispatch({ type: 'dismiss errors' }),
    /** Asks again how a resumed completion ended. */
    askAgain: () => {
      resumed.current = false;
      dispatch({ type: 'ask again' });
    },
  };
}
