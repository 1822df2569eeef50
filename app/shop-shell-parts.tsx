import { cache } from 'react';
import { ShellEffects } from '@/components/layout/shell-effects';
import type { ShopShellParts } from '@/components/layout/shop-shell';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { getDepartments } from '@/lib/server/pages/page-data';
import { storeInfo } from '@/lib/server/store/store-info';

/**
 * The shop shell's header and footer, made once a request: the shop layout and the root not-found page
 * (which Next sends with every page) draw the same elements, so the page's RSC data carries them once
 * and refers to them the second time, instead of the whole shell again.
 */
export const requestShellParts = cache(async (): Promise<ShopShellParts> => {
  const store = storeInfo();
  const departments = await getDepartments();
  return {
    header: (
      <>
        <ShellEffects phone={store.phone} />
        <SiteHeader store={store} departments={departments} />
      </>
    ),
    footer: <SiteFooter store={store} />,
  };
});
