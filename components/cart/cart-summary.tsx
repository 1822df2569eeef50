'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { useLiveCartController } from '@/lib/api-client/cart';
import { trackEvent } from '@/lib/api-client/events';
import { hasOutOfStockLine, type Order } from '@/lib/cart/order';
import { freeShippingHint } from '@/lib/cart/totals';
import { useStore } from '@/components/ui/store-contacts';

const OUT_OF_STOCK_BLOCK = 'Um ou mais itens do seu carrinho saíram de estoque. Remova-os antes de continuar';

const CHECKOUT_PATH = '/checkout/';

/** Estimated subtotal, the free-shipping hint and 'FECHAR COMPRA' (blocked while a line is out of stock). */
export function CartSummary({ order }: { order: Order }) {
  const controller = useLiveCartController();
  const router = useRouter();
  // Set while the changes still pending are sent: a second tap is ignored, and a shopper gone meanwhile
  // to another page is not pulled to the checkout.
  const [leaving, setLeaving] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const store = useStore();
  const hint = freeShippingHint(order.itemTotal, store?.freeShippingFrom);
  const blocked = hasOutOfStockLine(order);
  const weighed = order.lineItems.some((line) => line.variant.unitForQuantity === 'g');
  const button = 'block w-full rounded py-3 text-center font-bold tracking-wide';
  const toCheckout = (event: MouseEvent<HTMLAnchorElement>) => {
    if (leaving) {
      event.preventDefault();
      return;
    }
    trackEvent('Checkout tapped', { order: order.number });
    if (!controller || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    // A change made in the last 700 ms is still waiting for its pause to end: it is sent, and answered,
    // before the checkout moves this cart on (else the checkout would see the cart as it was). One the
    // server refused keeps the shopper on the cart, where its line says why.
    event.preventDefault();
    setLeaving(true);
    controller.flush();
    void controller.whenSettled().then((taken) => {
      if (!mounted.current) return;
      if (taken) router.push(CHECKOUT_PATH);
      else setLeaving(false);
    });
  };
  return (
    <aside className="h-fit rounded-lg bg-white p-4 shadow-sm ring-1 ring-warm-200 lg:sticky lg:top-4">
      <dl className="flex items-baseline justify-between">
        <dt className="font-semibold">Subtotal estimado</dt>
        <dd className="text-xl font-bold text-brand" data-testid="cart-subtotal">
          {order.displayItemTotal}
        </dd>
      </dl>
      {weighed && (
        <p className="mt-1 text-xs text-warm-700">
          Produtos vendidos por peso têm valor estimado: o peso final pode variar até 10%.
        </p>
      )}
      {hint && <p className="mt-3 rounded bg-brand-light p-2 text-sm text-brand-dark">{hint}</p>}
      {blocked && (
        <p role="alert" className="mt-3 text-sm font-semibold text-label-red">
          {OUT_OF_STOCK_BLOCK}
        </p>
      )}
      <div className="mt-4">
        {blocked ? (
          <button type="button" disabled className={`${button} cursor-not-allowed bg-warm-200 text-warm-500`}>
            FECHAR COMPRA
          </button>
        ) : (
          <Link
            {...PREFETCH_ON_INTENT}
            href={CHECKOUT_PATH}
            onClick={toCheckout}
            aria-busy={leaving || undefined}
            className={`${button} bg-brand text-white hover:bg-brand-dark aria-busy:cursor-wait aria-busy:opacity-70`}
          >
            FECHAR COMPRA
          </Link>
        )}
      </div>
    </aside>
  );
}
