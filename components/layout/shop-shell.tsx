import type { StoreInfo } from '@/lib/shell/store-info';
import { ShellEffects } from './shell-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The shell's parts around a page: header with navigation, footer. */
export interface ShopShellParts {
  header: React.ReactNode;
  footer: React.ReactNode;
}

/** Draws the shell's parts from the shop's data (read by app/shop-shell-parts.ts, once a request). */
export function shopShellParts(
  store: StoreInfo,
  departments: { id: number; name: string }[],
): ShopShellParts {
  return {
    header: (
      <>
        <ShellEffects phone={store.phone} />
        <SiteHeader store={store} departments={departments} />
      </>
    ),
    footer: <SiteFooter store={store} />,
  };
}

/** The full shell: header, the page, the footer. */
export function ShopShell({ header, footer, children }: ShopShellParts & { children: React.ReactNode }) {
  return (
    <>
      {header}
      {/* At least a screen tall: a page whose data arrives after its first paint must not show the footer
          above the fold meanwhile, only to push it away (layout shift). */}
      <main id="conteudo" className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      {footer}
    </>
  );
}
