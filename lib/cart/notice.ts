/**
 * The cart-change notice: when items are added or quantities change outside
 * /carrinho, a notice lists up to 3 changed items (latest first) for 10 seconds; it moves to the top of
 * the window once the page has scrolled 40 px.
 */

export const NOTICE_DURATION_MS = 10_000;
export const NOTICE_MAX_ITEMS = 3;
const NOTICE_STICKY_SCROLL_PX = 40;
const CART_PATH = '/carrinho';

export interface NoticeItem {
  /** The line's key (variant and blend), so a second change of the same line replaces the first. */
  key: string;
  name: string;
  imageUrl: string | null;
  /** Grams or units; 0 when the line was removed. */
  quantity: number;
  unit: 'g' | 'un';
}

/** A line the shopper changed, or the key of a line whose change the server refused (it is back as it was). */
export type NoticeChange = { item: NoticeItem } | { undone: string };

/**
 * The notice's items after one more change: the changed item first, no repeats, at most three; a refused
 * change leaves the notice.
 */
export function noticeItemsAfter(items: readonly NoticeItem[], change: NoticeChange): NoticeItem[] {
  if ('undone' in change) return items.filter((item) => item.key !== change.undone);
  const changed = change.item;
  return [changed, ...items.filter((item) => item.key !== changed.key)].slice(0, NOTICE_MAX_ITEMS);
}

/** Changes made on the cart page itself show there; the notice is for every other page. */
export function showsNotice(pathname: string): boolean {
  return pathname !== CART_PATH && !pathname.startsWith(`${CART_PATH}/`);
}

/** Pinned to the top of the window once the page scrolled past the threshold. */
export function isNoticePinned(scrollY: number): boolean {
  return scrollY > NOTICE_STICKY_SCROLL_PX;
}
