/**
 * Variant reads, reshaped at the edge: database rows in, the API's snake_case objects out.
 * A "product" in the storefront is one variant (each sibling variant has its own slug and page).
 */
import 'server-only';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { groupBy } from '@/lib/group-by';
import { normalizeAmount, parseAmount } from '@/lib/money';
import type { OptionJson, VariantJson } from '@/lib/sales-api/catalogue';
import type { Db } from '../db/database';
import * as t from './schema';
import { pendingSubscriptions } from './stock-notifications';

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
 * Loads variants with their images, sibling options and cooking methods, in four queries. With a
 * `userId`, should_notify_user tells whether that customer waits for the variant to come back (one more).
 */
export async function findVariants(
  db: Db,
  where: SQL | undefined,
  { userId, asPublished = false, ...options }: VariantQueryOptions & { userId?: number } = {},
): Promise<VariantJson[]> {
  const rows = await selectVariantRows(db, where, options);
  if (rows.length === 0) return [];
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const waitingFor =
    userId === undefined
      ? new Set<number>()
      : await pendingSubscriptions(
          db,
          userId,
          rows.map((row) => row.id),
        );

  const [siblings, imageRows, cookingRows] = await Promise.all([
    db
      .select({
        variantId: t.variants.id,
        productId: t.variants.productId,
        slug: t.variants.slug,
        type: t.optionTypes.presentation,
        value: t.optionValues.presentation,
      })
      .from(t.variantOptionValues)
      .innerJoin(t.variants, eq(t.variants.id, t.variantOptionValues.variantId))
      .innerJoin(t.optionValues, eq(t.optionValues.id, t.variantOptionValues.optionValueId))
      .innerJoin(t.optionTypes, eq(t.optionTypes.id, t.optionValues.optionTypeId))
      .where(inArray(t.variants.productId, productIds))
      .orderBy(asc(t.variants.position)),
    db
      .select({
        variantId: t.images.variantId,
        productId: t.variants.productId,
        miniUrl: t.images.miniUrl,
        smallUrl: t.images.smallUrl,
        largeUrl: t.images.largeUrl,
        alt: t.images.alt,
      })
      .from(t.images)
      .innerJoin(t.variants, eq(t.variants.id, t.images.variantId))
      .where(inArray(t.variants.productId, productIds))
      .orderBy(asc(t.variants.position), asc(t.variants.id), asc(t.images.position)),
    db
      .select({ productId: t.productCookingMethods.productId, name: t.cookingMethods.name })
      .from(t.productCookingMethods)
      .innerJoin(t.cookingMethods, eq(t.cookingMethods.id, t.productCookingMethods.cookingMethodId))
      .where(inArray(t.productCookingMethods.productId, productIds))
      .orderBy(asc(t.cookingMethods.name)),
  ]);

  const imagesByVariant = groupBy(imageRows, (image) => image.variantId);
  // A variant without pictures of its own (a sibling added in the back office) shows its product's: those
  // of its first variant that has some (the rows come in variant order).
  const productImages = new Map<number, typeof imageRows>();
  for (const images of imagesByVariant.values())
    if (!productImages.has(images[0]!.productId)) productImages.set(images[0]!.productId, images);
  const siblingsByProduct = groupBy(siblings, (sibling) => sibling.productId);
  const cookingByProduct = groupBy(cookingRows, (row) => row.productId);

  return rows.map((row) => ({
    ...toVariantJson(asPublished ? { ...row, status: 'published' } : row, {
      images: imagesByVariant.get(row.id) ?? productImages.get(row.productId) ?? [],
      siblings: siblingsByProduct.get(row.productId) ?? [],
      cookingMethods: (cookingByProduct.get(row.productId) ?? []).map((c) => c.name),
      imagesByVariant,
    }),
    should_notify_user: waitingFor.has(row.id),
  }));
}

function toVariantJson(
  row: VariantRow,
  related: {
    images: { miniUrl: string; smallUrl: string; largeUrl: string; alt: string }[];
    siblings: { variantId: number; slug: string; type: string; value: string }[];
    cookingMethods: string[];
    imagesByVariant: Map<number, { smallUrl: string }[]>;
  },
): VariantJson {
  const price = normalizeAmount(row.price);
  const available = row.status === 'published';
  const listPrice = row.listPrice === null ? null : normalizeAmount(row.listPrice);
  const options: OptionJson[] = [...groupBy(related.siblings, (s) => s.type)].map(([type, values]) => ({
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
    cooking_methods: related.cookingMethods,
    sales_volume: row.salesVolume,
    alcoholic: row.alcoholic,
    meta_tags: {
      title: row.metaTitle ?? row.name,
      description: row.metaDescription ?? row.description,
      keywords: row.metaKeywords ?? '',
    },
    should_notify_user: false,
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
