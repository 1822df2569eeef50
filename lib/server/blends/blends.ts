/**
 * Blends (docs/business-rules.md, Blends): a customer's templates and their items, and mixes (a saved
 * template placed in the customer's current order). Templates belong to their customer only: anyone else gets
 * 404, as if it did not exist. An open template changes freely; a saved one ('complete') is frozen (409) and
 * is the only kind that can go to the cart.
 *
 * A mix is `quantity` grams of its recipe, written as one line per meat sharing the mix id, each the
 * meat's share (lib/blends/recipe.ts). Its lines change only through the mix, under the order's row lock
 * (as every cart change), so the cart, the checkout's stock decrement and the order's history see a blend
 * as ordinary lines that always add up to the mix.
 */
import 'server-only';
import { and, asc, count, desc, eq, notInArray } from 'drizzle-orm';
import { BLEND_ITEMS_MAX, BLEND_TEXTS, GROUND_MEAT_OPTION_TYPE } from '@/lib/rules/blend-limits';
import { mixLineQuantities, mixQuantityErrors } from '@/lib/blends/recipe';
import { quantityErrors, type QuantityRules } from '@/lib/rules/quantity';
import { NotFoundError, SalesError, ValidationError, type FieldErrors } from '@/lib/sales-api/errors';
import type {
  CreateTemplateBody,
  TemplateItemJson,
  TemplateJson,
  TemplatePageJson,
  UpdateTemplateBody,
} from '@/lib/sales-api/blends';
import type { MixChangeJson } from '@/lib/sales-api/order';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import * as blendTables from './schema';
import * as catalogueTables from '../catalogue/schema';
import { published, quantityRulesOf } from '../catalogue/variants';
import * as orderTables from '../orders/schema';
import { loadRecipes, recipeItem, templateJson } from './blend-recipes';
import { recomputeCart } from '../cart/cart';
import {
  canAccess,
  inTransaction,
  insertOrder,
  lockOpenOrderOfUser,
  lockOrderByNumber,
  ORDER_NOT_FOUND,
  type OrderRow,
  type Tx,
} from '../orders/order-core';
import { orderJson } from '../orders/order-serializer';
import { heldByOtherLines, withStockLeft } from '../orders/stock';

type TemplateRow = typeof blendTables.mixTemplates.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------------------------------

async function templateOf(db: Db | Tx, template: TemplateRow): Promise<TemplateJson> {
  const recipes = await loadRecipes(db, [template.id]);
  return templateJson(template, recipes.get(template.id)!);
}

/** The caller's template, locked for a change; 404 for anyone else's or a missing one. */
async function lockTemplate(tx: Tx, userId: number, id: number): Promise<TemplateRow> {
  const [template] = await tx
    .select()
    .from(blendTables.mixTemplates)
    .where(and(eq(blendTables.mixTemplates.id, id), eq(blendTables.mixTemplates.userId, userId)))
    .for('update');
  if (!template) throw new NotFoundError(BLEND_TEXTS.templateNotFound);
  return template;
}

/** Like lockTemplate, for a change to an open template only (409 once saved). */
async function lockOpenTemplate(tx: Tx, userId: number, id: number): Promise<TemplateRow> {
  const template = await lockTemplate(tx, userId, id);
  if (template.complete) throw new SalesError('conflict', BLEND_TEXTS.templateComplete);
  return template;
}

async function touch(tx: Tx, template: TemplateRow): Promise<TemplateRow> {
  const [row] = await tx
    .update(blendTables.mixTemplates)
    .set({ updatedAt: new Date() })
    .where(eq(blendTables.mixTemplates.id, template.id))
    .returning();
  return row!;
}

/** GET /mixes/templates: open ones first (still being composed), then saved; newest change first. */
export async function listTemplates(
  db: Db,
  userId: number,
  { page, perPage }: { page: number; perPage: number },
): Promise<TemplatePageJson> {
  return db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(blendTables.mixTemplates)
      .where(eq(blendTables.mixTemplates.userId, userId));
    const rows = await tx
      .select()
      .from(blendTables.mixTemplates)
      .where(eq(blendTables.mixTemplates.userId, userId))
      .orderBy(
        asc(blendTables.mixTemplates.complete),
        desc(blendTables.mixTemplates.updatedAt),
        desc(blendTables.mixTemplates.id),
      )
      .limit(perPage)
      .offset((page - 1) * perPage);
    const recipes = await loadRecipes(
      tx,
      rows.map((row) => row.id),
    );
    return {
      templates: rows.map((row) => templateJson(row, recipes.get(row.id)!)),
      count: total,
      pages: Math.ceil(total / perPage),
      current_page: page,
    };
  });
}

