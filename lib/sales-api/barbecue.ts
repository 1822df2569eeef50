/**
 * The churrascômetro's wire shapes (snake_case as the API sends them): the complement
 * categories, the cut types, the barbecue request and its answer, and the one-request add of a whole
 * barbecue to the cart. The OpenAPI document is generated from these schemas.
 */
import { z } from '@hono/zod-openapi';
import { GRAMS_PER_CHILD, MAX_TOTAL_GRAMS, MIN_TOTAL_GRAMS } from '@/lib/rules/barbecue-limits';
import { quantitySchema } from '@/lib/rules/line-item-schema';
import { variantSchema } from './catalogue';
import { idField } from './common-fields';

export const BARBECUE_TOO_SMALL = 'O churrasco precisa de pelo menos 4 adultos (1,6 Kg de carne)';
export const BARBECUE_TOO_BIG = 'Para mais de 60 Kg de carne, fale com a gente pelo telefone ou WhatsApp';
export const BARBECUE_QUANTITY_INVALID = 'Quantidade inválida: 400 g por adulto e 200 g por criança';
export const CUT_TYPE_NOT_FOUND = 'Tipo de corte não encontrado';
export const CATEGORY_NOT_FOUND = 'Categoria não encontrada';
export const FAT_PERCENTAGE_INVALID = 'Percentual de gordura inválido';
export const BARBECUE_OUT_OF_STOCK =
  'Não temos carne suficiente em estoque para esse churrasco. Tente com menos pessoas ou fale com a gente.';

export const barbecueCategorySchema = z
  .object({ id: z.number().int(), name: z.string().openapi({ example: 'Carvão e acendedores' }) })
  .openapi('BarbecueCategory');
export type BarbecueCategory = z.infer<typeof barbecueCategorySchema>;

export const barbecueOptionValueSchema = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ example: 'Peça inteira' }),
    image_url: z.string().openapi({ example: '/media/barbecue/peca-inteira.webp' }),
  })
  .openapi('BarbecueOptionValue');
export type BarbecueOptionValue = z.infer<typeof barbecueOptionValueSchema>;

export const barbecueRequestSchema = z
  .object({
    total_desired_quantity: z
      .number({ error: BARBECUE_QUANTITY_INVALID })
      .int(BARBECUE_QUANTITY_INVALID)
      .min(MIN_TOTAL_GRAMS, BARBECUE_TOO_SMALL)
      .max(MAX_TOTAL_GRAMS, BARBECUE_TOO_BIG)
      .multipleOf(GRAMS_PER_CHILD, BARBECUE_QUANTITY_INVALID)
      .openapi({ example: 4600, description: 'Grams of meat: 400 x adults + 200 x children' }),
    preferred_option_value_id: idField(CUT_TYPE_NOT_FOUND).openapi({ example: 1 }),
    desired_categories_attributes: z
      .array(z.object({ category_id: idField(CATEGORY_NOT_FOUND) }), { error: CATEGORY_NOT_FOUND })
      .max(20, 'Categorias demais')
      .default([])
      .openapi({ example: [{ category_id: 1 }, { category_id: 6 }] }),
    fat_percentage: z
      .number({ error: FAT_PERCENTAGE_INVALID })
      .int(FAT_PERCENTAGE_INVALID)
      .min(0, FAT_PERCENTAGE_INVALID)
      .max(100, FAT_PERCENTAGE_INVALID)
      .default(50)
      .openapi({ description: 'Percent of the base meat in fatty cuts; the storefront sends 50' }),
  })
  .openapi('BarbecueRequest');
export type BarbecueRequest = z.infer<typeof barbecueRequestSchema>;

export const barbecueSchema = z
  .object({
    total_desired_quantity: z.number().int(),
    preferred_option_value_id: z.number().int(),
    fat_percentage: z.number().int(),
    meat_quantity: z
      .number()
      .int()
      .openapi({ description: 'Grams of meat planned: at least what was asked' }),
    selected_variants: z.array(
      z.object({
        variant: variantSchema,
        desired_quantity: z.number().int().openapi({ description: 'Grams or units, a valid cart quantity' }),
      }),
    ),
    products: z.array(variantSchema).openapi({
      description: 'Every in-stock product the barbecue could draw from (the selected ones among them)',
    }),
  })
  .openapi('Barbecue');
export type Barbecue = z.infer<typeof barbecueSchema>;

/** POST /api/v1/orders/{number}/line_items/batch: every line in one transaction (all or nothing). */
export const addLineItemsBodySchema = z
  .object({
    line_items: z
      .array(
        z.object({
          variant_id: idField('Produto não encontrado'),
          quantity: quantitySchema.openapi({ example: 1000 }),
        }),
      )
      .min(1, 'Nenhum item para adicionar')
      .max(100, 'Itens demais'),
  })
  .openapi('AddLineItems');
export type AddLineItemsBody = z.infer<typeof addLineItemsBodySchema>;
