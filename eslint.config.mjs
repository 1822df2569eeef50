import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The direction of imports (docs/architecture.md): the browser's code and the pure domain modules
 * never reach into the server, and the server never into the browser's code. Wire shapes are shared
 * through the contract module, lib/sales-api.
 */
const SERVER = ['@/lib/server', '@/lib/server/**', '**/lib/server/**', '../server/**', '../../server/**'];
const BROWSER = ['@/components/**', '**/components/**', '@/lib/api-client/**', '**/api-client/**'];
const restrict = (group, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['lib/server/**'],
    rules: restrict(SERVER, 'Server code stays behind the API: share wire shapes through lib/sales-api.'),
  },
  {
    files: ['lib/server/**/*.{ts,tsx}'],
    rules: restrict(BROWSER, "The server does not use the browser's components or API client."),
  },
  {
    // Every link's page is prefetched when the shopper reaches for it, not as soon as the link shows: a
    // page's first seconds would otherwise fetch and decode the pages of its breadcrumbs, menus and lists
    // (docs/performance.md).
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Link']:not(:has(JSXSpreadAttribute[argument.name='PREFETCH_ON_INTENT']))",
          message: 'Give every Link {...PREFETCH_ON_INTENT} (lib/shell/prefetch.ts).',
        },
      ],
    },
  },
  {
    // A form's checks (zod and the schemas, 43 kB gz) load with its first check, not with the page: forms
    // take their resolver from lazyZodResolver and import a schema's module for its types only
    // (docs/performance.md). Dynamic imports are allowed.
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['zod', '@hookform/resolvers/zod'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Validate forms with lazyZodResolver (lib/validation/lazy-resolver.ts).',
          })),
          patterns: [
            {
              group: [
                '@/lib/validation/*',
                '!@/lib/validation/messages',
                '!@/lib/validation/masks',
                '!@/lib/validation/documents',
                '!@/lib/validation/delivery-area',
                '!@/lib/validation/lazy-resolver',
                '@/lib/**/*-schema',
              ],
              allowTypeImports: true,
              message:
                "A schema's module brings zod: import its types only, the schema through lazyZodResolver.",
            },
          ],
        },
      ],
    },
  },
  {
    // Test fixtures live in test-support/, out of the production folders: tests and the journeys import
    // them, the shop's code never does.
    files: ['**/*.{ts,tsx,mts,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**', 'test-support/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './',
              from: './test-support',
              message: 'test-support/ is for tests (*.test.ts, *.test.tsx) and e2e/ only.',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.bench-floor/**',
    '.data/**',
    'public/media/**',
    'lib/server/db/migrations/**',
    'next-env.d.ts',
  ]),
]);
