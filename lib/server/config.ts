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
  /** smtp://user:pass@host:587 or smtps://...: send e-mail through it; unset = .eml files in DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of the shop's e-mails. */
  MAIL_FROM: z.string().min(3).default('Casa da Carne <nao-responda@casadacarne.com.br>'),
  /** Key of the maps static-image service for address maps; unset = a drawn fallback image. */
  GOOGLE_MAPS_KEY: z.string().min(1).optional(),
  /**
   * Secret that signs captcha (ALTCHA) challenges. Unset = a random key per process, which is fine for
   * one server; several instances behind a load balancer must share one (at least 32 characters).
   */
  ALTCHA_HMAC_KEY: z.string().min(32, 'ALTCHA_HMAC_KEY must have at least 32 characters').optional(),
  /**
   * Proof-of-work size: the solver tries on average half this many SHA-256 hashes (50,000 ≈ 0.1-0.5 s in a
   * phone's browser). Higher costs bots more and shoppers too.
   */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).default(50_000),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty variables count as unset, as in most .env tooling.
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(defined);
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
