'use client';

import { useEffect, useRef, useState } from 'react';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import type { Banner } from '@/lib/content/banners';

const loadSwiper = () => import('./banner-swiper');

/**
 * The slider (swiper, about 30 kB of JavaScript) is not needed before the first automatic change, so
 * it loads this long after the page opens, or as soon as the shopper touches or points at the carousel;
 * until then the server's first banner shows, and is the page's main picture (LCP), ms.
 */
const SLIDER_LOAD_DELAY_MS = 5_000;

/**
 * The home's banner carousel: one slide at a time, autoplay every 10 s with 500 ms slides,
 * an infinite loop, and every tap logged. Autoplay can be paused (WCAG 2.2.2). `firstBanner` is the
 * server's first slide (./first-banner.tsx) of `banners` (today's, in order); a single banner stays as it
 * is, without the slider.
 */
export function BannerCarousel({
  banners,
  firstBanner,
}: {
  banners: readonly Banner[];
  firstBanner: React.ReactNode;
}) {
  const [playing, setPlaying] = useState(true);
  const [wanted, setWanted] = useState(false);
  const sliding = banners.length > 1;
  const slider = useLoadedModule(loadSwiper, wanted && sliding, { optional: true });
  // The server's first banner stays under the slider (same box, same picture: no flash while the
  // slider's own copy decodes), out of reach of keyboards and screen readers once the slider is there.
  const [sliderReady, setSliderReady] = useState(false);
  const firstBannerBox = useRef<HTMLDivElement>(null);
  const onSliderReady = (activeLink: HTMLElement | null) => {
    // A keyboard user on the first banner stays on it: on the slider's copy.
    if (firstBannerBox.current?.contains(document.activeElement)) activeLink?.focus();
    setSliderReady(true);
  };

  useEffect(() => {
    const timer = setTimeout(() => setWanted(true), SLIDER_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const want = () => setWanted(true);

  return (
    <section
      aria-label="Destaques"
      onPointerEnter={want}
      onTouchStart={want}
      className="relative aspect-[3/1] overflow-hidden rounded-xl bg-ink shadow-sm"
    >
      <div
        ref={firstBannerBox}
        inert={sliderReady}
        aria-hidden={sliderReady || undefined}
        className="absolute inset-0"
      >
        {firstBanner}
      </div>
      {slider && <slider.BannerSwiper banners={banners} playing={playing} onReady={onSliderReady} />}
      {sliding && (
        <button
          type="button"
          onClick={() => setPlaying(!playing)}
          className="absolute bottom-2 right-2 z-10 rounded-full bg-ink/60 px-2.5 py-1 text-xs font-semibold text-white hover:bg-ink/80"
        >
          {playing ? 'Pausar' : 'Continuar'}
          <span className="sr-only"> a troca automática dos banners</span>
        </button>
      )}
    </section>
  );
}
