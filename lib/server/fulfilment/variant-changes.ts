/** The back office's change of a variant's stock and prices. */
import 'server-only';
import { eq } from 'drizzle-orm';
import { normalizeAmount } from '@/lib/money';
import { NotFoundError, ValidationError } from '@/lib/sales-api/errors';
import { lineTotalTooHigh, PRODUCT_FORM_MESSAGES } from '@/lib/sales-api/store-products';
import type { VariantJson } from '@/lib/sales-api/catalogue';
import * as catalogueTables from '../catalogue/schema';
import { announceCommittedChange } from '../catalogue/catalogue-changes';
import { findVariants } from '../catalogue/variants';
import { tellWaitingSubscribers, VARIANT_NOT_FOUND } from '../catalogue/stock-notifications';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { recordStoreChange } from '../store/store-changes';
import type { StaffDeps } from './staff-action';

type VariantRow = typeof catalogueTables.variants.$inferSelect;

/**
 * A variant as the store's audit records it (../store/store-changes.ts): what this call changes, with the
 * names of the variant's API answer (VariantJson) and its product's name, which the history shows.
 */
const variantSnapshot = (row: VariantRow, name: string) => ({
  id: row.id,
  product_id: row.productId,
  name,
  slug: row.slug,
  price: normalizeAmount(row.price),
  list_price: row.listPrice === null ? null : normalizeAmount(row.listPrice),
  total_on_hand: row.totalOnHand,
});

/**
 * A new price keeps the variant's maximum line within LINE_TOTAL_MAX (lib/sales-api/store-products.ts). A
 * list price left at or under it only ends the promotion (a product is on promotion when its list price is
 * above its price).
 */
function checkPrice(before: VariantRow, price: string | undefined) {
  if (price !== undefined && lineTotalTooHigh(price, before.maximumQuantity))
    throw new ValidationError({ price: [PRODUCT_FORM_MESSAGES.lineTotalTooHigh] });
}

/**
 * Stock and prices of one variant, in one transaction that locks the variant, writes the change and
 * records it in the store's audit (who, before and after). Once committed, a restock mails the notify-me
 * subscribers (once) and the catalogue's readers follow (search index, cached pages). Answers the variant
 * as the API shows it.
 */
export async function changeVariant(
  deps: StaffDeps & { mailer: Mailer },
  variantId: number,
  change: { total_on_hand?: number; price?: string; list_price?: string | null },
): Promise<VariantJson> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(catalogueTables.variants)
      .where(eq(catalogueTables.variants.id, variantId))
      .for('update');
    if (!before) throw new NotFoundError(VARIANT_NOT_FOUND);
    checkPrice(before, change.price);
    const [after] = await tx
      .update(catalogueTables.variants)
      .set({
        ...(change.price !== undefined && { price: change.price }),
        ...(change.list_price !== undefined && { listPrice: change.list_price }),
        ...(change.total_on_hand !== undefined && { totalOnHand: change.total_on_hand }),
        updatedAt: new Date(),
      })
      .where(eq(catalogueTables.variants.id, variantId))
      .returning();
    const [product] = await tx
      .select({ name: catalogueTables.products.name })
      .from(catalogueTables.products)
      .where(eq(catalogueTables.products.id, before.productId));
    await recordStoreChange(
      tx,
      deps.staffId,
      'variant',
      variantId,
      variantSnapshot(before, product!.name),
      variantSnapshot(after!, product!.name),
    );
  });
  logger.info({ staffId: deps.staffId, variantId, change }, 'variant changed by staff');
  if (change.total_on_hand !== undefined) await tellWaitingSubscribers(deps.db, deps.mailer, [variantId]);
  await announceCommittedChange(deps.db, { variantIds: [variantId] }, { variantId });
  const [variant] = await findVariants(deps.db, eq(catalogueTables.variants.id, variantId), {
    anyStatus: true,
  });
  return variant!;
}
