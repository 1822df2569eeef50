/**
 * The catalogue schema. Conventions:
 * - quantities (stock, minimum, increment, maximum, default) are integers in the variant's unit:
 *   grams when unit_for_quantity = 'g', units when 'un';
 * - prices are exact decimals per unit of quantity (BRL per gram, or BRL per unit), never floats;
 * - every timestamp is stored with its time zone (shown in America/Bahia).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, timestamps, unitPrice } from '../db/columns';
import { ownerId } from '../auth/schema';
import { PRODUCT_STATUSES } from '../../rules/store-products';
import { PORTIONING_KINDS } from '../../rules/portioning';

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  imageUrl: text('image_url'),
  ...timestamps,
});

export const subdepartments = pgTable(
  'subdepartments',
  {
    id: serial('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /** Its chip's picture on the department page (the manager's upload), null for none. */
    imageUrl: text('image_url'),
    ...timestamps,
  },
  (t) => [uniqueIndex('subdepartments_department_slug_idx').on(t.departmentId, t.slug)],
);

export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const cookingMethods = pgTable('cooking_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/**
 * A product's lifecycle (docs/business-rules.md, Store back office): created as a draft, shown on the
 * storefront only once published, archived when withdrawn (its page answers 410; carts show it unavailable).
 * The column's default is 'published' so that the seeded catalogue and the rows that predate it are shown;
 * the back office creates its products as drafts explicitly.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('published'),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    subdepartmentId: integer('subdepartment_id')
      .notNull()
      .references(() => subdepartments.id),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    /** Only customers 18 or older may order it. */
    alcoholic: boolean('alcoholic').notNull().default(false),
    /**
     * Which bag sizes its weighed variants offer (lib/rules/portioning.ts): 'any' (the shop's whole set, the
     * default, as before the setting existed), 'sizes' (only `portioningSizes`, grams, smallest first) or
     * 'none'.
     */
    portioning: text('portioning', { enum: PORTIONING_KINDS }).notNull().default('any'),
    portioningSizes: integer('portioning_sizes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Units sold in completed orders (grams count as one sale per line); ranks 'most sold'. */
    salesVolume: integer('sales_volume').notNull().default(0),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('products_subdepartment_idx').on(t.subdepartmentId),
    index('products_sales_volume_idx').on(t.salesVolume),
    // A subdepartment's published products in shop order, and their count, without reading the table: the
    // department page's first page of each (./departments.ts), however many products it holds.
    index('products_subdepartment_shop_order_idx')
      .on(t.subdepartmentId, t.position, t.id)
      .where(sql`${t.status} = 'published'`),
    // A subdepartment's best sellers, read from the top: 'bought together' tops up with them
    // (./product-lists.ts).
    index('products_subdepartment_best_sellers_idx')
      .on(t.subdepartmentId, t.salesVolume.desc().nullsFirst(), t.position)
      .where(sql`${t.status} = 'published'`),
    check('products_status_check', sql`${t.status} IN ('draft', 'published', 'archived')`),
    check('products_portioning_check', sql`${t.portioning} IN ('any', 'sizes', 'none')`),
  ],
);

/**
 * A product page's former addresses: a changed slug keeps answering, with a 301 to the product's page
 * (its first variant's current slug). A slug taken again by a page of its own stops redirecting.
 */
export const productSlugRedirects = pgTable('product_slug_redirects', {
  slug: text('slug').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  ...timestamps,
});

export const productCookingMethods = pgTable(
  'product_cooking_methods',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    cookingMethodId: integer('cooking_method_id')
      .notNull()
      .references(() => cookingMethods.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.cookingMethodId] })],
);

export const optionTypes = pgTable('option_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  presentation: text('presentation').notNull(),
});

export const optionValues = pgTable(
  'option_values',
  {
    id: serial('id').primaryKey(),
    optionTypeId: integer('option_type_id')
      .notNull()
      .references(() => optionTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    presentation: text('presentation').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('option_values_type_name_idx').on(t.optionTypeId, t.name)],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Each sibling variant has its own page: /produtos/{slug}. */
    slug: text('slug').notNull().unique(),
    sku: text('sku').notNull().unique(),
    unitForQuantity: text('unit_for_quantity', { enum: ['g', 'un'] }).notNull(),
    /** BRL per gram ('g') or per unit ('un'). */
    price: unitPrice('price').notNull(),
    /** Price before the promotion; the variant is on sale when list_price > price. */
    listPrice: unitPrice('list_price'),
    minimumQuantity: integer('minimum_quantity').notNull(),
    incrementQuantity: integer('increment_quantity').notNull(),
    maximumQuantity: integer('maximum_quantity').notNull(),
    defaultQuantity: integer('default_quantity').notNull(),
    totalOnHand: integer('total_on_hand').notNull().default(0),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // A product's variants, and its first one (position 0) with its id without reading the table: the
    // department page's cards (./departments.ts) and every list of first variants.
    index('variants_product_position_idx').on(t.productId, t.position, t.id),
    check(
      'variants_quantities_check',
      sql`${t.minimumQuantity} > 0 AND ${t.incrementQuantity} > 0 AND ${t.maximumQuantity} >= ${t.minimumQuantity} AND ${t.defaultQuantity} BETWEEN ${t.minimumQuantity} AND ${t.maximumQuantity}`,
    ),
    check('variants_stock_check', sql`${t.totalOnHand} >= 0`),
    check('variants_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * A variant's quantity rules, in its unit (grams or units): selected together wherever a quantity is
 * checked or offered (the cart, blends, the barbecue, the catalogue's pages).
 */
export const quantityRuleColumns = {
  minimumQuantity: variants.minimumQuantity,
  incrementQuantity: variants.incrementQuantity,
  maximumQuantity: variants.maximumQuantity,
  defaultQuantity: variants.defaultQuantity,
};

export const variantOptionValues = pgTable(
  'variant_option_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    optionValueId: integer('option_value_id')
      .notNull()
      .references(() => optionValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.optionValueId] })],
);

/** One picture in three sizes: mini (blur placeholder), small (cards) and large (gallery). */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    alt: text('alt').notNull().default(''),
    miniUrl: text('mini_url').notNull(),
    smallUrl: text('small_url').notNull(),
    largeUrl: text('large_url').notNull(),
  },
  (t) => [index('images_variant_idx').on(t.variantId)],
);

export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Lines of the recipe, shown one per paragraph. */
    text: text('text').notNull(),
    videoUrl: text('video_url'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('recipes_product_idx').on(t.productId)],
);

/**
 * The products the manager relates to a product (docs/business-rules.md, Store back office), shown on its
 * page under 'Você também pode gostar' in `position` order; only published ones are shown.
 */
export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: integer('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.relatedProductId] }),
    index('related_products_related_idx').on(t.relatedProductId),
    check('related_products_not_self_check', sql`${t.productId} <> ${t.relatedProductId}`),
  ],
);

/**
 * "Me avise quando chegar!": one row per customer and variant. notified_at is set when the back-in-stock
 * e-mail went out, which ends the subscription (the customer may subscribe again).
 */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    notifiedAt: instant('notified_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stock_notifications_user_variant_idx').on(t.userId, t.variantId),
    index('stock_notifications_variant_idx').on(t.variantId),
  ],
);
