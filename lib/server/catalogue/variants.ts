/**
 * Variant reads, reshaped at the edge: database rows in, the API's snake_case objects out.
 * A "product" in the storefront is one variant (each sibling variant has its own slug and page).
 */
import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { groupBy } from '@/lib/group-by';
import { normalizeAmount, parseAmount } from '@/lib/money';
import type { OptionJson, VariantJson } from '@/lib/sales-api/catalogue';
import type { QuantityRules } from '@/lib/rules/quantity';
import type { Db } from '../db/database';
import * as t from './schema';
import { pendingSubscriptions } from './stock-notifications';

interface SiblingRow {
  variantId: number;
  slug: string;
  type: string;
  value: string;
}

interface ImageRow {
  variantId: number;
  miniUrl: string;
  smallUrl: string;
  largeUrl: string;
  alt: string;
}

/**
 * What a variant shows of its product: every variant's option values, every variant's pictures (both in
 * variant order) and the cooking methods, each gathered as JSON in the variant's own row, so that a read of
 * variants is one query (an order's answer reads its lines' variants on every cart change).
 */
function productRelations() {
  const productId = t.variants.productId;
  return {
    siblings: sql<SiblingRow[]>`coalesce((
      select json_agg(json_build_object('variantId', v.id, 'slug', v.slug, 'type', ot.presentation,
        'value', ov.presentation) order by v.position, v.id)
      from variant_option_values vov
      join variants v on v.id = vov.variant_id
      join option_values ov on ov.id = vov.option_value_id
      join option_types ot on ot.id = ov.option_type_id
      where v.product_id = ${productId}), '[]'::json)`,
    images: sql<ImageRow[]>`coalesce((
      select json_agg(json_build_object('variantId', i.variant_id, 'miniUrl', i.mini_url,
        'smallUrl', i.small_url, 'largeUrl', i.large_url, 'alt', i.alt) order by v.position, v.id, i.position)
      from images i
      join variants v on v.id = i.variant_id
      where v.product_id = ${productId}), '[]'::json)`,
    cookingMethods: sql<string[]>`coalesce((
      select json_agg(cm.name order by cm.name)
      from product_cooking_methods pcm
      join cooking_methods cm on cm.id = pcm.cooking_method_id
      where pcm.product_id = ${productId}), '[]'::json)`,
  };
}

const variantColumns = {
  id: t.variants.id,
  productId: t.variants.productId,
  slug: t.variants.slug,
  unit: t.variants.unitForQuantity,
  price: t.variants.price,
  listPrice: t.variants.listPrice,
  totalOnHand: t.variants.totalOnHand,
  ...t.quantityRuleColumns,
  name: t.products.name,
  description: t.products.description,
  metaTitle: t.products.metaTitle,
  metaDescription: t.products.metaDescription,
  metaKeywords: t.products.metaKeywords,
  salesVolume: t.products.salesVolume,
  alcoholic: t.products.alcoholic,
  portioning: t.products.portioning,
  portioningSizes: t.products.portioningSizes,
  status: t.products.status,
  subdepartmentId: t.products.subdepartmentId,
  departmentId: t.subdepartments.departmentId,
  manufacturer: t.manufacturers.name,
  ...productRelations(),
};

type VariantRow = Awaited<ReturnType<typeof selectVariantRows>>[number];

export interface VariantQueryOptions {
  /** Default: shop order (product position, then variant position). */
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
  /**
   * Also variants of products that are not published (drafts, archived): for what was already bought or
   * put in a cart (orders, carts) and for the back office. Default: published ones only, as the storefront
   * shows them (docs/business-rules.md, Store back office).
   */
  anyStatus?: boolean;
  /**
   * Shown as it will be once published, whatever its status: the manager's preview of a draft
   * (./product-preview.ts). Never for the storefront's own reads.
   */
  asPublished?: boolean;
}

/** Only variants of published products: what the storefront may show or sell. */
export const published = () => eq(t.products.status, 'published');

export const shopOrder = () => [asc(t.products.position), asc(t.variants.position)];

function selectVariantRows(db: Db, where: SQL | undefined, options: VariantQueryOptions = {}) {
  const query = db
    .select(variantColumns)
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .innerJoin(t.subdepartments, eq(t.subdepartments.id, t.products.subdepartmentId))
    .leftJoin(t.manufacturers, eq(t.manufacturers.id, t.products.manufacturerId))
    .where(options.anyStatus ? where : and(published(), where))
    .orderBy(...(options.orderBy ?? shopOrder()))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset !== undefined) query.offset(options.offset);
  return query;
}

/**
 * Loads variants with their images, sibling options and cooking methods, in one query. With a `userId`,
 * should_notify_user tells whether that customer waits for the variant to come back (one more).
 */
export async function findVariants(
  db: Db,
  where: SQL | undefined,
  { userId, asPublished = false, ...options }: VariantQueryOptions & { userId?: number } = {},
): Promise<VariantJson[]> {
  const rows = await selectVariantRows(db, where, options);
  if (rows.length === 0) return [];
  const waitingFor =
    userId === undefined
      ? new Set<number>()
      : await pendingSubscriptions(
          db,
          userId,
          rows.map((row) => row.id),
        );
  return rows.map((row) => {
    const imagesByVariant = groupBy(row.images, (image) => image.variantId);
    return {
      ...toVariantJson(asPublished ? { ...row, status: 'published' } : row, {
        // A variant without pictures of its own (a sibling added in the back office) shows its product's:
        // those of its first variant that has some.
        images: imagesByVariant.get(row.id) ?? imagesByVariant.values().next().value ?? [],
        imagesByVariant,
      }),
      should_notify_user: waitingFor.has(row.id),
    };
  });
}

