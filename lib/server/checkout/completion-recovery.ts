/**
 * The completion recovery (./completion.ts), run as a job at start and every minute (lib/server/jobs):
 * orders left in 'completing' for more than 2 minutes (a crash, a lost gateway answer) are settled from
 * the gateway's record; then authorisations still held for payments given back or voided are voided. The
 * job runs once across instances; each order is settled under its row lock.
 */
import 'server-only';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { Db } from '../db/database';
import { recoverCompletions } from './completion';
import { configuredGateway } from '../payments/configured-gateway';

/** Longer than any completion under way takes (the gateway's timeout included). */
const STALE_AFTER_MS = 120_000;

/** Throws when it could not run (the job is then retried). */
export async function runCompletionRecovery(getDb: () => Promise<Db>, mailer: Mailer): Promise<void> {
  const settled = await recoverCompletions(
    { db: await getDb(), now: new Date(), gateway: configuredGateway(getDb), mailer },
    STALE_AFTER_MS,
  );
  if (settled > 0) logger.warn({ settled }, 'completions recovered');
}
