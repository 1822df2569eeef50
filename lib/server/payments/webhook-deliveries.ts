/**
 * The request ids of the payment notices the shop took (./webhook-schema.ts): taken once by a conditional
 * insert (a replay finds its row), forgotten when a notice could not be applied (the gateway's retry of it
 * is then taken), and deleted once older than twice the signature's tolerance (a replay of them is stale).
 */
import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { SIGNATURE_TOLERANCE_MS } from './mercadopago-signature';
import { webhookDeliveries } from './webhook-schema';

/** True when this request id was not taken before (and is now). */
export async function takeDelivery(db: Db, provider: string, requestId: string, now: Date): Promise<boolean> {
  const taken = await db
    .insert(webhookDeliveries)
    .values({ provider, requestId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ requestId: webhookDeliveries.requestId });
  return taken.length > 0;
}

export async function forgetDelivery(db: Db, provider: string, requestId: string): Promise<void> {
  await db
    .delete(webhookDeliveries)
    .where(and(eq(webhookDeliveries.provider, provider), eq(webhookDeliveries.requestId, requestId)));
}

export async function forgetOldDeliveries(db: Db, now: Date): Promise<void> {
  await db
    .delete(webhookDeliveries)
    .where(lt(webhookDeliveries.receivedAt, new Date(now.getTime() - 2 * SIGNATURE_TOLERANCE_MS)));
}
