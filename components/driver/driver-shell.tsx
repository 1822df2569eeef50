import Link from 'next/link';
import { QueryProvider } from '@/components/providers';
import { LogoMark } from '@/components/ui/icons/logo-mark';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

/**
 * The driver's phone shell (/entregador): a slim bar with the store, who is signed in and 'Sair', and one
 * narrow column, nothing of the shop around it (the page is used at arm's length, on the move).
 */
export function DriverShell({
  storeName,
  driverName,
  children,
}: {
  storeName: string;
  driverName: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <header className="bg-brand text-white">
        <div className="mx-auto flex max-w-xl items-center justify-between gap-3 px-4 py-2">
          <p className="flex min-w-0 items-center gap-2">
            <LogoMark className="size-8 shrink-0" />
            <span className="min-w-0 leading-tight">
              <span className="block truncate font-extrabold">{storeName}</span>
              <span className="block truncate text-sm">Entregador: {driverName}</span>
            </span>
          </p>
          <Link
            {...PREFETCH_ON_INTENT}
            href="/logout"
            className="tap-target flex items-center rounded px-3 font-bold underline"
          >
            Sair
          </Link>
        </div>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-xl flex-1 px-3 py-4">
        <QueryProvider>{children}</QueryProvider>
      </main>
    </>
  );
}
