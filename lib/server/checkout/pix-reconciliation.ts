/**
 * The Pix reconciliation (docs/business-rules.md, Payment: Pix), every minute: a notice (webhook) can be
 * lost, so the shop also asks the gateway about the Pix payments it has not heard of:
 * - those still waiting, a few minutes after their creation (a payment whose notice never came would
 *   otherwise only be seen at the expiry, the order waiting meanwhile);
 * - those given back in the last hour without a word from the gateway (the expiry job could not cancel
 *   them there): a payment that crossed the expiry is then owed back, never lost.
 * Each is applied through applyPixState (./pix.ts), idempotent: asking again changes nothing more. Those
 * asked are stamped (`updated_at`) and each run asks the longest unasked first, so that past PER_RUN of
 * them at once every one still comes round.
 */
import 'server-only';
import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import { logger } from '../logger';
import * as checkoutTables from './schema';
import { pixCharges } from './pix-schema';
import { applyPixState, type PixDeps } from './pix';

/** A new Pix is left to its notice for this long: the customer is usually still paying it. */
export const RECONCILE_AFTER_MS = 3 * 60_000;
/** How long after its expiry a given-back Pix is still asked about. */
const GIVEN_BACK_WATCH_MS = 60 * 60_000;
/** At most this many asked per run: the gateway is not flooded; the next run takes the rest. */
const PER_RUN = 50;

/** Asks the gateway about each Pix it has not heard of; answers how many changed their order. */
export async function reconcilePixPayments(deps: PixDeps, perRun = PER_RUN): Promise<number> {
  const now = deps.now.getTime();
  const rows = await deps.db
    .select({
      key: checkoutTables.payments.idempotencyKey,
      orderId: pixCharges.orderId,
      paymentId: pixCharges.paymentId,
    })
    .from(pixCharges)
    .innerJoin(checkoutTables.payments, eq(checkoutTables.payments.id, pixCharges.paymentId))
    .where(
      and(
        isNull(pixCharges.paidAt),
        or(
          and(
            eq(checkoutTables.payments.state, 'processing'),
            lt(pixCharges.createdAt, new Date(now - RECONCILE_AFTER_MS)),
          ),
          and(
            inArray(checkoutTables.payments.state, ['void', 'failed']),
            lt(pixCharges.expiresAt, deps.now),
            gt(pixCharges.expiresAt, new Date(now - GIVEN_BACK_WATCH_MS)),
          ),
        ),
      ),
    )
    .orderBy(asc(pixCharges.updatedAt))
    .limit(perRun);
  if (rows.length === 0) return 0;
  await deps.db
    .update(pixCharges)
    .set({ updatedAt: deps.now })
    .where(
      inArray(
        pixCharges.paymentId,
        rows.map((row) => row.paymentId),
      ),
    );
  let changed = 0;
  for (const { key, orderId } of rows) {
    try {
      const outcome = await applyPixState(deps, key);
      if (outcome !== 'unchanged' && outcome !== 'unknown') {
        changed += 1;
        logger.warn({ orderId, outcome }, 'Pix reconciled without its notice');
      }
    } catch (error) {
      logger.warn({ err: error, orderId }, 'Pix not reconciled: asked again next run');
    }
  }
  return changed;
}
