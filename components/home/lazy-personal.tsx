'use client';

import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { useLive } from '@/lib/api-client/live';

// The home's personal blocks show nothing until the browser knows the visitor (after the live runtime):
// their code follows it, out of the home's first load.
const loadLastOrder = () => import('./last-order');
const loadRecentlyViewed = () => import('./recently-viewed');

export function LazyLastOrder() {
  const block = useLoadedModule(loadLastOrder, Boolean(useLive()), { optional: true });
  return block && <block.LastOrder />;
}

export function LazyRecentlyViewed() {
  const block = useLoadedModule(loadRecentlyViewed, Boolean(useLive()), { optional: true });
  return block && <block.RecentlyViewed />;
}