export async function findTemplate(db: Db, userId: number, id: number): Promise<TemplateJson> {
  return db.transaction(async (tx) => {
    const [template] = await tx
      .select()
      .from(blendTables.mixTemplates)
      .where(and(eq(blendTables.mixTemplates.id, id), eq(blendTables.mixTemplates.userId, userId)));
    if (!template) throw new NotFoundError(BLEND_TEXTS.templateNotFound);
    return templateOf(tx, template);
  });
}

/** The template's meats still sold (a meat no longer sold is not shown: ./blend-recipes.ts). */
async function itemsSold(tx: Tx, templateId: number): Promise<number> {
  const [{ items } = { items: 0 }] = await tx
    .select({ items: count() })
    .from(blendTables.mixTemplateItems)
    .innerJoin(
      catalogueTables.variants,
      eq(catalogueTables.variants.id, blendTables.mixTemplateItems.variantId),
    )
    .innerJoin(catalogueTables.products, eq(catalogueTables.products.id, catalogueTables.variants.productId))
    .where(and(eq(blendTables.mixTemplateItems.templateId, templateId), published()));
  return items;
}

/**
 * Saving: a name and at least one meat, then the template is frozen. A meat no longer sold, which the
 * editor no longer shows, leaves the blend as it is saved: the saved blend is what the customer saw.
 */
async function completeTemplate(tx: Tx, template: TemplateRow): Promise<TemplateRow> {
  const errors: FieldErrors = {};
  if (template.name.length === 0) errors.name = [BLEND_TEXTS.nameRequired];
  const items = await itemsSold(tx, template.id);
  if (items === 0) errors.items = [BLEND_TEXTS.needsItem];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const sold = tx
    .select({ id: catalogueTables.variants.id })
    .from(catalogueTables.variants)
    .innerJoin(catalogueTables.products, eq(catalogueTables.products.id, catalogueTables.variants.productId))
    .where(published());
  await tx
    .delete(blendTables.mixTemplateItems)
    .where(
      and(
        eq(blendTables.mixTemplateItems.templateId, template.id),
        notInArray(blendTables.mixTemplateItems.variantId, sold),
      ),
    );
  const now = new Date();
  const [row] = await tx
    .update(blendTables.mixTemplates)
    .set({ complete: true, completedAt: now, updatedAt: now })
    .where(eq(blendTables.mixTemplates.id, template.id))
    .returning();
  return row!;
}

/** POST /mixes/templates: usually empty (the calculator's 'new'); items and `complete` are honoured too. */
export async function createTemplate(
  db: Db,
  userId: number,
  body: CreateTemplateBody,
): Promise<TemplateJson> {
  return inTransaction(db, async (tx) => {
    let [template] = await tx
      .insert(blendTables.mixTemplates)
      .values({
        userId,
        name: body.name,
        observation: body.observation,
        ...(body.fat_percentage !== undefined && { fatPercentage: body.fat_percentage }),
      })
      .returning();
    for (const [index, item] of body.items.entries()) {
      await putItem(tx, template!, item.variant_id, item.quantity, `items.${index}`);
    }
    if (body.complete) template = await completeTemplate(tx, template!);
    return templateOf(tx, template!);
  });
}

/** PUT /mixes/templates/{id}: the fields given; `complete: true` saves it (and freezes it). */
export async function updateTemplate(
  db: Db,
  userId: number,
  id: number,
  body: UpdateTemplateBody,
): Promise<TemplateJson> {
  return inTransaction(db, async (tx) => {
    const current = await lockOpenTemplate(tx, userId, id);
    let [template] = await tx
      .update(blendTables.mixTemplates)
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.observation !== undefined && { observation: body.observation }),
        ...(body.fat_percentage !== undefined && { fatPercentage: body.fat_percentage }),
        updatedAt: new Date(),
      })
      .where(eq(blendTables.mixTemplates.id, current.id))
      .returning();
    if (body.complete) template = await completeTemplate(tx, template!);
    return templateOf(tx, template!);
  });
}

