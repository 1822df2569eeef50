import { getCatalogueUrls } from '@/lib/server/pages/page-data';
import { sitemapAnswer } from '@/lib/server/pages/sitemap-answer';

// Read at request time (the database is not there during the build), from the cached catalogue.
export const dynamic = 'force-dynamic';

/** The sitemap, or past 50,000 URLs the index of its parts (lib/server/pages/sitemap.ts). */
export async function GET() {
  return sitemapAnswer(await getCatalogueUrls());
}
