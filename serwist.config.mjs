// @ts-check
/**
 * The service worker's build (Serwist's configurator mode, the one that works with Turbopack): after
 * `next build`, `serwist build serwist.config.mjs` bundles app/sw.ts with esbuild into public/sw.js, with
 * the precache list below. The file is named because the CLI looks for a `.js` one, which this CommonJS
 * package would not load as a module. Run by `npm run build` and by scripts/build-if-stale.mts
 * (docs/decisions.md, The service worker is built after the app).
 */
import fs from 'node:fs';
import { serwist } from '@serwist/next/config';

// The offline page is drawn per request (it shows the configured phone), so it has no file to hash: it is
// precached again with every build.
const buildId = fs.readFileSync('.next/BUILD_ID', 'utf8').trim();

export default serwist({
  swSrc: 'app/sw.ts',
  swDest: 'public/sw.js',
  // The pages render per request (each has its CSP nonce): none is prerendered to precache.
  precachePrerendered: false,
  // The shell's stylesheets and fonts only. Scripts and pictures are cached as pages use them (app/sw.ts):
  // precaching every page's scripts would cost a shopper on mobile data the whole app at the first visit.
  globPatterns: ['.next/static/**/*.{css,woff2}'],
  additionalPrecacheEntries: [{ url: '/sem-conexao', revision: buildId }],
});
