/**
 * The server's background jobs (see ./jobs/job-queue.ts): e-mails (order received, out for delivery,
 * canceled, back in stock, ...), card captures, and every minute the completion recovery, the sweep of
 * unconfirmed captures and refunds, the slot-hold expiry, the expiry of unpaid Pix (and the refund of Pix
 * paid too late), the Pix reconciliation, the card authorisations left uncaptured (the staff told on day 4,
 * given back on day 5), and the deletion of Web Vitals samples, guests' product views
 * and drivers' positions past 30 days, and of payment notices' request ids. The server starts them once
 * its database is open
 * (instrumentation-node.ts); the queue is kept on globalThis, which every route and page of the process
 * shares.
 */
import 'server-only';
import type { Db } from './db/database';
import { logger } from './logger';
import { MAIL_JOB, queuedMailer } from './mail/mail-queue';
import { configuredMailer, type MailMessage } from './mail/mailer';
import type { PaymentGateway } from './payments/gateway';
import { configuredGateway } from './payments/configured-gateway';
import { CAPTURE_JOB, captureUnconfirmed, capturePayment, type CaptureJob } from './fulfilment/captures';
import { refundOwedPix, refundUnconfirmed } from './fulfilment/refunds';
import { runCompletionRecovery } from './checkout/completion-recovery';
import { expirePixPayments } from './checkout/pix';
import { reconcilePixPayments } from './checkout/pix-reconciliation';
import { expireAuthorizations } from './fulfilment/authorization-expiry';
import { forgetOldDeliveries } from './payments/webhook-deliveries';
import { deleteOldGuestViews } from './catalogue/product-views';
import { deleteLapsedHolds } from './checkout/shipping';
import { deleteOldVitals } from './analytics/web-vitals';
import { deleteOldDriverLocations } from './fulfilment/delivery';
import { inProcessJobQueue, startPostgresJobQueue, type JobQueue } from './jobs/job-queue';

const COMPLETION_RECOVERY = 'completion-recovery';
const SLOT_HOLD_EXPIRY = 'slot-hold-expiry';
const PIX_EXPIRY = 'pix-expiry';
const PIX_RECONCILIATION = 'pix-reconciliation';
const AUTHORIZATION_EXPIRY = 'authorization-expiry';
const WEBHOOK_DELIVERIES_RETENTION = 'webhook-deliveries-retention';
const CAPTURE_SWEEP = 'capture-sweep';
const VITALS_RETENTION = 'vitals-retention';
const GUEST_VIEWS_RETENTION = 'guest-views-retention';
const DRIVER_POSITIONS_RETENTION = 'driver-positions-retention';

const globalForJobs = globalThis as typeof globalThis & { __casaDaCarneJobs?: JobQueue };

/** This process's job queue, once the server started it. */
export function serverJobQueue(): JobQueue | undefined {
  return globalForJobs.__casaDaCarneJobs;
}

