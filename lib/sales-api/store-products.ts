/**
 * The store back office's products (docs/business-rules.md, Store back office): the manager's product form,
 * shared by the API (422 with these pt-BR messages) and the screens under /equipe/loja/produtos
 * (react-hook-form with this schema), and the answers. A product is sold as one variant here: the form edits
 * the product and its first variant together (unit, quantities, prices, stock), and its slug is the
 * address of its page, /produtos/{slug}.
 */
import { z } from '@hono/zod-openapi';
import {
  IMAGE_UPLOAD,
  PRODUCT_SLUG,
  PRODUCT_SLUG_MAX,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '@/lib/rules/store-products';
import { pageQuery, priceAmount } from './admin';

export { IMAGE_UPLOAD, PRODUCT_STATUSES, type ProductStatus };

const QUANTITY_MAX = 1_000_000;
const quantity = (label: string) =>
  z
    .number({ error: `${label} inválida` })
    .int(`${label} inválida`)
    .positive(`${label} deve ser maior que zero`)
    .max(QUANTITY_MAX, `${label} inválida`);

export const PRODUCT_FORM_MESSAGES = {
  maximumBelowMinimum: 'O máximo deve ser maior ou igual ao mínimo',
  defaultOutside: 'A quantidade padrão deve ficar entre o mínimo e o máximo',
  defaultOffStep: 'A quantidade padrão deve ser o mínimo mais um número inteiro de incrementos',
  listPriceNotAbove: 'O preço de tabela deve ser maior que o preço (ou fique em branco)',
  slugTaken: 'Este endereço já é usado por outro produto',
  subdepartmentUnknown: 'Subdepartamento não encontrado',
} as const;

/** What the manager fills in to create or change a product (the whole form each time). */
export const productFormSchema = z
  .object({
    name: z
      .string({ error: 'Informe o nome do produto' })
      .trim()
      .min(2, 'Informe o nome do produto')
      .max(120, 'Nome muito longo (até 120 caracteres)'),
    slug: z
      .string({ error: 'Endereço inválido' })
      .trim()
      .max(PRODUCT_SLUG_MAX, 'Endereço muito longo')
      .regex(PRODUCT_SLUG, 'Use letras minúsculas, números e hífens (ex.: picanha-bovina)')
      .openapi({
        description:
          'The page address, /produtos/{slug}. A changed slug keeps answering with a 301 to the new one.',
        example: 'picanha-bovina',
      }),
    description: z.string({ error: 'Descrição inválida' }).trim().max(5_000, 'Descrição muito longa'),
    subdepartment_id: z
      .number({ error: 'Escolha o subdepartamento' })
      .int('Escolha o subdepartamento')
      .positive('Escolha o subdepartamento'),
    manufacturer: z
      .string({ error: 'Fabricante inválido' })
      .trim()
      .max(80, 'Fabricante muito longo')
      .nullable()
      .transform((name) => (name ? name : null))
      .openapi({ description: 'A name; a new one is added to the list. Empty or null: none' }),
    cooking_methods: z
      .array(
        z.string({ error: 'Modo de preparo inválido' }).trim().min(1, 'Modo de preparo inválido').max(40),
        { error: 'Modos de preparo inválidos' },
      )
      .max(12, 'No máximo 12 modos de preparo'),
    alcoholic: z.boolean({ error: 'Informe se é bebida alcoólica' }),
    unit_for_quantity: z.enum(['g', 'un'], { error: 'Escolha a unidade: gramas ou unidades' }),
    minimum_quantity: quantity('Quantidade mínima'),
    increment_quantity: quantity('Incremento'),
    maximum_quantity: quantity('Quantidade máxima'),
    default_quantity: quantity('Quantidade padrão'),
    price: priceAmount.openapi({ description: 'BRL per gram (unit g) or per unit (un)', example: '0.0899' }),
    list_price: priceAmount
      .nullable()
      .openapi({ description: 'Price before a promotion (above the price), or null' }),
    total_on_hand: z
      .number({ error: 'Estoque inválido' })
      .int('Estoque inválido')
      .min(0, 'Estoque inválido')
      .max(100_000_000, 'Estoque inválido')
      .openapi({ description: 'Stock in the unit (grams or units)' }),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (form.maximum_quantity < form.minimum_quantity)
      issue('maximum_quantity', PRODUCT_FORM_MESSAGES.maximumBelowMinimum);
    if (form.default_quantity < form.minimum_quantity || form.default_quantity > form.maximum_quantity)
      issue('default_quantity', PRODUCT_FORM_MESSAGES.defaultOutside);
    else if ((form.default_quantity - form.minimum_quantity) % form.increment_quantity !== 0)
      issue('default_quantity', PRODUCT_FORM_MESSAGES.defaultOffStep);
    if (form.list_price !== null && Number(form.list_price) <= Number(form.price))
      issue('list_price', PRODUCT_FORM_MESSAGES.listPriceNotAbove);
  })
  .openapi('StoreProductForm');
export type ProductForm = z.input<typeof productFormSchema>;

export const storeProductImageSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    alt: z.string(),
    mini_url: z.string(),
    small_url: z.string(),
    large_url: z.string(),
  })
  .openapi('StoreProductImage');
