import { sitemapAnswer } from '@/lib/server/pages/sitemap-answer';

// Read at request time (the database is not there during the build), then from memory.
export const dynamic = 'force-dynamic';

/** /sitemaps/{n}.xml: part n of a sitemap past 50,000 URLs (lib/server/pages/sitemap.ts); 404 otherwise. */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const part = /^([1-9]\d{0,5})\.xml$/.exec((await params).part)?.[1];
  if (!part) return new Response(null, { status: 404 });
  return sitemapAnswer(Number(part));
}
