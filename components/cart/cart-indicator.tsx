'use client';

import Link from 'next/link';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { useCart, useCartSending } from '@/lib/api-client/cart';
import { useLive } from '@/lib/api-client/live';
import { cartItemCount } from '@/lib/cart/order';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

// The notice shows after a change, which needs the cart's code first: its own code follows that.
const loadCartNotice = () => import('./cart-notice');

/**
 * The header's cart: the number of items (a blend counts once), or a spinner while the cart loads or a
 * change is on its way; it links to /carrinho. The change notice hangs below it.
 */
export function CartIndicator() {
  const { data: order, isPending } = useCart();
  const notice = useLoadedModule(loadCartNotice, Boolean(useLive()), { optional: true });
  const sending = useCartSending();
  const count = cartItemCount(order);
  const busy = isPending || sending;
  return (
    <div className="relative">
      <Link
        {...PREFETCH_ON_INTENT}
        href="/carrinho"
        aria-label={`Carrinho: ${count} ${count === 1 ? 'item' : 'itens'}`}
        aria-busy={busy}
        className="relative flex size-11 items-center justify-center rounded-full hover:bg-white/10"
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <path d="M6 7h12l-1 13H7L6 7Z" strokeLinejoin="round" />
          <path d="M9 7a3 3 0 0 1 6 0" strokeLinecap="round" />
        </svg>
        <span className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-white px-1 text-xs font-bold text-brand">
          {busy ? (
            <span
              data-testid="cart-spinner"
              className="h-3 w-3 animate-spin rounded-full border-2 border-brand border-t-transparent"
            />
          ) : (
            count
          )}
        </span>
      </Link>
      {notice && <notice.CartNotice />}
    </div>
  );
}
