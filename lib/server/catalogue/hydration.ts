/**
 * Server-rendered pages hand the browser exactly the catalogue data they rendered, as React Query's
 * dehydrated state: the home's scrollers read their first page from the cache instead of fetching it
 * again. Only what a client component reads goes in (the product page's client components get their
 * data as props), and never anything personal.
 */
import 'server-only';
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { camelize } from '@/lib/sales-api/case';
import { scrollerQueryKey, type ScrollerSource } from '@/lib/catalogue/scroller-source';
import { singlePage } from '@/lib/catalogue/pagination';
import { PAGED_LISTS } from '@/lib/catalogue/product-lists';
import type { ProductPageJson } from '@/lib/sales-api/catalogue';
import { getFrequentlyPurchased, getProductPage } from './page-data';

/** Page 1 of a scroller's list, as the API would answer it. */
async function loadScrollerPage(source: ScrollerSource): Promise<ProductPageJson> {
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

export class CatalogueHydration {
  private readonly client = new QueryClient();

  /** Loads page 1 of each scroller into the cache, and answers them. */
  async addScrollers(sources: ScrollerSource[]): Promise<ProductPageJson[]> {
    const pages = await Promise.all(sources.map(loadScrollerPage));
    sources.forEach((source, index) => {
      this.client.setQueryData(scrollerQueryKey(source), {
        pages: [camelize(pages[index]!)],
        pageParams: [1],
      });
    });
    return pages;
  }

  state(): DehydratedState {
    return dehydrate(this.client);
  }
}
