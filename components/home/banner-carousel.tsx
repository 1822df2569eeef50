'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { HOME_BANNERS } from '@/lib/content/banners';
import { BannerSlide } from './banner-slide';

/**
 * The slider itself (swiper, about 30 kB of JavaScript) is loaded after the page is shown; until then
 * the first banner is drawn by the server, so it is the page's first picture (LCP) at once.
 */
const BannerSwiper = dynamic(() => import('./banner-swiper').then((module) => module.BannerSwiper), {
  ssr: false,
});

/**
 * The home's banner carousel (spec 01): one slide at a time, autoplay every 10 s with 500 ms slides,
 * an infinite loop, and every tap logged. Autoplay can be paused (WCAG 2.2.2).
 */
export function BannerCarousel() {
  const [playing, setPlaying] = useState(true);
  // The server's first banner stays under the slider (same box, same picture: no flash while the
  // slider's own copy decodes), out of reach of keyboards and screen readers once the slider is there.
  const [sliderReady, setSliderReady] = useState(false);

  return (
    <section
      aria-label="Destaques"
      className="relative aspect-[3/1] overflow-hidden rounded-xl bg-ink shadow-sm"
    >
      <div inert={sliderReady} aria-hidden={sliderReady || undefined} className="absolute inset-0">
        <BannerSlide banner={HOME_BANNERS[0]!} position={1} first />
      </div>
      <BannerSwiper playing={playing} onReady={() => setSliderReady(true)} />
      <button
        type="button"
        onClick={() => setPlaying(!playing)}
        className="absolute bottom-2 right-2 z-10 rounded-full bg-ink/60 px-2.5 py-1 text-xs font-semibold text-white hover:bg-ink/80"
      >
        {playing ? 'Pausar' : 'Continuar'}
        <span className="sr-only"> a troca automática dos banners</span>
      </button>
    </section>
  );
}
