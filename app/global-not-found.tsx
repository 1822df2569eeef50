import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { ShopShell } from '@/components/layout/shop-shell';
import { getDepartments } from '@/lib/server/catalogue/page-data';
import { storeInfo } from '@/lib/server/store';
import { RootDocument } from './root-document';
import './globals.css';

// Next adds the noindex robots tag to every 404 answer.
export function generateMetadata(): Metadata {
  return { title: `Página não encontrada | ${storeInfo().name}` };
}

export { viewport } from './layout';

/**
 * Any address no route matches (and a malformed one, which proxy.ts rewrites to such an address): the
 * fallback page inside the full shell. Next renders it without the root layout, so it draws the document.
 */
export default async function GlobalNotFound() {
  const departments = await getDepartments();
  return (
    <RootDocument>
      <ShopShell store={storeInfo()} departments={departments}>
        <NotFoundContent />
      </ShopShell>
    </RootDocument>
  );
}
