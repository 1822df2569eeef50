/**
 * The completion recovery (./completion.ts), run as a job at start and every minute
 * (lib/server/server-jobs.ts): orders left in 'completing' for more than 2 minutes (a crash, a lost
 * gateway answer) are settled from the gateway's record; then authorisations still held for payments given
 * back or voided are voided. The job runs once across instances; each order is settled under its row lock.
 */
import 'server-only';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { Db } from '../db/database';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import * as accountTables from '../accounts/schema';
import * as authTables from '../auth/schema';
import * as orderTables from '../orders/schema';
import { orderJson } from '../orders/order-serializer';
import * as checkoutTables from './schema';
import {
  announceCompleted,
  COMPLETION_MESSAGES,
  settleFromGateway,
  stockReturned,
  type CompletionDeps,
} from './completion';
import { configuredGateway } from '../payments/configured-gateway';
import { settlePixCompletion } from './pix';

/**
 * How long after a payment was given back or voided its key is still asked about: an authorisation the
 * gateway was still making when the shop stopped waiting for it (a timeout, a crash), or a void the gateway
 * did not take (a cancel while it was unreachable), is settled well within it.
 */
const STRAY_AUTHORISATION_MS = 30 * 60_000;

/**
 * Voids what the gateway still holds for payments given back without the gateway's answer (unknownOutcome)
 * or voided ('void') in the last STRAY_AUTHORISATION_MS: an authorisation that arrived after the shop gave
 * up on it (there was nothing to void yet), or a cancel's void that did not reach the gateway. A payment the
 * gateway declined or failed has nothing to void. A gateway failure leaves the others to be asked.
 */
async function releaseStrayAuthorisations(deps: Pick<CompletionDeps, 'db' | 'now' | 'gateway'>) {
  const released = await deps.db
    .select({ key: checkoutTables.payments.idempotencyKey, orderId: checkoutTables.payments.orderId })
    .from(checkoutTables.payments)
    .innerJoin(
      accountTables.paymentMethods,
      eq(accountTables.paymentMethods.id, checkoutTables.payments.paymentMethodId),
    )
    .where(
      and(
        or(
          eq(checkoutTables.payments.state, 'void'),
          and(
            eq(checkoutTables.payments.state, 'failed'),
            eq(checkoutTables.payments.failureMessage, COMPLETION_MESSAGES.unknownOutcome),
          ),
        ),
        eq(accountTables.paymentMethods.methodType, 'gateway'),
        gt(checkoutTables.payments.updatedAt, new Date(deps.now.getTime() - STRAY_AUTHORISATION_MS)),
      ),
    );
  for (const { key, orderId } of released) {
    try {
      if ((await deps.gateway.find(key))?.state !== 'authorized') continue;
      await deps.gateway.void(key);
      logger.warn({ orderId }, 'authorisation still held for a payment given back or voided: voided');
    } catch (error) {
      logger.error({ err: error, orderId }, 'stray authorisation not released: asked again next run');
    }
  }
}

/**
 * Settles orders left in 'completing' for more than `olderThanMs` (a crash, a lost gateway answer):
 * the gateway's record of the payment's key decides. Then voids the authorisations still held for payments
 * given back or voided. Returns how many orders were settled; throws after trying them all when one could
 * not be (the job is then retried).
 */
export async function recoverCompletions(
  deps: Pick<CompletionDeps, 'db' | 'now' | 'gateway' | 'mailer'>,
  olderThanMs: number,
): Promise<number> {
  const stale = await deps.db
    .select({
      orderId: orderTables.orders.id,
      number: orderTables.orders.number,
      userId: orderTables.orders.userId,
      paymentId: checkoutTables.payments.id,
      key: checkoutTables.payments.idempotencyKey,
      methodType: accountTables.paymentMethods.methodType,
    })
    .from(orderTables.orders)
    .innerJoin(
      checkoutTables.payments,
      and(
        eq(checkoutTables.payments.orderId, orderTables.orders.id),
        eq(checkoutTables.payments.state, 'processing'),
      ),
    )
    .innerJoin(
      accountTables.paymentMethods,
      eq(accountTables.paymentMethods.id, checkoutTables.payments.paymentMethodId),
    )
    .where(
      and(
        eq(orderTables.orders.state, 'completing'),
        lt(orderTables.orders.updatedAt, new Date(deps.now.getTime() - olderThanMs)),
      ),
    );
  const failed: string[] = [];
  for (const { orderId, number, userId, paymentId, key, methodType } of stale) {
    // Each on its own: one the gateway cannot answer for does not hold up the others.
    try {
      const pix = methodType === 'pix';
      const outcome = pix
        ? await settlePixCompletion(deps, orderId, paymentId, key)
        : await settleFromGateway(deps, orderId, paymentId, key);
      logger.info({ order: number, outcome }, 'completion settled by recovery');
      if (outcome === 'given back') await stockReturned(deps, orderId, number);
      if (outcome !== 'completed') continue;
      const [user] =
        userId === null
          ? []
          : await deps.db.select().from(authTables.users).where(eq(authTables.users.id, userId));
      // A Pix waits for its payment: the 'pedido recebido' e-mail follows it (./pix.ts).
      await announceCompleted(deps, pix ? undefined : user, await orderJson(deps.db, orderId, deps.now));
    } catch (error) {
      logger.error({ err: error, order: number }, 'completion not settled by recovery: asked again next run');
      failed.push(number);
    }
  }
  await releaseStrayAuthorisations(deps);
  if (failed.length > 0) throw new Error(`completions not settled: ${failed.join(', ')}`);
  return stale.length;
}

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
