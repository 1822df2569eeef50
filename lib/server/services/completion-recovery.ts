/**
 * Runs the completion recovery (./completion.ts) at start and every minute: orders left
 * in 'completing' for more than 2 minutes (a crash, a lost gateway answer) are settled from the
 * gateway's record. Several instances may run it at once: each order is settled under its row lock, once.
 */
import 'server-only';
import { logger } from '../logger';
import { configuredMailer } from '../mail/mailer';
import type { Db } from '../db/database';
import { recoverCompletions } from './completion';
import { createTestGateway } from '../payments/test-gateway';

const EVERY_MS = 60_000;
/** Longer than any completion under way takes (the gateway's timeout included). */
const STALE_AFTER_MS = 120_000;

export function startCompletionRecovery(getDb: () => Promise<Db>): void {
  const run = async () => {
    try {
      const settled = await recoverCompletions(
        { db: await getDb(), now: new Date(), gateway: createTestGateway(getDb), mailer: configuredMailer() },
        STALE_AFTER_MS,
      );
      if (settled > 0) logger.warn({ settled }, 'completions recovered');
    } catch (error) {
      logger.error({ err: error }, 'completion recovery failed');
    }
  };
  void run();
  setInterval(run, EVERY_MS).unref();
}
