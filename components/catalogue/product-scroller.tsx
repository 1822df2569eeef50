'use client';

import { memo, startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { fetchScrollerPage, scrollerQueryKey, type ScrollerSource } from '@/lib/api-client/catalogue';
import type { CardPage, CardVariant } from '@/lib/catalogue/card-variant';
import { useLiveInfiniteQuery } from '@/lib/api-client/live';
import { afterFirstPaint } from '@/lib/shell/after-first-paint';
import { whenIdle } from '@/lib/shell/when-idle';
import {
  SCROLLER_SPEED_MS,
  SLIDES_PER_GROUP,
  canShowMore,
  mergePages,
  mobileVisibleCount,
  needsNextPageFor,
  shouldRequestNextPage,
} from '@/lib/catalogue/scroller';
import { ChevronIcon } from '@/components/ui/icons/chevron-icon';
import { animateScroll } from '@/components/ui/animate-scroll';
import { ProductCard } from './product-card';

/** Whether the element has come within `margin` of the viewport (once true, stays true). */
function useNearViewport(enabled: boolean, margin = '400px') {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, near, margin]);
  return { ref, near };
}

/**
 * A product list that grows page by page (promotions, most sold, recommended, related, frequently
 * bought together). Page 1 is the server's (`firstPage`, shown at once and kept as the query's initial
 * data) or, when `deferred` (lists below the fold of a page whose first view matters more), fetched once
 * the list nears the viewport; later pages are fetched here, through the live runtime (../../lib/api-client/live.tsx).
 */
export function ProductScroller({
  title,
  source,
  firstPage,
  deferred = false,
}: {
  title: string;
  source: ScrollerSource;
  /** Page 1 of exactly this source, as the server rendered it. */
  firstPage?: CardPage;
  deferred?: boolean;
}) {
  const { ref, near } = useNearViewport(deferred);
  const { data, hasNextPage, isFetchingNextPage, isPending, fetchNextPage } = useLiveInfiniteQuery({
    queryKey: scrollerQueryKey(source),
    queryFn: ({ pageParam }) => fetchScrollerPage(source, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: CardPage) => (last.currentPage < last.pages ? last.currentPage + 1 : undefined),
    initialData: firstPage && { pages: [firstPage], pageParams: [1] },
    enabled: !deferred || near,
    // A new source (recommended becoming personal once the customer is known) keeps the list shown
    // until its own pages arrive.
    placeholderData: (previous) => previous,
  });
  // The same list while the pages are the same: the query reports progress (fetching, the runtime's
  // arrival) without new pages, and the list then keeps its items.
  const pages = useMemo(() => data?.pages ?? (firstPage ? [firstPage] : []), [data, firstPage]);
  const products = useMemo(() => mergePages(pages.map((page) => page.products)), [pages]);
  const requestNextPage = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // Holds the list's place (and is what the observer watches) until it has loaded.
  if (deferred && isPending) return <div ref={ref} className="min-h-80" />;
  if (products.length === 0) return null;
  return (
    <ScrollerView
      title={title}
      products={products}
      // Until the live runtime is there, the server's page tells whether more will come.
      hasNextPage={data ? hasNextPage : pages.some((page) => page.currentPage < page.pages)}
      isFetching={isFetchingNextPage}
      onNeedNextPage={requestNextPage}
    />
  );
}

/**
 * A scroller's card, drawn again only for another product: the list re-renders as its pages arrive (the
 * live runtime's first page is the server's, the same products), and its buy control follows the cart
 * by itself.
 */
const ScrollerCard = memo(function ScrollerCard({ product }: { product: CardVariant }) {
  return <ProductCard product={product} layout="scroller" />;
});

/** From Tailwind's md breakpoint up the list is a sideways track; below it, the phone's grid. */
const WIDE_SCREEN = '(min-width: 48rem)';

/** Whether the screen is as wide as the sideways track's (false on the server and before hydration). */
function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_SCREEN);
    const update = () => startTransition(() => setWide(query.matches));
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/** Width of one slide plus the gap, in px (0 before layout). */
function slideWidthOf(track: HTMLElement): number {
  const first = track.firstElementChild as HTMLElement | null;
  if (!first) return 0;
  return first.offsetWidth + parseFloat(getComputedStyle(track).columnGap || '0');
}

function scrollTrack(track: HTMLElement, to: number) {
  const snap = track.style.scrollSnapType;
  track.style.scrollSnapType = 'none'; // snapping would fight the animation frames
  void animateScroll(track.scrollLeft, to, SCROLLER_SPEED_MS, (left) => (track.scrollLeft = left)).then(
    () => (track.style.scrollSnapType = snap),
  );
}

/**
 * Phones: a 2-column grid of 4 items and 'ver mais' for 4 more. From md up: a sideways track showing 2
 * slides, moved 2 at a time by the arrows (or by swiping); reaching the last loaded slide asks for the
 * next page. One list of items serves both layouts (the phone hides the items past its count).
 */
