/**
 * Accounts: registration, login, personal data, password change and the password reset by e-mail.
 * Every function acts on one customer, given by the caller (the route passes the session's user).
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type {
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UserUpdateInput,
} from '@/lib/validation/account';
import { stripDocumentMask } from '@/lib/validation/documents';
import { MSG } from '@/lib/rules/field-messages';
import {
  CAPTCHA_FIELD,
  ERROR_TEXTS,
  SalesError,
  ValidationError,
  type FieldErrors,
} from '@/lib/sales-api/errors';
import { cpfColumns, cpfVault } from '../auth/cpf-vault';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password-hash';
import { createSession, revokeOtherSessions, type SessionUser } from '../auth/sessions';
import {
  consumeThrottle,
  enforceThrottle,
  releaseThrottle,
  reserveThrottle,
  resetThrottle,
  throttledError,
  THROTTLE_RULES,
  type ThrottleReservation,
} from '../auth/throttle';
import { CAPTCHA_FAILED, redeemCaptcha } from '../captcha/altcha';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { passwordResetTokens } from './schema';
import { users } from '../auth/schema';
import { logger } from '../logger';
import { sendAfterAnswer } from '../mail/mail-queue';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/messages';
import { storeInfo } from '../store/store-info';
import { attachGuestOrderOnLogin } from '../cart/guest-order-handoff';

export const EMAIL_TAKEN = 'Email já cadastrado';
export const CPF_TAKEN = 'CPF já cadastrado';
export const EMAIL_CANNOT_CHANGE = 'O email não pode ser alterado';
export const CPF_CANNOT_CHANGE = 'O CPF não pode ser alterado';
export const RESET_LINK_INVALID = 'Esse link para resetar a senha é inválido ou expirou. Peça um novo.';
/** The same answer whether or not the e-mail has an account (docs/security.md). */
export const RESET_REQUESTED = 'Lhe enviamos um email com as instruções para resetar a sua senha.';
export const PASSWORD_RESET_DONE = 'Entre usando a sua nova senha';

/** Asked of a login on an account that many failed logins have targeted (see THROTTLE_RULES). */
export const CAPTCHA_REQUIRED = ERROR_TEXTS.captcha_required;

/** A reset link works for 1 hour, once. */
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

/** A customer who just registered or logged in, with the session to hand to the browser. */
interface SignedIn {
  user: UserRow;
  session: Awaited<ReturnType<typeof createSession>>;
  remember: boolean;
}

/** Who is asking, as far as throttling goes: the client address (see auth/throttle.ts clientIp). */
export interface Client {
  ip: string;
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)));
  return user;
}

/** Field errors for an e-mail or CPF that another account already uses. */
async function registrationConflicts(db: Db, input: { email: string; cpf: string }): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (await findUserByEmail(db, input.email)) errors.email = [EMAIL_TAKEN];
  const [cpfOwner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.cpfDigest, cpfVault().digest(stripDocumentMask(input.cpf))));
  if (cpfOwner) errors.cpf = [CPF_TAKEN];
  return errors;
}

/**
 * POST /v2/users. The captcha comes first and is spent: only a solved proof of work learns whether an
 * e-mail or CPF already has an account, so enumerating them costs one per guess. The new customer's
 * guest cart (order_token) joins the account as at login.
 */
export async function register(db: Db, input: RegisterInput, client: Client): Promise<SignedIn> {
  await enforceThrottle(db, [[`register:ip:${client.ip}`, THROTTLE_RULES.registerPerIp]]);
  if (!(await redeemCaptcha(db, input.recaptcha_token))) {
    throw new ValidationError({ recaptcha_token: [CAPTCHA_FAILED] });
  }
  const conflicts = await registrationConflicts(db, input);
  if (Object.keys(conflicts).length > 0) throw new ValidationError(conflicts);
  const user = await createUser(db, input);
  if (input.order_token)
    await attachGuestOrderOnLogin(db, { userId: user.id, orderToken: input.order_token });
  logger.info({ userId: user.id }, 'customer registered');
  // Logged in at once, without 'remember me'.
  return { user, session: await createSession(db, user.id, { remember: false }), remember: false };
}

/**
 * POST /v2/auth. The guesser is throttled, not the account (docs/security.md): failures count per address,
 * per (account, address) and per account. Past a few from the pair, or many from the address, or on an
 * account many failures targeted when this address has failures too, the login needs a solved captcha
 * (the login form solves it unseen): a proof of work per guess, never a refusal. A correct password from
 * an address without failures is never asked for anything. Only a flood from one address (failed or
 * captcha-refused attempts past THROTTLE_RULES.loginFloodPerIp) answers 429. Unknown e-mails count
 * exactly like known ones.
 * Each attempt takes its place in the counts (one statement each) before the password is checked, so
 * that simultaneous guesses cannot all read 'under the limit'; a successful attempt gives them back, a
 * captcha-refused one keeps only its place in the flood count.
 */
