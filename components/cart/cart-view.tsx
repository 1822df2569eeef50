'use client';

import { RetryAlert } from '@/components/ui/retry-alert';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { useCart } from '@/lib/api-client/cart';
import { EmptyCart } from './empty-cart';

// The cart's drawing (its lines and their controls, the summary) and the cart's controller come after the
// page's first paint, fetched beside the cart itself: the page says 'Carregando...' until both are there,
// and they stay out of its first-load JavaScript (docs/performance.md).
const loadContents = () => import('./cart-contents');

const CART_LOAD_FAILED = 'Não foi possível carregar o seu carrinho.';

/** The cart page (docs/business-rules.md, Cart): lines and blends, the summary, or the empty text. */
export function CartView() {
  const { data: order, isPending, isError, refetch } = useCart();
  const contents = useLoadedModule(loadContents);
  return (
    <section aria-labelledby="cart-title">
      <h1 id="cart-title" className="mb-4 text-2xl font-bold">
        Meu Carrinho
      </h1>
      {/* The loading text takes the empty cart's height, so that what follows (the suggestions) does not
          move when a guest's empty cart shows (layout shift). */}
      {isPending || (order && !contents) ? (
        <p role="status" className="flex min-h-48 items-center justify-center text-warm-700">
          Carregando...
        </p>
      ) : isError && order === undefined ? (
        // Only a cart never read: one already shown stays, whatever a later reload answered.
        <RetryAlert message={CART_LOAD_FAILED} onRetry={() => void refetch()} />
      ) : !order || !contents ? (
        <EmptyCart />
      ) : (
        <contents.CartContents order={order} />
      )}
    </section>
  );
}
