/**
 * The staff screens' buttons: at least 44 px tall for a finger on the tablet (the shop's tap target, app/
 * globals.css), in the shop's primary (red), secondary (outlined) and danger styles.
 */
const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded px-4 py-2 font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

export const primaryButton = `${BASE} bg-brand text-white hover:bg-brand-dark`;
export const secondaryButton = `${BASE} border border-ink bg-white text-ink hover:bg-warm-100`;
export const dangerButton = `${BASE} border border-label-red bg-white text-label-red hover:bg-brand-light`;
/** A compact square button (up and down in a route), still 44 px. */
export const iconButton =
  'inline-flex size-11 items-center justify-center rounded border border-warm-200 bg-white text-lg font-bold hover:bg-warm-100 disabled:cursor-not-allowed disabled:opacity-40';
