import 'server-only';
import { config } from '../config';
import { sitemapDocument } from './sitemap';

/** The HTTP answer of /sitemap.xml (no `part`) or of /sitemaps/{part}.xml: the XML, or 404. */
export function sitemapAnswer(
  urls: { productSlugs: string[]; departmentIds: number[] },
  part?: number,
): Response {
  const xml = sitemapDocument(urls, config().PUBLIC_BASE_URL, part);
  if (xml === null) return new Response(null, { status: 404 });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
