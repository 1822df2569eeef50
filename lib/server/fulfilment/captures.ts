/**
 * Card captures (docs/business-rules.md, Payment: authorise and capture). Recording the produced quantities
 * decides the capture under the order's lock (./fulfilment-moves.ts: the payment becomes 'completed'); the
 * gateway is then asked by the capture job (lib/server/jobs), once across instances and retried with backoff
 * while the gateway fails. A decision whose job was never queued (the instance died between the two) is
 * found by the sweep, which runs every minute. The gateway's capture is idempotent per payment key and
 * amount: asked twice, it charges once. One the gateway refuses for good (an authorisation expired or
 * released) is recorded as refused (`capture_refused_at`) and neither retried nor swept again.
 */
import 'server-only';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { microsToCents, parseAmount } from '@/lib/money';
import type { Db } from '../db/database';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import { logger } from '../logger';
import { GatewayRefusal, type PaymentGateway } from '../payments/gateway';

export const CAPTURE_JOB = 'capture';

export interface CaptureJob {
  paymentId: number;
}

/** A decided capture older than this without the gateway's confirmation is asked again by the sweep. */
const UNCONFIRMED_AFTER_MS = 120_000;

/**
 * Captures a decided payment's produced amount at the gateway and marks it captured; nothing for a
 * payment already captured, refused or no longer decided. A produced amount of nothing (every line 'Sem
 * estoque') releases the authorisation instead: a gateway refuses a capture of 0. A capture the gateway
 * refuses for good (a GatewayRefusal) is recorded as refused, for the staff, and not asked again. Throws
 * when the gateway fails otherwise (the job then retries).
 */
export async function capturePayment(db: Db, gateway: PaymentGateway, paymentId: number): Promise<void> {
  const [payment] = await db
    .select({
      key: checkoutTables.payments.idempotencyKey,
      state: checkoutTables.payments.state,
      capturedAt: checkoutTables.payments.capturedAt,
      refusedAt: checkoutTables.payments.captureRefusedAt,
      amount: orderTables.orders.producedAmount,
    })
    .from(checkoutTables.payments)
    .innerJoin(orderTables.orders, eq(orderTables.orders.id, checkoutTables.payments.orderId))
    .where(eq(checkoutTables.payments.id, paymentId));
  if (!payment || payment.state !== 'completed' || payment.capturedAt || payment.refusedAt) return;
  if (payment.amount === null) return;
  const amountCents = Number(microsToCents(parseAmount(payment.amount)));
  try {
    if (amountCents === 0) await gateway.void(payment.key);
    else await gateway.capture(payment.key, amountCents);
  } catch (error) {
    if (!(error instanceof GatewayRefusal)) throw error;
    logger.error({ err: error, paymentId }, 'capture refused by the gateway: recorded, not asked again');
    await db
      .update(checkoutTables.payments)
      .set({
        captureRefusedAt: new Date(),
        captureRefusal: error.message.slice(0, 500),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(checkoutTables.payments.id, paymentId),
          isNull(checkoutTables.payments.capturedAt),
          isNull(checkoutTables.payments.captureRefusedAt),
        ),
      );
    return;
  }
  await db
    .update(checkoutTables.payments)
    .set({ capturedAt: new Date() })
    .where(and(eq(checkoutTables.payments.id, paymentId), isNull(checkoutTables.payments.capturedAt)));
}

/**
 * The sweep: captures decided two minutes or more before `now`, neither confirmed nor refused for good, each
 * on its own.
 * Throws after trying them all when one failed (the sweep's job then retries).
 */
export async function captureUnconfirmed(db: Db, gateway: PaymentGateway, now: Date): Promise<number> {
  const rows = await db
    .select({ id: checkoutTables.payments.id })
    .from(checkoutTables.payments)
    .where(
      and(
        eq(checkoutTables.payments.state, 'completed'),
        isNotNull(checkoutTables.payments.creditCardId),
        isNull(checkoutTables.payments.capturedAt),
        isNull(checkoutTables.payments.captureRefusedAt),
        lt(checkoutTables.payments.updatedAt, new Date(now.getTime() - UNCONFIRMED_AFTER_MS)),
      ),
    );
  const failed: number[] = [];
  for (const { id } of rows) {
    try {
      await capturePayment(db, gateway, id);
      logger.warn({ paymentId: id }, 'unconfirmed capture captured by the sweep');
    } catch (error) {
      logger.error({ err: error, paymentId: id }, 'capture failed');
      failed.push(id);
    }
  }
  if (failed.length > 0) throw new Error(`captures failed for payments ${failed.join(', ')}`);
  return rows.length;
}
