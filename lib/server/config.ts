/**
 * Configuration, read from the environment and validated once. Every variable is listed in the README.
 * Not marked 'server-only' so that node scripts (seed, migrate, tests) can read it too; nothing here is
 * ever imported by a client component.
 */
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Folder of the embedded database (PGlite) and other local state. */
  DATA_DIR: z.string().min(1).default('./.data'),
  /** postgres://user:pass@host:port/db switches from the embedded database to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** Seed the demo catalogue when the database has no departments (true by default). */
  SEED_ON_START: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STORE_NAME: z.string().min(1).default('Casa da Carne'),
  /** Local phone shown to shoppers, area code 71. */
  STORE_PHONE: z
    .string()
    .regex(/^\(71\) \d{4,5}-\d{4}$/, 'STORE_PHONE must look like (71) 3333-4444')
    .default('(71) 3333-4444'),
  /** Public origin used in canonical URLs and Open Graph tags. */
  PUBLIC_BASE_URL: z.url().default('http://localhost:3000'),
  /**
   * Algolia: with an application id and a search-only key the storefront searches Algolia instead of the
   * embedded engine. The admin key is read only by `npm run search:index`, never sent to browsers.
   */
  ALGOLIA_APP_ID: z
    .string()
    .regex(/^[A-Z0-9]{6,20}$/, 'ALGOLIA_APP_ID must be the application id, e.g. ABC123DEF4')
    .optional(),
  ALGOLIA_SEARCH_KEY: z.string().min(8, 'ALGOLIA_SEARCH_KEY is too short').optional(),
  ALGOLIA_ADMIN_KEY: z.string().min(8, 'ALGOLIA_ADMIN_KEY is too short').optional(),
  /** Name of the product-sales index, in Algolia and in the embedded engine alike. */
  ALGOLIA_INDEX_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,100}$/, 'ALGOLIA_INDEX_NAME may hold letters, digits, _ . and - only')
    .default('product_sales'),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty variables count as unset, as in most .env tooling.
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema
    .superRefine((value, context) => {
      // Half an Algolia configuration would silently fall back to the embedded engine: refuse it.
      if (Boolean(value.ALGOLIA_APP_ID) !== Boolean(value.ALGOLIA_SEARCH_KEY)) {
        context.addIssue({
          code: 'custom',
          path: [value.ALGOLIA_APP_ID ? 'ALGOLIA_SEARCH_KEY' : 'ALGOLIA_APP_ID'],
          message: 'ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY must be set together',
        });
      }
    })
    .safeParse(defined);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

let cached: Config | undefined;

/** The process configuration, parsed on first use. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

export function dataDir(): string {
  return path.resolve(config().DATA_DIR);
}
