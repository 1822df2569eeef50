'use client';

import Link from 'next/link';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { REGISTER_PANE_HASH } from '@/lib/account/register-pane';
import { useCurrentUser } from '@/lib/api-client/session';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

/**
 * The header's account corner, personal and so rendered in the browser. Logged out: CADASTRAR
 * and ENTRAR, both to /login (CADASTRAR opens its register side). Logged in: a dropdown named by the first name (or 'Bem vindo!' for names
 * of 15+ characters) with Minha conta, Meus pedidos and Logout (./account-dropdown.tsx, whose code
 * follows once the browser knows a customer is logged in: never on a guest's page).
 */
const loadDropdown = () => import('./account-dropdown');
// The one-time message after a reload draws nothing when a page opens: its code comes after the first paint.
const loadSessionFlash = () => import('./session-flash');

export function AccountMenu() {
  const { data: user, isPending } = useCurrentUser();
  const dropdown = useLoadedModule(loadDropdown, Boolean(user), { optional: true });
  const flash = useLoadedModule(loadSessionFlash, true, { optional: true });

  let corner: React.ReactNode;
  if (user && dropdown) {
    corner = <dropdown.AccountDropdown firstName={user.firstName} />;
  } else if (isPending || user) {
    corner = <span className="inline-block h-5 w-24 animate-pulse rounded bg-white/20" aria-hidden />;
  } else {
    corner = (
      <nav aria-label="Conta" className="flex gap-3 text-sm font-semibold">
        <Link
          href={`/login#${REGISTER_PANE_HASH}`}
          {...PREFETCH_ON_INTENT}
          className="tap-target inline-flex items-center"
        >
          CADASTRAR
        </Link>
        <Link href="/login" {...PREFETCH_ON_INTENT} className="tap-target inline-flex items-center">
          ENTRAR
        </Link>
      </nav>
    );
  }

  return (
    <>
      {corner}
      {flash && <flash.SessionFlash />}
    </>
  );
}
