import type { MetadataRoute } from 'next';
import { APP_ICONS, BRAND_COLOR, PAGE_BACKGROUND, SHOP_DESCRIPTION, iconPath } from '@/lib/shell/web-app';
import { storeInfo } from '@/lib/server/store/store-info';

// The store's name is configuration read when the server runs, not when it is built.
export const dynamic = 'force-dynamic';

/**
 * The web app manifest (/manifest.webmanifest, linked from every page by Next): what makes the shop
 * installable, opening on the home page in its own window, in the design's colours.
 */
export default function manifest(): MetadataRoute.Manifest {
  const { name } = storeInfo();
  return {
    id: '/',
    name: `${name} | Açougue online`,
    // The home screen's label: the store's name alone (a launcher cuts what does not fit).
    short_name: name,
    description: SHOP_DESCRIPTION,
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_COLOR,
    background_color: PAGE_BACKGROUND,
    categories: ['food', 'shopping'],
    icons: APP_ICONS.map((icon) => ({
      src: iconPath(icon),
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
