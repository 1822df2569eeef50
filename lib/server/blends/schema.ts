/**
 * Blend templates (docs/business-rules.md, Blends): a customer's recipe of ground meats, open while it is
 * being composed and frozen once saved ('complete'). Placing a saved template in an order makes a mix
 * (../orders/schema.ts), whose lines share its id. Quantities are grams.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, timestamps } from '../db/columns';
import { BLEND_FAT_PERCENTAGE_DEFAULT } from '../../blends/blend-rules';
import { ownerId } from '../auth/schema';
import { variants } from '../catalogue/schema';

export const mixTemplates = pgTable(
  'mix_templates',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    /** Required (at most 30 characters) to complete; '' while the template is being composed. */
    name: text('name').notNull().default(''),
    typeName: text('type_name').notNull().default('blend'),
    observation: text('observation').notNull().default(''),
    complete: boolean('complete').notNull().default(false),
    completedAt: instant('completed_at'),
    /** Percent of fat the butcher aims for when grinding. */
    fatPercentage: integer('fat_percentage').notNull().default(BLEND_FAT_PERCENTAGE_DEFAULT),
    ...timestamps,
  },
  (t) => [
    index('mix_templates_user_idx').on(t.userId),
    check('mix_templates_type_check', sql`${t.typeName} = 'blend'`),
    check('mix_templates_name_check', sql`char_length(${t.name}) <= 30`),
    check('mix_templates_observation_check', sql`char_length(${t.observation}) <= 140`),
    check('mix_templates_fat_check', sql`${t.fatPercentage} BETWEEN 0 AND 100`),
    check('mix_templates_completed_check', sql`${t.complete} = (${t.completedAt} IS NOT NULL)`),
  ],
);

export const mixTemplateItems = pgTable(
  'mix_template_items',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => mixTemplates.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    /** Grams of this meat in the recipe, a valid quantity of the variant. */
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (t) => [
    // A meat appears once per template: adding it again grows that item.
    uniqueIndex('mix_template_items_template_variant_idx').on(t.templateId, t.variantId),
    check('mix_template_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
