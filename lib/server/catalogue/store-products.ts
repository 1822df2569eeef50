/**
 * The store back office's products (docs/business-rules.md, Store back office): the manager lists, creates
 * (as a draft), edits, publishes and archives products. A product is edited with its first variant (unit,
 * quantities, prices, stock); its slug is that variant's page address, and a changed slug leaves a redirect
 * (product_slug_redirects) so that the old address answers 301. Every change is logged with the staff
 * member's id (the order history of ../fulfilment/staff-action.ts records actions on orders only) and
 * announced to the catalogue's readers (pages, search index, sitemap) through ./catalogue-changes.ts.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { normalizeAmount } from '@/lib/money';
import type { ProductStatus } from '@/lib/rules/store-products';
import {
  PRODUCT_FORM_MESSAGES,
  type productChangeSchema,
  type productFormSchema,
  type StoreProductJson,
  type StoreProductOptionsJson,
  type StoreProductsJson,
} from '@/lib/sales-api/store-products';
import { NotFoundError, SalesError, ValidationError } from '@/lib/sales-api/errors';
import type { z } from '@hono/zod-openapi';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { recordStoreChange } from '../store/store-changes';
import { announceCommittedChange } from './catalogue-changes';
import * as t from './schema';
import { checkSiblings, checkUnits, saveSiblings, siblingsOf } from './sibling-variants';
import { tellWaitingSubscribers } from './stock-notifications';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Form = z.output<typeof productFormSchema>;
type Change = z.output<typeof productChangeSchema>;

const STORE_PRODUCT_NOT_FOUND = 'Produto não encontrado';
const ALREADY_PUBLISHED = 'O produto já está publicado';
const ALREADY_ARCHIVED = 'O produto já está arquivado';

/** Who changes the catalogue: the staff member (for the log) and the mailer (a restock mails subscribers). */
export interface StoreDeps {
  db: Db;
  staffId: number | null;
  mailer: Mailer;
}

/** Lowercase without accents, in SQL: the list's search ignores case and accents. */
const folded = (value: SQL | typeof t.products.name) =>
  // Accented capitals are folded too: under the C locale lower() changes ASCII letters only.
  sql`lower(translate(${value}, 'áàâãäéèêëíìîïóòôõöúùûüçÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇ', 'aaaaaeeeeiiiiooooouuuucAAAAAEEEEIIIIOOOOOUUUUC'))`;
const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The variant the back office edits: the product's first (position, then id). */
const firstVariantOf = (productId: SQL | typeof t.products.id) =>
  sql`(select ${t.variants.id} from ${t.variants} where ${t.variants.productId} = ${productId} order by ${t.variants.position}, ${t.variants.id} limit 1)`;

