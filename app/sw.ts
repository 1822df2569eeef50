/**
 * The shop's service worker, built after `next build` into public/sw.js by `serwist build`
 * (serwist.config.mjs) and registered by the root layout in production. Which request is answered how is
 * decided in lib/shell/offline-caching.ts (docs/architecture.md, Offline and the service worker): the sales
 * API and checkout never from a copy; pages network first; build files and pictures from the cache; a
 * page load that fails offline gets the precached offline page (app/sem-conexao/route.ts).
 */
import {
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
} from 'serwist';
import { OFFLINE_PAGE_PATH, cachingRule, type CachingRule } from '@/lib/shell/offline-caching';

// The worker's global scope: only what this file reads of it (the project's types are the window's).
declare const self: {
  /** Replaced by `serwist build` with the precache list (the offline page, the stylesheets, the fonts). */
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  location: { origin: string };
};

const DAY_SECONDS = 24 * 60 * 60;

function matching(rule: CachingRule) {
  return ({ request, url }: RouteMatchCallbackOptions) =>
    cachingRule({
      url,
      method: request.method,
      mode: request.mode,
      origin: self.location.origin,
      isRouterFetch: request.headers.has('RSC'),
    }) === rule;
}

/** Page loads of the network-only pages (checkout, the customer's area, ...): matched for the fallback. */
function networkOnlyPageLoad(options: RouteMatchCallbackOptions): boolean {
  return options.request.mode === 'navigate' && matching('network-only')(options);
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new release takes over at once: its pages and build files are the ones the server now has.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: matching('build-file'),
      handler: new CacheFirst({
        cacheName: 'build-files',
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS })],
      }),
    },
    {
      matcher: matching('picture'),
      handler: new StaleWhileRevalidate({
        cacheName: 'pictures',
        plugins: [
          new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      matcher: matching('page'),
      handler: new NetworkFirst({
        cacheName: 'pages',
        plugins: [
          // A whole page only: never a redirect (to login) nor an error page in place of the page.
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY_SECONDS }),
        ],
      }),
    },
    // Only so that a failed page load gets the offline page: the answer itself is the network's.
    { matcher: networkOnlyPageLoad, handler: new NetworkOnly() },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE_PATH, matcher: ({ request }) => request.mode === 'navigate' }],
  },
});

serwist.addEventListeners();
