'use client';

import { useEffect, useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS, type Banner } from '@/lib/content/banners';
import { BannerSlide } from './banner-slide';

/**
 * The swiper of the home's banners, loaded lazily by BannerCarousel and laid over its first banner.
 * `playing` follows the carousel's pause button (which works before this has loaded too).
 */
export function BannerSwiper({
  banners,
  playing,
  onReady,
}: {
  /** Today's banners, in order (two or more: one needs no slider). */
  banners: readonly Banner[];
  playing: boolean;
  /** Called once the slider is drawn, with the link of its shown banner. */
  onReady: (activeLink: HTMLElement | null) => void;
}) {
  const swiperRef = useRef<SwiperInstance | null>(null);

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.start();
    else autoplay.stop();
  }, [playing]);

  return (
    <Swiper
      modules={[A11y, Autoplay, Pagination]}
      onSwiper={(swiper) => {
        swiperRef.current = swiper;
        if (!playing) swiper.autoplay.stop();
        onReady(swiper.slides[swiper.activeIndex]?.querySelector('a') ?? null);
      }}
      slidesPerView={1}
      loop
      speed={BANNER_SPEED_MS}
      autoplay={{ delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      pagination={{ clickable: true }}
      a11y={{
        containerMessage: 'Destaques da loja',
        containerRoleDescriptionMessage: 'carrossel',
        itemRoleDescriptionMessage: 'banner',
        slideLabelMessage: 'Banner {{index}} de {{slidesLength}}',
        paginationBulletMessage: 'Mostrar o banner {{index}}',
        prevSlideMessage: 'Banner anterior',
        nextSlideMessage: 'Próximo banner',
      }}
      className="absolute! inset-0 h-full w-full [--swiper-pagination-bullet-inactive-color:#fff] [--swiper-pagination-bullet-inactive-opacity:0.6] [--swiper-pagination-bullet-size:10px] [--swiper-pagination-bullet-horizontal-gap:8px] [--swiper-pagination-color:#f5c542]"
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={`${index}-${banner.image}`}>
          <BannerSlide banner={banner} position={index + 1} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
