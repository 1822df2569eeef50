/**
 * The churrascômetro (docs/business-rules.md, Barbecue): the cut types a customer may prefer, the complement
 * categories, and the catalogue products the calculator draws from. Barbecues themselves are computed per
 * request and not stored. Amounts are in the unit lib/barbecue/README.md gives each role.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { optionValues, products } from '../catalogue/schema';

export const BARBECUE_ROLES = ['fatty', 'lean', 'meat', 'per_person', 'per_meat_kilo'] as const;

/** A cut type (peça inteira, fatiada, em cubos), shown with its picture in step 2. */
export const barbecueOptionValues = pgTable('barbecue_option_values', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  imageUrl: text('image_url').notNull(),
  position: integer('position').notNull().default(0),
});

/** Which catalogue option values (a sibling variant's 'Fatiada', 'Em bifes'...) are the cut type. */
export const barbecueOptionValueMatches = pgTable(
  'barbecue_option_value_matches',
  {
    barbecueOptionValueId: integer('barbecue_option_value_id')
      .notNull()
      .references(() => barbecueOptionValues.id, { onDelete: 'cascade' }),
    optionValueId: integer('option_value_id')
      .notNull()
      .references(() => optionValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.barbecueOptionValueId, t.optionValueId] })],
);

/** A complement category of step 3 (carvão, pão de alho, bebidas, linguiças...). */
export const barbecueCategories = pgTable(
  'barbecue_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    /** Percent of the meat weight its meat takes (linguiças, frango); null for other complements. */
    meatSharePercent: integer('meat_share_percent'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check(
      'barbecue_categories_share_check',
      sql`${t.meatSharePercent} IS NULL OR ${t.meatSharePercent} BETWEEN 1 AND 50`,
    ),
  ],
);

/**
 * A product the calculator may use: a fatty or lean cut of the base meat (no category), or a product of
 * a category. `amount`: relative weight for meat; quantity in the variant's unit per adult-equivalent
 * (per_person) or per kilo of meat (per_meat_kilo).
 */
export const barbecueProducts = pgTable(
  'barbecue_products',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => barbecueCategories.id, { onDelete: 'cascade' }),
    role: text('role', { enum: BARBECUE_ROLES }).notNull(),
    amount: numeric('amount', { precision: 10, scale: 3 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('barbecue_products_product_category_idx').on(t.productId, t.categoryId),
    index('barbecue_products_category_idx').on(t.categoryId),
    check('barbecue_products_amount_check', sql`${t.amount} > 0`),
    check('barbecue_products_role_check', sql`(${t.categoryId} IS NULL) = (${t.role} IN ('fatty', 'lean'))`),
  ],
);
