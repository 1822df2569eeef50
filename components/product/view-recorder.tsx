'use client';

import { useEffect } from 'react';
import { productEvent, pushEcommerceEvent, type DataLayerLine } from '@/lib/analytics/data-layer';
import { recordProductView, trackEvent } from '@/lib/api-client/catalogue';
import { liveRuntime } from '@/lib/api-client/live';
import { queryKeys } from '@/lib/api-client/query-keys';
import { afterFirstPaint } from '@/lib/shell/after-first-paint';

/**
 * 'viewed product' (docs/business-rules.md, Analytics and privacy) and GA4's view_item: logs the event and
 * records the view for the visitor's recently viewed list. Done by the browser because the page itself is
 * cached and knows no visitor.
 */
export function ViewRecorder({ product, slug }: { product: DataLayerLine['variant']; slug: string }) {
  const { id: variantId, name, price, unitForQuantity, manufacturer } = product;
  // Once the page has painted: the product shows first, then the two requests are made.
  useEffect(
    () =>
      afterFirstPaint(() => {
        trackEvent('viewed product', { variant_id: variantId, slug });
        pushEcommerceEvent(
          productEvent('view_item', { id: variantId, name, price, unitForQuantity, manufacturer }),
        );
        recordProductView(variantId)
          // Not recorded (throttled): the recently viewed list did not change.
          .then((recorded) => (recorded ? liveRuntime() : null))
          .then(
            (live) => live?.queryClient.invalidateQueries({ queryKey: queryKeys.catalogue.recentlyViewed() }),
            (error: unknown) => console.warn('product view not recorded', error),
          );
      }),
    [variantId, slug, name, price, unitForQuantity, manufacturer],
  );
  return null;
}
