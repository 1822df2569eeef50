import { cache } from 'react';
import { shopShellParts } from '@/components/layout/shop-shell';
import { getDepartments } from '@/lib/server/catalogue/page-data';
import { storeInfo } from '@/lib/server/store';

/**
 * The shop shell's header and footer, made once a request: the shop layout and the root not-found page
 * (which Next sends with every page) draw the same elements, so the page's RSC data carries them once
 * and refers to them the second time, instead of the whole shell again.
 */
export const requestShellParts = cache(async () => shopShellParts(storeInfo(), await getDepartments()));
