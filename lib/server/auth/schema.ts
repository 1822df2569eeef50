/**
 * Who a caller is: the users (customers and staff), their sessions, and the request counters behind
 * throttling. Passwords and session tokens are stored only as hashes.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; it identifies the account and cannot change. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 11 digits, no punctuation; cannot change once set. */
    cpf: text('cpf'),
    phone: text('phone'),
    /** Memory-hard hash (see lib/server/auth/password-hash.ts). */
    passwordHash: text('password_hash').notNull(),
    /** 'staff' may use the back office (/api/sales/admin/...); customers get 403 there. */
    role: text('role', { enum: ['customer', 'staff'] })
      .notNull()
      .default('customer'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`), uniqueIndex('users_cpf_idx').on(t.cpf)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token (the token itself is only ever in the client's hands). */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
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
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
