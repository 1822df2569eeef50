/**
 * The product scrollers of the home and product pages (promotions, recommended, most sold, related,
 * frequently bought together; docs/business-rules.md, Catalogue and prices):
 * - on wider screens 2 slides are shown and scrolled at a time (500 ms); the next page is requested when
 *   the user reaches the last slide of what is loaded;
 * - on phones 4 items show first and each 'ver mais' reveals 4 more (asking for the next page when the
 *   loaded items run out);
 * - pages accumulate without duplicates (a product that moved between pages while browsing shows once).
 */

const SLIDES_PER_VIEW = 2;
export const SLIDES_PER_GROUP = 2;
/** Slide animation, ms. */
export const SCROLLER_SPEED_MS = 500;
/** Scrolling the page to a section (e.g. a department's subdepartment), ms. */
export const SCROLL_TO_MS = 1500;
const MOBILE_INITIAL_ITEMS = 4;
const MOBILE_STEP_ITEMS = 4;

/** Page sizes of the lists. Related products are one fixed list of 12. */
export const SCROLLER_PAGE_SIZES = { promotions: 10, recommended: 10, mostSold: 20 } as const;

/** Every item of the loaded pages, in order, each id once (its first occurrence wins). */
export function mergePages<T extends { id: number }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<number>();
  const merged: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      merged.push(item);
    }
  }
  return merged;
}

/**
 * Whether to request the next page after the scroller moved to `activeIndex` (index of the first visible
 * slide): when the last visible slide is the last loaded one and more pages exist. With 10 per page and
 * 2 slides per view that is when the slides at positions 9-10 (multiples of 10) come into view.
 */
export function shouldRequestNextPage({
  activeIndex,
  loadedCount,
  hasNextPage,
  isFetching,
  slidesPerView = SLIDES_PER_VIEW,
}: {
  activeIndex: number;
  loadedCount: number;
  hasNextPage: boolean;
  isFetching: boolean;
  slidesPerView?: number;
}): boolean {
  if (!hasNextPage || isFetching || loadedCount === 0) return false;
  return activeIndex + slidesPerView >= loadedCount;
}

/** How many items the phone layout shows after `clicks` presses of 'ver mais'. */
export function mobileVisibleCount(clicks: number): number {
  return MOBILE_INITIAL_ITEMS + clicks * MOBILE_STEP_ITEMS;
}

/** Whether 'ver mais' has anything to reveal: items loaded but hidden, or another page to load. */
export function canShowMore(visibleCount: number, loadedCount: number, hasNextPage: boolean): boolean {
  return visibleCount < loadedCount || hasNextPage;
}

/** Whether revealing `visibleCount` items needs the next page first. */
export function needsNextPageFor(visibleCount: number, loadedCount: number, hasNextPage: boolean): boolean {
  return hasNextPage && visibleCount > loadedCount;
}
