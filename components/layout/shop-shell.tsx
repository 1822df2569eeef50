import type { StoreInfo } from '@/lib/shell/store-info';
import { ShellEffects } from './shell-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The full shell: header with navigation, the page, the footer (its data is read by app/(shop)/layout.tsx). */
export function ShopShell({
  store,
  departments,
  children,
}: {
  store: StoreInfo;
  departments: { id: number; name: string }[];
  children: React.ReactNode;
}) {
  return (
    <>
      <ShellEffects phone={store.phone} />
      <SiteHeader store={store} departments={departments} />
      {/* At least a screen tall: a page whose data arrives after its first paint must not show the footer
          above the fold meanwhile, only to push it away (layout shift). */}
      <main id="conteudo" className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      <SiteFooter store={store} />
    </>
  );
}
