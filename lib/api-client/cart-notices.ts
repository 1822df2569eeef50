/**
 * What the cart notice hears of the shopper's changes (components/cart reads them through
 * CartController.onChange): each line or blend as it now stands, and the changes the server refused.
 */
import { NOTICE_DURATION_MS, NOTICE_MAX_ITEMS, type NoticeChange, type NoticeItem } from '../cart/notice';
import type { CartVariant } from '../catalogue/cart-variant';
import type { Order } from '../cart/order';
import { lineChanges } from './order-line-changes';

/** The notice's entry for a line of `variant` now holding `quantity` (0: removed). */
export function noticeItem(key: string, variant: CartVariant, quantity: number): NoticeItem {
  const imageUrl = variant.images[0]?.smallUrl ?? null;
  return { key, name: variant.name, imageUrl, quantity, unit: variant.unitForQuantity };
}

/** The notice's entry for a blend (grams, no photo). */
export function blendNoticeItem(mixId: number | undefined, name: string, quantity: number): NoticeItem {
  return { key: `mix:${mixId}`, name, imageUrl: null, quantity, unit: 'g' };
}

/** For the cart's notice: the lines and blends a whole-order change (a copied order) added or grew. */
export function grownItems(before: Order, after: Order): NoticeItem[] {
  const lines = [...lineChanges(before, after)]
    .filter(([, line]) => line.mixId === null && line.after > line.before)
    .map(([key, line]) => noticeItem(key, line.variant, line.after));
  const blends = after.mixes
    .filter((mix) => mix.quantity > (before.mixes.find((m) => m.id === mix.id)?.quantity ?? 0))
    .map((mix) => blendNoticeItem(mix.id, mix.name, mix.quantity));
  return [...lines, ...blends];
}

/**
 * The notice's listeners. The notice's code arrives after the cart's: the changes of the last
 * NOTICE_DURATION_MS that nobody was listening to are told to the first listener (a tap in between is
 * not left without its notice).
 */
export class CartNotices {
  private readonly listeners = new Set<(change: NoticeChange) => void>();
  /** Changes made while no notice listened (its code not loaded yet), newest last. */
  private unheard: { item: NoticeItem; at: number }[] = [];

  listen(listener: (change: NoticeChange) => void): () => void {
    this.listeners.add(listener);
    const unheard = this.unheard.filter((change) => Date.now() - change.at < NOTICE_DURATION_MS);
    this.unheard = [];
    for (const { item } of unheard) listener({ item });
    return () => this.listeners.delete(listener);
  }

  announce(item: NoticeItem): void {
    if (this.listeners.size === 0) {
      this.unheard = [...this.unheard.slice(1 - NOTICE_MAX_ITEMS), { item, at: Date.now() }];
    }
    for (const listener of this.listeners) listener({ item });
  }

  /** A line's change was refused and undone: it is no longer news. */
  retract(key: string): void {
    this.unheard = this.unheard.filter((change) => change.item.key !== key);
    for (const listener of this.listeners) listener({ undone: key });
  }
}
