/**
 * Accounts: registration, login, personal data, password change and the password reset by e-mail.
 * Every function acts on one customer, given by the caller (the route passes the session's user).
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type {
  ChangePasswordInput,
  RegisterInput,
  ResetPasswordInput,
  UserUpdateInput,
} from '@/lib/validation/account';
import { stripDocumentMask } from '@/lib/validation/documents';
import { MSG } from '@/lib/validation/messages';
import { ApiError, ValidationError, type FieldErrors } from '../api/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password-hash';
import { createSession, revokeOtherSessions } from '../auth/sessions';
import type { Db } from '../db/database';
import { passwordResetTokens, users } from '../db/schema';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/messages';

export const EMAIL_TAKEN = 'Email já cadastrado';
export const CPF_TAKEN = 'CPF já cadastrado';
export const EMAIL_CANNOT_CHANGE = 'O email não pode ser alterado';
export const CPF_CANNOT_CHANGE = 'O CPF não pode ser alterado';
export const RESET_LINK_INVALID = 'Esse link para resetar a senha é inválido ou expirou. Peça um novo.';
/** The same answer whether or not the e-mail has an account (spec 03). */
export const RESET_REQUESTED = 'Lhe enviamos um email com as instruções para resetar a sua senha.';
export const PASSWORD_RESET_DONE = 'Entre usando a sua nova senha';

/** A reset link works for 1 hour, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Postgres 23505, from pg or PGlite, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)));
  return user;
}

/** Field errors for an e-mail or CPF that another account already uses. */
export async function registrationConflicts(
  db: Db,
  input: { email: string; cpf: string },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (await findUserByEmail(db, input.email)) errors.email = [EMAIL_TAKEN];
  const [cpfOwner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.cpf, stripDocumentMask(input.cpf)));
  if (cpfOwner) errors.cpf = [CPF_TAKEN];
  return errors;
}

/** Creates the account (the captcha and conflicts are checked by the caller). */
export async function createUser(db: Db, input: RegisterInput): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: normalizeEmail(input.email),
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        cpf: stripDocumentMask(input.cpf),
        passwordHash,
      })
      .returning();
    return user!;
  } catch (error) {
    // Two registrations raced past the conflict check: the unique indexes decide.
    if (isUniqueViolation(error)) throw new ValidationError(await registrationConflicts(db, input));
    throw error;
  }
}

/** The user whose e-mail and password match, or null (taking the same time either way). */
export async function checkCredentials(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}

/** Names may change; the e-mail never; the CPF only while it is not set. */
export async function updateUser(db: Db, user: { id: number }, input: UserUpdateInput): Promise<void> {
  const [current] = await db.select().from(users).where(eq(users.id, user.id));
  if (!current) throw new ApiError(401, "You're not logged in.");
  const errors: FieldErrors = {};
  if (input.email && normalizeEmail(input.email) !== normalizeEmail(current.email)) {
    errors.email = [EMAIL_CANNOT_CHANGE];
  }
  const cpf = input.cpf ? stripDocumentMask(input.cpf) : null;
  if (cpf && current.cpf && cpf !== current.cpf) errors.cpf = [CPF_CANNOT_CHANGE];
  if (cpf && !current.cpf) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.cpf, cpf), ne(users.id, user.id)));
    if (owner) errors.cpf = [CPF_TAKEN];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  try {
    await db
      .update(users)
      .set({
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        ...(cpf && !current.cpf ? { cpf } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ cpf: [CPF_TAKEN] });
    throw error;
  }
}

/**
 * Checks the current password, stores the new one and starts a fresh session: every earlier session,
 * the current one included, is revoked (spec 03). Answers the new session.
 */
export async function changePassword(db: Db, userId: number, input: ChangePasswordInput) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(input.old_password, user.passwordHash))) {
    throw new ValidationError({ old_password: [MSG.wrongPassword] });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() })
    .where(eq(users.id, userId));
  const session = await createSession(db, userId, { remember: false });
  await revokeOtherSessions(db, userId, session.sessionId);
  return session;
}

function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sends a single-use reset link valid for 1 hour when the e-mail has an account; does nothing otherwise.
 * The caller answers the same in both cases.
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  await mailer.send(passwordResetMail(user, token));
  logger.info({ userId: user.id }, 'password reset requested');
}

/** Sets the new password if the token is live, unused and belongs to `email`; spends the token. */
export async function resetPassword(db: Db, token: string, input: ResetPasswordInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Spending the token and checking it is one statement: two requests cannot both use it.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
          sql`${passwordResetTokens.userId} = (select ${users.id} from ${users} where lower(${users.email}) = ${normalizeEmail(input.email)})`,
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new ValidationError({ base: [RESET_LINK_INVALID] }, RESET_LINK_INVALID);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, spent.userId));
    // Other links sent earlier die with this one, and every session ends.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    await revokeOtherSessions(tx, spent.userId);
  });
}
