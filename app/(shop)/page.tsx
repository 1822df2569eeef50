import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { ProductScroller } from '@/components/catalogue/product-scroller';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { RecentlyViewed } from '@/components/home/recently-viewed';
import type { ScrollerSource } from '@/lib/api-client/catalogue';
import { PAGED_LISTS, RELATED_TITLE } from '@/lib/catalogue/product-lists';
import { CatalogueHydration } from '@/lib/server/catalogue/hydration';
import { relatedProductIds } from '@/lib/server/catalogue/page-data';
import { storeInfo } from '@/lib/server/store';

export const metadata: Metadata = { alternates: { canonical: '/' } };

export default async function HomePage() {
  const scrollers: { title: string; source: ScrollerSource }[] = [
    { title: PAGED_LISTS.promotions.title, source: { kind: 'paged', list: 'promotions' } },
    { title: PAGED_LISTS.mostSold.title, source: { kind: 'paged', list: 'mostSold' } },
    { title: PAGED_LISTS.recommended.title, source: { kind: 'paged', list: 'recommended' } },
    { title: RELATED_TITLE, source: { kind: 'related', ids: relatedProductIds() } },
  ];
  const hydration = new CatalogueHydration();
  await hydration.addScrollers(scrollers.map((scroller) => scroller.source));

  return (
    <div className="space-y-6">
      <h1 className="sr-only">{storeInfo().name}: açougue online em Salvador</h1>
      <BannerCarousel />
      {/* The last-order block (orders area) goes here: shown when the latest complete order is recent. */}
      <div data-slot="last-order" />
      <RecentlyViewed />
      <HydrationBoundary state={hydration.state()}>
        {scrollers.map((scroller) => (
          <ProductScroller key={scroller.title} title={scroller.title} source={scroller.source} />
        ))}
      </HydrationBoundary>
    </div>
  );
}
