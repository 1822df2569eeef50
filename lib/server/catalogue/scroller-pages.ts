/**
 * Page 1 of the home's scrollers, as the API would answer it and as the browser's lists keep it: the
 * server renders it and hands it to each list as its first page, so the browser does not fetch it again.
 * Nothing personal goes in.
 */
import 'server-only';
import { singlePage } from '@/lib/catalogue/pagination';
import { PAGED_LISTS } from '@/lib/catalogue/product-lists';
import type { ScrollerSource } from '@/lib/catalogue/scroller-source';
import type { ProductPageJson } from '@/lib/sales-api/catalogue';
import { camelize, type Camelized } from '@/lib/sales-api/case';
import { getFrequentlyPurchased, getProductPage } from './page-data';

async function loadScrollerPage(source: ScrollerSource) {
  switch (source.kind) {
    case 'paged': {
      const list = PAGED_LISTS[source.list];
      return getProductPage({ ...list.query, excludeIds: source.excludeIds, page: 1, perPage: list.perPage });
    }
    case 'related':
      return getProductPage({ ids: source.ids, page: 1, perPage: source.ids.length });
    case 'frequentlyPurchased':
      return singlePage((await getFrequentlyPurchased(source.variantId)) ?? []);
  }
}

export async function scrollerFirstPage(source: ScrollerSource): Promise<Camelized<ProductPageJson>> {
  return camelize(await loadScrollerPage(source));
}
