/**
 * E-mails sent after the answer: a request never waits for the mail server, so an answer takes the same
 * time whether or not it sent mail (the password reset must not tell known e-mails by their timing).
 * A failed delivery is logged at level error. Deliveries still pending are kept here until they settle;
 * `mailQueueIdle` lets tests and shutdown wait for them.
 */
import type { JobQueue } from '../jobs/job-queue';
import { logger } from '../logger';
import { configuredMailer, type Mailer, type MailMessage } from './mailer';

// On globalThis: the production server loads this module twice (Next's bundle and scripts/serve.mts, which
// serves the API), and waiting for the deliveries must wait for both copies' ones.
const globalForMail = globalThis as typeof globalThis & { __casaDaCarneMailPending?: Set<Promise<void>> };
const pending = (globalForMail.__casaDaCarneMailPending ??= new Set<Promise<void>>());

export function sendAfterAnswer(
  mailer: Mailer,
  message: MailMessage,
  context: Record<string, unknown>,
): void {
  const delivery: Promise<void> = mailer.send(message).then(
    () => undefined,
    (error: unknown) => logger.error({ err: error, subject: message.subject, ...context }, 'mail not sent'),
  );
  pending.add(delivery);
  void delivery.finally(() => pending.delete(delivery));
}

/** Resolves once every delivery queued so far (and any queued meanwhile) has settled. */
export async function mailQueueIdle(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}

/** The job that sends a queued e-mail (worked by lib/server/server-jobs.ts). */
export const MAIL_JOB = 'mail';

/**
 * A mailer whose messages go out through the mail job: sent once whichever instance works on it, and
 * retried when the mail server fails. Without a started queue (scripts) it sends at once. Only for
 * messages without secrets (a job's data is stored in the database): the password reset mail carrying
 * its token is sent directly.
 */
export function queuedMailer(queue: () => JobQueue | undefined): Mailer {
  return {
    async send(message) {
      const jobs = queue();
      if (jobs) await jobs.send(MAIL_JOB, message);
      else await configuredMailer().send(message);
    },
  };
}
