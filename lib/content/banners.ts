/**
 * The home's banners: the manager edits them in the back office (/equipe/loja/banners; the table
 * home_banners, lib/server/store/banners.ts); the home shows today's active ones, in order.
 */

export interface Banner {
  href: string;
  image: string;
  /** What the picture says, for screen readers (the text is drawn in the image). */
  alt: string;
}

/** Banner autoplay and slide speed, ms. */
export const BANNER_AUTOPLAY_MS = 10_000;
export const BANNER_SPEED_MS = 500;

/** A banner spans the content column: 1120 px from the 1152 px layout up, the screen's width below. */
export const BANNER_SIZES = '(min-width: 1152px) 1120px, 100vw';
