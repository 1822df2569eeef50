/** The browser's calls to the catalogue part of the sales API. */
import { singlePage, type PageInfo } from '../catalogue/pagination';
import { PAGED_LISTS } from '../catalogue/product-lists';
import type { SubdepartmentProductsJson, VariantJson } from '@/lib/sales-api/catalogue';
import { camelize, type Camelized } from '@/lib/sales-api/case';
import { ApiClientError, apiRequest } from './client';
import { queryKeys } from './query-keys';

export type Variant = Camelized<VariantJson>;
export type ProductPage = Camelized<PageInfo & { products: VariantJson[] }>;

/** Query parameters of GET /v2/products as the API spells them. */
type ProductListParams = Record<string, string>;

function fetchProductPage(params: ProductListParams, page: number, perPage: number) {
  const query = new URLSearchParams({ ...params, page: String(page), per_page: String(perPage) });
  return apiRequest<PageInfo & { products: VariantJson[] }>('GET', `/v2/products?${query}`);
}

/** A subdepartment's products after `after` (a next_cursor of its department's answer or of a page). */
export function fetchSubdepartmentProducts(subdepartmentId: number, after: string) {
  return apiRequest<SubdepartmentProductsJson>(
    'GET',
    `/v2/subdepartments/${subdepartmentId}/products?${new URLSearchParams({ after })}`,
  );
}

export function fetchRecentlyViewed() {
  return apiRequest<VariantJson[]>('GET', '/v2/products/recently_viewed');
}

/**
 * Records that the visitor viewed the product; answers whether it was recorded. The API throttles guests'
 * views per address (429): nothing the shopper did wrong or should hear of, so it only answers false.
 */
export async function recordProductView(variantId: number): Promise<boolean> {
  try {
    await apiRequest<null>('POST', `/v2/products/${variantId}/views`);
    return true;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 429) return false;
    throw error;
  }
}

// Analytics events live in ./events (a page that only reports events needs none of the lists' code).
export { trackEvent } from './events';

export type { ScrollerSource } from '@/lib/catalogue/scroller-source';
import { pagedListParams, type ScrollerSource } from '@/lib/catalogue/scroller-source';

/** The infinite query of a scroller; the server's first page is its initial data. */
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

export async function fetchScrollerPage(source: ScrollerSource, page: number): Promise<ProductPage> {
  switch (source.kind) {
    case 'paged':
      return fetchProductPage(pagedListParams(source), page, PAGED_LISTS[source.list].perPage);
    case 'related':
      return fetchProductPage({ by_id: source.ids.join(',') }, page, source.ids.length);
    case 'frequentlyPurchased': {
      const products = await apiRequest<VariantJson[]>(
        'GET',
        `/v2/products/${source.variantId}/frequently_purchased_together`,
      );
      return camelize(singlePage(products));
    }
  }
}
