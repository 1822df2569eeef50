/**
 * The sitemap (https://www.sitemaps.org/protocol.html): every product and department page, the blend and
 * barbecue landings and the institutional pages. A sitemap file holds at most 50,000 URLs: past that,
 * /sitemap.xml becomes a sitemap index naming /sitemaps/1.xml, /sitemaps/2.xml, ..., each a sitemap of
 * 50,000 URLs at most (app/sitemap.xml/route.ts, app/sitemaps/[part]/route.ts). robots.txt names
 * /sitemap.xml either way.
 */
import { departmentPath } from '@/lib/catalogue/department';
import { escapeHtml } from './escape-html';

/** The protocol's limit of URLs per sitemap file (and of sitemaps per index). */
export const SITEMAP_URL_LIMIT = 50_000;

const STATIC_PAGES = [
  '/',
  '/departamentos',
  '/blend',
  '/bigchurrasco',
  '/sobre',
  '/trabalhe',
  '/contato',
  '/termos',
  '/perguntas',
];

interface SitemapEntry {
  path: string;
  changeFrequency: 'weekly' | 'daily';
}

/** The pages to list, institutional first, then departments and products in shop order. */
function sitemapEntries(urls: { productSlugs: string[]; departmentIds: number[] }): SitemapEntry[] {
  return [
    ...STATIC_PAGES.map((path) => ({ path, changeFrequency: 'weekly' as const })),
    ...urls.departmentIds.map((id) => ({ path: departmentPath(id), changeFrequency: 'daily' as const })),
    ...urls.productSlugs.map((slug) => ({
      path: `/produtos/${encodeURIComponent(slug)}`,
      changeFrequency: 'daily' as const,
    })),
  ];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/**
 * `<loc>` of each path (absolute, already percent-encoded) under the origin: the origin parsed once, not
 * per URL (a big catalogue's sitemap has tens of thousands).
 */
function locOf(origin: string): (path: string) => string {
  const base = new URL('/', origin).toString().slice(0, -1);
  return (path) => `<loc>${escapeHtml(base + path)}</loc>`;
}

function urlSet(entries: SitemapEntry[], origin: string): string {
  const loc = locOf(origin);
  const urls = entries.map(
    (entry) => `<url>\n${loc(entry.path)}\n<changefreq>${entry.changeFrequency}</changefreq>\n</url>\n`,
  );
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.join('')}</urlset>\n`;
}

/** The address of part `n` (from 1) of a split sitemap. */
const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;

/**
 * The XML of /sitemap.xml (`part` absent) or of /sitemaps/{part}.xml; null for a part that does not exist
 * (every part when the sitemap fits in one file). `limit` is the protocol's, smaller in tests.
 */
export function sitemapDocument(
  urls: { productSlugs: string[]; departmentIds: number[] },
  origin: string,
  part?: number,
  limit = SITEMAP_URL_LIMIT,
): string | null {
  const entries = sitemapEntries(urls);
  const parts = Math.ceil(entries.length / limit);
  if (part === undefined) {
    if (parts <= 1) return urlSet(entries, origin);
    const loc = locOf(origin);
    const sitemaps = Array.from(
      { length: parts },
      (_, index) => `<sitemap>\n${loc(sitemapPartPath(index + 1))}\n</sitemap>\n`,
    );
    return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join('')}</sitemapindex>\n`;
  }
  if (parts <= 1 || !Number.isInteger(part) || part < 1 || part > parts) return null;
  return urlSet(entries.slice((part - 1) * limit, part * limit), origin);
}
