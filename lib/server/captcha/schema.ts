import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../db/columns';

/** ALTCHA challenges already solved, kept until they expire so that a solution cannot be replayed. */
export const usedCaptchas = pgTable('used_captchas', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: instant('expires_at').notNull(),
});
