/**
 * Catalogue reads, reshaped at the edge: database rows in, the API's snake_case objects out.
 * A "product" in the storefront is one variant (each sibling variant has its own slug and page).
 */
import 'server-only';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  not,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import { frequentlyPurchasedIds } from '@/lib/catalogue/frequently-purchased';
import { pageInfo, pageOffset } from '@/lib/catalogue/pagination';
import { groupBy } from '@/lib/group-by';
import { normalizeAmount, parseAmount } from '@/lib/money';
import type {
  DepartmentDetailJson,
  DepartmentJson,
  OptionJson,
  ProductPageJson,
  RecipeJson,
  VariantJson,
} from '@/lib/sales-api/catalogue';
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
  minimumQuantity: t.variants.minimumQuantity,
  incrementQuantity: t.variants.incrementQuantity,
  maximumQuantity: t.variants.maximumQuantity,
  defaultQuantity: t.variants.defaultQuantity,
  name: t.products.name,
  description: t.products.description,
  metaTitle: t.products.metaTitle,
  metaDescription: t.products.metaDescription,
  metaKeywords: t.products.metaKeywords,
  salesVolume: t.products.salesVolume,
  alcoholic: t.products.alcoholic,
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
}

const shopOrder = () => [asc(t.products.position), asc(t.variants.position)];

function selectVariantRows(db: Db, where: SQL | undefined, options: VariantQueryOptions = {}) {
  const query = db
    .select(variantColumns)
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .innerJoin(t.subdepartments, eq(t.subdepartments.id, t.products.subdepartmentId))
    .leftJoin(t.manufacturers, eq(t.manufacturers.id, t.products.manufacturerId))
    .where(where)
    .orderBy(...(options.orderBy ?? shopOrder()))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset !== undefined) query.offset(options.offset);
  return query;
}

async function countVariants(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .where(where);
  return row?.n ?? 0;
}

/**
 * Loads variants with their images, sibling options and cooking methods, in four queries. With a
 * `userId`, should_notify_user tells whether that customer waits for the variant to come back (one more).
 */
