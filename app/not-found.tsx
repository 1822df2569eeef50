import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { ShopShell } from '@/components/layout/shop-shell';

export const metadata: Metadata = { title: 'Página não encontrada', robots: { index: false } };

/** Any path no route matches: the fallback page inside the full shell. */
export default function NotFound() {
  return (
    <ShopShell>
      <NotFoundContent />
    </ShopShell>
  );
}
