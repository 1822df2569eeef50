/**
 * The churrascômetro (docs/business-rules.md, Barbecue): the complement categories, the cut types, and a
 * barbecue's shopping list planned by lib/barbecue/distribution.ts over the products configured for it
 * (tables in ./schema.ts). A barbecue is computed per request, never stored.
 */
import 'server-only';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { planBarbecue, type PlanProduct } from '@/lib/barbecue/distribution';
import {
  BARBECUE_OUT_OF_STOCK,
  CATEGORY_NOT_FOUND,
  CUT_TYPE_NOT_FOUND,
  type Barbecue,
  type BarbecueCategory,
  type BarbecueOptionValue,
  type BarbecueRequest,
} from '@/lib/sales-api/barbecue';
import { SalesError, ValidationError, type FieldErrors } from '@/lib/sales-api/errors';
import type { Db } from '../db/database';
import * as barbecueTables from './schema';
import * as catalogueTables from '../catalogue/schema';
import { findVariants, published } from '../catalogue/variants';

export async function listCalculatorCategories(db: Db): Promise<BarbecueCategory[]> {
  return db
    .select({ id: barbecueTables.barbecueCategories.id, name: barbecueTables.barbecueCategories.name })
    .from(barbecueTables.barbecueCategories)
    .orderBy(asc(barbecueTables.barbecueCategories.position), asc(barbecueTables.barbecueCategories.id));
}

export async function listOptionValues(db: Db): Promise<BarbecueOptionValue[]> {
  return db
    .select({
      id: barbecueTables.barbecueOptionValues.id,
      name: barbecueTables.barbecueOptionValues.name,
      image_url: barbecueTables.barbecueOptionValues.imageUrl,
    })
    .from(barbecueTables.barbecueOptionValues)
    .orderBy(asc(barbecueTables.barbecueOptionValues.position), asc(barbecueTables.barbecueOptionValues.id));
}

/**
 * Plans the barbecue. Unknown cut type or category ids answer 422; a catalogue whose stock cannot cover
 * the meat asked answers 409.
 */
export async function createBarbecue(db: Db, request: BarbecueRequest): Promise<Barbecue> {
  const categoryIds = [...new Set(request.desired_categories_attributes.map((c) => c.category_id))];
  const { categories, matches, products } = await db.transaction(async (tx) => {
    const [cutType] = await tx
      .select({ id: barbecueTables.barbecueOptionValues.id })
      .from(barbecueTables.barbecueOptionValues)
      .where(eq(barbecueTables.barbecueOptionValues.id, request.preferred_option_value_id));
    const found =
      categoryIds.length === 0
        ? []
        : await tx
            .select({
              id: barbecueTables.barbecueCategories.id,
              meatSharePercent: barbecueTables.barbecueCategories.meatSharePercent,
            })
            .from(barbecueTables.barbecueCategories)
            .where(inArray(barbecueTables.barbecueCategories.id, categoryIds));
    const errors: FieldErrors = {};
    if (!cutType) errors.preferred_option_value_id = [CUT_TYPE_NOT_FOUND];
    request.desired_categories_attributes.forEach(({ category_id }, index) => {
      if (!found.some((c) => c.id === category_id))
        errors[`desired_categories_attributes.${index}.category_id`] = [CATEGORY_NOT_FOUND];
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);

    const preferred = await tx
      .select({ id: barbecueTables.barbecueOptionValueMatches.optionValueId })
      .from(barbecueTables.barbecueOptionValueMatches)
      .where(
        eq(
          barbecueTables.barbecueOptionValueMatches.barbecueOptionValueId,
          request.preferred_option_value_id,
        ),
      );
    return {
      categories: found,
      matches: new Set(preferred.map((row) => row.id)),
      products: await planProducts(tx, categoryIds),
    };
  });

  const plan = planBarbecue({
    totalGrams: request.total_desired_quantity,
    fatPercentage: request.fat_percentage,
    preferredOptionValueIds: matches,
    categories,
    products,
  });
  if (!plan.ok) throw new SalesError('conflict', BARBECUE_OUT_OF_STOCK);

  const variantIds = [...new Set(plan.considered.map((c) => c.variantId))];
  const variants = new Map(
    (await findVariants(db, inArray(catalogueTables.variants.id, variantIds))).map((variant) => [
      variant.id,
      variant,
    ]),
  );
  return {
    total_desired_quantity: request.total_desired_quantity,
    preferred_option_value_id: request.preferred_option_value_id,
    fat_percentage: request.fat_percentage,
    meat_quantity: plan.meatGrams,
    selected_variants: plan.lines.map((line) => ({
      variant: variants.get(line.variantId)!,
      desired_quantity: line.quantity,
    })),
    products: plan.considered.map((c) => variants.get(c.variantId)!),
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The base meat and the chosen categories' products, each with its variants in shop order. */
async function planProducts(tx: Tx, categoryIds: number[]): Promise<PlanProduct[]> {
  const rows = await tx
    .select({
      productId: barbecueTables.barbecueProducts.productId,
      categoryId: barbecueTables.barbecueProducts.categoryId,
      role: barbecueTables.barbecueProducts.role,
      amount: barbecueTables.barbecueProducts.amount,
    })
    .from(barbecueTables.barbecueProducts)
    .leftJoin(
      barbecueTables.barbecueCategories,
      eq(barbecueTables.barbecueCategories.id, barbecueTables.barbecueProducts.categoryId),
    )
    .where(
      or(
        isNull(barbecueTables.barbecueProducts.categoryId),
        categoryIds.length ? inArray(barbecueTables.barbecueProducts.categoryId, categoryIds) : undefined,
      ),
    )
    .orderBy(
      // The base meat (no category) first, then the categories in their order.
      asc(sql`coalesce(${barbecueTables.barbecueCategories.position}, -1)`),
      asc(barbecueTables.barbecueProducts.position),
      asc(barbecueTables.barbecueProducts.id),
    );
  if (rows.length === 0) return [];
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const variantRows = await tx
    .select({
      id: catalogueTables.variants.id,
      productId: catalogueTables.variants.productId,
      unitForQuantity: catalogueTables.variants.unitForQuantity,
      ...catalogueTables.quantityRuleColumns,
      totalOnHand: catalogueTables.variants.totalOnHand,
    })
    .from(catalogueTables.variants)
    // Only what is sold: a product archived (or back to draft) since it joined the barbecue has no
    // variant to offer, as one out of stock.
    .innerJoin(catalogueTables.products, eq(catalogueTables.products.id, catalogueTables.variants.productId))
    .where(and(inArray(catalogueTables.variants.productId, productIds), published()))
    .orderBy(asc(catalogueTables.variants.position), asc(catalogueTables.variants.id));
  const links = await tx
    .select({
      variantId: catalogueTables.variantOptionValues.variantId,
      optionValueId: catalogueTables.variantOptionValues.optionValueId,
    })
    .from(catalogueTables.variantOptionValues)
    .innerJoin(
      catalogueTables.variants,
      eq(catalogueTables.variants.id, catalogueTables.variantOptionValues.variantId),
    )
    .where(inArray(catalogueTables.variants.productId, productIds));
  return rows.map((row) => ({
    productId: row.productId,
    categoryId: row.categoryId,
    role: row.role,
    amount: Number(row.amount),
    variants: variantRows
      .filter((variant) => variant.productId === row.productId)
      .map((variant) => ({
        ...variant,
        optionValueIds: links
          .filter((link) => link.variantId === variant.id)
          .map((link) => link.optionValueId),
      })),
  }));
}
