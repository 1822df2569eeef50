import { ShopShell } from '@/components/layout/shop-shell';
import { getShellDepartments } from '@/lib/server/catalogue/page-data';
import { storeInfo } from '@/lib/server/store';

export default async function ShopLayout({ children }: { children: React.ReactNode }) {
  const departments = await getShellDepartments();
  return (
    <ShopShell store={storeInfo()} departments={departments}>
      {children}
    </ShopShell>
  );
}
