'use client';

import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { useEffect, useRef, useState } from 'react';
import { headerGreeting } from '@/lib/account/display';

/**
 * The logged-in customer's corner of the header: a dropdown named by the first name (or
 * 'Bem vindo!' for names of 15+ characters) with Minha conta, Meus pedidos and Logout.
 */
export function AccountDropdown({ firstName }: { firstName: string }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !container.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const item = 'tap-target flex items-center px-4 py-2 text-sm text-ink hover:bg-warm-100';
  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
        className="tap-target flex items-center gap-1 text-sm font-semibold"
      >
        {headerGreeting(firstName)}
        <span aria-hidden className="text-xs">
          ▾
        </span>
      </button>
      {open && (
        <ul
          role="menu"
          aria-label="Minha conta"
          className="absolute right-0 z-40 mt-2 w-44 overflow-hidden rounded-md bg-white py-1 shadow-lg ring-1 ring-warm-200"
        >
          <li role="none">
            <Link
              {...PREFETCH_ON_INTENT}
              role="menuitem"
              href="/minha-conta/informacoes"
              className={item}
              onClick={() => setOpen(false)}
            >
              Minha conta
            </Link>
          </li>
          <li role="none">
            <Link
              {...PREFETCH_ON_INTENT}
              role="menuitem"
              href="/minha-conta/pedidos"
              className={item}
              onClick={() => setOpen(false)}
            >
              Meus pedidos
            </Link>
          </li>
          <li role="none">
            <a role="menuitem" href="/logout" className={item}>
              Logout
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}
