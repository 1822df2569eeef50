/**
 * The shop as an installed app (app/manifest.ts) and in the browser's chrome (app/layout.tsx): its
 * description, the design's colours (app/globals.css, --color-brand and --color-warm-50) and its icons,
 * drawn from the favicon (app/icon.svg) so that the tab, the home screen and the splash screen show one
 * mark. The icons are rendered to PNG at build time (app/icons/[file]/route.ts).
 */

/** What the shop is, in search results, link previews and the install prompt. */
export const SHOP_DESCRIPTION =
  'Carnes, hambúrgueres, blends e kits de churrasco com entrega em Salvador, Lauro de Freitas e Vila de Abrantes.';

/** The butcher's deep red: the browser's toolbar and the installed app's title bar. */
export const BRAND_COLOR = '#8f1d21';
/** The pages' background: the installed app's splash screen. */
export const PAGE_BACKGROUND = '#faf8f6';

/** The mark on the red square: a cut of meat (white) with its bone (red), in a 32-unit box. */
const MARK =
  '<path d="M9 21.5c0-5.2 3.6-10 8.6-10 3.3 0 5.4 2.1 5.4 4.9 0 3.6-3.4 6.1-7.7 6.1H9Z" fill="#fff"/>' +
  `<circle cx="17.6" cy="16.3" r="1.9" fill="${BRAND_COLOR}"/>`;

/**
 * 'any': the favicon itself, a rounded red square. 'maskable': a full red square the launcher crops to its
 * own shape (a circle, a squircle); the mark already sits within the central 80 % every shape keeps.
 */
type IconPurpose = 'any' | 'maskable';

export function appIconSvg(purpose: IconPurpose): string {
  const corner = purpose === 'any' ? ' rx="7"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"${corner} fill="${BRAND_COLOR}"/>${MARK}</svg>`;
}

interface AppIcon {
  /** The file name under /icons/. */
  file: string;
  size: number;
  purpose: IconPurpose;
}

/** What browsers ask of an installable app: 192 and 512 px, plain and maskable; and the iOS home icon. */
export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
];

/** iOS ignores the manifest's icons and rounds its own corners: a full square, 180 px. */
export const APPLE_TOUCH_ICON: AppIcon = { file: 'apple-touch-icon.png', size: 180, purpose: 'maskable' };

export const iconPath = (icon: AppIcon) => `/icons/${icon.file}`;
