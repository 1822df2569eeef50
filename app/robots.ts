import type { MetadataRoute } from 'next';
import { config } from '@/lib/server/config';

// PUBLIC_BASE_URL is read when the server runs, not when it is built.
export const dynamic = 'force-dynamic';

/** Crawl the catalogue, not the personal or transactional pages nor the API. */
export default function robots(): MetadataRoute.Robots {
  const origin = config().PUBLIC_BASE_URL;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/carrinho', '/checkout', '/confirmacao', '/minha-conta', '/login', '/logout'],
    },
    sitemap: new URL('/sitemap.xml', origin).toString(),
  };
}
