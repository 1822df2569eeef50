import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ProductScroller } from '@/components/catalogue/product-scroller';
import { ScrollerSkeleton } from '@/components/catalogue/scroller-skeleton';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { FirstBanner } from '@/components/home/first-banner';
import { LazyLastOrder, LazyRecentlyViewed } from '@/components/home/lazy-personal';
import { RecommendedScroller } from '@/components/home/recommended-scroller';
import type { ScrollerSource } from '@/lib/api-client/catalogue';
import { PAGED_LISTS, RELATED_TITLE } from '@/lib/catalogue/product-lists';
import { getHomeBanners, relatedProductIds } from '@/lib/server/pages/page-data';
import { recommendedScroller, scrollerFirstPage } from '@/lib/server/pages/scroller-pages';
import { storeInfo } from '@/lib/server/store/store-info';

export const metadata: Metadata = { alternates: { canonical: '/' } };

/**
 * Promotions, most sold, recommended and related: page 1 rendered here, later pages in the browser.
 * Recommended (discounted products) leaves out what the promotions show, so the home never repeats it,
 * unless that leaves it empty (recommendedScroller).
 */
async function HomeScrollers() {
  const promotions: ScrollerSource = { kind: 'paged', list: 'promotions' };
  const promotionsPage = await scrollerFirstPage(promotions);
  const mostSold: ScrollerSource = { kind: 'paged', list: 'mostSold' };
  const related: ScrollerSource = { kind: 'related', ids: relatedProductIds() };
  const [mostSoldPage, recommended, relatedPage] = await Promise.all([
    scrollerFirstPage(mostSold),
    recommendedScroller(promotionsPage.products.map((product) => product.id)),
    scrollerFirstPage(related),
  ]);
  return (
    <>
      <ProductScroller title={PAGED_LISTS.promotions.title} source={promotions} firstPage={promotionsPage} />
      <ProductScroller title={PAGED_LISTS.mostSold.title} source={mostSold} firstPage={mostSoldPage} />
      <RecommendedScroller
        title={PAGED_LISTS.recommended.title}
        source={recommended.source}
        firstPage={recommended.firstPage}
      />
      <ProductScroller title={RELATED_TITLE} source={related} firstPage={relatedPage} />
    </>
  );
}

export default async function HomePage() {
  const banners = await getHomeBanners();
  return (
    <div className="space-y-6">
      <h1 className="sr-only">{storeInfo().name}: açougue online em Salvador</h1>
      {banners[0] && <BannerCarousel banners={banners} firstBanner={<FirstBanner banner={banners[0]} />} />}
      <LazyLastOrder />
      <LazyRecentlyViewed />
      <Suspense fallback={<ScrollerSkeleton count={4} />}>
        <HomeScrollers />
      </Suspense>
    </div>
  );
}
