import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ProductScroller } from '@/components/catalogue/product-scroller';
import { ScrollerSkeleton } from '@/components/catalogue/scroller-skeleton';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { LastOrder } from '@/components/home/last-order';
import { RecentlyViewed } from '@/components/home/recently-viewed';
import type { ScrollerSource } from '@/lib/api-client/catalogue';
import { PAGED_LISTS, RELATED_TITLE } from '@/lib/catalogue/product-lists';
import { CatalogueHydration } from '@/lib/server/catalogue/hydration';
import { relatedProductIds } from '@/lib/server/catalogue/page-data';
import { storeInfo } from '@/lib/server/store';

export const metadata: Metadata = { alternates: { canonical: '/' } };

/** Promotions, most sold, recommended and related: page 1 rendered here, later pages in the browser. */
async function HomeScrollers() {
  const scrollers: { title: string; source: ScrollerSource }[] = [
    { title: PAGED_LISTS.promotions.title, source: { kind: 'paged', list: 'promotions' } },
    { title: PAGED_LISTS.mostSold.title, source: { kind: 'paged', list: 'mostSold' } },
    { title: PAGED_LISTS.recommended.title, source: { kind: 'paged', list: 'recommended' } },
    { title: RELATED_TITLE, source: { kind: 'related', ids: relatedProductIds() } },
  ];
  const hydration = new CatalogueHydration();
  await hydration.addScrollers(scrollers.map((scroller) => scroller.source));
  return (
    <HydrationBoundary state={hydration.state()}>
      {scrollers.map((scroller) => (
        <ProductScroller key={scroller.title} title={scroller.title} source={scroller.source} />
      ))}
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
