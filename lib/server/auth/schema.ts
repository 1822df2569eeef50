/**
 * Who a caller is: the users (customers and staff), their sessions, and the request counters behind
 * throttling. Passwords and session tokens are stored only as hashes, CPFs only digested and sealed
 * (./cpf-vault.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, timestamps } from '../db/columns';
import { USER_ROLES } from '../../rules/staff-roles';
import { DEFAULT_SUBSTITUTION, SUBSTITUTIONS } from '../../rules/substitution';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; it identifies the account and cannot change. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /**
     * The CPF (cannot change once set), never in clear (./cpf-vault.ts): its HMAC digest, unique, which
     * registration and the staff's search compare, and the digits sealed (AES-GCM), opened only for the
     * customer's own account and data, and for the payment gateway.
     */
    cpfDigest: text('cpf_digest'),
    cpfSealed: text('cpf_sealed'),
    /**
     * Retired, always null: the CPF in clear as versions before migration 0032 wrote it. The start seals
     * any value found here and empties it (sealClearCpfs in lib/server/db/migrate.ts); the column stays for
     * instances of those versions still running during a deploy (docs/decisions.md).
     */
    clearCpf: text('cpf'),
    phone: text('phone'),
    /** Memory-hard hash (see lib/server/auth/password-hash.ts). */
    passwordHash: text('password_hash').notNull(),
    /**
     * 'customer', or a staff member's role (lib/rules/staff-roles.ts): what each may do in the back office
     * (/api/sales/admin/...) is its capabilities; customers get 403 there.
     */
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    /**
     * What the customer's new cart lines start with when a product is missing at packing
     * (lib/rules/substitution.ts), chosen in /minha-conta/informacoes.
     */
    defaultSubstitution: text('default_substitution', { enum: SUBSTITUTIONS })
      .notNull()
      .default(DEFAULT_SUBSTITUTION),
    /**
     * The customer's id at the payment gateway (Mercado Pago's customer, found or created by e-mail when the
     * first card is saved there; docs/business-rules.md, Saved cards). Null until then.
     */
    gatewayCustomerId: text('gateway_customer_id'),
    /** When the customer deleted their account: the row stays for their orders, its personal data erased. */
    anonymizedAt: instant('anonymized_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    // Also makes the start's look for clear CPFs (always none) an index probe.
    uniqueIndex('users_cpf_idx').on(t.clearCpf),
    uniqueIndex('users_cpf_digest_idx').on(t.cpfDigest).concurrently(),
    // The staff board's and dispatch's list of drivers: a few rows among every customer's.
    index('users_role_idx').on(t.role),
    check(
      'users_role_check',
      sql`${t.role} in (${sql.raw(USER_ROLES.map((role) => `'${role}'`).join(', '))})`,
    ),
    check(
      'users_default_substitution_check',
      sql`${t.defaultSubstitution} in (${sql.raw(SUBSTITUTIONS.map((value) => `'${value}'`).join(', '))})`,
    ),
  ],
);

/** The customer a row belongs to: it goes with their account. */
export const ownerId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    /** SHA-256 of the opaque token (the token itself is only ever in the client's hands). */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Fixed-window request counters ('login:ip:1.2.3.4', 'login:email:ana@...'), shared by every app
 * instance through the database so that throttling holds when the shop scales out.
 */
export const throttleBuckets = pgTable('throttle_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: instant('window_started_at').notNull(),
});
