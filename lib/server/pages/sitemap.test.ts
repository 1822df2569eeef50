/**
 * The sitemap keeps to the protocol's 50,000 URLs per file: past that, /sitemap.xml is an index of parts
 * that together list every page once.
 */
import { SITEMAP_URL_LIMIT, sitemapDocument } from './sitemap';

const ORIGIN = 'https://loja.exemplo.com.br';
/** The institutional pages and landings every sitemap lists before the catalogue. */
const STATIC_PAGES = 9;

const catalogue = (products: number) => ({
  productSlugs: Array.from({ length: products }, (_, i) => `produto-${i + 1}`),
  departmentIds: [3, 1, 2],
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap', () => {
  it('lists every page in one file up to 50,000 URLs, and has no parts then', () => {
    const urls = catalogue(SITEMAP_URL_LIMIT - STATIC_PAGES - 3);
    const xml = sitemapDocument(urls, ORIGIN)!;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const listed = locs(xml);
    expect(listed).toHaveLength(SITEMAP_URL_LIMIT);
    expect(listed.slice(0, 2)).toEqual([`${ORIGIN}/`, `${ORIGIN}/departamentos`]);
    expect(listed).toContain(`${ORIGIN}/departamentos/3`);
    expect(listed.at(-1)).toBe(`${ORIGIN}/produtos/produto-${SITEMAP_URL_LIMIT - STATIC_PAGES - 3}`);
    expect(sitemapDocument(urls, ORIGIN, 1)).toBeNull();
  });

  it('becomes an index of parts of at most 50,000 URLs past that, listing every page once', () => {
    const urls = catalogue(SITEMAP_URL_LIMIT - STATIC_PAGES - 3 + 1);
    const index = sitemapDocument(urls, ORIGIN)!;
    expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(index).not.toContain('<urlset');
    expect(locs(index)).toEqual([`${ORIGIN}/sitemaps/1.xml`, `${ORIGIN}/sitemaps/2.xml`]);

    const first = locs(sitemapDocument(urls, ORIGIN, 1)!);
    const second = locs(sitemapDocument(urls, ORIGIN, 2)!);
    expect(first).toHaveLength(SITEMAP_URL_LIMIT);
    expect(second).toEqual([`${ORIGIN}/produtos/produto-${urls.productSlugs.length}`]);
    expect(new Set([...first, ...second]).size).toBe(SITEMAP_URL_LIMIT + 1);
    expect(sitemapDocument(urls, ORIGIN, 3)).toBeNull();
    expect(sitemapDocument(urls, ORIGIN, 0)).toBeNull();
  });

  it('splits at the given limit into as many parts as needed', () => {
    const urls = catalogue(30);
    expect(locs(sitemapDocument(urls, ORIGIN, undefined, 10)!)).toHaveLength(5);
    expect(locs(sitemapDocument(urls, ORIGIN, 5, 10)!)).toHaveLength(2);
  });

  it('escapes what a slug could bring into the XML', () => {
    const xml = sitemapDocument({ productSlugs: ['a&b<c>'], departmentIds: [] }, ORIGIN)!;
    expect(xml).toContain(`<loc>${ORIGIN}/produtos/a%26b%3Cc%3E</loc>`);
    expect(xml).not.toMatch(/&(?!#\d+;)/);
  });
});
