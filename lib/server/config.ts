/**
 * Configuration, read from the environment and validated once. Every variable is listed in the README.
 * Not marked 'server-only' so that node scripts (seed, migrate, tests) can read it too; nothing here is
 * ever imported by a client component.
 */
import path from 'node:path';
import { z } from 'zod';
import { DELIVERY_CITIES } from '@/lib/rules/delivery-area';
import { isProxyAddress } from './http/client-address';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Related products are a fixed list of 12 ids. */
const RELATED_PRODUCT_COUNT = 12;
/**
 * Default related products: a barbecue basket from the demo seed (whose ids are deterministic), e.g. 1 is
 * Picanha Bovina Angus and 211 Carvão Vegetal 5 Kg. lib/server/catalogue/product-routes.test.ts checks they all exist.
 */
const DEFAULT_RELATED_PRODUCT_IDS = '1,13,124,126,152,211,215,236,233,227,178,101';

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
  /** Complete orders of demo customers seeded on one delivery day for the staff screens (0: none). */
  DEMO_ORDERS: z.coerce.number().int().min(0).max(5_000).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STORE_NAME: z.string().min(1).default('Casa da Carne'),
  /** Local phone shown to shoppers, area code 71. */
  STORE_PHONE: z
    .string()
    .regex(/^\(71\) \d{4,5}-\d{4}$/, 'STORE_PHONE must look like (71) 3333-4444')
    .default('(71) 3333-4444'),
  /**
   * Reverse proxies whose X-Forwarded-For entries are believed, comma-separated: addresses, CIDR ranges
   * or proxy-addr's names (loopback, linklocal, uniquelocal). Unset = none: the client is the socket's
   * peer, and a forwarded header sent by anyone else is ignored (per-IP throttles rely on it).
   */
  TRUSTED_PROXIES: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isProxyAddress), {
      message: 'TRUSTED_PROXIES must list IP addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    })
    .prefault(''),
  /** Public origin used in canonical URLs and Open Graph tags. */
  PUBLIC_BASE_URL: z.url().default('http://localhost:3000'),
  /** WhatsApp chat number with country and area code, digits only (wa.me link of the header). */
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^55\d{10,11}$/, 'WHATSAPP_NUMBER must be digits with country and area code, like 5571988887777')
    .default('5571988887777'),
  /** Contact e-mail shown on the contact page and in messages. */
  STORE_EMAIL: z.email().default('contato@casadacarne.com.br'),
  /** Street address of the shop (store pickup), shown on the contact and FAQ pages. */
  STORE_ADDRESS: z.string().min(1).default('Av. Manoel Dias da Silva, 1000, Pituba, Salvador - BA'),
  /**
   * The related products: a fixed list of 12 product (variant) ids, comma-separated, shown
   * by the home's related scroller through GET /v2/products?by_id=... . Unknown ids are skipped.
   */
  RELATED_PRODUCT_IDS: z
    .string()
    .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, 'RELATED_PRODUCT_IDS must be comma-separated ids')
    .transform((list) => list.split(',').map((id) => Number(id.trim())))
    .refine((ids) => ids.length === RELATED_PRODUCT_COUNT, {
      message: `RELATED_PRODUCT_IDS must list exactly ${RELATED_PRODUCT_COUNT} ids`,
    })
    .refine((ids) => ids.every((id) => id > 0), { message: 'RELATED_PRODUCT_IDS must be positive ids' })
    .prefault(DEFAULT_RELATED_PRODUCT_IDS),
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
  /** smtp://user:pass@host:587 or smtps://...: send e-mail through it; unset = .eml files in DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of the shop's e-mails. */
  MAIL_FROM: z.string().min(3).default('Casa da Carne <nao-responda@casadacarne.com.br>'),
  /**
   * Google Maps key: the static-image maps of addresses and the geocoding of new addresses. Unset = a
   * drawn fallback image, and addresses placed at their neighbourhood's centroid (offline table).
   */
  GOOGLE_MAPS_KEY: z.string().min(1).optional(),
  /**
   * The public CEP service of the address form's autofill (ViaCEP's JSON API); empty = the bundled table
   * of the area's CEPs only (lib/server/geocoding/zipcode-lookup.ts).
   */
  ZIPCODE_SERVICE_URL: z.union([z.literal(''), z.string().url()]).default('https://viacep.com.br/ws'),
  /** Google Tag Manager container ('GTM-XXXXXXX'), loaded only after the shopper's consent; unset = none. */
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'GTM_ID must be a container id like GTM-ABC1234')
    .optional(),
  /** Sentry DSN: errors of the browser and of the API also go to Sentry; unset = logs only. */
  SENTRY_DSN: z.url().optional(),
  /**
   * Secret that signs captcha (ALTCHA) challenges. Unset = a random key per process, which is fine for
   * one server; several instances behind a load balancer must share one (at least 32 characters), so it
   * is required in production on PostgreSQL, as DATA_ENCRYPTION_KEY is.
   */
  ALTCHA_HMAC_KEY: z.string().min(32, 'ALTCHA_HMAC_KEY must have at least 32 characters').optional(),
  /**
   * Proof-of-work size: the solver tries on average half this many SHA-256 hashes (50,000 ≈ 0.1-0.5 s in a
   * phone's browser). Higher costs bots more and shoppers too.
   */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).default(50_000),
  /**
   * Delivery cost per city, BRL: "City:cost" pairs, comma-separated. Every city the shop delivers to
   * (lib/rules/delivery-area.ts) must have one. Scheduled delivery is free from 99 BRL of items.
   */
  SHIPPING_COSTS: z
    .string()
    .transform((list, ctx) => {
      const costs: Record<string, string> = {};
      for (const pair of list.split(',')) {
        const match = /^\s*([^:]+?)\s*:\s*(\d{1,4}(?:\.\d{1,2})?)\s*$/.exec(pair);
        if (!match) {
          ctx.addIssue({ code: 'custom', message: `SHIPPING_COSTS: "${pair}" is not City:0.00` });
          return z.NEVER;
        }
        costs[match[1]!] = match[2]!;
      }
      return costs;
    })
    .refine((costs) => DELIVERY_CITIES.every((city) => city in costs), {
      message: `SHIPPING_COSTS must give a cost for ${DELIVERY_CITIES.join(', ')}`,
    })
    .prefault('Salvador:9.90,Lauro de Freitas:14.90,Vila de Abrantes:19.90'),
  /** Added to the city's delivery cost for express delivery (within 3 hours), BRL. */
  EXPRESS_SURCHARGE: z
    .string()
    .regex(/^\d{1,4}(\.\d{1,2})?$/, 'EXPRESS_SURCHARGE must be an amount like 15.00')
    .default('15.00'),
  /** Deliveries per scheduled window, seeded into the windows' table (then the manager's). */
  DELIVERY_SLOT_CAPACITY: z.coerce.number().int().min(1).max(10_000).default(20),
  /**
   * New accounts one client address may register per hour (docs/security.md): a script's sign-up flood
   * stops there; a shop whose customers share an address (a campus, an office) may raise it.
   */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  /** How long choosing a window keeps a place in it for the customer, minutes. */
  SLOT_HOLD_MINUTES: z.coerce.number().int().min(1).max(240).default(15),
  /**
   * Orders paid on delivery (debit, meal voucher) or by a Pix not paid yet one customer may have open at
   * once: each holds stock and a window with nothing paid (docs/business-rules.md, Payment).
   */
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(100).default(2),
  /**
   * Pix (docs/business-rules.md, Payment: Pix): the percentage charged above the estimate of the weighed
   * items (the difference is given back after weighing), and how long a Pix code can be paid, minutes.
   */
  PIX_MARGIN_PERCENT: z.coerce.number().int().min(0).max(50).default(10),
  PIX_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  /** The Pix key the built-in test gateway's codes pay (a demo key: nothing is ever paid to it). */
  PIX_KEY: z.string().min(1).max(77).default('pix@casadacarne.com.br'),
  /**
   * Mercado Pago (lib/server/payments/mercadopago-gateway.ts): with the three set, cards and Pix are paid
   * there instead of the built-in test gateway. The access token stays on the server; the public key is
   * the browser's (its card form tokenises the card); the webhook secret checks the notifications'
   * signatures (POST /api/sales/webhooks/mercadopago). All three or none: half of them refuse to start.
   */
  MERCADOPAGO_ACCESS_TOKEN: z.string().min(16, 'MERCADOPAGO_ACCESS_TOKEN is too short').optional(),
  MERCADOPAGO_PUBLIC_KEY: z.string().min(16, 'MERCADOPAGO_PUBLIC_KEY is too short').optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().min(16, 'MERCADOPAGO_WEBHOOK_SECRET is too short').optional(),
  /** Mercado Pago's API: changed only to point the adapter at a stand-in (tests, staging). */
  MERCADOPAGO_API_URL: z.url().default('https://api.mercadopago.com'),
  /**
   * The key that seals the customers' CPFs in the database (lib/server/auth/cpf-vault.ts): 32 bytes, as
   * 64 hex characters or in base64. Unset = a key made at the first start in DATA_DIR and kept there;
   * required in production on PostgreSQL, where every instance must use the same one. Losing it loses
   * the CPFs: it is backed up with the database (docs/operations.md).
   */
  DATA_ENCRYPTION_KEY: z
    .string()
    .refine((text) => decodeEncryptionKey(text) !== null, {
      message:
        'DATA_ENCRYPTION_KEY must be 32 bytes: 64 hex characters or their base64 (openssl rand -hex 32)',
    })
    .optional(),
});

