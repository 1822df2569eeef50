import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CartSuggestions } from '@/components/cart/cart-suggestions';
import { CartView } from '@/components/cart/cart-view';
import { cardVariant } from '@/lib/catalogue/card-variant';
import { camelize } from '@/lib/sales-api/case';
import { getDb } from '@/lib/server/server-database';
import { cartSuggestions } from '@/lib/server/cart/cart-suggestions';

export const metadata: Metadata = { title: 'Meu Carrinho', robots: { index: false } };

/** The cart itself is personal and loads in the browser; the suggestions are rendered here, per request. */
export default async function CartPage() {
  await connection();
  const { bestSellers, complements } = camelize(await cartSuggestions(await getDb(), 8));
  // Only what their cards show (see CardVariant): the pool is written into the page's HTML.
  const pool = { bestSellers: bestSellers.map(cardVariant), complements: complements.map(cardVariant) };
  return (
    <>
      <CartView />
      <CartSuggestions pool={pool} />
    </>
  );
}
