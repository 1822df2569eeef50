// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships a WASM build and pg/pino use Node built-ins: load them from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'sharp'],
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