export async function logIn(db: Db, input: LoginInput, client: Client): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  const flood = await reserveThrottle(db, `login:flood:${client.ip}`, THROTTLE_RULES.loginFloodPerIp);
  if (!flood.allowed) {
    await releaseThrottle(db, flood);
    throw throttledError([flood]);
  }
  const perAccountAndIpKey = `login:email-ip:${email}:${client.ip}`;
  const perAccountKey = `login:email:${email}`;
  const ip = await reserveThrottle(db, `login:ip:${client.ip}`, THROTTLE_RULES.loginPerIp);
  const accountAndIp = await reserveThrottle(db, perAccountAndIpKey, THROTTLE_RULES.loginPerAccountAndIp);
  const account = await reserveThrottle(db, perAccountKey, THROTTLE_RULES.loginPerAccount);
  // `ip.count > 1`: this address had failures before this attempt.
  const captchaAsked = !ip.allowed || !accountAndIp.allowed || (!account.allowed && ip.count > 1);
  if (captchaAsked && !(await redeemCaptcha(db, input.recaptcha_token))) {
    await releaseAll(db, [ip, accountAndIp, account]);
    throw new SalesError('captcha_required', CAPTCHA_REQUIRED, { [CAPTCHA_FIELD]: [CAPTCHA_REQUIRED] });
  }
  // A failed password keeps its place in every count.
  const user = await checkCredentials(db, input.email, input.password);
  if (!user) {
    throw new SalesError('login_failed', MSG.loginFailed, {
      email: [MSG.loginFailed],
      password: [MSG.loginFailed],
    });
  }
  await releaseAll(db, [flood, ip]);
  await resetThrottle(db, perAccountAndIpKey);
  await resetThrottle(db, perAccountKey);
  const remember = input.remember ?? false;
  const session = await createSession(db, user.id, { remember });
  if (input.order_token)
    await attachGuestOrderOnLogin(db, { userId: user.id, orderToken: input.order_token });
  return { user, session, remember };
}

/** Gives back attempts that are not to count (see logIn). */
async function releaseAll(db: Db, reservations: ThrottleReservation[]): Promise<void> {
  for (const reservation of reservations) await releaseThrottle(db, reservation);
}

/** Creates the account (the captcha and conflicts are checked by the caller). */
async function createUser(db: Db, input: RegisterInput): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: normalizeEmail(input.email),
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        ...cpfColumns(stripDocumentMask(input.cpf)),
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
async function checkCredentials(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}

/** Names may change; the e-mail never; the CPF only while it is not set. */
export async function updateUser(db: Db, user: { id: number }, input: UserUpdateInput): Promise<void> {
  const [current] = await db.select().from(users).where(eq(users.id, user.id));
  if (!current) throw new SalesError('not_logged_in');
  const errors: FieldErrors = {};
  if (input.email && normalizeEmail(input.email) !== normalizeEmail(current.email)) {
    errors.email = [EMAIL_CANNOT_CHANGE];
  }
  // A blank CPF leaves an account without one as it is; a stored one cannot be blanked.
  if (input.cpf != null && !input.cpf.trim() && current.cpfDigest) errors.cpf = [MSG.required];
  // CPFs are compared by digest (../auth/cpf-vault.ts): the stored one is never opened here.
  const cpf = input.cpf?.trim() ? stripDocumentMask(input.cpf) : null;
  const digest = cpf ? cpfVault().digest(cpf) : null;
  if (digest && current.cpfDigest && digest !== current.cpfDigest) errors.cpf = [CPF_CANNOT_CHANGE];
  if (digest && !current.cpfDigest) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.cpfDigest, digest), ne(users.id, user.id)));
    if (owner) errors.cpf = [CPF_TAKEN];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  try {
    await db
      .update(users)
      .set({
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        ...(cpf && !current.cpfDigest ? cpfColumns(cpf) : {}),
        ...(input.default_substitution && { defaultSubstitution: input.default_substitution }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ cpf: [CPF_TAKEN] });
    throw error;
  }
}

/**
 * Checks the signed-in caller's current password before a change that needs it (a new password, deleting
 * the account). Wrong passwords are counted per session and per address (THROTTLE_RULES), as at login (see
 * logIn): each attempt takes its place before the password is checked, a refused one (429) is given back,
 * a wrong one stays counted (422 on `field`: 'Senha incorreta'). Answers the places a success gives back.
 */
