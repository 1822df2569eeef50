import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** ALTCHA challenges already solved, kept until they expire so that a solution cannot be replayed. */
export const usedCaptchas = pgTable('used_captchas', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
