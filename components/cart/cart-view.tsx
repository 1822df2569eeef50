'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCart } from '@/lib/api-client/cart';
import { useCartController } from '@/lib/api-client/cart-controller';
import { trackEvent } from '@/lib/api-client/events';
import { cartGroups } from '@/lib/cart/order';
import { BlendGroup } from './blend-group';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';

/** The cart page (docs/business-rules.md, Cart): lines and blends, the summary, or the empty text. */
export function CartView() {
  const { data: order, isPending, isError, refetch } = useCart();
  const controller = useCartController();
  const state = order?.state;
  // A failed restart is kept in the mutation's state; the cart stays usable.
  const { mutate: restart, isIdle } = useMutation({ mutationFn: () => controller.restartCheckout() });

  // Back on the cart, an order that went into checkout starts it over (it may change now).
  useEffect(() => {
    if (state && state !== 'cart' && isIdle) restart();
  }, [state, isIdle, restart]);

  // 'line item viewed': each line the shopper sees on the cart page, once per visit and order.
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (!order?.number || viewed.current === order.number) return;
    viewed.current = order.number;
    for (const line of order.lineItems) {
      trackEvent('line item viewed', { variant_id: line.variantId, order: order.number });
    }
  }, [order]);

  const groups = cartGroups(order);
  return (
    <section aria-labelledby="cart-title">
      <h1 id="cart-title" className="mb-4 text-2xl font-bold">
        Meu Carrinho
      </h1>
      {/* The loading text takes the empty cart's height, so that what follows (the suggestions) does not
          move when a guest's empty cart shows (layout shift). */}
      {isPending ? (
        <p role="status" className="flex min-h-48 items-center justify-center text-warm-700">
          Carregando...
        </p>
      ) : isError ? (
        <div className="py-10 text-center">
          <button
            type="button"
            onClick={() => void refetch()}
            className="rounded bg-brand px-4 py-2 text-white"
          >
            Tentar novamente
          </button>
        </div>
      ) : !order || groups.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <ul className="min-w-0 space-y-3" aria-label="Itens do carrinho">
            {groups.map((group) =>
              group.kind === 'blend' ? (
                <BlendGroup key={group.key} group={group} />
              ) : (
                <CartLine key={group.key} line={group.line} />
              ),
            )}
          </ul>
          <CartSummary order={order} />
        </div>
      )}
    </section>
  );
}
