/**
 * A product's sibling variants in the back office (docs/business-rules.md, Store back office): the form
 * edits the first variant with the product, and the others here, each with its own page (/produtos/{slug}),
 * unit, quantity rules, prices and stock, offered on each other's pages under the product's option
 * ('Corte: Peça inteira', 'Corte: Em tiras'). Options are kept in the shared option tables: a type or a
 * value already there (by name or by what the shop shows) is reused, a new one added. A sibling left out
 * of the form is removed, unless an order, a cart or a blend holds it (422: its stock is zeroed instead).
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { normalizeAmount } from '@/lib/money';
import {
  PRODUCT_FORM_MESSAGES,
  type StoreProductJson,
  type productFormSchema,
} from '@/lib/sales-api/store-products';
import type { z } from '@hono/zod-openapi';
import type { Db } from '../db/database';
import { mixTemplateItems } from '../blends/schema';
import { lineItems } from '../orders/schema';
import * as t from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Form = z.output<typeof productFormSchema>;
type Sibling = NonNullable<Form['variants']>[number];

/** The option of each of a product's variants: its type and value as the shop shows them. */
async function optionsOf(db: Db | Tx, productId: number) {
  return db
    .select({
      variantId: t.variantOptionValues.variantId,
      type: t.optionTypes.presentation,
      value: t.optionValues.presentation,
    })
    .from(t.variantOptionValues)
    .innerJoin(t.variants, eq(t.variants.id, t.variantOptionValues.variantId))
    .innerJoin(t.optionValues, eq(t.optionValues.id, t.variantOptionValues.optionValueId))
    .innerJoin(t.optionTypes, eq(t.optionTypes.id, t.optionValues.optionTypeId))
    .where(eq(t.variants.productId, productId));
}

/** The form's view of a product's option and its other variants (StoreProductJson's part). */
export async function siblingsOf(
  db: Db | Tx,
  productId: number,
  firstVariantId: number,
): Promise<Pick<StoreProductJson, 'option_type' | 'option_value' | 'variants'>> {
  const [rows, options] = await Promise.all([
    db
      .select()
      .from(t.variants)
      .where(and(eq(t.variants.productId, productId), ne(t.variants.id, firstVariantId)))
      .orderBy(asc(t.variants.position), asc(t.variants.id)),
    optionsOf(db, productId),
  ]);
  const valueOf = new Map(options.map((option) => [option.variantId, option.value]));
  return {
    option_type: options[0]?.type ?? null,
    option_value: valueOf.get(firstVariantId) ?? null,
    variants: rows.map((row) => ({
      id: row.id,
      option_value: valueOf.get(row.id) ?? '',
      slug: row.slug,
      unit_for_quantity: row.unitForQuantity,
      minimum_quantity: row.minimumQuantity,
      increment_quantity: row.incrementQuantity,
      maximum_quantity: row.maximumQuantity,
      default_quantity: row.defaultQuantity,
      price: normalizeAmount(row.price),
      list_price: row.listPrice === null ? null : normalizeAmount(row.listPrice),
      total_on_hand: row.totalOnHand,
    })),
  };
}

/**
 * Whether the form's stock of a variation is written: a new one's always; an existing one's only when the
 * manager changed it from what the form opened with (`total_on_hand_was`), so that a save keeps what orders
 * took meanwhile (docs/business-rules.md, Store back office).
 */
const stockTyped = (variant: Sibling) =>
  variant.id === null ||
  variant.total_on_hand_was === undefined ||
  variant.total_on_hand !== variant.total_on_hand_was;

const siblingFields = (variant: Sibling, position: number) => ({
  slug: variant.slug,
  unitForQuantity: variant.unit_for_quantity,
  price: variant.price,
  listPrice: variant.list_price,
  minimumQuantity: variant.minimum_quantity,
  incrementQuantity: variant.increment_quantity,
  maximumQuantity: variant.maximum_quantity,
  defaultQuantity: variant.default_quantity,
  ...(stockTyped(variant) && { totalOnHand: variant.total_on_hand }),
  position,
  updatedAt: new Date(),
});