/** A 32-byte key written as 64 hex characters or in base64 (padded or not), or null for anything else. */
export function decodeEncryptionKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(trimmed)) {
    const key = Buffer.from(trimmed, 'base64');
    if (key.length === 32) return key;
  }
  return null;
}

/** The variables that configure Mercado Pago: all or none. */
const MERCADOPAGO_VARIABLES = [
  'MERCADOPAGO_ACCESS_TOKEN',
  'MERCADOPAGO_PUBLIC_KEY',
  'MERCADOPAGO_WEBHOOK_SECRET',
] as const;

export type Config = z.infer<typeof configSchema>;

/** Every variable the configuration reads (the README's configuration table lists each). */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);

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
      // Half a Mercado Pago configuration would take payments it cannot follow (no webhook secret) or
      // that the browser cannot tokenise (no public key): refuse it, naming what is missing.
      const missing = MERCADOPAGO_VARIABLES.filter((name) => !value[name]);
      if (missing.length > 0 && missing.length < MERCADOPAGO_VARIABLES.length) {
        for (const name of missing) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: `${MERCADOPAGO_VARIABLES.join(', ')} must be set together (${name} is missing)`,
          });
        }
      }
      // Instances on one PostgreSQL must seal and find CPFs with one key: a key each made for itself
      // would leave every instance unable to read the others' (docs/operations.md).
      if (value.NODE_ENV === 'production' && value.DATABASE_URL && !value.DATA_ENCRYPTION_KEY) {
        context.addIssue({
          code: 'custom',
          path: ['DATA_ENCRYPTION_KEY'],
          message:
            'DATA_ENCRYPTION_KEY must be set in production with DATABASE_URL, the same for every instance ' +
            '(64 hex characters: openssl rand -hex 32), and backed up (docs/operations.md)',
        });
      }
      // Likewise the captcha's signing key: a key per process would refuse a challenge another instance
      // handed out (docs/operations.md).
      if (value.NODE_ENV === 'production' && value.DATABASE_URL && !value.ALTCHA_HMAC_KEY) {
        context.addIssue({
          code: 'custom',
          path: ['ALTCHA_HMAC_KEY'],
          message:
            'ALTCHA_HMAC_KEY must be set in production with DATABASE_URL, the same for every instance ' +
            '(at least 32 characters: openssl rand -hex 32) (docs/operations.md)',
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

/** Mercado Pago's settings when it is configured (parseConfig makes it all three or none), else null. */
export function mercadoPagoSettings(settings: Config = config()) {
  const { MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_PUBLIC_KEY, MERCADOPAGO_WEBHOOK_SECRET } = settings;
  if (!MERCADOPAGO_ACCESS_TOKEN || !MERCADOPAGO_PUBLIC_KEY || !MERCADOPAGO_WEBHOOK_SECRET) return null;
  return {
    accessToken: MERCADOPAGO_ACCESS_TOKEN,
    publicKey: MERCADOPAGO_PUBLIC_KEY,
    webhookSecret: MERCADOPAGO_WEBHOOK_SECRET,
    apiUrl: settings.MERCADOPAGO_API_URL,
  };
}
