'use client';

/**
 * The staff screens' shell (/equipe): the shop's logo, who is using the tablet and their role, and the
 * navigation (Hoje, Expedição, Atendimento, Loja, Sair), each shown only to a role that may use it. Hidden on
 * paper: labels and packing lists print alone.
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { LogoMark } from '@/components/ui/icons/logo-mark';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { StaffViewerProvider, type StaffViewer } from './staff-context';

interface NavItem {
  href: string;
  label: string;
  /** Whether the current path is this item's. */
  current: (path: string) => boolean;
}

const BOARD: NavItem = {
  href: '/equipe',
  label: 'Hoje',
  current: (path) =>
    path === '/equipe' || path.startsWith('/equipe/pedidos') || path.startsWith('/equipe/janelas'),
};
const DISPATCH: NavItem = {
  href: '/equipe/expedicao',
  label: 'Expedição',
  current: (path) => path.startsWith('/equipe/expedicao'),
};
const SUPPORT: NavItem = {
  href: '/equipe/atendimento',
  label: 'Atendimento',
  current: (path) => path.startsWith('/equipe/atendimento'),
};

const STORE: NavItem = {
  href: '/equipe/loja',
  label: 'Loja',
  current: (path) => path.startsWith('/equipe/loja'),
};

export function StaffShell({
  storeName,
  viewer,
  children,
}: {
  storeName: string;
  viewer: StaffViewer;
  children: React.ReactNode;
}) {
  const path = usePathname() ?? '';
  const items = [
    BOARD,
    ...(viewer.capabilities.includes('dispatch') ? [DISPATCH] : []),
    ...(viewer.capabilities.includes('support') ? [SUPPORT] : []),
    ...(viewer.capabilities.includes('store') ? [STORE] : []),
  ];
  const navLink = 'flex min-h-11 items-center rounded px-3 font-bold';
  return (
    <StaffViewerProvider viewer={viewer}>
      <header className="bg-brand text-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <Link {...PREFETCH_ON_INTENT} href="/equipe" className="flex min-h-11 items-center gap-2">
            <LogoMark className="size-9 shrink-0" />
            <span className="text-xl font-extrabold leading-none tracking-tight">{storeName}</span>
            <span className="rounded bg-white/15 px-2 py-0.5 text-xs font-bold uppercase">Equipe</span>
          </Link>
          <p className="text-sm">
            <span className="font-bold">{viewer.name}</span>
            {viewer.roleLabel && <span className="text-white/85"> · {viewer.roleLabel}</span>}
          </p>
        </div>
        <nav aria-label="Equipe" className="bg-brand-dark">
          <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-2 py-1">
            {items.map((item) => {
              const current = item.current(path);
              return (
                <li key={item.href}>
                  <Link
                    {...PREFETCH_ON_INTENT}
                    href={item.href}
                    aria-current={current ? 'page' : undefined}
                    className={`${navLink} ${current ? 'bg-white text-brand' : 'text-white hover:bg-white/10'}`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
            <li className="ml-auto">
              {/* A plain link: /logout ends the session for a same-origin arrival (app/(shop)/logout). */}
              <a href="/logout" className={`${navLink} text-white hover:bg-white/10`}>
                Sair
              </a>
            </li>
          </ul>
        </nav>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-6xl flex-1 px-4 py-5 print:max-w-none print:p-0">
        {children}
      </main>
    </StaffViewerProvider>
  );
}
