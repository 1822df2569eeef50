'use client';

import Link from 'next/link';
import { useCurrentUser } from '@/lib/api-client/session';

/**
 * The header's account corner, personal and so rendered in the browser (never cached on the server).
 * Logged out: CADASTRAR and ENTRAR. Logged in: the first name (or 'Bem vindo!' for 15+ characters);
 * the accounts issue turns it into the dropdown of spec 02.
 */
export function AccountMenu() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending)
    return <span className="inline-block h-5 w-24 animate-pulse rounded bg-white/20" aria-hidden />;
  if (!user) {
    return (
      <nav aria-label="Conta" className="flex gap-3 text-sm font-semibold">
        <Link href="/login">CADASTRAR</Link>
        <Link href="/login">ENTRAR</Link>
      </nav>
    );
  }
  return (
    <Link href="/minha-conta/informacoes" className="text-sm font-semibold">
      {user.firstName.length >= 15 ? 'Bem vindo!' : user.firstName}
    </Link>
  );
}
