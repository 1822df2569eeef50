/**
 * What the service worker (app/sw.ts) does with each request (docs/architecture.md, Offline and the
 * service worker). Pure, so the rules are tested without a browser:
 *
 * - the sales API and every other non-GET request: network only. A price, a stock or a payment is never
 *   answered from a copy; the cart keeps its own offline copy (lib/cart/guest-order-storage.ts).
 * - the pages where money or personal data is shown (checkout, confirmation, the customer's area and
 *   blends, login, the staff's screens): network only, with the offline page when the network fails.
 * - other pages (catalogue, cart, content): network first, the last copy when the network fails, else the
 *   offline page. Their HTML holds nothing personal (the cart and the customer load in the browser).
 * - Next's build files (content-hashed, never changed): cache first.
 * - product, banner and uploaded pictures: the cached copy at once, refreshed in the background.
 */

export type CachingRule = 'network-only' | 'page' | 'build-file' | 'picture';

/** Where the offline page is served from (app/sem-conexao/route.ts); precached by the service worker. */
export const OFFLINE_PAGE_PATH = '/sem-conexao';

/** Pages never kept in the browser: shown only from the network (a trailing slash: only those under it). */
const NETWORK_ONLY_PAGES = [
  '/checkout',
  '/blend/',
  '/confirmacao',
  '/minha-conta',
  '/login',
  '/logout',
  '/cadastro',
  '/registro',
  '/esqueci-senha',
  '/resetar-senha',
  '/equipe',
  '/entregador',
];

const PICTURE_PREFIXES = ['/media/', '/uploads/', '/_next/image'];

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

export interface RequestFacts {
  url: URL;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  /** The service worker's own origin. */
  origin: string;
  /** The router's own fetches (an RSC payload) carry this header. */
  isRouterFetch: boolean;
}

export function cachingRule({ url, method, mode, origin, isRouterFetch }: RequestFacts): CachingRule {
  if (method !== 'GET' || url.origin !== origin) return 'network-only';
  const { pathname } = url;
  if (isUnder(pathname, '/api')) return 'network-only';
  if (pathname.startsWith('/_next/static/')) return 'build-file';
  if (PICTURE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'picture';
  if (mode !== 'navigate' || isRouterFetch) return 'network-only';
  if (NETWORK_ONLY_PAGES.some((prefix) => isUnder(pathname, prefix))) return 'network-only';
  return 'page';
}
