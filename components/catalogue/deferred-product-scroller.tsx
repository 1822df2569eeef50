'use client';

import { useLoadedModule } from '@/components/ui/use-loaded-module';
import type { ScrollerSource } from '@/lib/api-client/catalogue';

// The lists' code (infinite query, cards, scrolling) loads after the page, not with its first load.
const loadScroller = () => import('./product-scroller');

/**
 * A ProductScroller below the fold of a page whose first view matters more (the product page): its
 * code and its products are both fetched in the browser, the products once the list nears the viewport.
 * Until its code is there, the same placeholder as a deferred list's holds its place.
 */
export function DeferredProductScroller({ title, source }: { title: string; source: ScrollerSource }) {
  const scroller = useLoadedModule(loadScroller, true, { optional: true });
  if (!scroller) return <div className="min-h-80" />;
  return <scroller.ProductScroller title={title} source={source} deferred />;
}
