import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The direction of imports (docs/architecture.md): app → components → lib/api-client → lib/<area> →
 * lib/sales-api → lib/rules, and lib/server → lib/<area>, lib/sales-api and lib/rules. The pure domain
 * modules (lib/cart, lib/catalogue, ...) stand between the browser's code and the contract: they may build
 * on the contract's types and the rules, never on the browser's code or the server. Inside lib/server the
 * infrastructure imports no business area and no area imports the composition roots.
 * import/no-restricted-paths reads each import as the file it resolves to, so relative and '@/' imports
 * are held alike.
 */
const ROOT = import.meta.dirname;
/** Tests, journeys and benches: they may use test-support/ (a bench measures the API on the test database). */
const TESTS = ['**/*.test.{ts,tsx,mts}', 'e2e/**', 'bench/**'];
/** The folders outside lib/, and every folder of lib/ but those named. */
const OUTSIDE_LIB = ['{app,components,demo,scripts,bench,e2e}/**', '*.{ts,tsx,mts}'];
const libBut = (...kept) => `lib/!(${kept.join('|')})/**`;
/** The pure domain modules: the folders and files of lib/ but the server, the client, the contract and the rules. */
const DOMAIN = [libBut('server', 'api-client', 'sales-api', 'rules'), 'lib/*.{ts,tsx}'];
const LAYERS = [
  {
    target: 'lib/rules',
    // But lib/pt-br-number.ts: a quantity is shown as pt-BR writes it ('1,5 Kg').
    from: [...OUTSIDE_LIB, libBut('rules'), 'lib/!(pt-br-number).{ts,tsx}'],
    message: 'lib/rules is the leaf: it imports only itself (and lib/pt-br-number.ts).',
  },
  {
    target: 'lib/sales-api',
    from: [...OUTSIDE_LIB, libBut('sales-api', 'rules'), 'lib/*.{ts,tsx}'],
    message: 'The contract imports only itself and lib/rules.',
  },
  {
    target: DOMAIN,
    from: ['{app,components}/**', 'lib/{api-client,server}/**'],
    message:
      "A domain module builds on lib/rules and the contract, never on the browser's code or the server.",
  },
  {
    target: 'lib/api-client',
    from: ['{app,components}/**', 'lib/server/**'],
    message: 'The API client reaches the server over HTTP: it imports no page, component or server code.',
  },
  {
    target: 'components',
    from: ['app/**', 'lib/server/**'],
    message: 'Components import no page, and no server code: pages hand them what they show.',
  },
  {
    target: 'lib/server',
    from: ['{app,components}/**', 'lib/api-client/**'],
    message: "The server does not use the pages, the browser's components or its API client.",
  },
  { target: 'demo', from: ['lib/server/**'], message: 'The demo data is drawn without the server.' },
];
const TEST_SUPPORT = {
  target: ['{app,components,lib,demo,scripts}/**', '*.ts'],
  from: ['test-support/**'],
  message: 'test-support/ is for tests only.',
};
/** The server's infrastructure, under its business areas and its composition roots (docs/architecture.md). */
const SERVER_INFRA = {
  target: [
    'lib/server/{api,auth,captcha,db,http,jobs,mail,geocoding,media,payments}/**',
    'lib/server/{config,logger,error-service,shutdown}.ts',
  ],
  from: [
    'lib/server/!(api|auth|captcha|db|http|jobs|mail|geocoding|media|payments)/**',
    'lib/server/{app,server-jobs,server-database}.ts',
  ],
  message: "The server's infrastructure imports no business area: an area builds on it, never the reverse.",
};
/** The composition roots use the areas and the infrastructure; nothing below them uses a root. */
const SERVER_COMPOSITION = {
  target: 'lib/server/!(pages|seed)/**',
  from: ['lib/server/{pages,seed}/**', 'lib/server/{app,server-jobs,server-database}.ts'],
  message:
    'Areas and infrastructure are used by the composition roots (app.ts, server-jobs.ts, server-database.ts, pages/, seed/), never the reverse.',
};
const zones = (list) => ({
  'import/no-restricted-paths': [
    'error',
    {
      basePath: ROOT,
      zones: list.map((zone) => ({
        ...zone,
        target: [zone.target].flat().map((path) => `${ROOT}/${path}`),
        from: zone.from.map((glob) => `${ROOT}/${glob}`),
      })),
    },
  ],
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx,mts}'],
    ignores: TESTS,
    rules: zones([...LAYERS, SERVER_INFRA, SERVER_COMPOSITION, TEST_SUPPORT]),
  },
  {
    // Tests hold to the layers too, and may use test-support/.
    files: TESTS,
    rules: zones(LAYERS),
  },
  {
    // No import circles: a module's place in the layers is where its imports put it (docs/architecture.md).
    files: ['**/*.{ts,tsx,mts}'],
    ignores: TESTS,
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
    // Packages are no part of a circle: their files are not read (PGlite's bundle overflows the parser).
    settings: { 'import/ignore': ['node_modules'] },
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
                '!@/lib/validation/masks',
                '!@/lib/validation/documents',
                '!@/lib/validation/lazy-resolver',
                '@/lib/rules/*',
                '!@/lib/rules/quantity',
                '!@/lib/rules/observation',
                '!@/lib/rules/blend-limits',
                '!@/lib/rules/barbecue-limits',
                '!@/lib/rules/order-states',
                '!@/lib/rules/field-messages',
                '!@/lib/rules/card-numbers',
                '!@/lib/rules/card-tokens',
                '!@/lib/rules/links',
                '!@/lib/rules/delivery-area',
                '!@/lib/rules/store-products',
                '!@/lib/rules/substitution',
                '!@/lib/rules/portioning',
                '!@/lib/rules/digits',
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
  globalIgnores([
    '.next/**',
    '.bench-floor/**',
    '.data/**',
    'public/media/**',
    'public/sw.js*',
    'lib/server/db/migrations/**',
    'next-env.d.ts',
  ]),
]);
