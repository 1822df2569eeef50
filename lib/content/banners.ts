/** The home's 3 banners: searches for feijoada and churrasco, and the blend page. */

export interface Banner {
  href: string;
  image: string;
  /** What the picture says, for screen readers (the text is drawn in the image). */
  alt: string;
}

export const HOME_BANNERS: readonly Banner[] = [
  {
    href: '/busca?q=feijoada',
    image: '/media/banners/banner-1.webp',
    alt: 'Feijoada completa para o seu sábado: carnes salgadas, defumados e kits prontos para a família',
  },
  {
    href: '/busca?q=churrasco',
    image: '/media/banners/banner-2.webp',
    alt: 'Tudo para o seu churrasco: cortes nobres, linguiças, carvão e acompanhamentos',
  },
  {
    href: '/blend',
    image: '/media/banners/banner-3.webp',
    alt: 'Monte o seu blend de hambúrguer: moído na hora, porcionado do seu jeito',
  },
];

/** Banner autoplay and slide speed, ms. */
export const BANNER_AUTOPLAY_MS = 10_000;
export const BANNER_SPEED_MS = 500;

/** A banner spans the content column: 1120 px from the 1152 px layout up, the screen's width below. */
export const BANNER_SIZES = '(min-width: 1152px) 1120px, 100vw';
