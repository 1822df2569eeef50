'use client';

import { useEffect } from 'react';
import type { DataLayerLine } from '@/lib/analytics/data-layer';
import { afterFirstPaint } from '@/lib/shell/after-first-paint';

/**
 * 'viewed product' (docs/business-rules.md, Analytics and privacy) and GA4's view_item: logs the event and
 * records the view for the visitor's recently viewed list. Done by the browser because the page itself is
 * cached and knows no visitor; the work (./record-view.ts) is imported once the page has painted.
 */
export function ViewRecorder({ product, slug }: { product: DataLayerLine['variant']; slug: string }) {
  const { id, name, price, unitForQuantity, manufacturer } = product;
  // Once the page has painted: the product shows first, then the two requests are made.
  useEffect(
    () =>
      afterFirstPaint(() =>
        import('./record-view').then(
          ({ recordView }) => recordView({ id, name, price, unitForQuantity, manufacturer }, slug),
          // A failed import (offline, a new release): the view goes unrecorded, as a failed request would.
          (error: unknown) => console.warn('product view not recorded', error),
        ),
      ),
    [id, slug, name, price, unitForQuantity, manufacturer],
  );
  return null;
}
