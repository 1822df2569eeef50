import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ProductScroller } from '@/components/catalogue/product-scroller';
import { ScrollerSkeleton } from '@/components/catalogue/scroller-skeleton';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { LastOrder } from '@/components/home/last-order';
import { RecentlyViewed } from '@/components/home/recently-viewed';
import { RecommendedScroller } from '@/components/home/recommended-scroller';
import type { ScrollerSource } from '@/lib/api-client/catalogue';
import { PAGED_LISTS, RELATED_TITLE } from '@/lib/catalogue/product-lists';
import { CatalogueHydration } from '@/lib/server/catalogue/hydration';
import { relatedProductIds } from '@/lib/server/catalogue/page-data';
import { storeInfo } from '@/lib/server/store';

export const metadata: Metadata = { alternates: { canonical: '/' } };

/**
 * Promotions, most sold, recommended and related: page 1 rendered here, later pages in the browser.
 * Recommended (discounted products) leaves out what the promotions show, so the home never repeats it.
 */
async function HomeScrollers() {
  const hydration = new CatalogueHydration();
  const promotions: ScrollerSource = { kind: 'paged', list: 'promotions' };
  const [promotionsPage] = await hydration.addScrollers([promotions]);
  const recommended: ScrollerSource & { kind: 'paged' } = {
    kind: 'paged',
    list: 'recommended',
    excludeIds: promotionsPage!.products.map((product) => product.id),
  };
  const mostSold: ScrollerSource = { kind: 'paged', list: 'mostSold' };
  const related: ScrollerSource = { kind: 'related', ids: relatedProductIds() };
  await hydration.addScrollers([mostSold, recommended, related]);
  return (
    <HydrationBoundary state={hydration.state()}>
      <ProductScroller title={PAGED_LISTS.promotions.title} source={promotions} />
      <ProductScroller title={PAGED_LISTS.mostSold.title} source={mostSold} />
      <RecommendedScroller title={PAGED_LISTS.recommended.title} source={recommended} />
      <ProductScroller title={RELATED_TITLE} source={related} />
    </HydrationBoundary>
  );
}

export default function HomePage() {
  return (
    <div className="space-y-6">
      <h1 className="sr-only">{storeInfo().name}: açougue online em Salvador</h1>
      <BannerCarousel />
      <LastOrder />
      <RecentlyViewed />
      <Suspense fallback={<ScrollerSkeleton count={4} />}>
        <HomeScrollers />
      </Suspense>
    </div>
  );
}
