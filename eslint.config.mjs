import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The direction of imports (README, "Where things live"): the browser's code and the pure domain modules
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
    // (README, Performance budgets).
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
  globalIgnores([
    '.next/**',
    '.bench-floor/**',
    '.data/**',
    'public/media/**',
    'lib/server/db/migrations/**',
    'next-env.d.ts',
  ]),
]);
