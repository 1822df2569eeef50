/**
 * Inline SVG icons (no icon font or library), a module each so that a page loads only those it draws:
 * decorative, so hidden from assistive technology.
 */
export type IconProps = { className?: string };

export const iconBase = (className = 'size-5') => ({
  className,
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
});
