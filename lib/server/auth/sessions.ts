/**
 * Opaque session tokens: 256 random bits, given to the client once and stored only as a SHA-256 hash,
 * so a database leak reveals no usable token. Sessions are revocable (logout, password change).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { UserRole } from '@/lib/rules/staff-roles';
import type { Db } from '../db/database';
import { sessions, users } from './schema';

/** A 'remember me' session lasts 30 days; without it, the cookie ends with the browser, and the server forgets it after 1 day. */
const REMEMBERED_SESSION_DAYS = 30;
const BROWSER_SESSION_DAYS = 1;

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** 'customer', or a staff member's role: what it may do in the back office (lib/rules/staff-roles.ts). */
  role: UserRole;
  sessionId: number;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  userId: number,
  { remember }: { remember: boolean },
): Promise<{ token: string; expiresAt: Date; sessionId: number }> {
  const token = randomBytes(32).toString('base64url');
  const days = remember ? REMEMBERED_SESSION_DAYS : BROWSER_SESSION_DAYS;
  const expiresAt = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt })
    .returning({ id: sessions.id });
  return { token, expiresAt, sessionId: row!.id };
}

/** The user of a live (unexpired, unrevoked) session token, or null. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Revokes every session of the user except `keepSessionId` (after a password change). */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}
