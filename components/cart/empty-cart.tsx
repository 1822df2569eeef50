import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

/** An empty cart, on the cart page and at checkout: the message and the way back to the products. */
export function EmptyCart() {
  return (
    <div className="flex min-h-48 flex-col items-center justify-center rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-warm-200">
      <p className="text-lg">Seu carrinho esta vazio. Vamos enchê-lo?</p>
      <Link
        {...PREFETCH_ON_INTENT}
        href="/"
        className="mt-4 inline-block rounded bg-brand px-5 py-2 font-bold text-white"
      >
        Ver produtos
      </Link>
    </div>
  );
}
