'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { loginUrl } from '@/lib/account/navigation';
import { useAddresses } from '@/lib/api-client/accounts';
import { useCart } from '@/lib/api-client/cart';
import { useCurrentUser } from '@/lib/api-client/session';
import type { Order } from '@/lib/cart/order';
import { listedErrors } from '@/lib/checkout/checkout-errors';
import { isPaneDone, openPane, type PaneNumber } from '@/lib/checkout/checkout-panes';
import { paidWith } from '@/lib/checkout/payment-choice';
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
import { useCheckoutFlow } from './use-checkout-flow';

/**
 * /checkout (docs/business-rules.md, Checkout): three panes following the order's state (address; delivery;
 * payment and confirm), the cart beside them, a dismissible list of errors. Entering with an order in cart
 * moves it to the address step. A click on a loading button is ignored; errors start empty on each visit; a
 * complete order goes to /confirmacao?id={number}. Loaded after the page (CheckoutView); its steps and their
 * state are useCheckoutFlow's. A session that ended (proxy.ts only sees that there is a cookie) goes to
 * /login and back here, as in the account area (components/account/account-area.tsx), never to the empty
 * cart a guest's cart would show.
 */
export function CheckoutFlow() {
  const router = useRouter();
  const { data: order, isPending, isError, refetch } = useCart();
  const { data: user, isPending: userPending, isError: userFailed } = useCurrentUser();
  const addresses = useAddresses();
  const flow = useCheckoutFlow(order);
  const { errors, changing, run, busy } = flow;
  const signedOut = !userPending && !userFailed && !user;

  useEffect(() => {
    if (signedOut) router.replace(loginUrl('/checkout', 'entrar'));
  }, [signedOut, router]);

  // Confirmed: on the way to /confirmacao. Signed out: on the way to /login.
  if (flow.confirmed || isPending || signedOut) return <CheckoutLoading />;
  if (flow.resuming && flow.stillCompleting) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <p>Seu pedido {flow.unsettled} ainda está sendo finalizado.</p>
        <button type="button" onClick={flow.askAgain} className="font-semibold text-brand underline">
          Tentar novamente
        </button>
      </div>
    );
  }
  if (flow.resuming) return <CheckoutLoading />;
  // Only with no order to show: a failed reload (after every failed step) keeps the panes, the step's
  // errors and what the shopper was typing (a new card).
  if (isError && order === undefined) {
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
  const paid = paidWith(order, flow.choice);
  // The confirm step reviews the order in pane 3, unless the payment is being changed, or is not known
  // to this page (it was reloaded at the confirm step): then the customer confirms it again.
  const reviewing = state === 'confirm' && changing !== 3 && paid !== null;
  // The coupon's errors are said once, at the coupon field (payment pane or review) when it is shown.
  const couponShown = open === 3 && (reviewing || Boolean(user));
  const change = (pane: PaneNumber) =>
    isPaneDone(state, pane) && !busy ? () => flow.change(pane) : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_340px]">
      <div className="flex min-w-0 flex-col gap-4">
        <h1 className="text-2xl font-bold">Finalizar compra</h1>
        <ErrorList
          messages={listedErrors(couponShown ? { ...errors, promotion: undefined } : errors)}
          onDismiss={flow.dismissErrors}
        />
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
            onCancel={changing === 1 ? flow.cancelChange : undefined}
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
            onCancel={changing === 2 ? flow.cancelChange : undefined}
          />
        </CheckoutPane>
        <CheckoutPane
          number={3}
          title="Escolha como pagar"
          open={open === 3}
          step={reviewing ? 'review' : 'payment'}
          summary={null}
        >
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
              onChangePayment={() => flow.change(3)}
            />
          ) : user ? (
            <PaymentPane
              order={order}
              userId={user.id}
              busy={busy}
              errors={errors}
              run={run}
              onCancel={state === 'confirm' && paid ? flow.cancelChange : undefined}
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