async function checkCurrentPassword(
  db: Db,
  caller: Pick<SessionUser, 'id' | 'sessionId'>,
  password: string,
  client: Client,
  field: string,
): Promise<ThrottleReservation[]> {
  const reservations = [
    await reserveThrottle(
      db,
      `password-change:session:${caller.sessionId}`,
      THROTTLE_RULES.passwordChangePerSession,
    ),
    await reserveThrottle(db, `password-change:ip:${client.ip}`, THROTTLE_RULES.passwordChangePerIp),
  ];
  if (reservations.some((reservation) => !reservation.allowed)) {
    await releaseAll(db, reservations);
    throw throttledError(reservations);
  }
  const [user] = await db.select().from(users).where(eq(users.id, caller.id));
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    throw new ValidationError({ [field]: [MSG.wrongPassword] });
  }
  return reservations;
}

/**
 * Checks the current password, stores the new one and starts a fresh session: every earlier session,
 * the current one included, is revoked, and so is every unused reset link: an old link
 * must not take the account back from its owner. Answers the new session.
 */
export async function changePassword(
  db: Db,
  caller: Pick<SessionUser, 'id' | 'sessionId'>,
  input: ChangePasswordInput,
  client: Client,
) {
  const userId = caller.id;
  const reservations = await checkCurrentPassword(db, caller, input.old_password, client, 'old_password');
  const passwordHash = await hashPassword(input.password);
  const session = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    const fresh = await createSession(tx, userId, { remember: false });
    await revokeOtherSessions(tx, userId, fresh.sessionId);
    return fresh;
  });
  await releaseAll(db, reservations);
  return session;
}

/**
 * The password check of deleting an account (./privacy.ts), counted as a password change's: the places are
 * given back as soon as the password is right, so a deletion refused afterwards (orders in progress, the
 * gateway unavailable) is not counted as a wrong guess. `erase` runs then.
 */
export async function withCurrentPassword<T>(
  db: Db,
  caller: Pick<SessionUser, 'id' | 'sessionId'>,
  password: string,
  client: Client,
  erase: () => Promise<T>,
): Promise<T> {
  const reservations = await checkCurrentPassword(db, caller, password, client, 'password');
  await releaseAll(db, reservations);
  return erase();
}

function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sends a single-use reset link valid for 1 hour when the e-mail has an account; does nothing otherwise,
 * and takes the same work either way: one statement creates the link only when the account exists, and
 * the e-mail leaves after the answer. The caller answers the same in both cases. Past
 * `resetMailPerAccount` no more mail goes, whoever asks (the owner's mailbox already holds live links).
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  email: string,
  client: Client,
): Promise<void> {
  const normalized = normalizeEmail(email);
  await enforceThrottle(db, [
    [`reset:ip:${client.ip}`, THROTTLE_RULES.resetRequestPerIp],
    [`reset:email-ip:${normalized}:${client.ip}`, THROTTLE_RULES.resetRequestPerAccountAndIp],
  ]);
  const mailAllowed = await consumeThrottle(
    db,
    `reset-mail:${normalized}`,
    THROTTLE_RULES.resetMailPerAccount,
  );
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString();
  const { rows } = (await db.execute(sql`
    insert into ${passwordResetTokens} (user_id, token_hash, expires_at)
    select ${users.id}, ${hashResetToken(token)}, ${expiresAt}::timestamptz from ${users}
    where lower(${users.email}) = ${normalized} and ${mailAllowed ? sql`true` : sql`false`}
    returning user_id`)) as { rows: { user_id: number }[] };
  const created = rows[0] && { userId: rows[0].user_id };
  if (!created) return;
  const [user] = await db.select().from(users).where(eq(users.id, created.userId));
  sendAfterAnswer(mailer, () => passwordResetMail(storeInfo(), user!, token), { userId: created.userId });
  logger.info({ userId: created.userId }, 'password reset requested');
}

/**
 * Sets the new password if the token is live, unused and belongs to `email`; spends the token. The token
 * is checked before the new password is hashed: a request with a made-up token costs no scrypt.
 */
export async function resetPassword(
  db: Db,
  token: string,
  input: Pick<ResetPasswordInput, 'password' | 'email'>,
): Promise<void> {
  const live = and(
    eq(passwordResetTokens.tokenHash, hashResetToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
    sql`${passwordResetTokens.userId} = (select ${users.id} from ${users} where lower(${users.email}) = ${normalizeEmail(input.email)})`,
  );
  const [candidate] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(live);
  if (!candidate) throw new ValidationError({ base: [RESET_LINK_INVALID] }, RESET_LINK_INVALID);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Spending the token and checking it again is one statement: two requests cannot both use it.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(live)
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
