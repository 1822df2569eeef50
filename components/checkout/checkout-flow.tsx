'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useAddresses } from '@/lib/api-client/accounts';
import { useCart } from '@/lib/api-client/cart';
import {
  completionOutcomeUnknown,
  settleCompletion,
  useCheckoutStep,
  type CheckoutAction,
} from '@/lib/api-client/checkout';
import { ApiClientError } from '@/lib/api-client/client';
import { queryKeys } from '@/lib/api-client/query-keys';
import { useCurrentUser } from '@/lib/api-client/session';
import type { Order } from '@/lib/cart/order';
import { listedErrors, withError, type CheckoutErrors } from '@/lib/checkout/checkout-errors';
import { isPaneDone, openPane, type PaneNumber } from '@/lib/checkout/checkout-panes';
import { forgetCompletion, pendingCompletion } from '@/lib/checkout/pending-completion';
import { paidWith, paymentChoice, type PaymentChoice } from '@/lib/checkout/payment-choice';
import { rateCostLabel, rateWhen } from '@/lib/checkout/rates';
import { EmptyCart } from '@/components/cart/empty-cart';
import { AddressPane } from './address-pane';
import { CheckoutLoading } from './checkout-loading';
import { CheckoutPane } from './checkout-pane';
import { DeliveryPane } from './delivery-pane';
import { ErrorList } from './error-list';
import { OrderLines, OrderTotals } from './order-lines';
import { OrderReview } from './order-review';
import { PaymentPane } from './payment-pane';

/** The text an error is listed by: the API's JSON body (parsed again by the list), or the message. */
function errorText(error: unknown): string {
  if (error instanceof ApiClientError) return JSON.stringify(error.body);
  return error instanceof Error ? error.message : String(error);
}

/**
 * /checkout (docs/business-rules.md, Checkout): three panes following the order's state (address; delivery;
 * payment and confirm), the cart beside them, a dismissible list of errors. Entering with an order in cart
 * moves it to the address step. A click on a loading button is ignored; errors start empty on each visit; a
 * complete order goes to /confirmacao?id={number}. Loaded after the page (CheckoutView).
 */
