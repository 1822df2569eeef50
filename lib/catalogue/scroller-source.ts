/**
 * Which list a product scroller shows, and the React Query key of its pages: the browser fetches under
 * this key and the server hydrates page 1 under the same one.
 */
import { queryKeys } from '@/lib/api-client/query-keys';
import { PAGED_LISTS, type PagedListName } from './product-lists';

/** Where a product scroller's pages come from; serializable, so a server page can name it. */
export type ScrollerSource =
  | { kind: 'paged'; list: PagedListName }
  | { kind: 'related'; ids: number[] }
  | { kind: 'frequentlyPurchased'; variantId: number };

/** The infinite query of a scroller; the server hydrates page 1 under the same key. */
export function scrollerQueryKey(source: ScrollerSource) {
  switch (source.kind) {
    case 'paged':
      return queryKeys.catalogue.list(source.list, PAGED_LISTS[source.list].apiParams);
    case 'related':
      return queryKeys.catalogue.list('related', { ids: source.ids });
    case 'frequentlyPurchased':
      return queryKeys.catalogue.list('frequentlyPurchased', { variantId: source.variantId });
  }
}
