import { getShellDepartments } from '@/lib/server/catalogue/page-data';
import { storeInfo } from '@/lib/server/store';
import { ShellEffects } from './shell-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The full shell: header with navigation, the page, the footer. */
export async function ShopShell({ children }: { children: React.ReactNode }) {
  const store = storeInfo();
  const departments = await getShellDepartments();
  return (
    <>
      <ShellEffects phone={store.phone} />
      <SiteHeader store={store} departments={departments} />
      <main id="conteudo" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      <SiteFooter store={store} />
    </>
  );
}