/** Whether an order, a cart or a blend holds one of the variants `ids`. */
async function anyInUse(tx: Tx, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const [inOrders] = await tx
    .select({ id: lineItems.variantId })
    .from(lineItems)
    .where(inArray(lineItems.variantId, [...ids]))
    .limit(1);
  if (inOrders) return true;
  const [inBlends] = await tx
    .select({ id: mixTemplateItems.variantId })
    .from(mixTemplateItems)
    .where(inArray(mixTemplateItems.variantId, [...ids]))
    .limit(1);
  return inBlends !== undefined;
}

/**
 * 422 on a unit changed (grams ↔ units) for a variant an order, a cart or a blend holds: their quantities
 * were counted in the old unit, and the board, the weighing and the totals read the variant's.
 */
export async function checkUnits(
  tx: Tx,
  form: Form,
  own: { productId: number; variantId: number },
): Promise<Record<string, string[]>> {
  const stored = new Map(
    (
      await tx
        .select({ id: t.variants.id, unit: t.variants.unitForQuantity })
        .from(t.variants)
        .where(eq(t.variants.productId, own.productId))
    ).map((row) => [row.id, row.unit]),
  );
  const changed: [field: string, id: number][] = [];
  if (stored.get(own.variantId) !== form.unit_for_quantity)
    changed.push(['unit_for_quantity', own.variantId]);
  for (const [index, variant] of (form.variants ?? []).entries()) {
    const unit = variant.id === null ? undefined : stored.get(variant.id);
    if (unit !== undefined && unit !== variant.unit_for_quantity)
      changed.push([`variants.${index}.unit_for_quantity`, variant.id!]);
  }
  const errors: Record<string, string[]> = {};
  for (const [field, id] of changed)
    if (await anyInUse(tx, [id])) errors[field] = [PRODUCT_FORM_MESSAGES.unitInUse];
  return errors;
}

/**
 * 422 on a sibling whose id is not one of the product's other variants, whose slug another product's
 * variant or page uses, or (left out of the form) that an order, a cart or a blend holds.
 */
export async function checkSiblings(
  tx: Tx,
  form: Form,
  own: { productId: number; variantId: number } | undefined,
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  if (form.variants === undefined) return errors;
  const existing = own
    ? await tx
        .select({ id: t.variants.id })
        .from(t.variants)
        .where(and(eq(t.variants.productId, own.productId), ne(t.variants.id, own.variantId)))
    : [];
  const ownIds = new Set(existing.map((row) => row.id));
  for (const [index, variant] of form.variants.entries()) {
    if (variant.id !== null && !ownIds.has(variant.id))
      errors[`variants.${index}.id`] = [PRODUCT_FORM_MESSAGES.variantUnknown];
    const [variantTaken] = await tx
      .select({ id: t.variants.id })
      .from(t.variants)
      .where(
        and(eq(t.variants.slug, variant.slug), own ? ne(t.variants.productId, own.productId) : undefined),
      );
    const [productTaken] = await tx
      .select({ id: t.products.id })
      .from(t.products)
      .where(and(eq(t.products.slug, variant.slug), own ? ne(t.products.id, own.productId) : undefined));
    if (variantTaken || productTaken) errors[`variants.${index}.slug`] = [PRODUCT_FORM_MESSAGES.slugTaken];
  }
  const kept = new Set(form.variants.map((variant) => variant.id));
  const removed = [...ownIds].filter((id) => !kept.has(id));
  if (await anyInUse(tx, removed)) errors.variants = [PRODUCT_FORM_MESSAGES.variantInUse];
  return errors;
}

/** The option type named `name` (by name or presentation), added when new. */
async function optionTypeId(tx: Tx, name: string): Promise<number> {
  const find = () =>
    tx
      .select({ id: t.optionTypes.id })
      .from(t.optionTypes)
      .where(or(eq(t.optionTypes.presentation, name), eq(t.optionTypes.name, name)))
      .orderBy(asc(t.optionTypes.id))
      .limit(1);
  const [found] = await find();
  if (found) return found.id;
  await tx.insert(t.optionTypes).values({ name, presentation: name }).onConflictDoNothing();
  return (await find())[0]!.id;
}

