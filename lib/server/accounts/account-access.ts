/** Who may touch which account: only the customer themself. */
import { requireUser } from '../api/authenticate';
import type { SessionUser } from '../auth/sessions';
import type { ApiEnv } from '../api/env';
import { SalesError } from '@/lib/sales-api/errors';
import { queuedMailer } from '../mail/mail-queue';
import { configuredMailer, type Mailer } from '../mail/mailer';

const FORBIDDEN = 'Você não tem acesso a esses dados';

/** The logged-in customer when `userId` is theirs; 401 for guests, 403 for another customer's id. */
export async function requireSelf(c: { var: ApiEnv['Variables'] }, userId: number): Promise<SessionUser> {
  const user = await requireUser(c);
  if (user.id !== userId) throw new SalesError('forbidden', FORBIDDEN);
  return user;
}

/** The mailer of order and stock e-mails: the mail job (sent once, retried), tests' own when given. */
export function mailerOf(c: { var: ApiEnv['Variables'] }): Mailer {
  return c.var.deps.mailer ?? queuedMailer(() => c.var.deps.jobs);
}

/** The mailer of messages carrying a secret (the reset link), which a job's stored data must not hold. */
export function directMailerOf(c: { var: ApiEnv['Variables'] }): Mailer {
  return c.var.deps.mailer ?? configuredMailer();
}