export function ScrollerView({
  title,
  products,
  hasNextPage = false,
  isFetching = false,
  onNeedNextPage,
}: {
  title: string;
  products: CardVariant[];
  hasNextPage?: boolean;
  isFetching?: boolean;
  onNeedNextPage?: () => void;
}) {
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [moreClicks, setMoreClicks] = useState(0);
  // The server renders (and the browser hydrates) only the first items, which is all a phone shows
  // and more than a wide screen shows. A phone mounts the others as 'ver mais' reveals them (its grid
  // would only hide them); a wide screen mounts the rest of the loaded page once the page has painted, the
  // browser is idle and the list is near the viewport (lists further down the page do not add to its
  // first load's work).
  const sectionRef = useRef<HTMLElement>(null);
  const [settled, setSettled] = useState(false);
  const wide = useWideScreen();
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    let cancelSettle = () => {};
    const settleWhenIdle = () => {
      cancelSettle = whenIdle(() => setSettled(true));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelSettle = afterFirstPaint(settleWhenIdle);
      },
      { rootMargin: '400px' },
    );
    observer.observe(section);
    return () => {
      observer.disconnect();
      cancelSettle();
    };
  }, []);
  const visible = mobileVisibleCount(moreClicks);
  const mounted = settled && wide ? products.length : visible;
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const onScroll = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const width = slideWidthOf(track);
    const activeIndex = width ? Math.round(track.scrollLeft / width) : 0;
    const atStart = track.scrollLeft <= 1;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    // Same values, same object: no re-render (this runs on every scroll event).
    setEdges((current) =>
      current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd },
    );
    if (
      onNeedNextPage &&
      shouldRequestNextPage({ activeIndex, loadedCount: products.length, hasNextPage, isFetching })
    ) {
      onNeedNextPage();
    }
  }, [products.length, hasNextPage, isFetching, onNeedNextPage]);

  useEffect(() => {
    onScroll();
  }, [onScroll]);

  useEffect(() => {
    if (onNeedNextPage && needsNextPageFor(visible, products.length, hasNextPage) && !isFetching) {
      onNeedNextPage();
    }
  }, [visible, products.length, hasNextPage, isFetching, onNeedNextPage]);

  // The cards stay the same elements while the list only tracks its scroll position (its arrows).
  const items = useMemo(
    () =>
      products.slice(0, mounted).map((product, index) => (
        <li
          key={product.id}
          className={`md:w-[calc(50%-0.5rem)] md:shrink-0 md:snap-start ${index >= visible ? 'max-md:hidden' : ''}`}
        >
          <ScrollerCard product={product} />
        </li>
      )),
    [products, mounted, visible],
  );

  const move = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    const width = slideWidthOf(track);
    const index = Math.round(track.scrollLeft / (width || 1)) + direction * SLIDES_PER_GROUP;
    scrollTrack(track, Math.max(0, Math.min(index * width, track.scrollWidth - track.clientWidth)));
  };

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="py-4">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-bold uppercase tracking-wide text-ink md:text-xl">
          <span className="mr-2 inline-block h-5 w-1.5 translate-y-0.5 rounded bg-brand" aria-hidden />
          {title}
        </h2>
        <div className="hidden gap-2 md:flex">
          <button
            type="button"
            onClick={() => move(-1)}
            disabled={edges.atStart}
            aria-label={`${title}: anteriores`}
            className="grid size-9 place-items-center rounded-full bg-white text-ink shadow ring-1 ring-warm-200 hover:bg-warm-100 disabled:opacity-40"
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            onClick={() => move(1)}
            disabled={edges.atEnd && !hasNextPage}
            aria-label={`${title}: próximos`}
            className="grid size-9 place-items-center rounded-full bg-white text-ink shadow ring-1 ring-warm-200 hover:bg-warm-100 disabled:opacity-40"
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      </div>
      <ul
        ref={trackRef}
        onScroll={onScroll}
        className="relative grid grid-cols-2 gap-3 md:flex md:snap-x md:snap-mandatory md:gap-4 md:overflow-x-auto md:pb-2 md:[scrollbar-width:thin]"
      >
        {items}
        {isFetching && (
          <li className="grid place-items-center text-sm text-warm-700 max-md:col-span-2 md:w-24 md:shrink-0">
            <span role="status">Carregando...</span>
          </li>
        )}
      </ul>
      {canShowMore(visible, products.length, hasNextPage) && (
        <button
          type="button"
          onClick={() => setMoreClicks((clicks) => clicks + 1)}
          className="mt-3 w-full rounded-lg border border-brand py-2 text-sm font-bold text-brand md:hidden"
        >
          ver mais
        </button>
      )}
    </section>
  );
}
