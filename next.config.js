// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- Next reads this file as CommonJS */
const { execFileSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { version } = require('./package.json');

/** The checked-out git commit (12 hex digits), or undefined outside a git checkout. */
function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: __dirname,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return commit.toString().trim() || undefined;
  } catch {
    return undefined;
  }
}

// The build's own identifier: the package version plus the git commit or, outside a git checkout, plus
// an id made for this build (kept in the environment so that every worker of the build agrees, and given
// to Next as its build id). The storefront sends it as X-App-Version on every call (docs/business-rules.md,
// Sales API conventions) and as its error reports' release, so a report names the build it came from.
const commit = gitCommit();
const buildId = commit ? undefined : (process.env.APP_BUILD_ID ??= randomBytes(6).toString('hex'));

/** @type {import('next').NextConfig} */
const nextConfig = {
  env: { NEXT_PUBLIC_APP_VERSION: `${version}+${commit ?? buildId}` },
  ...(buildId ? { generateBuildId: () => buildId } : {}),
  // PGlite ships a WASM build, pg/pino use Node built-ins and fs-native-extensions (the data-folder
  // lock) a native addon: load them from node_modules at run time.
  // @sentry/node (loaded on the API's first error when SENTRY_DSN is set) likewise.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'pino',
    'sharp',
    'fs-native-extensions',
    '@sentry/node',
  ],
  // Metadata (title, description, canonical, Open Graph) in <head> for every visitor, not only for the
  // crawlers Next knows: streamed metadata lands in <body> when the page's shell is sent first, which is
  // invalid HTML and missed by link previews Next does not list. The product pages' metadata reads the
  // same cached product as the page, so waiting for it costs nothing.
  htmlLimitedBots: /.*/,
  poweredByHeader: false,
  typedRoutes: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Our pictures are at most 1440 px wide (banners; product photos 1200 px): wider variants would be
    // the same file, and each one lengthens every image's srcset in the HTML (a department page has dozens).
    deviceSizes: [640, 750, 828, 1080, 1200, 1440],
  },
};

module.exports = nextConfig;
