/**
 * robots.txt blocks only what a crawler must not fetch at all; the pages that must stay out of search
 * results are crawlable and say `noindex` themselves (a blocked page's tag is never read, and its address
 * can still be listed from links to it).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Metadata } from 'next';
import robots from './robots';

/** The shop's personal and transactional pages: the folders of their routes, every page under them. */
const NOT_INDEXED = [
  '(shop)/carrinho',
  '(shop)/minha-conta',
  '(minimal)/checkout',
  '(minimal)/confirmacao',
  '(minimal)/login',
  '(minimal)/cadastro',
  '(minimal)/registro',
  '(minimal)/esqueci-senha',
  '(minimal)/resetar-senha',
  '(shop)/logout',
];

/** The route's path of an app folder: route groups are no part of it. */
const routeOf = (folder: string) =>
  `/${folder
    .split('/')
    .filter((part) => !part.startsWith('('))
    .join('/')}`;

function pagesUnder(folder: string): string[] {
  return readdirSync(path.join(__dirname, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx')
    .map((file) => path.join(folder, file));
}

/**
 * The robots metadata a page ends up with: Next merges the metadata of the layouts above it and its own,
 * the nearest that sets `robots` winning.
 */
async function robotsOf(page: string): Promise<Metadata['robots']> {
  const folders = path.dirname(page).split(path.sep);
  const files = [...folders.map((_, index) => path.join(...folders.slice(0, index + 1), 'layout.tsx')), page];
  let robotsTag: Metadata['robots'];
  for (const file of files.filter((name) => existsSync(path.join(__dirname, name)))) {
    const exports = (await import(`./${file}`)) as { metadata?: Metadata; generateMetadata?: unknown };
    // Metadata computed per request would need its request: these pages declare theirs.
    expect(exports.generateMetadata).toBeUndefined();
    if (exports.metadata?.robots !== undefined) robotsTag = exports.metadata.robots;
  }
  return robotsTag;
}

describe('robots.txt', () => {
  it('blocks only the API and /logout, and points to the sitemap', () => {
    const { rules, sitemap } = robots();
    expect(rules).toEqual({ userAgent: '*', allow: '/', disallow: ['/api/', '/logout'] });
    expect(sitemap).toMatch(/\/sitemap\.xml$/);
  });

  it.each(NOT_INDEXED)('lets crawlers read that every page of %s is not to be indexed', async (folder) => {
    const { disallow } = robots().rules as { disallow: string[] };
    const pages = pagesUnder(folder);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const route = routeOf(path.dirname(page));
      if (disallow.some((blocked) => route.startsWith(blocked))) continue;
      expect([page, await robotsOf(page)]).toEqual([page, expect.objectContaining({ index: false })]);
    }
  });
});