/** GET /admin/products: newest changes first, by status and part of the name. */
export async function listStoreProducts(
  db: Db,
  query: { status?: ProductStatus | undefined; q?: string | undefined; page: number; per_page: number },
): Promise<StoreProductsJson> {
  const filters: SQL[] = [eq(t.variants.id, firstVariantOf(t.products.id))];
  if (query.status) filters.push(eq(t.products.status, query.status));
  if (query.q) {
    const pattern = `%${foldText(query.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(sql`${folded(t.products.name)} like ${pattern}`);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: t.products.id,
        status: t.products.status,
        name: t.products.name,
        slug: t.variants.slug,
        subdepartment: t.subdepartments.name,
        unit: t.variants.unitForQuantity,
        price: t.variants.price,
        totalOnHand: t.variants.totalOnHand,
        imageUrl: sql<
          string | null
        >`(select ${t.images.smallUrl} from ${t.images} where ${t.images.variantId} = ${t.variants.id} order by ${t.images.position}, ${t.images.id} limit 1)`,
        updatedAt: t.products.updatedAt,
      })
      .from(t.products)
      .innerJoin(t.variants, eq(t.variants.productId, t.products.id))
      .innerJoin(t.subdepartments, eq(t.subdepartments.id, t.products.subdepartmentId))
      .where(where)
      .orderBy(desc(t.products.updatedAt), desc(t.products.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(t.products)
      .innerJoin(t.variants, eq(t.variants.productId, t.products.id))
      .where(where),
  ]);
  return {
    products: rows.map((row) => ({
      id: row.id,
      status: row.status,
      name: row.name,
      slug: row.slug,
      subdepartment: row.subdepartment,
      unit_for_quantity: row.unit,
      price: normalizeAmount(row.price),
      total_on_hand: row.totalOnHand,
      image_url: row.imageUrl,
      updated_at: row.updatedAt.toISOString(),
    })),
    count: total?.n ?? 0,
  };
}

/** What the form offers: subdepartments (with their department), manufacturers and cooking methods. */
export async function storeProductOptions(db: Db): Promise<StoreProductOptionsJson> {
  const [subdepartments, manufacturers, methods] = await Promise.all([
    db
      .select({ id: t.subdepartments.id, name: t.subdepartments.name, department: t.departments.name })
      .from(t.subdepartments)
      .innerJoin(t.departments, eq(t.departments.id, t.subdepartments.departmentId))
      .orderBy(asc(t.departments.position), asc(t.subdepartments.position), asc(t.subdepartments.id)),
    db.select({ name: t.manufacturers.name }).from(t.manufacturers).orderBy(asc(t.manufacturers.name)),
    db.select({ name: t.cookingMethods.name }).from(t.cookingMethods).orderBy(asc(t.cookingMethods.name)),
  ]);
  return {
    subdepartments,
    manufacturers: manufacturers.map((row) => row.name),
    cooking_methods: methods.map((row) => row.name),
  };
}

/** One product as the form edits it; 404 when there is none. */
export async function findStoreProduct(db: Db | Tx, id: number): Promise<StoreProductJson> {
  const [row] = await db
    .select({
      product: t.products,
      variant: t.variants,
      departmentId: t.subdepartments.departmentId,
      manufacturer: t.manufacturers.name,
    })
    .from(t.products)
    .innerJoin(t.variants, eq(t.variants.id, firstVariantOf(t.products.id)))
    .innerJoin(t.subdepartments, eq(t.subdepartments.id, t.products.subdepartmentId))
    .leftJoin(t.manufacturers, eq(t.manufacturers.id, t.products.manufacturerId))
    .where(eq(t.products.id, id));
  if (!row) throw new NotFoundError(STORE_PRODUCT_NOT_FOUND);
  const { product, variant } = row;
  const [images, methods, recipes, related, siblings] = await Promise.all([
    db
      .select()
      .from(t.images)
      .where(eq(t.images.variantId, variant.id))
      .orderBy(asc(t.images.position), asc(t.images.id)),
    db
      .select({ name: t.cookingMethods.name })
      .from(t.productCookingMethods)
      .innerJoin(t.cookingMethods, eq(t.cookingMethods.id, t.productCookingMethods.cookingMethodId))
      .where(eq(t.productCookingMethods.productId, id))
      .orderBy(asc(t.cookingMethods.name)),
    db
      .select({ title: t.recipes.title, text: t.recipes.text, video_url: t.recipes.videoUrl })
      .from(t.recipes)
      .where(eq(t.recipes.productId, id))
      .orderBy(asc(t.recipes.position), asc(t.recipes.id)),
    db
      .select({
        id: t.products.id,
        name: t.products.name,
        slug: t.variants.slug,
        status: t.products.status,
      })
      .from(t.relatedProducts)
      .innerJoin(t.products, eq(t.products.id, t.relatedProducts.relatedProductId))
      .innerJoin(t.variants, eq(t.variants.id, firstVariantOf(t.products.id)))
      .where(eq(t.relatedProducts.productId, id))
      .orderBy(asc(t.relatedProducts.position)),
    siblingsOf(db, id, variant.id),
  ]);
  const json: Omit<StoreProductJson, 'version'> = {
    id: product.id,
    variant_id: variant.id,
    status: product.status,
    name: product.name,
    slug: variant.slug,
    description: product.description,
    department_id: row.departmentId,
    subdepartment_id: product.subdepartmentId,
    manufacturer: row.manufacturer,
    cooking_methods: methods.map((method) => method.name),
    alcoholic: product.alcoholic,
    portioning: product.portioning,
    portioning_sizes: product.portioningSizes,
    unit_for_quantity: variant.unitForQuantity,
    minimum_quantity: variant.minimumQuantity,
    increment_quantity: variant.incrementQuantity,
    maximum_quantity: variant.maximumQuantity,
    default_quantity: variant.defaultQuantity,
    price: normalizeAmount(variant.price),
    list_price: variant.listPrice === null ? null : normalizeAmount(variant.listPrice),
    total_on_hand: variant.totalOnHand,
    images: images.map((image) => ({
      id: image.id,
      position: image.position,
      alt: image.alt,
      mini_url: image.miniUrl,
      small_url: image.smallUrl,
      large_url: image.largeUrl,
    })),
    ...siblings,
    recipes,
    related_products: related,
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
  return { ...json, version: versionOf(json) };
}

/** A variant's rules and prices, as the version reads them (its stock left out). */
const variantRules = (
  variant: Pick<
    StoreProductJson,
    | 'unit_for_quantity'
    | 'minimum_quantity'
    | 'increment_quantity'
    | 'maximum_quantity'
    | 'default_quantity'
    | 'price'
    | 'list_price'
  >,
) => ({
  unit_for_quantity: variant.unit_for_quantity,
  minimum_quantity: variant.minimum_quantity,
  increment_quantity: variant.increment_quantity,
  maximum_quantity: variant.maximum_quantity,
  default_quantity: variant.default_quantity,
  price: variant.price,
  list_price: variant.list_price,
});

/**
 * The product's version as the form opened it (StoreProduct's `version`): a digest of what the form
 * writes, so that a change is refused once any of it changed since (another manager's save, a price set on
 * its own by PUT /admin/variants/{id}), whoever wrote it, and nothing else counts. Its stock is left out:
 * orders take it all day, and the form writes it only when the manager changed it (`total_on_hand_was`);
 * so are its status (publishing from the editor keeps its form valid) and its pictures (their own calls).
 */
function versionOf(product: Omit<StoreProductJson, 'version'>): string {
  const written = {
    name: product.name,
    slug: product.slug,
    description: product.description,
    subdepartment_id: product.subdepartment_id,
    manufacturer: product.manufacturer,
    cooking_methods: product.cooking_methods,
    alcoholic: product.alcoholic,
    portioning: product.portioning,
    portioning_sizes: product.portioning_sizes,
    variant: variantRules(product),
    option_type: product.option_type,
    option_value: product.option_value,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      option_value: variant.option_value,
      slug: variant.slug,
      ...variantRules(variant),
    })),
    recipes: product.recipes,
    related_product_ids: product.related_products.map((related) => related.id),
  };
  return createHash('sha256').update(JSON.stringify(written)).digest('base64url').slice(0, 32);
}

/** A product as the store's audit records it: the admin API's answer, but for its version (a digest). */
const auditOf = (product: StoreProductJson) => ({ ...product, version: undefined });

/**
 * 422 on the subdepartment, the slug or the related products when they cannot be used (the form shows it
 * beside the field).
 */
async function checkReferences(tx: Tx, form: Form, own?: { productId: number; variantId: number }) {
  const [sub] = await tx
    .select({ id: t.subdepartments.id })
    .from(t.subdepartments)
    .where(eq(t.subdepartments.id, form.subdepartment_id));
  const errors: Record<string, string[]> = {};
  if (!sub) errors.subdepartment_id = [PRODUCT_FORM_MESSAGES.subdepartmentUnknown];
  const [variantTaken] = await tx
    .select({ id: t.variants.id })
    .from(t.variants)
    .where(and(eq(t.variants.slug, form.slug), own ? ne(t.variants.id, own.variantId) : undefined));
  const [productTaken] = await tx
    .select({ id: t.products.id })
    .from(t.products)
    .where(and(eq(t.products.slug, form.slug), own ? ne(t.products.id, own.productId) : undefined));
  if (variantTaken || productTaken) errors.slug = [PRODUCT_FORM_MESSAGES.slugTaken];
  const relatedIds = form.related_product_ids ?? [];
  if (own && relatedIds.includes(own.productId))
    errors.related_product_ids = [PRODUCT_FORM_MESSAGES.relatedSelf];
  else if (relatedIds.length > 0) {
    const found = await tx
      .select({ id: t.products.id })
      .from(t.products)
      .where(inArray(t.products.id, relatedIds));
    if (found.length !== relatedIds.length)
      errors.related_product_ids = [PRODUCT_FORM_MESSAGES.relatedUnknown];
  }
  Object.assign(errors, await checkSiblings(tx, form, own));
  if (own) Object.assign(errors, await checkUnits(tx, form, own));
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** The form's recipes replace the product's, in the form's order (absent: left as they are). */
async function setRecipes(tx: Tx, productId: number, recipes: Form['recipes']) {
  if (recipes === undefined) return;
  await tx.delete(t.recipes).where(eq(t.recipes.productId, productId));
  if (recipes.length === 0) return;
  await tx.insert(t.recipes).values(
    recipes.map((recipe, position) => ({
      productId,
      title: recipe.title,
      text: recipe.text,
      videoUrl: recipe.video_url,
      position,
    })),
  );
}

/** The form's related products replace the product's, in the form's order (absent: left as they are). */
async function setRelatedProducts(tx: Tx, productId: number, ids: Form['related_product_ids']) {
  if (ids === undefined) return;
  await tx.delete(t.relatedProducts).where(eq(t.relatedProducts.productId, productId));
  if (ids.length === 0) return;
  await tx
    .insert(t.relatedProducts)
    .values(ids.map((relatedProductId, position) => ({ productId, relatedProductId, position })));
}

async function manufacturerId(tx: Tx, name: string | null): Promise<number | null> {
  if (name === null) return null;
  await tx.insert(t.manufacturers).values({ name }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: t.manufacturers.id })
    .from(t.manufacturers)
    .where(eq(t.manufacturers.name, name));
  return row!.id;
}

async function setCookingMethods(tx: Tx, productId: number, names: string[]) {
  await tx.delete(t.productCookingMethods).where(eq(t.productCookingMethods.productId, productId));
  const unique = [...new Set(names)];
  if (unique.length === 0) return;
  await tx
    .insert(t.cookingMethods)
    .values(unique.map((name) => ({ name })))
    .onConflictDoNothing();
  const methods = await tx
    .select({ id: t.cookingMethods.id })
    .from(t.cookingMethods)
    .where(inArray(t.cookingMethods.name, unique));
  await tx
    .insert(t.productCookingMethods)
    .values(methods.map((method) => ({ productId, cookingMethodId: method.id })));
}

/** The form's portioning, when sent: chosen sizes are kept (smallest first) only for 'sizes'. */
const portioningFields = (form: Form) =>
  form.portioning === undefined
    ? {}
    : {
        portioning: form.portioning,
        portioningSizes:
          form.portioning === 'sizes' ? [...(form.portioning_sizes ?? [])].sort((a, b) => a - b) : [],
      };

const productFields = (form: Form, manufacturer: number | null) => ({
  slug: form.slug,
  name: form.name,
  description: form.description,
  subdepartmentId: form.subdepartment_id,
  manufacturerId: manufacturer,
  alcoholic: form.alcoholic,
  ...portioningFields(form),
  updatedAt: new Date(),
});

/** The first variant's columns; its stock only when `withStock` (a new product, or a stock typed anew). */
const variantFields = (form: Form, withStock: boolean) => ({
  slug: form.slug,
  unitForQuantity: form.unit_for_quantity,
  price: form.price,
  listPrice: form.list_price,
  minimumQuantity: form.minimum_quantity,
  incrementQuantity: form.increment_quantity,
  maximumQuantity: form.maximum_quantity,
  defaultQuantity: form.default_quantity,
  ...(withStock && { totalOnHand: form.total_on_hand }),
  updatedAt: new Date(),
});

/**
 * The product page's <title>, og:title and meta description follow the name and description the form saves
 * (docs/business-rules.md, Store back office): the page falls back to them (./variants.ts, meta_tags) unless
 * a meta text was set on purpose. Falling back rather than copying at each save: the form has no meta
 * fields, so a copy could only repeat the name and description, a second place every other write would
 * have to keep in step. A stored meta text that merely copies the name or description being replaced (as
 * the seed once wrote) is dropped by the save, in the update itself; one set on purpose, differing, stays.
 */
const metaFollowingText = {
  metaTitle: sql`case when ${t.products.metaTitle} = ${t.products.name} then null else ${t.products.metaTitle} end`,
  metaDescription: sql`case when ${t.products.metaDescription} = ${t.products.description} then null else ${t.products.metaDescription} end`,
};

/** A unique index refused the slug (a race with another form): the same 422 as the check before. */
async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ slug: [PRODUCT_FORM_MESSAGES.slugTaken] });
    throw error;
  }
}

/**
 * Readers (pages, search, sitemap) follow the product's variants, and those just removed; the sitemap's
 * addresses are read again at its next request. Their failure is logged, not thrown. Answers the product's
 * variants.
 */
export async function announceProductChange(
  db: Db,
  productId: number,
  removedVariantIds: number[] = [],
): Promise<number[]> {
  const variantRows = await db
    .select({ id: t.variants.id })
    .from(t.variants)
    .where(eq(t.variants.productId, productId));
  const variantIds = variantRows.map((row) => row.id);
  await announceCommittedChange(
    db,
    { variantIds: [...variantIds, ...removedVariantIds], store: ['products'] },
    { productId },
  );
  return variantIds;
}

/** POST /admin/products: a new product, as a draft (not shown until published). */
export async function createStoreProduct(deps: StoreDeps, form: Form): Promise<StoreProductJson> {
  const productId = await slugSafe(() =>
    deps.db.transaction(async (tx) => {
      await checkReferences(tx, form);
      const [{ position } = { position: 0 }] = await tx
        .select({ position: sql<number>`coalesce(max(${t.products.position}), 0) + 1` })
        .from(t.products);
      const [product] = await tx
        .insert(t.products)
        .values({
          ...productFields(form, await manufacturerId(tx, form.manufacturer)),
          status: 'draft',
          position,
        })
        .returning({ id: t.products.id });
      const [variant] = await tx
        .insert(t.variants)
        .values({
          ...variantFields(form, true),
          productId: product!.id,
          sku: `LOJA-${product!.id}`,
          position: 0,
        })
        .returning({ id: t.variants.id });
      await saveSiblings(tx, product!.id, variant!.id, form);
      await setCookingMethods(tx, product!.id, form.cooking_methods);
      await setRecipes(tx, product!.id, form.recipes);
      await setRelatedProducts(tx, product!.id, form.related_product_ids);
      // The slug is now a page of its own: it no longer redirects to another product.
      await tx.delete(t.productSlugRedirects).where(eq(t.productSlugRedirects.slug, form.slug));
      const after = await findStoreProduct(tx, product!.id);
      await recordStoreChange(tx, deps.staffId, 'product', product!.id, null, auditOf(after));
      return product!.id;
    }),
  );
  logger.info({ staffId: deps.staffId, productId, form }, 'product created by staff');
  await announceProductChange(deps.db, productId);
  return findStoreProduct(deps.db, productId);
}

/**
 * Locks the product's variants and the product for a change of its form (404 when there is none): another
 * form's save, and a variant's own change of stock or prices (PUT /admin/variants/{id}), wait for this one,
 * so that the version read next stays true until it commits. In the order an order's completion and
 * cancel take them (../orders/stock.ts, then its sales count in ../checkout/completion.ts): the variants by
 * id, then the product, so that the two never wait on each other in a circle.
 */
async function lockForChange(tx: Tx, id: number) {
  await tx
    .select({ id: t.variants.id })
    .from(t.variants)
    .where(eq(t.variants.productId, id))
    .orderBy(asc(t.variants.id))
    .for('update');
  const [product] = await tx
    .select({ id: t.products.id })
    .from(t.products)
    .where(eq(t.products.id, id))
    .for('update');
  if (!product) throw new NotFoundError(STORE_PRODUCT_NOT_FOUND);
}

/**
 * PUT /admin/products/{id}: the whole form, refused (409) when the product changed since the form opened
 * (its `version`). The stock is written only when the manager changed it from what the form opened with
 * (`total_on_hand_was`): orders sell while the form is open, and a save of a typo must not put back what
 * they took. A changed slug keeps the old one as a redirect; stock that comes back mails the notify-me
 * subscribers (as the stock change of ../fulfilment/variant-changes.ts).
 */
export async function updateStoreProduct(
  deps: StoreDeps,
  id: number,
  change: Change,
): Promise<StoreProductJson> {
  const typedStock =
    change.total_on_hand_was === undefined || change.total_on_hand !== change.total_on_hand_was;
  const { before, siblings } = await slugSafe(() =>
    deps.db.transaction(async (tx) => {
      await lockForChange(tx, id);
      const before = await findStoreProduct(tx, id);
      if (change.version !== before.version)
        throw new SalesError('conflict', PRODUCT_FORM_MESSAGES.changedMeanwhile);
      await checkReferences(tx, change, { productId: id, variantId: before.variant_id });
      await tx
        .update(t.products)
        .set({
          ...productFields(change, await manufacturerId(tx, change.manufacturer)),
          ...metaFollowingText,
        })
        .where(eq(t.products.id, id));
      await tx
        .update(t.variants)
        .set(variantFields(change, typedStock))
        .where(eq(t.variants.id, before.variant_id));
      const siblings = await saveSiblings(tx, id, before.variant_id, change);
      await setCookingMethods(tx, id, change.cooking_methods);
      await setRecipes(tx, id, change.recipes);
      await setRelatedProducts(tx, id, change.related_product_ids);
      await tx.delete(t.productSlugRedirects).where(eq(t.productSlugRedirects.slug, change.slug));
      if (change.slug !== before.slug) {
        await tx
          .insert(t.productSlugRedirects)
          .values({ slug: before.slug, productId: id })
          .onConflictDoUpdate({
            target: t.productSlugRedirects.slug,
            set: { productId: id, updatedAt: new Date() },
          });
      }
      const after = await findStoreProduct(tx, id);
      await recordStoreChange(tx, deps.staffId, 'product', id, auditOf(before), auditOf(after));
      return { before, siblings };
    }),
  );
  const restocked = [
    ...(typedStock && change.total_on_hand !== before.total_on_hand ? [before.variant_id] : []),
    ...siblings.restocked,
  ];
  if (restocked.length > 0) await tellWaitingSubscribers(deps.db, deps.mailer, restocked);
  logger.info(
    { staffId: deps.staffId, productId: id, before: { ...before, images: undefined }, after: change },
    'product changed by staff',
  );
  await announceProductChange(deps.db, id, siblings.removed);
  return findStoreProduct(deps.db, id);
}

/** Which statuses each move leaves from, and its refusal when the product is already there. */
const MOVES = {
  publish: { to: 'published', from: ['draft', 'archived'], already: ALREADY_PUBLISHED },
  archive: { to: 'archived', from: ['draft', 'published'], already: ALREADY_ARCHIVED },
} as const;

/**
 * Publishes (from a draft, or back from the archive) or archives a product; 409 when it is there already.
 * A product published can be bought again: whoever waits for one of its variants in stock hears of it
 * (./stock-notifications.ts), once its pages and search follow, so that the e-mail's link finds it on sale.
 */
export async function moveStoreProduct(
  deps: StoreDeps,
  id: number,
  move: keyof typeof MOVES,
): Promise<StoreProductJson> {
  const { to, from, already } = MOVES[move];
  await deps.db.transaction(async (tx) => {
    const before = await findStoreProduct(tx, id); // 404 when there is no such product
    const [changed] = await tx
      .update(t.products)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(t.products.id, id), inArray(t.products.status, [...from])))
      .returning({ id: t.products.id });
    if (!changed) throw new SalesError('conflict', already, { status: [already] });
    const after = await findStoreProduct(tx, id);
    await recordStoreChange(tx, deps.staffId, 'product', id, auditOf(before), auditOf(after));
  });
  logger.info({ staffId: deps.staffId, productId: id, status: to }, `product ${to} by staff`);
  const variantIds = await announceProductChange(deps.db, id);
  if (to === 'published') await tellWaitingSubscribers(deps.db, deps.mailer, variantIds);
  return findStoreProduct(deps.db, id);
}
