/**
 * E-mails sent after the answer: a request never waits for the mail server, so an answer takes the same
 * time whether or not it sent mail (the password reset must not tell known e-mails by their timing).
 * The message is built (rendered to HTML and text, ./layout.tsx) after the answer too, on a later turn of
 * the event loop, so rendering never lengthens a request. A failed build or delivery is logged at level
 * error. Deliveries still pending are kept here until they settle; `mailQueueIdle` lets tests and
 * shutdown wait for them.
 */
import type { JobQueue } from '../jobs/job-queue';
import { logger } from '../logger';
import { configuredMailer, type Mailer, type MailMessage } from './mailer';

// On globalThis: the production server loads this module twice (Next's bundle and scripts/serve.mts, which
// serves the API), and waiting for the deliveries must wait for both copies' ones.
const globalForMail = globalThis as typeof globalThis & { __casaDaCarneMailPending?: Set<Promise<void>> };
const pending = (globalForMail.__casaDaCarneMailPending ??= new Set<Promise<void>>());

/**
 * The build of the message queued last. Messages are built one after another, in the order they were
 * queued, so they go out in that order (a cancel's refund before its cancel); rendering is the CPU's
 * work, so building them side by side would be no quicker.
 */
let previousBuild: Promise<unknown> = Promise.resolve();

export function sendAfterAnswer(
  mailer: Mailer,
  build: () => Promise<MailMessage>,
  context: Record<string, unknown>,
): void {
  const built = previousBuild.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(build);
  previousBuild = Promise.allSettled([built]);
  const delivery: Promise<void> = built.then(
    (message) =>
      mailer.send(message).catch((error: unknown) => {
        logger.error({ err: error, subject: message.subject, ...context }, 'mail not sent');
      }),
    (error: unknown) => logger.error({ err: error, ...context }, 'mail not built'),
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
