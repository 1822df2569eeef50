'use client';

import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { usePathname } from 'next/navigation';
import { memo, useCallback, useEffect, useRef } from 'react';
import { useCurrentUser } from '@/lib/api-client/session';
import { menuEntries } from '@/lib/shell/menu';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import { MenuButton } from './menu-button';

/**
 * The menu's entries, drawn again only when they change (signing in or out, another page), not whenever
 * the customer's query reports progress.
 */
const MenuLinks = memo(function MenuLinks({
  signedIn,
  pathname,
  onNavigate,
}: {
  signedIn: boolean;
  pathname: string;
  onNavigate: () => void;
}) {
  return (
    <nav aria-label="Menu principal">
      <ul className="divide-y divide-warm-200">
        {menuEntries(signedIn).map((entry) => (
          <li key={entry.href}>
            <Link
              {...PREFETCH_ON_INTENT}
              href={entry.href}
              onClick={onNavigate}
              aria-current={pathname === entry.href ? 'page' : undefined}
              className="block px-5 py-3.5 font-semibold hover:bg-warm-100 aria-[current=page]:text-brand"
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/**
 * The hamburger button and its side menu (a modal dialog), closed on every navigation; loaded after the
 * page's first paint by ./menu-drawer.tsx.
 */
export function MenuDialog({ storeName }: { storeName: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const { data: user } = useCurrentUser();
  const close = useCallback(() => dialogRef.current?.close(), []);

  useEffect(() => close(), [pathname, close]);

  return (
    <>
      <MenuButton onOpen={() => dialogRef.current?.showModal()} />
      <dialog
        ref={dialogRef}
        aria-label="Menu"
        // A click on the backdrop lands on the dialog element itself: close, as users expect.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 text-ink shadow-xl backdrop:bg-ink/60"
      >
        <div className="flex items-center justify-between bg-brand px-4 py-3 text-white">
          <p className="text-lg font-extrabold">{storeName}</p>
          <button
            type="button"
            onClick={close}
            className="grid size-11 place-items-center rounded-lg hover:bg-white/10"
          >
            <CloseIcon className="size-6" />
            <span className="sr-only">Fechar menu</span>
          </button>
        </div>
        <MenuLinks signedIn={Boolean(user)} pathname={pathname} onNavigate={close} />
      </dialog>
    </>
  );
}
