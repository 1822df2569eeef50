/**
 * Props of every next/link in the shop (eslint.config.mjs enforces it): its page is prefetched when the
 * shopper shows the intent to follow it (pointer over it, a touch, keyboard focus) instead of as soon as
 * it scrolls into view. Otherwise every page fetched and decoded, in its first seconds, the pages of the
 * links it shows (product cards, breadcrumbs, the account's menu, a product's options: two requests and
 * their router work each), on the shopper's data plan and in the page's busiest moment. One listener for
 * the whole page does the prefetching (components/layout/intent-prefetch.tsx).
 */
export const PREFETCH_ON_INTENT = { prefetch: false, 'data-prefetch': 'intent' } as const;

/** The link a shopper's pointer, touch or focus event shows intent for, if it is prefetched on intent. */
export function intentLinkHref(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  return target.closest('a[data-prefetch="intent"]')?.getAttribute('href') ?? null;
}
