'use client';

import { fetchRecentlyViewed } from '@/lib/api-client/catalogue';
import { useLiveQuery } from '@/lib/api-client/live';
import { queryKeys } from '@/lib/api-client/query-keys';
import { showRecentlyViewed } from '@/lib/catalogue/recently-viewed';
import { RECENTLY_VIEWED_TITLE } from '@/lib/catalogue/product-lists';
import { ScrollerView } from '@/components/catalogue/product-scroller';

/** The visitor's recently viewed products (personal: fetched by the browser), hidden under 3. */
export function RecentlyViewed() {
  const { data } = useLiveQuery({
    queryKey: queryKeys.catalogue.recentlyViewed(),
    queryFn: fetchRecentlyViewed,
  });
  if (!data || !showRecentlyViewed(data)) return null;
  return <ScrollerView title={RECENTLY_VIEWED_TITLE} products={data} />;
}