/** DELETE /mixes/templates/{id}: open templates only (a saved one may be in orders). */
export async function deleteTemplate(db: Db, userId: number, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const template = await lockOpenTemplate(tx, userId, id);
    await tx.delete(blendTables.mixTemplates).where(eq(blendTables.mixTemplates.id, template.id));
  });
}

// ---------------------------------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------------------------------

/**
 * The variant's quantity rules (stock left out: a recipe is not a purchase) when it is ground meat still
 * sold, i.e. it has a value of the ground-meat option and its product is published; 422 on `field`
 * otherwise (a draft or archived meat would never reach the cart).
 */
async function groundMeatRules(tx: Tx, variantId: number, field: string): Promise<QuantityRules> {
  const [variant] = await tx
    .select({
      id: catalogueTables.variants.id,
      unitForQuantity: catalogueTables.variants.unitForQuantity,
      ...catalogueTables.quantityRuleColumns,
      ground: catalogueTables.optionTypes.id,
    })
    .from(catalogueTables.variants)
    .innerJoin(catalogueTables.products, eq(catalogueTables.products.id, catalogueTables.variants.productId))
    .leftJoin(
      catalogueTables.variantOptionValues,
      eq(catalogueTables.variantOptionValues.variantId, catalogueTables.variants.id),
    )
    .leftJoin(
      catalogueTables.optionValues,
      eq(catalogueTables.optionValues.id, catalogueTables.variantOptionValues.optionValueId),
    )
    .leftJoin(
      catalogueTables.optionTypes,
      and(
        eq(catalogueTables.optionTypes.id, catalogueTables.optionValues.optionTypeId),
        eq(catalogueTables.optionTypes.name, GROUND_MEAT_OPTION_TYPE),
      ),
    )
    .where(and(eq(catalogueTables.variants.id, variantId), published()))
    .orderBy(asc(catalogueTables.optionTypes.id)); // the ground-meat row (non-null) first
  if (!variant) throw new ValidationError({ [field]: ['Produto não encontrado'] });
  if (variant.ground === null || variant.unitForQuantity !== 'g') {
    throw new ValidationError({ [field]: [BLEND_TEXTS.notGroundMeat] });
  }
  return { ...variant, totalOnHand: Infinity };
}

/** Adds `quantity` grams of the variant (an item of it grows); the item must stay a valid quantity. */
async function putItem(tx: Tx, template: TemplateRow, variantId: number, quantity: number, field: string) {
  const rules = await groundMeatRules(tx, variantId, `${field}.variant_id`);
  const [existing] = await tx
    .select()
    .from(blendTables.mixTemplateItems)
    .where(
      and(
        eq(blendTables.mixTemplateItems.templateId, template.id),
        eq(blendTables.mixTemplateItems.variantId, variantId),
      ),
    );
  const wanted = (existing?.quantity ?? 0) + quantity;
  const errors = quantityErrors(rules, wanted);
  if (errors.length > 0) throw new ValidationError({ [`${field}.quantity`]: errors });
  if (existing) {
    await tx
      .update(blendTables.mixTemplateItems)
      .set({ quantity: wanted, updatedAt: new Date() })
      .where(eq(blendTables.mixTemplateItems.id, existing.id));
    return;
  }
  if ((await itemsSold(tx, template.id)) >= BLEND_ITEMS_MAX) {
    throw new ValidationError({ items: [BLEND_TEXTS.tooManyItems] });
  }
  await tx
    .insert(blendTables.mixTemplateItems)
    .values({ templateId: template.id, variantId, quantity: wanted });
}

/** POST /mixes/templates/{id}/items: answers the template with its new totals. */
export async function addTemplateItem(
  db: Db,
  userId: number,
  templateId: number,
  item: { variant_id: number; quantity: number },
): Promise<TemplateJson> {
  return inTransaction(db, async (tx) => {
    const template = await lockOpenTemplate(tx, userId, templateId);
    await putItem(tx, template, item.variant_id, item.quantity, 'item');
    return templateOf(tx, await touch(tx, template));
  });
}

export async function listTemplateItems(
  db: Db,
  userId: number,
  templateId: number,
): Promise<TemplateItemJson[]> {
  return (await findTemplate(db, userId, templateId)).items;
}

