/** The home's 'recently viewed' list: hidden when fewer than 3 products load. */

const RECENTLY_VIEWED_MIN = 3;
/** How many of the latest views the list shows. */
export const RECENTLY_VIEWED_LIMIT = 10;

export function showRecentlyViewed(products: readonly unknown[] | undefined): boolean {
  return (products?.length ?? 0) >= RECENTLY_VIEWED_MIN;
}