/** Starts the queue (in PostgreSQL when `databaseUrl` is given, else in process) and this process's workers. */
export async function startServerJobs(getDb: () => Promise<Db>, databaseUrl?: string): Promise<JobQueue> {
  if (globalForJobs.__casaDaCarneJobs) return globalForJobs.__casaDaCarneJobs;
  const queue = databaseUrl ? await startPostgresJobQueue(databaseUrl) : inProcessJobQueue();
  await queue.work(MAIL_JOB, (message) => configuredMailer().send(message as MailMessage));
  await queue.work(COMPLETION_RECOVERY, () => runCompletionRecovery(getDb, queuedMailer(serverJobQueue)));
  await queue.work(SLOT_HOLD_EXPIRY, async () => {
    const deleted = await deleteLapsedHolds(await getDb(), new Date());
    if (deleted > 0) logger.debug({ deleted }, 'lapsed slot holds deleted');
  });
  await queue.work(PIX_EXPIRY, async () => {
    const deps = {
      db: await getDb(),
      gateway: configuredGateway(getDb),
      mailer: queuedMailer(serverJobQueue),
    };
    const settled = await expirePixPayments({ ...deps, now: new Date() });
    if (settled > 0) logger.info({ settled }, 'expired Pix settled');
    // A payment that reached an order already given back is refunded (docs/business-rules.md, Payment: Pix).
    const refunded = await refundOwedPix(deps);
    if (refunded > 0) logger.info({ refunded }, 'owed Pix refunded');
  });
  // A lost payment notice: the gateway is asked (checkout/pix-reconciliation.ts).
  await queue.work(PIX_RECONCILIATION, async () => {
    await reconcilePixPayments({
      db: await getDb(),
      gateway: configuredGateway(getDb),
      mailer: queuedMailer(serverJobQueue),
      now: new Date(),
    });
  });
  // Card reserves the weighing never captured (fulfilment/authorization-expiry.ts).
  await queue.work(AUTHORIZATION_EXPIRY, async () => {
    const settled = await expireAuthorizations({
      db: await getDb(),
      gateway: configuredGateway(getDb),
      mailer: queuedMailer(serverJobQueue),
      now: new Date(),
    });
    if (settled.warned + settled.givenBack > 0) logger.info(settled, 'uncaptured authorisations settled');
  });
  await workOnCaptures(queue, getDb, configuredGateway(getDb));
  await queue.everyMinute(COMPLETION_RECOVERY);
  await queue.everyMinute(AUTHORIZATION_EXPIRY);
  await queue.everyMinute(SLOT_HOLD_EXPIRY);
  await queue.everyMinute(PIX_EXPIRY);
  await queue.everyMinute(PIX_RECONCILIATION);
  await workOnRetention(queue, getDb);
  globalForJobs.__casaDaCarneJobs = queue;
  return queue;
}

/** This process works on capture jobs, and on the sweep of unconfirmed captures and refunds every minute. */
export async function workOnCaptures(queue: JobQueue, getDb: () => Promise<Db>, gateway: PaymentGateway) {
  await queue.work(CAPTURE_JOB, async (job) =>
    capturePayment(await getDb(), gateway, (job as CaptureJob).paymentId),
  );
  await queue.work(CAPTURE_SWEEP, async () => {
    const db = await getDb();
    // Both sweeps run even when one fails; the job is retried when either did.
    const swept = await Promise.allSettled([
      captureUnconfirmed(db, gateway, new Date()),
      refundUnconfirmed(db, gateway, new Date()),
    ]);
    const failure = swept.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  });
  await queue.everyMinute(CAPTURE_SWEEP);
}

/**
 * This process deletes, every minute, what is kept for a while only: Web Vitals samples, guests' product
 * views and drivers' positions past 30 days.
 */
export async function workOnRetention(queue: JobQueue, getDb: () => Promise<Db>) {
  await queue.work(VITALS_RETENTION, async () => {
    await deleteOldVitals(await getDb(), new Date());
  });
  await queue.work(GUEST_VIEWS_RETENTION, async () => {
    const deleted = await deleteOldGuestViews(await getDb(), new Date());
    if (deleted > 0) logger.debug({ deleted }, 'old guest product views deleted');
  });
  await queue.work(DRIVER_POSITIONS_RETENTION, async () => {
    const deleted = await deleteOldDriverLocations(await getDb(), new Date());
    if (deleted > 0) logger.debug({ deleted }, 'old driver positions deleted');
  });
  await queue.work(WEBHOOK_DELIVERIES_RETENTION, async () => {
    await forgetOldDeliveries(await getDb(), new Date());
  });
  await queue.everyMinute(VITALS_RETENTION);
  await queue.everyMinute(WEBHOOK_DELIVERIES_RETENTION);
  await queue.everyMinute(GUEST_VIEWS_RETENTION);
  await queue.everyMinute(DRIVER_POSITIONS_RETENTION);
}
