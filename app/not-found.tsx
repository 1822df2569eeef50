import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { ShopShell } from '@/components/layout/shop-shell';
import { getDepartments } from '@/lib/server/catalogue/page-data';
import { storeInfo } from '@/lib/server/store';

export const metadata: Metadata = { title: 'Página não encontrada', robots: { index: false } };

/** Any path no route matches: the fallback page inside the full shell (read as app/(shop)/layout.tsx does). */
export default async function NotFound() {
  const departments = await getDepartments();
  return (
    <ShopShell store={storeInfo()} departments={departments}>
      <NotFoundContent />
    </ShopShell>
  );
}
