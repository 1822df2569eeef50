/**
 * Which list a product scroller shows, and the React Query key of its pages: the browser fetches under
 * this key and the server hydrates page 1 under the same one.
 */
import { queryKeys } from '@/lib/api-client/query-keys';
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

/** The infinite query of a scroller; the server hydrates page 1 under the same key. */
export function scrollerQueryKey(source: ScrollerSource) {
  switch (source.kind) {
    case 'paged':
      return queryKeys.catalogue.list(source.list, pagedListParams(source));
    case 'related':
      return queryKeys.catalogue.list('related', { ids: source.ids });
    case 'frequentlyPurchased':
      return queryKeys.catalogue.list('frequentlyPurchased', { variantId: source.variantId });
  }
}

/** Query parameters of GET /v2/products for a paged scroller. */
export function pagedListParams(source: Extract<ScrollerSource, { kind: 'paged' }>): Record<string, string> {
  return {
    ...PAGED_LISTS[source.list].apiParams,
    ...(source.excludeIds?.length ? { 'q[id_not_in]': source.excludeIds.join(',') } : {}),
    ...(source.forMe ? { for_me: 'true' } : {}),
  };
}
