/**
 * The catalogue's wire shapes (snake_case, as the API sends them): one zod schema each, documented in the
 * OpenAPI document, with the type the services return and the browser reads (camelized).
 */
import { z } from '@hono/zod-openapi';
import { PORTIONING_KINDS } from '@/lib/rules/portioning';
import { INT4_MAX } from '@/lib/rules/ids';

const amount = z
  .string()
  .openapi({ example: '0.0899', description: 'Exact decimal, BRL per gram or per unit' });

export const variantSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    manufacturer: z.string().nullable(),
    department_id: z.number().int(),
    subdepartment_id: z.number().int(),
    price: amount,
    list_price: amount.nullable(),
    on_sale: z.boolean(),
    unit_for_quantity: z.enum(['g', 'un']),
    total_on_hand: z.number().int(),
    in_stock: z.boolean().openapi({
      description: 'At least the minimum quantity can be sold; always false while `available` is false',
    }),
    available: z.boolean().openapi({
      description:
        'False once its product is archived (or before it is published): an order or cart that holds it shows ' +
        "it as 'Indisponível', and it cannot be bought. Storefront lists and pages only show available ones.",
    }),
    minimum_quantity: z.number().int(),
    increment_quantity: z.number().int(),
    maximum_quantity: z.number().int(),
    default_quantity: z.number().int(),
    portioning: z.enum(PORTIONING_KINDS).openapi({
      description:
        "Bag sizes the cart offers a weighed line: 'any' (500 g to 10 kg in steps of 100 g, within the " +
        "quantity), 'sizes' (only portioning_sizes that fit, and the whole quantity) or 'none'",
    }),
    portioning_sizes: z
      .array(z.number().int())
      .openapi({ description: "Grams, smallest first, when portioning is 'sizes'; empty otherwise" }),
    images: z.array(
      z.object({ mini_url: z.string(), small_url: z.string(), large_url: z.string(), alt: z.string() }),
    ),
    options: z.array(
      z.object({
        presentation_name: z.string(),
        values: z.array(
          z.object({
            slug: z.string(),
            image_url: z.string().nullable(),
            presentation_name: z.string(),
            selected: z.boolean(),
          }),
        ),
      }),
    ),
    options_text: z.string(),
    cooking_methods: z.array(z.string()),
    sales_volume: z.number().int(),
    alcoholic: z.boolean(),
    meta_tags: z.object({ title: z.string(), description: z.string(), keywords: z.string() }),
    should_notify_user: z.boolean(),
  })
  .openapi('Variant');

export const subdepartmentSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const departmentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    image_url: z.string().nullable(),
    subdepartments: z.array(subdepartmentSchema),
  })
  .openapi('Department');

/**
 * A department's answer holds this many products of each subdepartment, and each next page as many
 * (docs/performance.md, A big shop's data): whole rows of the department page's grid at 2, 3 or 4 columns.
 */
export const SUBDEPARTMENT_PAGE = 12;

export const departmentDetailSchema = departmentSchema
  .extend({
    subdepartments: z.array(
      subdepartmentSchema.extend({
        // Only on the department's own page (its chips): the menus' lists stay names and links.
        image_url: z.string().nullable().openapi({
          description: "The chip's picture (a 64×64 WebP), or null",
        }),
        products: z.array(variantSchema).openapi({
          description: `Its first ${SUBDEPARTMENT_PAGE} products in shop order (each product's first variant)`,
        }),
        products_count: z.number().int().openapi({ description: 'All its products' }),
        next_cursor: z.string().nullable().openapi({
          description:
            'The `after` of GET /v2/subdepartments/{id}/products for the products that follow, or null',
        }),
      }),
    ),
  })
  .openapi('DepartmentDetail');

const INVALID_CURSOR = 'Posição inválida na lista de produtos';

/**
 * Where a subdepartment's next page starts: the last product shown, as `next_cursor` names it (its
 * position, a dot, its id: the keyset the products are read in, so a page costs the same however far).
 */
export const productCursorSchema = z
  .string({ error: INVALID_CURSOR })
  .regex(/^-?\d{1,10}\.\d{1,10}$/, { error: INVALID_CURSOR, abort: true })
  .refine((text) => text.split('.').every((part) => Math.abs(Number(part)) <= INT4_MAX), INVALID_CURSOR);

export function productCursor(product: { position: number; id: number }): string {
  return `${product.position}.${product.id}`;
}

/** A cursor the schema accepted, as the product position and id it names. */
export function parseProductCursor(cursor: string): { position: number; id: number } {
  const [position, id] = cursor.split('.').map(Number);
  return { position: position!, id: id! };
}

export const subdepartmentProductsQuerySchema = z.object({
  after: productCursorSchema.optional().openapi({
    param: { name: 'after', in: 'query' },
    description: 'A `next_cursor` of the department or of a previous page; none: the first page',
  }),
});

export const subdepartmentProductsSchema = z
  .object({
    products: z.array(variantSchema).openapi({
      description: `The next ${SUBDEPARTMENT_PAGE} products in shop order (each product's first variant)`,
    }),
    next_cursor: z.string().nullable().openapi({ description: 'The `after` of the page after, or null' }),
  })
  .openapi('SubdepartmentProducts');

export const productPageSchema = z
  .object({
    products: z.array(variantSchema),
    count: z.number().int().openapi({ description: 'Products on this page' }),
    total_count: z.number().int(),
    current_page: z.number().int(),
    pages: z.number().int().openapi({ description: 'Number of pages; the last page is `pages`' }),
    per_page: z.number().int(),
  })
  .openapi('ProductPage');

export const recipeSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    title: z.string(),
    text: z.string().openapi({ description: 'Lines separated by newlines' }),
    vimeo_url: z.string().nullable(),
    video_url: z.string().nullable(),
  })
  .openapi('Recipe');

export type VariantJson = z.infer<typeof variantSchema>;
export type ImageJson = VariantJson['images'][number];
export type OptionJson = VariantJson['options'][number];
export type SubdepartmentJson = z.infer<typeof subdepartmentSchema>;
export type DepartmentJson = z.infer<typeof departmentSchema>;
export type DepartmentDetailJson = z.infer<typeof departmentDetailSchema>;
export type SubdepartmentProductsJson = z.infer<typeof subdepartmentProductsSchema>;
export type ProductPageJson = z.infer<typeof productPageSchema>;
export type RecipeJson = z.infer<typeof recipeSchema>;
