/**
 * Pagination of product lists (GET /v2/products). Pages are 1-based; the answer carries what a client
 * needs to know the last page: count (items on this page), total_count, current_page, pages, per_page.
 */

export const DEFAULT_PAGE = 1;
/** Promotions and recommended default to 10 per page, most sold to 20. */
export const DEFAULT_PER_PAGE = 10;
export const MOST_SOLD_DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

export interface PageInfo {
  count: number;
  total_count: number;
  current_page: number;
  pages: number;
  per_page: number;
}

/** Rows to skip for a 1-based page. */
export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

/** The pagination fields of a page of `count` items out of `totalCount`. */
export function pageInfo(totalCount: number, page: number, perPage: number, count: number): PageInfo {
  return {
    count,
    total_count: totalCount,
    current_page: page,
    pages: Math.ceil(totalCount / perPage),
    per_page: perPage,
  };
}

/** Whether a page after this one exists. */
export function hasNextPage(info: Pick<PageInfo, 'current_page' | 'pages'>): boolean {
  return info.current_page < info.pages;
}

/** A whole list answered as its only page (frequently purchased together, related). */
export function singlePage<T>(products: T[]): PageInfo & { products: T[] } {
  return { products, ...pageInfo(products.length, 1, Math.max(products.length, 1), products.length) };
}
