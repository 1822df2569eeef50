import type { MetadataRoute } from 'next';
import { config } from '@/lib/server/config';

// PUBLIC_BASE_URL is read when the server runs, not when it is built.
export const dynamic = 'force-dynamic';

/**
 * Crawl everything but the API and /logout (a crawler's visit must not end anything). The personal and
 * transactional pages (cart, checkout, confirmation, the customer's area, login and password pages) are
 * not blocked here but say `noindex` themselves: a crawler that obeys robots.txt never reads the tag of a
 * page it may not fetch, and can still list the page's address from links to it.
 */
export default function robots(): MetadataRoute.Robots {
  const origin = config().PUBLIC_BASE_URL;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/logout'],
    },
    sitemap: new URL('/sitemap.xml', origin).toString(),
  };
}
