import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { ShopShell } from '@/components/layout/shop-shell';
import { requestShellParts } from './shop-shell-parts';

// Next adds the noindex robots tag to every 404 answer.
export const metadata: Metadata = { title: 'Página não encontrada' };

/** Any path no route matches: the fallback page inside the full shell (the shop layout's own parts). */
export default async function NotFound() {
  return (
    <ShopShell {...await requestShellParts()}>
      <NotFoundContent />
    </ShopShell>
  );
}
