/**
 * The order list's pagination: first, previous, at most 10 numbered pages around the current
 * one, next, last. A page out of range sends the customer back to the list without a query.
 */
const ORDERS_PER_PAGE = 10;
const MAX_PAGE_LINKS = 10;

/** The API's page `page` of the customer's past orders (complete and canceled, 10 a page). */
export function pastOrdersPath(page: number): string {
  return `/v2/orders/mine?page=${page}&per_page=${ORDERS_PER_PAGE}&q[state_in][]=complete&q[state_in][]=canceled`;
}

/** The numbered pages to show: a window of at most `max` pages that holds `current`. */
export function pageNumbers(current: number, pages: number, max = MAX_PAGE_LINKS): number[] {
  if (pages <= 0) return [];
  const first = Math.max(1, Math.min(current - Math.floor(max / 2), pages - max + 1));
  const last = Math.min(pages, first + max - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The page asked for in the query: a whole number from 1, or 1 when the query has none. */
export function requestedPage(query: string | null): number | 'invalid' {
  if (query === null || query === '') return 1;
  return /^[1-9]\d{0,5}$/.test(query) ? Number(query) : 'invalid';
}

/**
 * Out of range: not a page number at all, or past the last page (page 1 when there are no orders). While
 * the number of pages is unknown (`undefined`: the list is loading), no page number is past it.
 */
export function isOutOfRange(page: number | 'invalid', pages: number | undefined): boolean {
  return page === 'invalid' || (pages !== undefined && page > Math.max(1, pages));
}
