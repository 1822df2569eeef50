/**
 * Props of a next/link whose page is prefetched when the shopper shows the intent to follow it (pointer
 * over it, a touch, keyboard focus) instead of as soon as it scrolls into view: for lists of links to
 * heavy pages. Product cards and department links would otherwise fetch every visible page's data on
 * every visit, while the page is still opening (a department's data is over 100 kB), on the shopper's
 * data plan. One listener for the whole page does the prefetching (components/layout/intent-prefetch.tsx).
 */
export const PREFETCH_ON_INTENT = { prefetch: false, 'data-prefetch': 'intent' } as const;

/** The link a shopper's pointer, touch or focus event shows intent for, if it is prefetched on intent. */
export function intentLinkHref(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  return target.closest('a[data-prefetch="intent"]')?.getAttribute('href') ?? null;
}