/** The item and its template (locked, open), or 404 when the item is not the caller's. */
async function lockItem(tx: Tx, userId: number, itemId: number) {
  const [item] = await tx
    .select()
    .from(blendTables.mixTemplateItems)
    .where(eq(blendTables.mixTemplateItems.id, itemId));
  if (!item) throw new NotFoundError(BLEND_TEXTS.itemNotFound);
  const [owner] = await tx
    .select({ userId: blendTables.mixTemplates.userId })
    .from(blendTables.mixTemplates)
    .where(eq(blendTables.mixTemplates.id, item.templateId));
  if (owner?.userId !== userId) throw new NotFoundError(BLEND_TEXTS.itemNotFound);
  return { item, template: await lockOpenTemplate(tx, userId, item.templateId) };
}

/** PUT /mixes/items/{id}: a new quantity in grams (the storefront deletes the item below the minimum). */
export async function updateTemplateItem(
  db: Db,
  userId: number,
  itemId: number,
  quantity: number,
): Promise<TemplateJson> {
  return inTransaction(db, async (tx) => {
    const { item, template } = await lockItem(tx, userId, itemId);
    const errors = quantityErrors(await groundMeatRules(tx, item.variantId, 'variant_id'), quantity);
    if (errors.length > 0) throw new ValidationError({ quantity: errors });
    await tx
      .update(blendTables.mixTemplateItems)
      .set({ quantity, updatedAt: new Date() })
      .where(eq(blendTables.mixTemplateItems.id, item.id));
    return templateOf(tx, await touch(tx, template));
  });
}

export async function deleteTemplateItem(db: Db, userId: number, itemId: number): Promise<TemplateJson> {
  return inTransaction(db, async (tx) => {
    const { item, template } = await lockItem(tx, userId, itemId);
    await tx.delete(blendTables.mixTemplateItems).where(eq(blendTables.mixTemplateItems.id, item.id));
    return templateOf(tx, await touch(tx, template));
  });
}

// ---------------------------------------------------------------------------------------------------
// Mixes
// ---------------------------------------------------------------------------------------------------

/**
 * Writes the mix's lines for `quantity` grams of its recipe, checked as the cart checks lines: the blend's
 * own minimum and batches, and each meat's stock when its line grows.
 */
async function writeMix(
  tx: Tx,
  order: OrderRow,
  template: TemplateRow,
  mix: typeof orderTables.mixes.$inferSelect | undefined,
  quantity: number,
) {
  const recipe = (await loadRecipes(tx, [template.id])).get(template.id)!;
  // A saved blend is its recipe: without one of its meats it would be another blend at another price.
  if (recipe.unavailable.length > 0) {
    const names = [...new Set(recipe.unavailable)].join(', ');
    throw new ValidationError({ template_id: [BLEND_TEXTS.meatNotSold(names)] });
  }
  const totals = recipe.totals;
  if (!totals) throw new ValidationError({ template_id: [BLEND_TEXTS.needsItem] });
  const errors = mixQuantityErrors(totals, quantity);
  if (errors.length > 0) throw new ValidationError({ quantity: errors });

  const items = recipe.items.map(({ variant, row }) => recipeItem(variant, row.quantity));
  const grams = mixLineQuantities(items, quantity);
  const previous = mix
    ? await tx.select().from(orderTables.lineItems).where(eq(orderTables.lineItems.mixId, mix.id))
    : [];
  // A meat's stock counts the order's other lines of it too (a plain line, another blend).
  const held = await heldByOtherLines(tx, order.id, (line) => mix !== undefined && line.mixId === mix.id);
  const stock: string[] = [];
  recipe.items.forEach(({ variant }, i) => {
    const before = previous.find((line) => line.variantId === variant.id)?.quantity ?? 0;
    // A blend's meats are weighed: its quantities are grams.
    const rules = withStockLeft(
      { ...quantityRulesOf(variant), unitForQuantity: 'g' as const },
      held.get(variant.id),
    );
    for (const message of quantityErrors(rules, grams[i]!, before)) stock.push(`${variant.name}: ${message}`);
  });
  if (stock.length > 0) throw new SalesError('conflict', stock[0], { quantity: stock });

  const now = new Date();
  const [row] = mix
    ? await tx
        .update(orderTables.mixes)
        .set({ quantity, updatedAt: now })
        .where(eq(orderTables.mixes.id, mix.id))
        .returning()
    : await tx
        .insert(orderTables.mixes)
        .values({ orderId: order.id, templateId: template.id, quantity })
        .returning();
  await tx.delete(orderTables.lineItems).where(eq(orderTables.lineItems.mixId, row!.id));
  await tx.insert(orderTables.lineItems).values(
    recipe.items.map(({ variant }, i) => ({
      orderId: order.id,
      variantId: variant.id,
      quantity: grams[i]!,
      price: variant.price,
      mixId: row!.id,
      // A blend is the customer's recipe: a missing meat is not swapped for another (docs/business-rules.md,
      // Substitutions).
      substitution: 'none' as const,
    })),
  );
  return row!;
}

