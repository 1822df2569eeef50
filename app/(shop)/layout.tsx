import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { storeInfo } from '@/lib/server/store';

export default function ShopLayout({ children }: { children: React.ReactNode }) {
  const store = storeInfo();
  return (
    <>
      <SiteHeader store={store} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">{children}</main>
      <SiteFooter store={store} />
    </>
  );
}
