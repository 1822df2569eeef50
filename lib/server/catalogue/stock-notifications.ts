/**
 * "Me avise quando chegar!": subscriptions per customer and variant, and the stock update that
 * e-mails each subscriber once when the variant comes back in stock.
 */
import 'server-only';
import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import { NotFoundError } from '@/lib/sales-api/errors';
import { announceCommittedChange } from './catalogue-changes';
import type { Db } from '../db/database';
import { products, variants } from './schema';
import { stockNotifications } from './schema';
import { users } from '../auth/schema';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { backInStockMail } from '../mail/messages';
import { storeInfo } from '../store/store-info';

export const VARIANT_NOT_FOUND = 'Esse produto não existe...';

async function assertVariantExists(db: Db, variantId: number): Promise<void> {
  const [row] = await db.select({ id: variants.id }).from(variants).where(eq(variants.id, variantId));
  if (!row) throw new NotFoundError(VARIANT_NOT_FOUND);
}

/** A variant the storefront sells: its product published (a draft or an archived one is not found). */
async function assertVariantSold(db: Db, variantId: number): Promise<void> {
  const [row] = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(variants.id, variantId), eq(products.status, 'published')));
  if (!row) throw new NotFoundError(VARIANT_NOT_FOUND);
}

/**
 * Subscribes the customer (again, if an earlier subscription was already notified), only to a variant on
 * sale: the answer of a draft's or an archived product's is a 404, and a 404 leaves nothing behind.
 */
export async function subscribeToStock(db: Db, userId: number, variantId: number): Promise<void> {
  await assertVariantSold(db, variantId);
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
 * Sets a variant's stock (in its unit: grams or units); when the variant is in stock then, its waiting
 * customers are told (tellWaitingSubscribers). Answers how many customers were e-mailed.
 */
export async function setVariantStock(
  db: Db,
  mailer: Mailer,
  variantId: number,
  totalOnHand: number,
): Promise<{ notified: number }> {
  const [changed] = await db
    .update(variants)
    .set({ totalOnHand, updatedAt: new Date() })
    .where(eq(variants.id, variantId))
    .returning({ id: variants.id });
  if (!changed) throw new NotFoundError(VARIANT_NOT_FOUND);
  return { notified: await tellWaitingSubscribers(db, mailer, [variantId]) };
}

/**
 * E-mails, once each, the customers waiting for one of `variantIds` that can be bought now: its product
 * published and at least its minimum quantity on hand (docs/business-rules.md, In stock). Called once a
 * change that can make it so is committed (a staff restock, a cancelled order, a denied payment, a product
 * published), which stands whatever happens here: a failure is logged,
 * never thrown. Each subscription is claimed by one conditional update, so changes at the same moment (on
 * any instance) never mail anyone twice; an e-mail that could not be queued is logged, the others still
 * go, and its customer waits for the next change. Answers how many were e-mailed.
 */
export async function tellWaitingSubscribers(
  db: Db,
  mailer: Mailer,
  variantIds: readonly number[],
): Promise<number> {
  if (variantIds.length === 0) return 0;
  try {
    let sent = 0;
    for (const { user, product } of await claimWaitingSubscribers(db, variantIds)) {
      try {
        await mailer.send(await backInStockMail(storeInfo(), user, product));
        sent += 1;
      } catch (error) {
        logger.error({ err: error, userId: user.id, variantId: product.id }, 'back-in-stock e-mail not sent');
        await waitAgain(db, user.id, product.id);
      }
    }
    if (sent > 0) logger.info({ variantIds, notified: sent }, 'back-in-stock e-mails sent');
    return sent;
  } catch (error) {
    logger.error({ err: error, variantIds }, 'back-in-stock e-mails not sent');
    return 0;
  }
}

/** The customer waits again for the variant (their e-mail could not be sent); a failure is logged. */
async function waitAgain(db: Db, userId: number, variantId: number): Promise<void> {
  try {
    await db
      .update(stockNotifications)
      .set({ notifiedAt: null })
      .where(and(eq(stockNotifications.userId, userId), eq(stockNotifications.variantId, variantId)));
  } catch (error) {
    logger.error({ err: error, userId, variantId }, 'back-in-stock subscription left marked as told');
  }
}

/**
 * Marks told, and answers, the pending subscriptions of those of `variantIds` that can be bought now. A
 * draft's or an archived product's subscribers keep waiting, whatever its stock: their e-mail would link
 * to a page that sells nothing; they are told when it is published (./store-products.ts).
 */
async function claimWaitingSubscribers(db: Db, variantIds: readonly number[]) {
  const inStock = db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(
      and(
        inArray(variants.id, [...variantIds]),
        eq(products.status, 'published'),
        gte(variants.totalOnHand, variants.minimumQuantity),
      ),
    );
  const claimed = await db
    .update(stockNotifications)
    .set({ notifiedAt: new Date() })
    .where(and(inArray(stockNotifications.variantId, inStock), isNull(stockNotifications.notifiedAt)))
    .returning({ userId: stockNotifications.userId, variantId: stockNotifications.variantId });
  if (claimed.length === 0) return [];
  const [recipients, restocked] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(inArray(users.id, [...new Set(claimed.map((row) => row.userId))])),
    db
      .select({ id: variants.id, slug: variants.slug, name: products.name })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(inArray(variants.id, [...new Set(claimed.map((row) => row.variantId))])),
  ]);
  const recipientOf = new Map(recipients.map((user) => [user.id, user]));
  const productOf = new Map(restocked.map((variant) => [variant.id, variant]));
  return claimed.map(({ userId, variantId }) => ({
    user: recipientOf.get(userId)!,
    product: productOf.get(variantId)!,
  }));
}

/**
 * An order gave its stock back (a cancel, a declined or given-back payment): the catalogue's readers
 * (search, product pages, every instance) follow, and whoever waits for one of its products hears of it.
 * The change is committed: nothing here throws (each step logs its own failure).
 */
export async function stockCameBack(
  db: Db,
  mailer: Mailer,
  variantIds: readonly number[],
  context: { order: string },
): Promise<void> {
  await announceCommittedChange(db, { variantIds: [...variantIds] }, context);
  await tellWaitingSubscribers(db, mailer, variantIds);
}
