/** The back office's change of a variant's stock and prices. */
import 'server-only';
import { eq } from 'drizzle-orm';
import { NotFoundError } from '@/lib/sales-api/errors';
import type { VariantJson } from '@/lib/sales-api/catalogue';
import * as catalogueTables from '../catalogue/schema';
import { announceCommittedChange } from '../catalogue/catalogue-changes';
import { findVariants } from '../catalogue/variants';
import { setVariantStock, VARIANT_NOT_FOUND } from '../catalogue/stock-notifications';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { StaffDeps } from './staff-action';

/**
 * Stock and prices of one variant. A restock mails the notify-me subscribers (once);
 * the catalogue's readers follow (search index, cached pages). Answers the variant as the API shows it.
 */
export async function changeVariant(
  deps: StaffDeps & { mailer: Mailer },
  variantId: number,
  change: { total_on_hand?: number; price?: string; list_price?: string | null },
): Promise<VariantJson> {
  const [exists] = await deps.db
    .select({ id: catalogueTables.variants.id })
    .from(catalogueTables.variants)
    .where(eq(catalogueTables.variants.id, variantId));
  if (!exists) throw new NotFoundError(VARIANT_NOT_FOUND);
  if (change.price !== undefined || change.list_price !== undefined) {
    await deps.db
      .update(catalogueTables.variants)
      .set({
        ...(change.price !== undefined && { price: change.price }),
        ...(change.list_price !== undefined && { listPrice: change.list_price }),
        updatedAt: new Date(),
      })
      .where(eq(catalogueTables.variants.id, variantId));
  }
  if (change.total_on_hand !== undefined)
    await setVariantStock(deps.db, deps.mailer, variantId, change.total_on_hand);
  logger.info({ staffId: deps.staffId, variantId, change }, 'variant changed by staff');
  await announceCommittedChange(deps.db, { variantIds: [variantId] }, { variantId });
  const [variant] = await findVariants(deps.db, eq(catalogueTables.variants.id, variantId), {
    anyStatus: true,
  });
  return variant!;
}
