import { LogoHeader } from '@/components/layout/logo-header';
import { ShellEffects } from '@/components/layout/shell-effects';
import { SiteFooter } from '@/components/layout/site-footer';
import { storeInfo } from '@/lib/server/store/store-info';

/**
 * Shell of /checkout, /login, /cadastro, /registro, /esqueci-senha, /resetar-senha and /confirmacao. React
 * Query comes with the pages that read it (each wraps itself in QueryProvider), not with the shell: the
 * confirmation of an order does without (docs/performance.md).
 */
export default function MinimalLayout({ children }: { children: React.ReactNode }) {
  const store = storeInfo();
  return (
    <>
      <ShellEffects phone={store.phone} />
      <LogoHeader store={store} />
      {/* At least a screen tall, as the shop's shell (ShopShell), for the checkout's data to arrive under. */}
      <main id="conteudo" className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      <SiteFooter store={store} />
    </>
  );
}
