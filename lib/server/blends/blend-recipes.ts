/**
 * Reading blends: a template's items with their variants and the recipe's totals (lib/blends/recipe.ts),
 * the template JSON, and the mixes of an order as the order JSON shows them. Shared by the blends service
 * and the order serializer.
 */
import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { itemShares, recipeTotals, type RecipeItem, type RecipeTotals } from '@/lib/blends/recipe';
import { formatBRL, formatCents, microsToCents, parseAmount } from '@/lib/money';
import type { MixJson, TemplateJson } from '@/lib/sales-api/blends';
import type { LineItemJson } from '@/lib/sales-api/order';
import type { VariantJson } from '@/lib/sales-api/catalogue';
import type { Db } from '../db/database';
import * as blendTables from './schema';
import * as catalogueTables from '../catalogue/schema';
import * as orderTables from '../orders/schema';
import { findVariants } from '../catalogue/variants';

type TemplateRow = typeof blendTables.mixTemplates.$inferSelect;
type ItemRow = typeof blendTables.mixTemplateItems.$inferSelect;

export interface Recipe {
  /** The meats still sold: the recipe as it can be bought today. */
  items: { row: ItemRow; variant: VariantJson }[];
  totals: RecipeTotals | null;
  /** The names of the template's meats no longer sold (archived, or back to draft). */
  unavailable: string[];
}

const NO_TOTALS = {
  totalQuantity: 0,
  amount: '0.00',
  price: '0.000000',
  incrementQuantity: 0,
  minQuantity: 0,
  maxQuantity: 0,
  defaultQuantity: 0,
} satisfies RecipeTotals;

export function recipeItem(variant: VariantJson, quantity: number): RecipeItem {
  return {
    quantity,
    price: variant.price,
    rules: {
      minimumQuantity: variant.minimum_quantity,
      incrementQuantity: variant.increment_quantity,
      maximumQuantity: variant.maximum_quantity,
    },
  };
}

/** The recipes of several templates at once (items oldest first), priced at today's prices. */
export async function loadRecipes(db: Db, templateIds: number[]): Promise<Map<number, Recipe>> {
  const recipes = new Map<number, Recipe>(
    templateIds.map((id) => [id, { items: [], totals: null, unavailable: [] }]),
  );
  if (templateIds.length === 0) return recipes;
  const rows = await db
    .select()
    .from(blendTables.mixTemplateItems)
    .where(inArray(blendTables.mixTemplateItems.templateId, templateIds))
    .orderBy(asc(blendTables.mixTemplateItems.id));
  const variants =
    rows.length === 0
      ? []
      : await findVariants(
          db,
          inArray(catalogueTables.variants.id, [...new Set(rows.map((row) => row.variantId))]),
          { anyStatus: true },
        );
  const byId = new Map(variants.map((variant) => [variant.id, variant]));
  for (const row of rows) {
    const variant = byId.get(row.variantId);
    const recipe = recipes.get(row.templateId)!;
    if (variant?.available) recipe.items.push({ row, variant });
    else if (variant) recipe.unavailable.push(variant.name);
  }
  for (const recipe of recipes.values()) {
    recipe.totals = recipeTotals(recipe.items.map(({ row, variant }) => recipeItem(variant, row.quantity)));
  }
  return recipes;
}

export function templateJson(template: TemplateRow, recipe: Recipe): TemplateJson {
  const totals = recipe.totals ?? NO_TOTALS;
  const shares = itemShares(recipe.items.map(({ row }) => row));
  return {
    id: template.id,
    name: template.name,
    type_name: 'blend',
    observation: template.observation,
    complete: template.complete,
    completed_at: template.completedAt?.toISOString() ?? null,
    fat_percentage: template.fatPercentage,
    total_quantity: totals.totalQuantity,
    default_quantity: totals.defaultQuantity,
    increment_quantity: totals.incrementQuantity,
    min_quantity: totals.minQuantity,
    max_quantity: totals.maxQuantity,
    price: totals.price,
    amount: totals.amount,
    display_amount: formatBRL(totals.amount),
    items: recipe.items.map(({ row, variant }, i) => ({
      id: row.id,
      template_id: row.templateId,
      name: variant.name,
      variant,
      quantity: row.quantity,
      share: shares[i]!,
    })),
    created_at: template.createdAt.toISOString(),
    updated_at: template.updatedAt.toISOString(),
  };
}

/** The order's mixes, oldest first, each with the total of its lines (already in `lines`). */
export async function mixesJson(
  db: Db,
  order: { id: number; number: string },
  lines: readonly LineItemJson[],
): Promise<MixJson[]> {
  // A blend is made of its lines (it is added and replaced with them): an order with no line of a blend
  // has no blend to read.
  if (!lines.some((line) => line.mix_id !== null)) return [];
  const rows = await readOrderMixes(db, [order.id]);
  if (rows.length === 0) return [];
  const recipes = await loadRecipes(
    db,
    rows.map(({ template }) => template.id),
  );
  return mixesJsonFrom(order, rows, recipes, lines);
}

export type OrderMixRow = Awaited<ReturnType<typeof readOrderMixes>>[number];

/** The mixes of these orders with their templates, oldest first (a list of orders reads them at once). */
export function readOrderMixes(db: Db, orderIds: number[]) {
  return db
    .select({ mix: orderTables.mixes, template: blendTables.mixTemplates })
    .from(orderTables.mixes)
    .innerJoin(blendTables.mixTemplates, eq(blendTables.mixTemplates.id, orderTables.mixes.templateId))
    .where(inArray(orderTables.mixes.orderId, orderIds))
    .orderBy(asc(orderTables.mixes.id));
}

/** The order's mixes as its JSON shows them, from its mix rows, their recipes and its line items. */
export function mixesJsonFrom(
  order: { number: string },
  rows: readonly OrderMixRow[],
  recipes: Map<number, Recipe>,
  lines: readonly LineItemJson[],
): MixJson[] {
  return rows.map(({ mix, template }) => {
    const totals = recipes.get(template.id)?.totals ?? NO_TOTALS;
    const cents = lines
      .filter((line) => line.mix_id === String(mix.id))
      .reduce((sum, line) => sum + microsToCents(parseAmount(line.total)), 0n);
    const total = formatCents(cents);
    return {
      id: mix.id,
      template_id: template.id,
      template: {
        id: template.id,
        name: template.name,
        observation: template.observation,
        fat_percentage: template.fatPercentage,
      },
      name: template.name,
      observation: template.observation,
      quantity: mix.quantity,
      order_number: order.number,
      min_quantity: totals.minQuantity,
      increment_quantity: totals.incrementQuantity,
      max_quantity: totals.maxQuantity,
      price: totals.price,
      total,
      display_total: formatBRL(total),
    };
  });
}
