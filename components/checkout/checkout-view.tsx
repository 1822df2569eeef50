'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useCart } from '@/lib/api-client/cart';
import { useCheckoutStep, type CheckoutAction } from '@/lib/api-client/checkout';
import { ApiClientError } from '@/lib/api-client/client';
import { queryKeys } from '@/lib/api-client/query-keys';
import { useCurrentUser } from '@/lib/api-client/session';
import { cartGroups } from '@/lib/cart/order';
import { errorLines, rateWhen } from '@/lib/checkout/rates';
import { AddressPane } from './address-pane';
import { CheckoutPane } from './checkout-pane';
import { DeliveryPane } from './delivery-pane';
import { OrderReview } from './order-review';
import { PaymentPane } from './payment-pane';

function messagesOf(error: unknown): string[] {
  if (error instanceof ApiClientError) return errorLines(JSON.stringify(error.body));
  return [error instanceof Error ? error.message : String(error)];
}

/**
 * /checkout (spec 01): three panes following the order's state (address; delivery; payment or confirm),
 * the cart beside them, a dismissible error list. A click on a loading button is ignored; errors are
 * dismissed on load; a complete order goes to /confirmacao?id={number}.
 */
export function CheckoutView() {
  const { data: order, isPending, isError } = useCart();
  const { data: user } = useCurrentUser();
  const step = useCheckoutStep(order);
  const client = useQueryClient();
  const router = useRouter();
  const [errors, setErrors] = useState<string[]>([]);
  const started = useRef(false);

  const run = (action: CheckoutAction, then?: CheckoutAction) => {
    if (step.isPending) return;
    setErrors([]);
    step.mutate(action, {
      onSuccess: (updated) => {
        if (updated.state === 'complete') router.replace(`/confirmacao?id=${updated.number}`);
        else if (then) run(then);
      },
      onError: (error) => {
        setErrors(messagesOf(error));
        // A declined card sent the order back to payment: show what the server holds.
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

  if (isPending)
    return (
      <p role="status" className="py-10 text-center">
        Carregando...
      </p>
    );
  if (isError) return <p role="alert">Não foi possível carregar o seu pedido. Tente novamente.</p>;
  if (!order || order.lineItems.length === 0) {
    return (
      <p className="py-10 text-center">
        Seu carrinho esta vazio. Vamos enchê-lo?{' '}
        <Link href="/" className="font-semibold text-brand underline">
          Ver produtos
        </Link>
      </p>
    );
  }

  const state = order.state;
  const busy = step.isPending;
  const rate = order.shipments[0]?.selectedShippingRate;
  const when = rate ? rateWhen(rate) : null;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">Finalizar compra</h1>
        {errors.length > 0 && (
          <div
            role="alert"
            className="flex items-start justify-between gap-2 rounded bg-brand-light p-3 text-sm text-brand-dark"
          >
            <ul>
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
            <button type="button" aria-label="Fechar" onClick={() => setErrors([])} className="font-bold">
              ×
            </button>
          </div>
        )}
        <CheckoutPane
          number={1}
          title="Endereço de entrega"
          active={state === 'cart' || state === 'address'}
          summary={
            order.shipAddress
              ? `${order.shipAddress.address1}, ${order.shipAddress.neighborhood}, ${order.shipAddress.city}`
              : null
          }
        >
          <AddressPane
            chosenId={order.shipAddress?.id ?? null}
            busy={busy}
            onConfirm={(addressId) => run({ kind: 'address', addressId })}
          />
        </CheckoutPane>
        <CheckoutPane
          number={2}
          title="Agende sua entrega"
          active={state === 'delivery'}
          summary={rate && when ? `${rate.name}: ${when.day} · ${when.hours}` : null}
        >
          <DeliveryPane
            order={order}
            busy={busy}
            onConfirm={(shipmentId, rateId) => run({ kind: 'delivery', shipmentId, rateId })}
          />
        </CheckoutPane>
        <CheckoutPane
          number={3}
          title="Escolha como pagar"
          active={state === 'payment' || state === 'confirm'}
          summary={null}
        >
          {user && (
            <PaymentPane
              key={order.creditCards.length}
              order={order}
              userId={user.id}
              busy={busy}
              run={run}
            />
          )}
          {state === 'confirm' && (
            <OrderReview
              order={order}
              busy={busy}
              onComplete={(declaresAge) =>
                declaresAge ? run({ kind: 'age declaration' }, { kind: 'next' }) : run({ kind: 'next' })
              }
            />
          )}
        </CheckoutPane>
      </div>
      <aside
        className="h-fit rounded-lg bg-white p-4 text-sm shadow-sm ring-1 ring-warm-200"
        aria-label="Seu carrinho"
      >
        <h2 className="mb-2 font-bold">Seu carrinho</h2>
        <ul className="flex flex-col gap-1">
          {cartGroups(order).map((group) => (
            <li key={group.key} className="flex justify-between gap-2">
              <span>{group.kind === 'line' ? group.line.variant.name : 'Blend'}</span>
              <span>{group.kind === 'line' ? group.line.displayAmount : group.total}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between font-bold">
          <span>Total estimado</span>
          <span>{order.displayTotal}</span>
        </p>
      </aside>
    </div>
  );
}
