'use client';

import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useCart, useCartChanges } from '@/lib/api-client/cart';
import {
  isNoticePinned,
  NOTICE_DURATION_MS,
  noticeItemsAfter,
  showsNotice,
  type NoticeChange,
  type NoticeItem,
} from '@/lib/cart/notice';
import { truncateName } from '@/lib/catalogue/variant';
import { displayQuantity } from '@/lib/rules/quantity';

/**
 * When items are added or quantities change outside /carrinho, a notice lists up to 3 changed
 * items (name, image, quantity) for 10 seconds, with 'Ir para o carrinho'. It can be dismissed, and it
 * moves to the top of the window once the page has scrolled 40 px. It gives the cart's new subtotal. On a
 * phone it is a band of one short line an item, at the top of the window, that never hides the page: at
 * the top of the page it lies over the header, and scrolled past 40 px it makes room for itself (the page
 * moves down under it). Its room is not made at the top of the page, where giving it back when the band
 * leaves, 10 s after the tap, would move the whole page without the shopper doing anything.
 */
export function CartNotice() {
  const pathname = usePathname();
  const [items, setItems] = useState<NoticeItem[]>([]);
  const [shownAt, setShownAt] = useState(0);
  const pinned = usePinned(items.length > 0);
  const visible = items.length > 0 && showsNotice(pathname);
  const { data: order } = useCart();
  useRoomAtTheTop(visible && pinned);

  const onChange = useCallback(
    (change: NoticeChange) => {
      const news = 'item' in change;
      if (news && !showsNotice(pathname)) return;
      setItems((current) => noticeItemsAfter(current, change));
      // Each change restarts the 10 seconds; a refused one only leaves the list.
      if (news) setShownAt(Date.now());
    },
    [pathname],
  );
  useCartChanges(onChange);

  // Each change restarts the 10 seconds.
  useEffect(() => {
    if (shownAt === 0) return;
    const timer = setTimeout(() => setItems([]), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [shownAt]);

  if (!visible) return null;
  return (
    <section
      role="status"
      aria-label="Carrinho atualizado"
      data-testid="cart-notice"
      className={`z-40 bg-white text-ink shadow-xl ring-1 ring-warm-200 md:w-80 md:rounded-lg md:p-3 max-md:fixed max-md:inset-x-0 max-md:top-0 max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-2 max-md:gap-y-1 max-md:px-2 max-md:py-1 ${
        pinned ? 'md:fixed md:right-2 md:top-2' : 'md:absolute md:right-0 md:top-full md:mt-2'
      }`}
    >
      <div className="flex items-center justify-between max-md:order-last md:mb-2">
        <p className="text-sm font-bold max-md:sr-only">Carrinho atualizado</p>
        <button
          type="button"
          onClick={() => setItems([])}
          aria-label="Fechar aviso"
          className="tap-target flex size-8 items-center justify-center rounded-full text-lg text-warm-700 hover:bg-warm-100"
        >
          ×
        </button>
      </div>
      <ul className="space-y-1 max-md:basis-full md:space-y-2">
        {items.map((item) => (
          <li key={item.key} className="flex items-center gap-2 md:gap-3">
            {item.imageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- a 48 px thumbnail of an already optimised image
              <img src={item.imageUrl} alt="" className="size-7 rounded object-cover md:size-12" />
            ) : (
              <span className="size-7 shrink-0 rounded bg-warm-100 md:size-12" aria-hidden />
            )}
            <div className="flex min-w-0 text-sm max-md:gap-1 md:flex-col">
              <p className="min-w-0 truncate font-semibold" title={item.name}>
                {truncateName(item.name)}
              </p>
              <p className="shrink-0 text-warm-700">
                <span className="md:hidden" aria-hidden>
                  ·{' '}
                </span>
                {item.quantity === 0 ? 'Removido' : displayQuantity(item.quantity, item.unit)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-sm max-md:flex-1 md:mt-3 md:empty:hidden" data-testid="notice-subtotal">
        {order && (
          <>
            Subtotal: <span className="font-bold text-brand">{order.displayItemTotal}</span>
          </>
        )}
      </p>
      <Link
        {...PREFETCH_ON_INTENT}
        href="/carrinho"
        onClick={() => setItems([])}
        className="tap-target flex items-center justify-center rounded bg-brand px-2 py-2 text-center text-sm font-bold text-white hover:bg-brand-dark max-md:shrink-0 md:mt-3"
      >
        Ir para o carrinho
      </Link>
    </section>
  );
}

/**
 * On a phone the pinned notice takes its own room at the top of the page (the page moves down under it)
 * instead of covering what the shopper is looking at.
 */
function useRoomAtTheTop(active: boolean): void {
  useEffect(() => {
    if (!active || window.innerWidth >= 768) return;
    const notice = document.querySelector<HTMLElement>('[data-testid="cart-notice"]');
    if (!notice) return;
    // Rounded up (offsetHeight rounds to the nearest pixel: a 68.4 px band would cover 0.4 px of the page).
    const makeRoom = () => {
      document.body.style.paddingTop = `${Math.ceil(notice.getBoundingClientRect().height)}px`;
    };
    makeRoom();
    // The band grows when the subtotal arrives (its line can wrap): the room follows.
    const observer = new ResizeObserver(makeRoom);
    observer.observe(notice);
    return () => {
      observer.disconnect();
      document.body.style.paddingTop = '';
    };
  }, [active]);
}

/** Whether the page has scrolled past the notice's 40 px threshold (tracked only while it shows). */
function usePinned(active: boolean): boolean {
  const [pinned, setPinned] = useState(false);
  useEffect(() => {
    if (!active) return;
    const update = () => setPinned(isNoticePinned(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [active]);
  return pinned;
}
