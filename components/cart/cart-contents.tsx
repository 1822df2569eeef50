'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCartController } from '@/lib/api-client/cart-controller';
import { trackEvent } from '@/lib/api-client/events';
import { cartGroups, type Order } from '@/lib/cart/order';
import { BlendGroup } from './blend-group';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';

/**
 * The cart's lines and blends with the summary, or the empty text (./cart-view.tsx draws the page and
 * loads this once painted). Back on the cart, an order that went into checkout starts it over.
 */
export function CartContents({ order }: { order: Order }) {
  const controller = useCartController();
  const state = order.state;
  // A failed restart is kept in the mutation's state; the cart stays usable.
  const { mutate: restart, isIdle } = useMutation({ mutationFn: () => controller.restartCheckout() });

  // Back on the cart, an order that went into checkout starts it over (it may change now).
  useEffect(() => {
    if (state && state !== 'cart' && isIdle) restart();
  }, [state, isIdle, restart]);

  // 'line item viewed': each line the shopper sees on the cart page, once per visit and order.
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (!order.number || viewed.current === order.number) return;
    viewed.current = order.number;
    for (const line of order.lineItems) {
      trackEvent('line item viewed', { variant_id: line.variantId, order: order.number });
    }
  }, [order]);

  const groups = cartGroups(order);
  if (groups.length === 0) return <EmptyCart />;
  return (
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
  );
}