function toVariantJson(
  row: VariantRow,
  related: { images: ImageRow[]; imagesByVariant: Map<number, ImageRow[]> },
): VariantJson {
  const price = normalizeAmount(row.price);
  const available = row.status === 'published';
  const listPrice = row.listPrice === null ? null : normalizeAmount(row.listPrice);
  const options: OptionJson[] = [...groupBy(row.siblings, (s) => s.type)].map(([type, values]) => ({
    presentation_name: type,
    values: values.map((sibling) => ({
      slug: sibling.slug,
      image_url: related.imagesByVariant.get(sibling.variantId)?.[0]?.smallUrl ?? null,
      presentation_name: sibling.value,
      selected: sibling.variantId === row.id,
    })),
  }));
  return {
    id: row.id,
    product_id: row.productId,
    slug: row.slug,
    name: row.name,
    description: row.description,
    manufacturer: row.manufacturer,
    department_id: row.departmentId,
    subdepartment_id: row.subdepartmentId,
    price,
    list_price: listPrice,
    on_sale: listPrice !== null && parseAmount(listPrice) > parseAmount(price),
    unit_for_quantity: row.unit,
    // Nothing of an unavailable product can be bought: no stock to offer.
    total_on_hand: available ? row.totalOnHand : 0,
    // In stock while at least the minimum quantity can be sold.
    in_stock: available && row.totalOnHand >= row.minimumQuantity,
    available,
    minimum_quantity: row.minimumQuantity,
    increment_quantity: row.incrementQuantity,
    maximum_quantity: row.maximumQuantity,
    default_quantity: row.defaultQuantity,
    portioning: row.portioning,
    portioning_sizes: row.portioningSizes,
    images: related.images.map((image) => ({
      mini_url: image.miniUrl,
      small_url: image.smallUrl,
      large_url: image.largeUrl,
      alt: image.alt,
    })),
    options,
    options_text: options
      .flatMap((option) =>
        option.values
          .filter((v) => v.selected)
          .map((v) => `${option.presentation_name}: ${v.presentation_name}`),
      )
      .join(', '),
    cooking_methods: row.cookingMethods,
    sales_volume: row.salesVolume,
    alcoholic: row.alcoholic,
    // Set on purpose, or else the current name and description (./store-products.ts, metaFollowingText).
    meta_tags: {
      title: row.metaTitle ?? row.name,
      description: row.metaDescription ?? row.description,
      keywords: row.metaKeywords ?? '',
    },
    should_notify_user: false,
  };
}

/** The quantity rules of a variant as the API shows it (its stock: none when it cannot be sold). */
export function quantityRulesOf(variant: VariantJson): QuantityRules {
  return {
    unitForQuantity: variant.unit_for_quantity,
    minimumQuantity: variant.minimum_quantity,
    incrementQuantity: variant.increment_quantity,
    maximumQuantity: variant.maximum_quantity,
    defaultQuantity: variant.default_quantity,
    totalOnHand: variant.total_on_hand,
  };
}

/** One variant by id; with `userId`, should_notify_user is that customer's notify-me subscription. */
export async function findVariant(db: Db, id: number, userId?: number): Promise<VariantJson | null> {
  const [variant] = await findVariants(db, eq(t.variants.id, id), { userId });
  return variant ?? null;
}

/** One published variant by its slug (the product page's /produtos/{slug}), or null. */
export async function findVariantBySlug(db: Db, slug: string): Promise<VariantJson | null> {
  const [variant] = await findVariants(db, eq(t.variants.slug, slug));
  return variant ?? null;
}

/**
 * What a product page's address answers (docs/business-rules.md, Store back office): the page of a
 * published product; 'gone' (410) for an archived one; a 301 to the current page for a slug the product
 * had before; 'missing' (404) for a draft or nothing. In one or two indexed reads: the joins follow required
 * foreign keys, so every variant row has them.
 */
export type ProductAddress =
  { kind: 'page' } | { kind: 'gone' } | { kind: 'moved'; slug: string } | { kind: 'missing' };

export async function productAddress(db: Db, slug: string): Promise<ProductAddress> {
  const [current] = await db
    .select({ status: t.products.status })
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .where(eq(t.variants.slug, slug));
  if (current) {
    if (current.status === 'published') return { kind: 'page' };
    return current.status === 'archived' ? { kind: 'gone' } : { kind: 'missing' };
  }
  const [former] = await db
    .select({ slug: t.variants.slug, status: t.products.status })
    .from(t.productSlugRedirects)
    .innerJoin(t.products, eq(t.products.id, t.productSlugRedirects.productId))
    .innerJoin(t.variants, eq(t.variants.productId, t.products.id))
    .where(eq(t.productSlugRedirects.slug, slug))
    .orderBy(asc(t.variants.position), asc(t.variants.id))
    .limit(1);
  if (!former) return { kind: 'missing' };
  if (former.status === 'archived') return { kind: 'gone' };
  return former.status === 'published' ? { kind: 'moved', slug: former.slug } : { kind: 'missing' };
}

/** Whether findVariantBySlug finds a variant for `slug`: a published product's page. */
export async function variantSlugExists(db: Db, slug: string): Promise<boolean> {
  return (await productAddress(db, slug)).kind === 'page';
}
