import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { ShopShell } from '@/components/layout/shop-shell';
import { MISSING_PAGE_HEADER } from '@/lib/catalogue/page-address';
import DepartmentNotFound from './(shop)/departamentos/[id]/[[...sub]]/not-found';
import ProductPageNotFound from './(shop)/produtos/[slug]/not-found';
import { requestShellParts } from './shop-shell-parts';

// Next adds the noindex robots tag to every 404 answer.
export const metadata: Metadata = { title: 'Página não encontrada' };

/**
 * Any path no route matches: the fallback page inside the full shell (the shop layout's own parts).
 * proxy.ts sends here, too, a product or department page whose address names nothing, with the header
 * that says which: such a page says so in its own words. Each logs its URL with the 404.
 */
export default async function NotFound() {
  const missing = (await headers()).get(MISSING_PAGE_HEADER);
  return (
    <ShopShell {...await requestShellParts()}>
      {missing === 'product' ? (
        <ProductPageNotFound />
      ) : missing === 'department' ? (
        <DepartmentNotFound />
      ) : (
        <NotFoundContent />
      )}
    </ShopShell>
  );
}
