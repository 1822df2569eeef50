import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.bench-floor/**',
    '.data/**',
    'public/media/**',
    'lib/server/db/migrations/**',
    'next-env.d.ts',
  ]),
]);