async function mixChange(tx: Tx, order: OrderRow, mixId: number | null): Promise<MixChangeJson> {
  const json = await orderJson(tx, await recomputeCart(tx, order));
  return { mix: json.mixes.find((mix) => mix.id === mixId) ?? null, order: json };
}

/**
 * POST /mixes/mixes: `quantity` grams of a saved template into the customer's order `orderNumber` (or
 * their current order, created when there is none). The same template again grows its mix.
 */
export async function createMix(
  db: Db,
  user: SessionUser,
  body: { template_id: number; quantity: number; order_number?: string | undefined },
): Promise<MixChangeJson> {
  return inTransaction(db, async (tx) => {
    const template = await lockTemplate(tx, user.id, body.template_id);
    if (!template.complete) throw new SalesError('conflict', BLEND_TEXTS.templateOpen);
    const order =
      body.order_number !== undefined
        ? await lockOrderByNumber(tx, body.order_number, { user })
        : ((await lockOpenOrderOfUser(tx, user.id)) ?? (await insertOrder(tx, user)));
    const [existing] = await tx
      .select()
      .from(orderTables.mixes)
      .where(and(eq(orderTables.mixes.orderId, order.id), eq(orderTables.mixes.templateId, template.id)));
    const mix = await writeMix(tx, order, template, existing, (existing?.quantity ?? 0) + body.quantity);
    return mixChange(tx, order, mix.id);
  });
}

/** The mix, its order locked for a change (open, the caller's), and its template; 404 otherwise. */
async function lockMix(tx: Tx, user: SessionUser, mixId: number) {
  const [found] = await tx
    .select({ mix: orderTables.mixes, number: orderTables.orders.number, template: blendTables.mixTemplates })
    .from(orderTables.mixes)
    .innerJoin(orderTables.orders, eq(orderTables.orders.id, orderTables.mixes.orderId))
    .innerJoin(blendTables.mixTemplates, eq(blendTables.mixTemplates.id, orderTables.mixes.templateId))
    .where(eq(orderTables.mixes.id, mixId));
  if (!found || found.template.userId !== user.id) throw new NotFoundError(BLEND_TEXTS.mixNotFound);
  const order = await lockOrderByNumber(tx, found.number, { user });
  return { ...found, order };
}

/** PUT /mixes/mixes/{id}: the whole blend to `quantity` grams. */
export async function updateMix(
  db: Db,
  user: SessionUser,
  mixId: number,
  quantity: number,
): Promise<MixChangeJson> {
  return inTransaction(db, async (tx) => {
    const { mix, template, order } = await lockMix(tx, user, mixId);
    await writeMix(tx, order, template, mix, quantity);
    return mixChange(tx, order, mix.id);
  });
}

/** DELETE /mixes/mixes/{id}: the blend and its lines leave the order. */
export async function deleteMix(db: Db, user: SessionUser, mixId: number): Promise<MixChangeJson> {
  return inTransaction(db, async (tx) => {
    const { mix, order } = await lockMix(tx, user, mixId);
    await tx.delete(orderTables.mixes).where(eq(orderTables.mixes.id, mix.id)); // its lines go with it (cascade)
    return mixChange(tx, order, null);
  });
}

/** GET /mixes/mixes?by_order={number}: the blends of an order the caller may see. */
export async function listMixes(db: Db, user: SessionUser, number: string) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orderTables.orders).where(eq(orderTables.orders.number, number));
    if (!order || !canAccess(order, { user })) throw new NotFoundError(ORDER_NOT_FOUND);
    return (await orderJson(tx, order.id)).mixes;
  });
}
