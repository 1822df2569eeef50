import { productEvent, pushEcommerceEvent, type DataLayerLine } from '@/lib/analytics/data-layer';
import { recordProductView, trackEvent } from '@/lib/api-client/catalogue';
import { liveRuntime } from '@/lib/api-client/live';
import { queryKeys } from '@/lib/api-client/query-keys';

/**
 * What ViewRecorder does once the product page has painted: 'viewed product', GA4's view_item and the
 * visitor's recently viewed list. A module of its own, imported then, so that the data layer's builders
 * are not in the product page's first-load JavaScript (docs/performance.md).
 */
export function recordView(product: DataLayerLine['variant'], slug: string): void {
  const { id: variantId, name, price, unitForQuantity, manufacturer } = product;
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
}
