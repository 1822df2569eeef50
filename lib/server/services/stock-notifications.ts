/**
 * "Me avise quando chegar!" (spec 03): subscriptions per customer and variant, and the stock update that
 * e-mails each subscriber once when the variant comes back in stock.
 */
import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { NotFoundError } from '@/lib/sales-api/errors';
import type { Db } from '../db/database';
import { products, stockNotifications, users, variants } from '../db/schema';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { backInStockMail } from '../mail/messages';

export const VARIANT_NOT_FOUND = 'Esse produto não existe...';

async function assertVariantExists(db: Db, variantId: number): Promise<void> {
  const [row] = await db.select({ id: variants.id }).from(variants).where(eq(variants.id, variantId));
  if (!row) throw new NotFoundError(VARIANT_NOT_FOUND);
}

/** Subscribes the customer (again, if an earlier subscription was already notified). */
export async function subscribeToStock(db: Db, userId: number, variantId: number): Promise<void> {
  await assertVariantExists(db, variantId);
  await db
    .insert(stockNotifications)
    .values({ userId, variantId })
    .onConflictDoUpdate({
      target: [stockNotifications.userId, stockNotifications.variantId],
      set: { notifiedAt: null, updatedAt: new Date() },
    });
}

export async function unsubscribeFromStock(db: Db, userId: number, variantId: number): Promise<void> {
  await assertVariantExists(db, variantId);
  await db
    .delete(stockNotifications)
    .where(and(eq(stockNotifications.userId, userId), eq(stockNotifications.variantId, variantId)));
}

/** Which of `variantIds` the customer is waiting for (pending subscriptions). */
export async function pendingSubscriptions(
  db: Db,
  userId: number,
  variantIds: number[],
): Promise<Set<number>> {
  if (variantIds.length === 0) return new Set();
  const rows = await db
    .select({ variantId: stockNotifications.variantId })
    .from(stockNotifications)
    .where(
      and(
        eq(stockNotifications.userId, userId),
        inArray(stockNotifications.variantId, variantIds),
        isNull(stockNotifications.notifiedAt),
      ),
    );
  return new Set(rows.map((row) => row.variantId));
}

/**
 * Sets a variant's stock (in its unit: grams or units). When that brings it back in stock (from below
 * its minimum quantity to at least it), every pending subscriber gets one e-mail: the subscriptions are
 * marked notified in the same transaction as the stock change, so concurrent updates cannot send twice.
 * Answers how many customers were notified.
 */
export async function setVariantStock(
  db: Db,
  mailer: Mailer,
  variantId: number,
  totalOnHand: number,
): Promise<{ notified: number }> {
  const { product, subscribers } = await db.transaction(async (tx) => {
    const [variant] = await tx
      .select({
        totalOnHand: variants.totalOnHand,
        minimumQuantity: variants.minimumQuantity,
        slug: variants.slug,
        name: products.name,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(variants.id, variantId))
      .for('update', { of: variants });
    if (!variant) throw new NotFoundError(VARIANT_NOT_FOUND);
    await tx.update(variants).set({ totalOnHand, updatedAt: new Date() }).where(eq(variants.id, variantId));
    const cameBack = variant.totalOnHand < variant.minimumQuantity && totalOnHand >= variant.minimumQuantity;
    if (!cameBack) return { product: variant, subscribers: [] };
    const notified = await tx
      .update(stockNotifications)
      .set({ notifiedAt: new Date() })
      .where(and(eq(stockNotifications.variantId, variantId), isNull(stockNotifications.notifiedAt)))
      .returning({ userId: stockNotifications.userId });
    if (notified.length === 0) return { product: variant, subscribers: [] };
    const recipients = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(
        inArray(
          users.id,
          notified.map((row) => row.userId),
        ),
      );
    return { product: variant, subscribers: recipients };
  });
  for (const subscriber of subscribers) await mailer.send(backInStockMail(subscriber, product));
  if (subscribers.length)
    logger.info({ variantId, notified: subscribers.length }, 'back-in-stock e-mails sent');
  return { notified: subscribers.length };
}
