// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships a WASM build and pg/pino use Node built-ins: load them from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'pino-pretty', 'sharp'],
  poweredByHeader: false,
  typedRoutes: false,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
};

module.exports = nextConfig;
