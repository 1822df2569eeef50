/**
 * Page 1 of the home's scrollers, as the API would answer it but with only what the cards show of each
 * product (../../catalogue/card-variant.ts): the server renders it and hands it to each list as its
 * first page, so the browser does not fetch it again. Nothing personal goes in.
 */
import 'server-only';
import { singlePage } from '@/lib/catalogue/pagination';
import { PAGED_LISTS } from '@/lib/catalogue/product-lists';
import type { ScrollerSource } from '@/lib/catalogue/scroller-source';
import { camelize } from '@/lib/sales-api/case';
import { cardVariant, type CardPage } from '@/lib/catalogue/card-variant';
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

export async function scrollerFirstPage(source: ScrollerSource): Promise<CardPage> {
  const page = camelize(await loadScrollerPage(source));
  return { ...page, products: page.products.map(cardVariant) };
}