export function CheckoutFlow() {
  const { data: order, isPending, isError, refetch } = useCart();
  const { data: user } = useCurrentUser();
  const addresses = useAddresses();
  const step = useCheckoutStep(order);
  const client = useQueryClient();
  const router = useRouter();
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [changing, setChanging] = useState<PaneNumber | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [settling, setSettling] = useState(false);
  const [choice, setChoice] = useState<PaymentChoice | null>(null);
  // Set while a step is on its way: the mutation's own pending flag reaches React a tick later, after a
  // quick second click could have sent the step again.
  const sending = useRef(false);
  const started = useRef(false);
  const [unsettled, setUnsettled] = useState(pendingCompletion);
  const [stillCompleting, setStillCompleting] = useState(false);
  const resumed = useRef(false);

  const showConfirmation = (number: string) => {
    setConfirmed(number);
    router.replace(`/confirmacao?id=${number}`);
  };

  const settle = async (number: string, error: unknown) => {
    setSettling(true);
    try {
      const settled = await settleCompletion(client, number);
      if (settled?.state === 'complete') showConfirmation(settled.number);
      else if (error !== null) setErrors((current) => withError(current, 'next', errorText(error)));
      // Still completing after the polls: the reminder stays, to be asked again.
      if (settled) {
        forgetCompletion();
        setUnsettled(null);
      } else if (error === null) setStillCompleting(true);
    } catch (failure) {
      if (error !== null) setErrors((current) => withError(current, 'next', errorText(failure)));
      // Resuming after a reload: an order this customer may not read (another account signed in since)
      // is forgotten; a failure to reach it is offered again.
      else if (failure instanceof ApiClientError && failure.status < 500) {
        forgetCompletion();
        setUnsettled(null);
      } else setStillCompleting(true);
    } finally {
      setSettling(false);
    }
  };

  const run = (action: CheckoutAction, then?: CheckoutAction) => {
    if (sending.current) return;
    sending.current = true;
    setErrors({});
    // A cart read meanwhile no longer finds the order (it is being completed): it is this one.
    if (action.kind === 'next' && order?.state === 'confirm') setUnsettled(order.number);
    step.mutate(action, {
      onSuccess: (updated) => {
        sending.current = false;
        setUnsettled(null);
        setChanging(null);
        if (action.kind === 'payment') setChoice(paymentChoice(action, updated));
        if (updated.state === 'complete') showConfirmation(updated.number);
        else if (then) run(then);
      },
      onError: (error) => {
        sending.current = false;
        if (action.kind === 'next' && order && completionOutcomeUnknown(error)) {
          void settle(order.number, error);
          return;
        }
        setUnsettled(null);
        setErrors((current) => withError(current, action.kind, errorText(error)));
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
  const resuming = order === null && unsettled !== null;
  useEffect(() => {
    // Not while this page's own completion is on its way: its answer settles it.
    if (resuming && !step.isPending && !settling && !stillCompleting && !resumed.current) {
      resumed.current = true;
      void settle(unsettled, null);
    }
  });

  // Confirmed: on the way to /confirmacao.
  if (confirmed || isPending) return <CheckoutLoading />;
  if (resuming && stillCompleting) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <p>Seu pedido {unsettled} ainda está sendo finalizado.</p>
        <button
          type="button"
          onClick={() => {
            resumed.current = false;
            setStillCompleting(false);
          }}
          className="font-semibold text-brand underline"
        >
          Tentar novamente
        </button>
      </div>
    );
  }
  if (resuming) return <CheckoutLoading />;
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <p>Não foi possível carregar o seu pedido.</p>
        <button type="button" onClick={() => void refetch()} className="font-semibold text-brand underline">
          Tentar novamente
        </button>
      </div>
    );
  }
  if (!order || order.lineItems.length === 0) {
    return <EmptyCart />;
  }

  const state = order.state;
  const open = openPane(state, changing);
  // The address pane opens with the customer's addresses in it: drawn before them, it grew under the
  // customer's eyes and pushed the other panes and the cart down (a layout shift of 0.23 on a phone).
  if (open === 1 && addresses.isPending) return <CheckoutLoading />;
  const busy = step.isPending || settling;
  const paid = paidWith(order, choice);
  // The confirm step reviews the order in pane 3, unless the payment is being changed, or is not known
  // to this page (it was reloaded at the confirm step): then the customer confirms it again.
  const reviewing = state === 'confirm' && changing !== 3 && paid !== null;
  const change = (pane: PaneNumber) =>
    isPaneDone(state, pane) && !busy
      ? () => {
          setErrors({});
          setChanging(pane);
        }
      : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_340px]">
      <div className="flex min-w-0 flex-col gap-4">
        <h1 className="text-2xl font-bold">Finalizar compra</h1>
        <ErrorList messages={listedErrors(errors)} onDismiss={() => setErrors({})} />
        <CheckoutPane
          number={1}
          title="Endereço de entrega"
          open={open === 1}
          summary={addressSummary(order)}
          onChange={change(1)}
        >
          <AddressPane
            chosenId={order.shipAddress?.id ?? null}
            busy={busy}
            onConfirm={(addressId) => run({ kind: 'address', addressId })}
            onCancel={changing === 1 ? () => setChanging(null) : undefined}
          />
        </CheckoutPane>
        <CheckoutPane
          number={2}
          title="Agende sua entrega"
          open={open === 2}
          summary={deliverySummary(order)}
          onChange={change(2)}
        >
          <DeliveryPane
            order={order}
            busy={busy}
            onConfirm={(shipmentId, rateId) => run({ kind: 'delivery', shipmentId, rateId })}
            onCancel={changing === 2 ? () => setChanging(null) : undefined}
          />
        </CheckoutPane>
        <CheckoutPane number={3} title="Escolha como pagar" open={open === 3} summary={null}>
          {reviewing ? (
            <OrderReview
              order={order}
              paid={paid}
              busy={busy}
              promotionErrors={errors.promotion ?? []}
              run={run}
              onComplete={(declaresAge) =>
                declaresAge ? run({ kind: 'age declaration' }, { kind: 'next' }) : run({ kind: 'next' })
              }
              onChangePayment={() => {
                setErrors({});
                setChanging(3);
              }}
            />
          ) : user ? (
            <PaymentPane
              order={order}
              userId={user.id}
              busy={busy}
              errors={errors}
              run={run}
              onCancel={state === 'confirm' && paid ? () => setChanging(null) : undefined}
            />
          ) : (
            <CheckoutLoading />
          )}
        </CheckoutPane>
      </div>
      <aside
        aria-labelledby="checkout-cart"
        className="h-fit rounded-lg bg-white p-4 text-sm shadow-sm ring-1 ring-warm-200 lg:sticky lg:top-4"
      >
        <h2 id="checkout-cart" className="mb-2 font-bold">
          Seu carrinho
        </h2>
        <OrderLines order={order} />
        <div className="mt-3 border-t border-warm-200 pt-3">
          <OrderTotals order={order} />
        </div>
        <Link
          {...PREFETCH_ON_INTENT}
          href="/carrinho"
          className="mt-3 inline-block font-semibold text-brand underline"
        >
          Editar carrinho
        </Link>
      </aside>
    </div>
  );
}

function addressSummary(order: Order): React.ReactNode {
  const address = order.shipAddress;
  if (!address) return null;
  return (
    <>
      {address.company ?? address.receiverName}
      <span className="block">
        {address.address1}
        {address.address2 ? `, ${address.address2}` : ''} · {address.neighborhood} · {address.city}
      </span>
    </>
  );
}

function deliverySummary(order: Order): React.ReactNode {
  const rate = order.shipments[0]?.selectedShippingRate;
  if (!rate) return null;
  const when = rateWhen(rate);
  return (
    <>
      <strong className="font-semibold">{rate.name}</strong> · {when.day} · {when.hours} ·{' '}
      {rateCostLabel(rate)}
    </>
  );
}
