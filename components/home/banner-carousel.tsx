'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { trackEvent } from '@/lib/api-client/catalogue';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS, HOME_BANNERS } from '@/lib/content/banners';

/**
 * The home's banner carousel (spec 01): one slide at a time, autoplay every 10 s with 500 ms slides,
 * an infinite loop, and every tap logged. Autoplay can be paused (WCAG 2.2.2).
 */
export function BannerCarousel() {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);

  const togglePlaying = () => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.stop();
    else autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section aria-label="Destaques" className="relative overflow-hidden rounded-xl bg-ink shadow-sm">
      <Swiper
        modules={[A11y, Autoplay, Pagination]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
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
        className="aspect-[3/1] [--swiper-pagination-bullet-inactive-color:#fff] [--swiper-pagination-bullet-inactive-opacity:0.6] [--swiper-pagination-bullet-size:10px] [--swiper-pagination-bullet-horizontal-gap:8px] [--swiper-pagination-color:#f5c542]"
      >
        {HOME_BANNERS.map((banner, index) => (
          <SwiperSlide key={banner.href}>
            <Link
              href={banner.href}
              onClick={() => trackEvent('banner tapped', { position: index + 1, target: banner.href })}
              className="relative block aspect-[3/1]"
            >
              <Image
                src={banner.image}
                alt={banner.alt}
                fill
                sizes="(min-width: 1152px) 1120px, 100vw"
                priority={index === 0}
                className="object-cover"
              />
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        onClick={togglePlaying}
        className="absolute bottom-2 right-2 z-10 rounded-full bg-ink/60 px-2.5 py-1 text-xs font-semibold text-white hover:bg-ink/80"
      >
        {playing ? 'Pausar' : 'Continuar'}
        <span className="sr-only"> a troca automática dos banners</span>
      </button>
    </section>
  );
}
