import { sitemapAnswer } from '@/lib/server/pages/sitemap-answer';

// Read at request time (the database is not there during the build), then from memory.
export const dynamic = 'force-dynamic';

/** The sitemap, or past 50,000 URLs the index of its parts (lib/server/pages/sitemap.ts). */
export async function GET() {
  return sitemapAnswer();
}
