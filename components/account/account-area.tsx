'use client';

import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { loginUrl } from '@/lib/account/navigation';
import { useCurrentUser } from '@/lib/api-client/session';

const LINKS = [
  { href: '/minha-conta/informacoes', label: 'Meus dados' },
  { href: '/minha-conta/senha', label: 'Alterar senha' },
  { href: '/minha-conta/enderecos', label: 'Meus endereços' },
  { href: '/minha-conta/pedidos', label: 'Meus pedidos' },
  { href: '/minha-conta/cartoes', label: 'Meus cartões' },
  { href: '/minha-conta/privacidade', label: 'Privacidade' },
];

/**
 * The account area's frame: its navigation, and the second half of the guard: proxy.ts sends visitors
 * without a session cookie to /login; here a cookie whose session ended (expired, revoked) does too.
 * The pages draw at once (their first paint holds no personal data; each asks for its own), and the
 * parts that need the customer wait for them (AccountLoading).
 */
export function AccountArea({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  const { data: user, isPending, isError } = useCurrentUser();

  useEffect(() => {
    // Back to the same page after the login, its query too (the orders' ?page=3); read from the location,
    // which an effect always has, rather than useSearchParams, which would hold the layout's first paint.
    if (!isPending && !isError && !user) {
      router.replace(loginUrl(`${pathname}${window.location.search}`, 'entrar'));
    }
  }, [isPending, isError, user, pathname, router]);

  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <nav aria-label="Minha conta" className="md:w-56 md:shrink-0">
        <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 md:mx-0 md:flex-col md:px-0">
          {LINKS.map((link) => {
            const active = pathname.startsWith(link.href);
            return (
              <li key={link.href} className="shrink-0">
                <Link
                  {...PREFETCH_ON_INTENT}
                  href={link.href}
                  aria-current={active ? 'page' : undefined}
                  className={`block rounded px-3 py-2 text-sm font-semibold ${
                    active ? 'bg-brand text-white' : 'text-warm-700 hover:bg-warm-100'
                  }`}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        {isError ? <p role="alert">Não foi possível carregar a sua conta. Recarregue a página.</p> : children}
      </div>
    </div>
  );
}

export function AccountTitle({ children }: { children: React.ReactNode }) {
  return <h1 className="mb-4 text-xl font-bold text-brand">{children}</h1>;
}

/** What a part of the account area that needs the signed-in customer shows until they are known. */
export function AccountLoading() {
  return (
    <p role="status" className="py-16 text-center text-warm-700">
      Carregando...
    </p>
  );
}
