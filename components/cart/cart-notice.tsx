'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useCartChanges } from '@/lib/api-client/cart';
import {
  isNoticePinned,
  NOTICE_DURATION_MS,
  noticeItemsAfter,
  showsNotice,
  type NoticeItem,
} from '@/lib/cart/notice';
import { displayQuantity, truncateName } from '@/lib/catalogue/variant';

/**
 * Spec 01: when items are added or quantities change outside /carrinho, a notice lists up to 3 changed
 * items (name, image, quantity) for 10 seconds, with 'Ir para o carrinho'. It can be dismissed, and it
 * moves to the top of the window once the page has scrolled 40 px.
 */
export function CartNotice() {
  const pathname = usePathname();
  const [items, setItems] = useState<NoticeItem[]>([]);
  const [shownAt, setShownAt] = useState(0);
  const pinned = usePinned(items.length > 0);
  const visible = items.length > 0 && showsNotice(pathname);

  const onChange = useCallback(
    (item: NoticeItem) => {
      if (!showsNotice(pathname)) return;
      setItems((current) => noticeItemsAfter(current, item));
      setShownAt(Date.now());
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
      className={`z-40 w-[min(20rem,calc(100vw-1rem))] rounded-lg bg-white p-3 text-ink shadow-xl ring-1 ring-warm-200 ${
        pinned ? 'fixed right-2 top-2' : 'absolute right-0 top-full mt-2'
      }`}
    >
      <div className="mb-2 flex items-center justify-between">
        <p className="text-sm font-bold">Carrinho atualizado</p>
        <button
          type="button"
          onClick={() => setItems([])}
          aria-label="Fechar aviso"
          className="flex h-8 w-8 items-center justify-center rounded-full text-lg text-warm-700 hover:bg-warm-100"
        >
          ×
        </button>
      </div>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.key} className="flex items-center gap-3">
            {item.imageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- a 48 px thumbnail of an already optimised image
              <img src={item.imageUrl} alt="" className="h-12 w-12 rounded object-cover" />
            ) : (
              <span className="h-12 w-12 rounded bg-warm-100" aria-hidden />
            )}
            <div className="min-w-0 text-sm">
              <p className="truncate font-semibold" title={item.name}>
                {truncateName(item.name)}
              </p>
              <p className="text-warm-700">
                {item.quantity === 0 ? 'Removido' : displayQuantity(item.quantity, item.unit)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Link
        href="/carrinho"
        onClick={() => setItems([])}
        className="mt-3 block rounded bg-brand py-2 text-center text-sm font-bold text-white hover:bg-brand-dark"
      >
        Ir para o carrinho
      </Link>
    </section>
  );
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
