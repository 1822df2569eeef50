'use client';

import dynamic from 'next/dynamic';
import type { ScrollerSource } from '@/lib/api-client/catalogue';

/** Holds a deferred list's place, in the server HTML and until its code has loaded. */
function Placeholder() {
  return <div className="min-h-80" />;
}

// The lists' code (infinite query, cards, scrolling) loads after the page, not with its first load.
const ProductScroller = dynamic(() => import('./product-scroller').then((module) => module.ProductScroller), {
  ssr: false,
  loading: Placeholder,
});

/**
 * A ProductScroller below the fold of a page whose first view matters more (the product page): its
 * code and its products are both fetched in the browser, the products once the list nears the viewport.
 */
export function DeferredProductScroller({ title, source }: { title: string; source: ScrollerSource }) {
  return <ProductScroller title={title} source={source} deferred />;
}
