/**
 * Blends' wire shapes (docs/business-rules.md, Blends): templates (a customer's recipe of ground meats),
 * their items, and mixes (a saved template placed in an order, made of the order's lines sharing the mix id).
 * Quantities are grams; prices per gram and money are decimal strings.
 */
import { z } from '@hono/zod-openapi';
import { blendNameSchema, blendObservationSchema, fatPercentageSchema } from '@/lib/rules/blend-form-schema';
import { BLEND_ITEMS_MAX, BLEND_TEMPLATES_PER_PAGE, BLEND_TEXTS } from '@/lib/rules/blend-limits';
import { quantitySchema } from '@/lib/rules/line-item-schema';
import { variantSchema } from './catalogue';
import { idField, idText } from './common-fields';

const timestamp = z.string().openapi({ example: '2026-11-20T14:03:00.000Z' });
const grams = z.number().int().openapi({ description: 'Grams' });

export const templateItemSchema = z
  .object({
    id: z.number().int(),
    template_id: z.number().int(),
    name: z.string().openapi({ description: "The variant's name" }),
    variant: variantSchema,
    quantity: grams,
    share: z.number().int().openapi({ description: "Rounded percent of the recipe's weight" }),
  })
  .openapi('BlendTemplateItem');

export const templateSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type_name: z.literal('blend'),
    observation: z.string(),
    complete: z.boolean(),
    completed_at: timestamp.nullable(),
    fat_percentage: z.number().int(),
    total_quantity: grams.openapi({ description: 'Grams in the recipe as composed' }),
    default_quantity: grams,
    increment_quantity: grams,
    min_quantity: grams,
    max_quantity: grams,
    price: z.string().openapi({ example: '0.040437', description: 'BRL per gram' }),
    amount: z.string().openapi({ example: '32.35', description: 'BRL of the recipe as composed' }),
    display_amount: z.string().openapi({ example: 'R$ 32,35' }),
    items: z.array(templateItemSchema),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('BlendTemplate');

export const templatePageSchema = z
  .object({
    templates: z.array(templateSchema),
    count: z.number().int(),
    pages: z.number().int(),
    current_page: z.number().int(),
  })
  .openapi('BlendTemplates');

export const mixSchema = z
  .object({
    id: z.number().int(),
    template_id: z.number().int(),
    template: templateSchema.pick({ id: true, name: true, observation: true, fat_percentage: true }),
    name: z.string(),
    observation: z.string(),
    quantity: grams,
    order_number: z.string(),
    min_quantity: grams,
    increment_quantity: grams,
    max_quantity: grams,
    price: z.string().openapi({ description: 'BRL per gram of the recipe' }),
    total: z.string().openapi({ description: "BRL, the sum of the mix's lines" }),
    display_total: z.string(),
  })
  .openapi('Mix');

const newItemSchema = z.object({
  variant_id: idField('Produto não encontrado'),
  quantity: quantitySchema,
});

export const createTemplateBodySchema = z
  .object({
    name: blendNameSchema.default(''),
    type_name: z.literal('blend', { error: 'Tipo inválido' }).default('blend'),
    observation: blendObservationSchema.default(''),
    items: z.array(newItemSchema).max(BLEND_ITEMS_MAX, BLEND_TEXTS.tooManyItems).default([]),
    complete: z.boolean({ error: 'Valor inválido' }).default(false),
    fat_percentage: fatPercentageSchema.optional(),
  })
  .openapi('CreateBlendTemplate');

export const updateTemplateBodySchema = z
  .object({
    name: blendNameSchema.optional(),
    type_name: z.literal('blend', { error: 'Tipo inválido' }).optional(),
    observation: blendObservationSchema.optional(),
    complete: z.boolean({ error: 'Valor inválido' }).optional(),
    fat_percentage: fatPercentageSchema.optional(),
  })
  .openapi('UpdateBlendTemplate');

export const createTemplateItemBodySchema = newItemSchema.openapi('CreateBlendTemplateItem');
export const quantityBodySchema = z.object({ quantity: quantitySchema }).openapi('BlendQuantity');

export const createMixBodySchema = z
  .object({
    template_id: idField(BLEND_TEXTS.templateNotFound),
    quantity: quantitySchema,
    order_number: z
      .string()
      .regex(/^R\d{9}$/, 'Número de pedido inválido')
      .optional()
      .openapi({ description: "The customer's current order; without it, the current order (or a new one)" }),
  })
  .openapi('CreateMix');

const pageNumber = z.coerce
  .number({ error: 'Página inválida' })
  .int('Página inválida')
  .min(1, 'Página inválida')
  .max(100_000, 'Página inválida');

export const templatesQuerySchema = z.object({
  page: pageNumber.default(1),
  per_page: pageNumber.max(BLEND_TEMPLATES_PER_PAGE, 'Página inválida').default(BLEND_TEMPLATES_PER_PAGE),
});

export const itemsQuerySchema = z.object({
  by_template: idText(BLEND_TEXTS.templateNotFound).openapi({ param: { name: 'by_template', in: 'query' } }),
});

export const mixesQuerySchema = z.object({
  by_order: z
    .string()
    .regex(/^R\d{9}$/, 'Número de pedido inválido')
    .openapi({ param: { name: 'by_order', in: 'query' }, example: 'R123456789' }),
});

export type TemplateItemJson = z.infer<typeof templateItemSchema>;
export type TemplateJson = z.infer<typeof templateSchema>;
export type TemplatePageJson = z.infer<typeof templatePageSchema>;
export type MixJson = z.infer<typeof mixSchema>;
export type CreateTemplateBody = z.infer<typeof createTemplateBodySchema>;
export type UpdateTemplateBody = z.infer<typeof updateTemplateBodySchema>;