export async function findVariants(
  db: Db,
  where: SQL | undefined,
  { userId, ...options }: VariantQueryOptions & { userId?: number } = {},
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
      .orderBy(asc(t.images.position)),
    db
      .select({ productId: t.productCookingMethods.productId, name: t.cookingMethods.name })
      .from(t.productCookingMethods)
      .innerJoin(t.cookingMethods, eq(t.cookingMethods.id, t.productCookingMethods.cookingMethodId))
      .where(inArray(t.productCookingMethods.productId, productIds))
      .orderBy(asc(t.cookingMethods.name)),
  ]);

  const imagesByVariant = groupBy(imageRows, (image) => image.variantId);
  const siblingsByProduct = groupBy(siblings, (sibling) => sibling.productId);
  const cookingByProduct = groupBy(cookingRows, (row) => row.productId);

  return rows.map((row) => ({
    ...toVariantJson(row, {
      images: imagesByVariant.get(row.id) ?? [],
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
    total_on_hand: row.totalOnHand,
    // In stock while at least the minimum quantity can be sold.
    in_stock: row.totalOnHand >= row.minimumQuantity,
    minimum_quantity: row.minimumQuantity,
    increment_quantity: row.incrementQuantity,
    maximum_quantity: row.maximumQuantity,
    default_quantity: row.defaultQuantity,
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

/** Every department in shop order, with its subdepartments. */
export async function listDepartments(db: Db): Promise<DepartmentJson[]> {
  const [departmentRows, subRows] = await Promise.all([
    db.select().from(t.departments).orderBy(asc(t.departments.position), asc(t.departments.id)),
    db.select().from(t.subdepartments).orderBy(asc(t.subdepartments.position), asc(t.subdepartments.id)),
  ]);
  const subsByDepartment = groupBy(subRows, (sub) => sub.departmentId);
  return departmentRows.map((department) => ({
    id: department.id,
    name: department.name,
    slug: department.slug,
    image_url: department.imageUrl,
    subdepartments: (subsByDepartment.get(department.id) ?? []).map(({ id, name, slug }) => ({
      id,
      name,
      slug,
    })),
  }));
}

/** One department with the products of each subdepartment (each product's first variant), or null. */
export async function findDepartment(db: Db, id: number): Promise<DepartmentDetailJson | null> {
  const [department] = await db.select().from(t.departments).where(eq(t.departments.id, id));
  if (!department) return null;
  const subRows = await db
    .select()
    .from(t.subdepartments)
    .where(eq(t.subdepartments.departmentId, id))
    .orderBy(asc(t.subdepartments.position), asc(t.subdepartments.id));
  const variants = await findVariants(
    db,
    and(eq(t.subdepartments.departmentId, id), eq(t.variants.position, 0)),
  );
  const variantsBySub = groupBy(variants, (variant) => variant.subdepartment_id);
  return {
    id: department.id,
    name: department.name,
    slug: department.slug,
    image_url: department.imageUrl,
    subdepartments: subRows.map((sub) => ({
      id: sub.id,
      name: sub.name,
      slug: sub.slug,
      products: variantsBySub.get(sub.id) ?? [],
    })),
  };
}

/** One variant by id, or null. */
/** One variant by id; with `userId`, should_notify_user is that customer's notify-me subscription. */
export async function findVariant(db: Db, id: number, userId?: number): Promise<VariantJson | null> {
  const [variant] = await findVariants(db, eq(t.variants.id, id), { userId });
  return variant ?? null;
}

/** One variant by its slug (the product page's /produtos/{slug}), or null. */
export async function findVariantBySlug(db: Db, slug: string): Promise<VariantJson | null> {
  const [variant] = await findVariants(db, eq(t.variants.slug, slug));
  return variant ?? null;
}

/**
 * Whether findVariantBySlug finds a variant for `slug` (its product's page exists), in one indexed read:
 * its joins (product, subdepartment) follow required foreign keys, so every variant row has them.
 */
export async function variantSlugExists(db: Db, slug: string): Promise<boolean> {
  const rows = await db.select({ id: t.variants.id }).from(t.variants).where(eq(t.variants.slug, slug));
  return rows.length > 0;
}

/**
 * Whether the department page has something to show: the department and, when the address names one,
 * that subdepartment of it (findDepartment's department, one of its subdepartments' slugs).
 */
export async function departmentPageExists(db: Db, id: number, subdepartmentSlug?: string): Promise<boolean> {
  const rows =
    subdepartmentSlug === undefined
      ? await db.select({ id: t.departments.id }).from(t.departments).where(eq(t.departments.id, id))
      : await db
          .select({ id: t.subdepartments.id })
          .from(t.subdepartments)
          .where(and(eq(t.subdepartments.departmentId, id), eq(t.subdepartments.slug, subdepartmentSlug)));
  return rows.length > 0;
}

/** On promotion: a list price above the price. */
const onSale = () => and(isNotNull(t.variants.listPrice), gt(t.variants.listPrice, t.variants.price));
/** A product's own entry in lists is its first variant; siblings are reached through its options. */
const firstVariant = () => eq(t.variants.position, 0);

export const PRODUCT_SORTS = ['sales_volume desc', 'sales_volume asc', 'name asc', 'name desc'] as const;
type ProductSort = (typeof PRODUCT_SORTS)[number];

const sortOrder: Record<ProductSort, () => SQL[]> = {
  'sales_volume desc': () => [desc(t.products.salesVolume), ...shopOrder()],
  'sales_volume asc': () => [asc(t.products.salesVolume), ...shopOrder()],
  'name asc': () => [asc(t.products.name), ...shopOrder()],
  'name desc': () => [desc(t.products.name), ...shopOrder()],
};

export interface ProductListQuery {
  /** Variant ids (the `id` of the product JSON), answered in this order unless a sort is given. */
  ids?: number[];
  /** q[by_in_promotion]=true: only products on promotion; false is no filter (a scope). */
  inPromotion?: boolean;
  /** q[discounted_eq]: true only discounted products (recommended), false only products at full price. */
  discounted?: boolean;
  sort?: ProductSort;
  /** Variant ids left out (the home's recommended leaves out what its promotions show). */
  excludeIds?: number[];
  /** Product ids to list first, in this order (recommended for a customer); the rest follow as usual. */
  rankedProductIds?: number[];
  page: number;
  perPage: number;
}

/**
 * GET /v2/products: one page of products with the pagination fields. Promotions without an explicit
 * sort come biggest discount first; other lists in shop order.
 */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductPageJson> {
  const filters: SQL[] = [];
  if (query.ids) filters.push(inArray(t.variants.id, query.ids));
  else filters.push(firstVariant());
  if (query.inPromotion) filters.push(onSale()!);
  if (query.discounted === true) filters.push(onSale()!);
  if (query.discounted === false) filters.push(not(onSale()!));
  if (query.excludeIds?.length) filters.push(notInArray(t.variants.id, query.excludeIds));
  const where = and(...filters);

  if (query.ids) {
    // At most MAX_PER_PAGE ids: order and page them here, in the order asked for.
    const all = await findVariants(db, where, query.sort ? { orderBy: sortOrder[query.sort]() } : {});
    if (!query.sort) {
      const position = new Map(query.ids.map((id, index) => [id, index]));
      all.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    }
    const offset = pageOffset(query.page, query.perPage);
    const products = all.slice(offset, offset + query.perPage);
    return { products, ...pageInfo(all.length, query.page, query.perPage, products.length) };
  }

  const baseOrder = query.sort
    ? sortOrder[query.sort]()
    : query.inPromotion
      ? [sql`(${t.variants.listPrice} - ${t.variants.price}) / ${t.variants.listPrice} desc`, ...shopOrder()]
      : shopOrder();
  const ranked = query.rankedProductIds ?? [];
  const orderBy = ranked.length
    ? [
        sql`case ${t.variants.productId} ${sql.join(
          // Positions as literals: as parameters PostgreSQL would type them text and sort '10' before '2'.
          ranked.map((id, index) => sql`when ${id} then ${sql.raw(String(index))}`),
          sql` `,
        )} else ${sql.raw(String(ranked.length))} end`,
        ...baseOrder,
      ]
    : baseOrder;
  const [totalCount, products] = await Promise.all([
    countVariants(db, where),
    findVariants(db, where, {
      orderBy,
      limit: query.perPage,
      offset: pageOffset(query.page, query.perPage),
    }),
  ]);
  return { products, ...pageInfo(totalCount, query.page, query.perPage, products.length) };
}

/**
 * Frequently purchased together for the product of a variant: products bought in the same
 * completed orders, topped up with the best sellers of its subdepartment; each as its first variant.
 * Null when the variant does not exist.
 */
export async function frequentlyPurchasedTogether(
  db: Db,
  variantId: number,
  coPurchasedProductIds: (db: Db, productId: number, limit: number) => Promise<number[]>,
): Promise<VariantJson[] | null> {
  const [variant] = await db
    .select({ productId: t.variants.productId, subdepartmentId: t.products.subdepartmentId })
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .where(eq(t.variants.id, variantId));
  if (!variant) return null;
  const [coPurchased, bestSellers] = await Promise.all([
    coPurchasedProductIds(db, variant.productId, 10),
    db
      .select({ id: t.products.id })
      .from(t.products)
      .where(eq(t.products.subdepartmentId, variant.subdepartmentId))
      .orderBy(desc(t.products.salesVolume), asc(t.products.position))
      .limit(11),
  ]);
  const ids = frequentlyPurchasedIds(
    variant.productId,
    coPurchased,
    bestSellers.map((row) => row.id),
  );
  if (ids.length === 0) return [];
  const products = await findVariants(db, and(inArray(t.variants.productId, ids), firstVariant()));
  const position = new Map(ids.map((id, index) => [id, index]));
  return products.sort((a, b) => position.get(a.product_id)! - position.get(b.product_id)!);
}

/** Recipes of a product (GET /v2/recipes?by_product=), or null when the product does not exist. */
export async function listRecipes(db: Db, productId: number): Promise<RecipeJson[] | null> {
  const [product] = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(eq(t.products.id, productId));
  if (!product) return null;
  const rows = await db
    .select()
    .from(t.recipes)
    .where(eq(t.recipes.productId, productId))
    .orderBy(asc(t.recipes.position), asc(t.recipes.id));
  return rows.map((row) => {
    const isVimeo = row.videoUrl !== null && /^https:\/\/(www\.)?vimeo\.com\//.test(row.videoUrl);
    return {
      id: row.id,
      product_id: row.productId,
      title: row.title,
      text: row.text,
      vimeo_url: isVimeo ? row.videoUrl : null,
      video_url: isVimeo ? null : row.videoUrl,
    };
  });
}

/** Every product page and department for the sitemap: variant slugs and department ids. */
export async function listCatalogueUrls(
  db: Db,
): Promise<{ productSlugs: string[]; departmentIds: number[] }> {
  const [variantRows, departmentRows] = await Promise.all([
    db
      .select({ slug: t.variants.slug })
      .from(t.variants)
      .innerJoin(t.products, eq(t.products.id, t.variants.productId))
      .orderBy(...shopOrder()),
    db.select({ id: t.departments.id }).from(t.departments).orderBy(asc(t.departments.position)),
  ]);
  return { productSlugs: variantRows.map((r) => r.slug), departmentIds: departmentRows.map((r) => r.id) };
}
