'use client';

import { ProductScroller } from '@/components/catalogue/product-scroller';
import type { ScrollerSource } from '@/lib/api-client/catalogue';
import type { CardPage } from '@/lib/catalogue/card-variant';
import { useCurrentUser } from '@/lib/api-client/session';

/**
 * 'Recomendados' on the home: the discounted products the promotions above do not show (all of them when
 * the promotions show every one: `source` says which), as the server rendered them; for a logged-in
 * customer ranked by what they bought and viewed (fetched here, as everything personal).
 */
export function RecommendedScroller({
  title,
  source,
  firstPage,
}: {
  title: string;
  source: Extract<ScrollerSource, { kind: 'paged' }>;
  /** The server's page 1 of `source`: the list for everyone. */
  firstPage: CardPage;
}) {
  // Known only after hydration (useCurrentUser is pending while hydrating), so the section first renders
  // what the server rendered, then switches to the customer's ranking (kept shown until it arrives).
  const { data: user } = useCurrentUser();
  return user ? (
    <ProductScroller title={title} source={{ ...source, forMe: true }} />
  ) : (
    <ProductScroller title={title} source={source} firstPage={firstPage} />
  );
}
