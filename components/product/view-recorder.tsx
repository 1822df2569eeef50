'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { recordProductView, trackEvent } from '@/lib/api-client/catalogue';
import { queryKeys } from '@/lib/api-client/query-keys';

/**
 * 'viewed product' (spec 02, analytics): logs the event and records the view for the visitor's recently
 * viewed list. Done by the browser because the page itself is cached and knows no visitor.
 */
export function ViewRecorder({ variantId, slug }: { variantId: number; slug: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    trackEvent('viewed product', { variant_id: variantId, slug });
    recordProductView(variantId).then(
      () => queryClient.invalidateQueries({ queryKey: queryKeys.catalogue.recentlyViewed() }),
      (error: unknown) => console.warn('product view not recorded', error),
    );
  }, [variantId, slug, queryClient]);
  return null;
}
