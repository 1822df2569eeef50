import { ShopShell } from '@/components/layout/shop-shell';
import { getDepartments } from '@/lib/server/catalogue/page-data';
import { storeInfo } from '@/lib/server/store';

export default async function ShopLayout({ children }: { children: React.ReactNode }) {
  const departments = await getDepartments();
  return (
    <ShopShell store={storeInfo()} departments={departments}>
      {children}
    </ShopShell>
  );
}
