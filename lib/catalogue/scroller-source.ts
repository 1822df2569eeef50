/**
 * Which list a product scroller shows, named alike by the server (its first page) and the browser (the
 * pages after it, lib/api-client/catalogue.ts).
 */
import { PAGED_LISTS, type PagedListName } from './product-lists';

/** Where a product scroller's pages come from; serializable, so a server page can name it. */
export type ScrollerSource =
  | {
      kind: 'paged';
      list: PagedListName;
      /** Variant ids left out (recommended on the home: what the promotions above it show). */
      excludeIds?: number[];
      /** Ranked for the logged-in customer (fetched by the browser only: personal). */
      forMe?: boolean;
    }
  | { kind: 'related'; ids: number[] }
  | { kind: 'frequentlyPurchased'; variantId: number };

/** Query parameters of GET /v2/products for a paged scroller. */
export function pagedListParams(source: Extract<ScrollerSource, { kind: 'paged' }>): Record<string, string> {
  return {
    ...PAGED_LISTS[source.list].apiParams,
    ...(source.excludeIds?.length ? { 'q[id_not_in]': source.excludeIds.join(',') } : {}),
    ...(source.forMe ? { for_me: 'true' } : {}),
  };
}
