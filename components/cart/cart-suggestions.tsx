'use client';

import { useMemo, useState } from 'react';
import { FIRST_ROW_CARDS, ProductCard } from '@/components/catalogue/product-card';
import { useCart } from '@/lib/api-client/cart';
import {
  cartContents,
  pickSuggestions,
  type CartContents,
  type SuggestionPool,
} from '@/lib/cart/suggestions';
import type { CardVariant } from '@/lib/catalogue/card-variant';

const SUGGESTIONS_SHOWN = 8;

/**
 * 'Aproveite também' under the cart, each with its buy control: what the cart lacks, complements of meat
 * first. The cart is read once, as it first loads: a card the shopper adds from here stays in place.
 */
export function CartSuggestions({ pool }: { pool: SuggestionPool<CardVariant> }) {
  const { data: order, isPending } = useCart();
  const [cart, setCart] = useState<CartContents | null>(null);
  if (cart === null && !isPending) setCart(cartContents(order?.lineItems ?? []));
  const products = useMemo(() => pickSuggestions(pool, cart, SUGGESTIONS_SHOWN), [pool, cart]);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="cart-suggestions-title" className="mt-10">
      <h2 id="cart-suggestions-title" className="mb-3 text-lg font-bold">
        Aproveite também
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id}>
            {/* Under an empty cart they are the first view, their photos its largest paint (the server,
                which renders them, cannot know the cart: a guest's lives in the browser). */}
            <ProductCard product={product} priority={index < FIRST_ROW_CARDS} />
          </li>
        ))}
      </ul>
    </section>
  );
}
