import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CartSuggestions } from '@/components/cart/cart-suggestions';
import { CartView } from '@/components/cart/cart-view';
import { getDb } from '@/lib/server/db/server-database';
import { cartSuggestions } from '@/lib/server/services/cart-suggestions';

export const metadata: Metadata = { title: 'Meu Carrinho', robots: { index: false } };

/** The cart itself is personal and loads in the browser; the suggestions are rendered here, per request. */
export default async function CartPage() {
  await connection();
  const suggestions = await cartSuggestions(await getDb(), 8);
  return (
    <>
      <CartView />
      <CartSuggestions pool={suggestions} />
    </>
  );
}
