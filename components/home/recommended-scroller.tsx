'use client';

import { ProductScroller } from '@/components/catalogue/product-scroller';
import type { ScrollerSource } from '@/lib/api-client/catalogue';
import { useCurrentUser } from '@/lib/api-client/session';
import { useHydrated } from '@/components/search/use-hydrated';

/**
 * 'Recomendados' on the home: the discounted products the promotions above do not show, as the server
 * rendered them; for a logged-in customer ranked by what they bought and viewed (fetched here, as
 * everything personal).
 */
export function RecommendedScroller({
  title,
  source,
}: {
  title: string;
  source: Extract<ScrollerSource, { kind: 'paged' }>;
}) {
  const { data: user } = useCurrentUser();
  // The section may hydrate after the header already learnt who is logged in: it must first render what
  // the server rendered (a hydration mismatch otherwise), and only then switch to the customer's ranking.
  const hydrated = useHydrated();
  return <ProductScroller title={title} source={hydrated && user ? { ...source, forMe: true } : source} />;
}
