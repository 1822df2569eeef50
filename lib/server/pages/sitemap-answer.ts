import 'server-only';
import { config } from '../config';
import type { Db } from '../db/database';
import { getDb } from '../server-database';
import { cachedSitemapDocument } from './sitemap-cache';

/**
 * The HTTP answer of /sitemap.xml (no `part`) or of /sitemaps/{part}.xml: the XML (kept in memory until the
 * catalogue changes, ./sitemap-cache.ts), or 404.
 */
export async function sitemapAnswer(part?: number, db?: Db): Promise<Response> {
  const xml = await cachedSitemapDocument(db ?? (await getDb()), config().PUBLIC_BASE_URL, part);
  if (xml === null) return new Response(null, { status: 404 });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