export type StoreProductImageJson = z.infer<typeof storeProductImageSchema>;

/** One product as the back office edits it: the form's fields, its status, ids and images. */
export const storeProductSchema = z
  .object({
    id: z.number().int(),
    variant_id: z.number().int(),
    status: z.enum(PRODUCT_STATUSES),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    department_id: z.number().int(),
    subdepartment_id: z.number().int(),
    manufacturer: z.string().nullable(),
    cooking_methods: z.array(z.string()),
    alcoholic: z.boolean(),
    unit_for_quantity: z.enum(['g', 'un']),
    minimum_quantity: z.number().int(),
    increment_quantity: z.number().int(),
    maximum_quantity: z.number().int(),
    default_quantity: z.number().int(),
    price: z.string(),
    list_price: z.string().nullable(),
    total_on_hand: z.number().int(),
    images: z.array(storeProductImageSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('StoreProduct');
export type StoreProductJson = z.infer<typeof storeProductSchema>;

export const storeProductSummarySchema = z
  .object({
    id: z.number().int(),
    status: z.enum(PRODUCT_STATUSES),
    name: z.string(),
    slug: z.string(),
    subdepartment: z.string(),
    unit_for_quantity: z.enum(['g', 'un']),
    price: z.string(),
    total_on_hand: z.number().int(),
    image_url: z.string().nullable(),
    updated_at: z.string(),
  })
  .openapi('StoreProductSummary');
export type StoreProductSummaryJson = z.infer<typeof storeProductSummarySchema>;

export const STORE_PRODUCTS_PER_PAGE = 50;

export const storeProductsQuerySchema = z.object({
  status: z
    .enum(PRODUCT_STATUSES, { error: 'Situação inválida' })
    .optional()
    .openapi({ param: { name: 'status', in: 'query' } }),
  q: z
    .string()
    .trim()
    .max(100, 'Busca muito longa')
    .optional()
    .openapi({ param: { name: 'q', in: 'query' }, description: 'Part of the name, accents ignored' }),
  page: pageQuery,
});

export const storeProductsSchema = z
  .object({ products: z.array(storeProductSummarySchema), count: z.number().int() })
  .openapi('StoreProducts');
export type StoreProductsJson = z.infer<typeof storeProductsSchema>;

/** What the product form offers to choose from. */
export const storeProductOptionsSchema = z
  .object({
    subdepartments: z.array(z.object({ id: z.number().int(), name: z.string(), department: z.string() })),
    manufacturers: z.array(z.string()),
    cooking_methods: z.array(z.string()),
  })
  .openapi('StoreProductOptions');
export type StoreProductOptionsJson = z.infer<typeof storeProductOptionsSchema>;

/** A picture's text and place among the product's pictures (0 first). */
export const imageChangeSchema = z
  .object({
    alt: z.string({ error: 'Texto alternativo inválido' }).trim().max(200, 'Texto muito longo').optional(),
    position: z
      .number({ error: 'Posição inválida' })
      .int('Posição inválida')
      .min(0, 'Posição inválida')
      .max(100, 'Posição inválida')
      .optional(),
  })
  .openapi('StoreProductImageChange');

/** POST /admin/products/{id}/images: the picture (multipart/form-data) and its alt text. */
export const imageUploadSchema = z
  .object({
    file: z
      .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, {
        error: IMAGE_UPLOAD.missing,
      })
      .openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, up to 5 MB' }),
    alt: z.string({ error: 'Texto alternativo inválido' }).trim().max(200, 'Texto muito longo').default(''),
  })
  .openapi('StoreProductImageUpload');
