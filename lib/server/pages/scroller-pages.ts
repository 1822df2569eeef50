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

type PagedSource = Extract<ScrollerSource, { kind: 'paged' }>;

/**
 * 'Recomendados' on the home: the discounted products that 'Promoções' above it does not show
 * (`promotionIds`: the home's lists do not repeat each other, see docs/decisions.md). When the promotions
 * show every one of them, that list is empty and the section would vanish: the home then shows the plain
 * list (`GET /v2/products/?q[discounted_eq]=true`), repeats and all.
 */
export async function recommendedScroller(
  promotionIds: number[],
): Promise<{ source: PagedSource; firstPage: CardPage }> {
  const everyone: PagedSource = { kind: 'paged', list: 'recommended' };
  if (promotionIds.length > 0) {
    const source: PagedSource = { ...everyone, excludeIds: promotionIds };
    const firstPage = await scrollerFirstPage(source);
    if (firstPage.products.length > 0) return { source, firstPage };
  }
  return { source: everyone, firstPage: await scrollerFirstPage(everyone) };
}