/** The value `name` of option type `typeId` (by name or presentation), added when new. */
async function optionValueId(tx: Tx, typeId: number, name: string): Promise<number> {
  const find = () =>
    tx
      .select({ id: t.optionValues.id })
      .from(t.optionValues)
      .where(
        and(
          eq(t.optionValues.optionTypeId, typeId),
          or(eq(t.optionValues.presentation, name), eq(t.optionValues.name, name)),
        ),
      )
      .orderBy(asc(t.optionValues.id))
      .limit(1);
  const [found] = await find();
  if (found) return found.id;
  const [{ position } = { position: 0 }] = await tx
    .select({ position: sql<number>`coalesce(max(${t.optionValues.position}), -1) + 1` })
    .from(t.optionValues)
    .where(eq(t.optionValues.optionTypeId, typeId));
  await tx
    .insert(t.optionValues)
    .values({ optionTypeId: typeId, name, presentation: name, position: Number(position) })
    .onConflictDoNothing();
  return (await find())[0]!.id;
}

/**
 * The form's siblings replace the product's (after checkSiblings), in the form's order after the first
 * variant, and every variant takes its option value (`option_type` and `option_value` are read with
 * `variants`). Absent from the form: all left as they are. Answers the ids of the siblings whose stock the
 * form set anew (their notify-me subscribers are told) and of those removed (the search index drops them).
 */
export async function saveSiblings(
  tx: Tx,
  productId: number,
  firstVariantId: number,
  form: Form,
): Promise<{ restocked: number[]; removed: number[] }> {
  if (form.variants === undefined) return { restocked: [], removed: [] };
  const restocked: number[] = [];
  const ids: number[] = [];
  const existing = await tx
    .select({ id: t.variants.id, slug: t.variants.slug, totalOnHand: t.variants.totalOnHand })
    .from(t.variants)
    .where(and(eq(t.variants.productId, productId), ne(t.variants.id, firstVariantId)));
  const kept = new Map(form.variants.map((variant) => [variant.id, variant.slug]));
  const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) await tx.delete(t.variants).where(inArray(t.variants.id, removed));
  // A removed variation's address, and a variation's former one, answer 301 to the product's page; an
  // address that is a variation's page again redirects no more.
  const formerSlugs = existing.filter((row) => kept.get(row.id) !== row.slug).map((row) => row.slug);
  if (formerSlugs.length > 0)
    await tx
      .insert(t.productSlugRedirects)
      .values(formerSlugs.map((slug) => ({ slug, productId })))
      .onConflictDoUpdate({
        target: t.productSlugRedirects.slug,
        set: { productId, updatedAt: new Date() },
      });
  if (form.variants.length > 0)
    await tx.delete(t.productSlugRedirects).where(
      inArray(
        t.productSlugRedirects.slug,
        form.variants.map((variant) => variant.slug),
      ),
    );
  const stockOf = new Map(existing.map((row) => [row.id, row.totalOnHand]));
  for (const [index, variant] of form.variants.entries()) {
    const fields = siblingFields(variant, index + 1);
    if (variant.id !== null) {
      await tx.update(t.variants).set(fields).where(eq(t.variants.id, variant.id));
      if (stockTyped(variant) && stockOf.get(variant.id) !== variant.total_on_hand)
        restocked.push(variant.id);
      ids.push(variant.id);
    } else {
      const sku = `LOJA-${productId}-${randomBytes(4).toString('hex')}`;
      const [row] = await tx
        .insert(t.variants)
        .values({ ...fields, productId, sku })
        .returning({ id: t.variants.id });
      ids.push(row!.id);
    }
  }
  const all = await tx
    .select({ id: t.variants.id })
    .from(t.variants)
    .where(eq(t.variants.productId, productId));
  await tx.delete(t.variantOptionValues).where(
    inArray(
      t.variantOptionValues.variantId,
      all.map((row) => row.id),
    ),
  );
  if (!form.option_type) return { restocked, removed };
  const typeId = await optionTypeId(tx, form.option_type);
  const values: [number, string | null][] = [
    [firstVariantId, form.option_value ?? null],
    ...form.variants.map((variant, index): [number, string] => [ids[index]!, variant.option_value]),
  ];
  for (const [variantId, value] of values) {
    if (!value) continue;
    await tx
      .insert(t.variantOptionValues)
      .values({ variantId, optionValueId: await optionValueId(tx, typeId, value) });
  }
  return { restocked, removed };
}
