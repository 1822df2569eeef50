/**
 * The store back office's products (docs/business-rules.md, Store back office): the manager's product form,
 * shared by the API (422 with these pt-BR messages) and the screens under /equipe/loja/produtos
 * (react-hook-form with this schema), and the answers. A product is sold as one variant here: the form edits
 * the product and its first variant together (unit, quantities, prices, stock), and its slug is the
 * address of its page, /produtos/{slug}.
 */
// First: the browser's form parses with these schemas, which must be made after zod is told not to compile.
import '@/lib/rules/zod-jitless';
import { z } from '@hono/zod-openapi';
import {
  IMAGE_UPLOAD,
  PRODUCT_SLUG,
  PRODUCT_SLUG_MAX,
  PRODUCT_STATUSES,
  RECIPES_MAX,
  RELATED_PRODUCTS_MAX,
  VARIANTS_MAX,
  type ProductStatus,
} from '@/lib/rules/store-products';
import { isPlainHttpsUrl, LINK_MAX_LENGTH } from '@/lib/rules/links';
import { textRule } from '@/lib/rules/fields';
import {
  isShopPortionSize,
  PORTIONING_KINDS,
  PORTIONING_MESSAGES,
  PORTIONING_SIZES_MAX,
} from '@/lib/rules/portioning';
import { pageQuery, priceAmount } from './admin';
import { idField } from './common-fields';

export { IMAGE_UPLOAD, PRODUCT_STATUSES, type ProductStatus };

const QUANTITY_MAX = 1_000_000;
const quantity = (label: string) =>
  z
    .number({ error: `${label} inválida` })
    .int(`${label} inválida`)
    .positive(`${label} deve ser maior que zero`)
    .max(QUANTITY_MAX, `${label} inválida`);

/**
 * What one line of an order may cost at most (its price times its maximum quantity), in reais: an order's
 * money is stored up to R$ 9.999.999.999,99 (lib/server/db/columns.ts), which a whole catalogue's lines at
 * this limit stay under.
 */
export const LINE_TOTAL_MAX = 100_000;

/** Whether the variant's maximum quantity at this price costs more than LINE_TOTAL_MAX. */
export const lineTotalTooHigh = (price: string, maximumQuantity: number) =>
  Number(price) * maximumQuantity > LINE_TOTAL_MAX;

export const PRODUCT_FORM_MESSAGES = {
  maximumBelowMinimum: 'O máximo deve ser maior ou igual ao mínimo',
  lineTotalTooHigh:
    'A quantidade máxima custa mais de R$ 100.000,00 a este preço: diminua a quantidade máxima',
  defaultOutside: 'A quantidade padrão deve ficar entre o mínimo e o máximo',
  defaultOffStep: 'A quantidade padrão deve ser o mínimo mais um número inteiro de incrementos',
  listPriceNotAbove: 'O preço de tabela deve ser maior que o preço (ou fique em branco)',
  slugTaken: 'Este endereço já é usado por outro produto',
  subdepartmentUnknown: 'Subdepartamento não encontrado',
  videoUrl: 'Informe um link https válido (ex.: https://vimeo.com/123456)',
  relatedUnknown: 'Produto relacionado não encontrado',
  relatedSelf: 'O produto não pode ser relacionado a ele mesmo',
  relatedRepeated: 'Cada produto relacionado só uma vez',
  optionTypeMissing: 'Informe o tipo das variações (ex.: Corte)',
  optionValueMissing: 'Informe o nome desta variação (ex.: Peça inteira)',
  optionValueRepeated: 'Cada variação com um nome diferente',
  siblingValueMissing: 'Informe o nome da variação (ex.: Em tiras)',
  variantSlugRepeated: 'Cada variação com um endereço diferente',
  variantUnknown: 'Variação não encontrada',
  variantInUse: 'Esta variação está em pedidos, carrinhos ou blends: zere o estoque em vez de removê-la',
  unitInUse: 'Esta variação está em pedidos, carrinhos ou blends: a unidade não muda (crie outra variação)',
  changedMeanwhile: 'Este produto foi alterado por outra pessoa. Recarregue para ver a versão atual.',
  versionMissing: 'Recarregue o produto e salve de novo',
} as const;

/**
 * A recipe tip shown on the product's page ('Dicas de receitas'): a title, its steps one per line, and a
 * video link that is only taken as a plain https address (lib/rules/links.ts): the page embeds Vimeo and
 * YouTube and links anything else.
 */
const recipeFormSchema = z
  .object({
    title: z
      .string({ error: 'Informe o título da receita' })
      .check(textRule())
      .trim()
      .min(2, 'Informe o título da receita')
      .max(120, 'Título muito longo (até 120 caracteres)'),
    text: z
      .string({ error: 'Escreva o modo de fazer' })
      .check(textRule('multi-line'))
      .trim()
      .min(1, 'Escreva o modo de fazer')
      .max(5_000, 'Receita muito longa (até 5.000 caracteres)'),
    video_url: z
      .string({ error: PRODUCT_FORM_MESSAGES.videoUrl })
      .check(textRule())
      .trim()
      .max(LINK_MAX_LENGTH, { error: 'Link muito longo', abort: true })
      .refine((url) => url === '' || isPlainHttpsUrl(url), PRODUCT_FORM_MESSAGES.videoUrl)
      .nullable()
      .transform((url) => (url ? url : null))
      .openapi({ description: 'A plain https link (Vimeo and YouTube are embedded), or null' }),
  })
  .openapi('StoreRecipe');

const slugSchema = z
  .string({ error: 'Endereço inválido' })
  .trim()
  .max(PRODUCT_SLUG_MAX, 'Endereço muito longo')
  .regex(PRODUCT_SLUG, 'Use letras minúsculas, números e hífens (ex.: picanha-bovina)');

/** What each variant has of its own: unit, quantity rules, prices and stock. */
const variantShape = {
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
};

/**
 * The stock a change's form opened with (docs/business-rules.md, Store back office): the stock is written
 * only when `total_on_hand` differs from it, so that what orders took (or a counter set) while the form was
 * open is not put back by a save that did not touch the stock.
 */
const stockWas = z
  .number({ error: 'Estoque inválido' })
  .int('Estoque inválido')
  .min(0, 'Estoque inválido')
  .max(100_000_000, 'Estoque inválido')
  .optional()
  .openapi({
    description:
      'On a change: the stock the form opened with; the stock is written only when total_on_hand differs ' +
      'from it. Absent: total_on_hand is written as sent',
  });

type VariantRules = {
  minimum_quantity: number;
  increment_quantity: number;
  maximum_quantity: number;
  default_quantity: number;
  price: string;
  list_price: string | null;
};

/** The rules between a variant's fields, once each is valid on its own. */
function checkVariantRules(variant: VariantRules, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (variant.maximum_quantity < variant.minimum_quantity)
    issue('maximum_quantity', PRODUCT_FORM_MESSAGES.maximumBelowMinimum);
  else if (lineTotalTooHigh(variant.price, variant.maximum_quantity))
    issue('maximum_quantity', PRODUCT_FORM_MESSAGES.lineTotalTooHigh);
  if (
    variant.default_quantity < variant.minimum_quantity ||
    variant.default_quantity > variant.maximum_quantity
  )
    issue('default_quantity', PRODUCT_FORM_MESSAGES.defaultOutside);
  else if ((variant.default_quantity - variant.minimum_quantity) % variant.increment_quantity !== 0)
    issue('default_quantity', PRODUCT_FORM_MESSAGES.defaultOffStep);
  if (variant.list_price !== null && Number(variant.list_price) <= Number(variant.price))
    issue('list_price', PRODUCT_FORM_MESSAGES.listPriceNotAbove);
}

/** An option's name ('Corte', 'Peça inteira'): empty is none. */
const optionName = (label: string) =>
  z
    .string({ error: `${label} inválido` })
    .check(textRule())
    .trim()
    .max(40, `${label} muito longo (até 40 caracteres)`)
    .nullable()
    .transform((name) => (name ? name : null));

/**
 * A sibling variant (docs/business-rules.md, Store back office): sold on its own page, /produtos/{slug},
 * and offered on its siblings' pages under the product's option ('Corte: Em tiras'). `id` null: a new one.
 */
const siblingVariantSchema = z
  .object({
    id: idField(PRODUCT_FORM_MESSAGES.variantUnknown).nullable(),
    option_value: z
      .string({ error: PRODUCT_FORM_MESSAGES.siblingValueMissing })
      .check(textRule())
      .trim()
      .min(1, PRODUCT_FORM_MESSAGES.siblingValueMissing)
      .max(40, 'Nome muito longo (até 40 caracteres)'),
    slug: slugSchema,
    ...variantShape,
    total_on_hand_was: stockWas,
  })
  .superRefine(checkVariantRules)
  .openapi('StoreSiblingVariant');

/** What the manager fills in to create or change a product (the whole form each time). */
export const productFormSchema = z
  .object({
    name: z
      .string({ error: 'Informe o nome do produto' })
      .check(textRule())
      .trim()
      .min(2, 'Informe o nome do produto')
      .max(120, 'Nome muito longo (até 120 caracteres)'),
    slug: slugSchema.openapi({
      description:
        'The page address, /produtos/{slug}. A changed slug keeps answering with a 301 to the new one.',
      example: 'picanha-bovina',
    }),
    description: z
      .string({ error: 'Descrição inválida' })
      .check(textRule('multi-line'))
      .trim()
      .max(5_000, 'Descrição muito longa'),
    subdepartment_id: idField('Escolha o subdepartamento'),
    manufacturer: z
      .string({ error: 'Fabricante inválido' })
      .check(textRule())
      .trim()
      .max(80, 'Fabricante muito longo')
      .nullable()
      .transform((name) => (name ? name : null))
      .openapi({ description: 'A name; a new one is added to the list. Empty or null: none' }),
    cooking_methods: z
      .array(
        z
          .string({ error: 'Modo de preparo inválido' })
          .check(textRule())
          .trim()
          .min(1, 'Modo de preparo inválido')
          .max(40),
        { error: 'Modos de preparo inválidos' },
      )
      .max(12, 'No máximo 12 modos de preparo'),
    alcoholic: z.boolean({ error: 'Informe se é bebida alcoólica' }),
    ...variantShape,
    recipes: z
      .array(recipeFormSchema, { error: 'Receitas inválidas' })
      .max(RECIPES_MAX, `No máximo ${RECIPES_MAX} receitas`)
      .optional()
      .openapi({ description: "The product's recipe tips in order; absent: left as they are" }),
    related_product_ids: z
      .array(idField(PRODUCT_FORM_MESSAGES.relatedUnknown), { error: 'Produtos relacionados inválidos' })
      .max(RELATED_PRODUCTS_MAX, `No máximo ${RELATED_PRODUCTS_MAX} produtos relacionados`)
      .refine((ids) => new Set(ids).size === ids.length, PRODUCT_FORM_MESSAGES.relatedRepeated)
      .optional()
      .openapi({
        description:
          'Products (product ids) shown on its page under "Você também pode gostar", in order; ' +
          'absent: left as they are',
      }),
    portioning: z
      .enum(PORTIONING_KINDS, { error: PORTIONING_MESSAGES.kind })
      .optional()
      .openapi({
        description:
          "How its weighed variants are portioned in the cart: 'any' (every size of the shop's set, 500 g to " +
          "10 kg in steps of 100 g), 'sizes' (only portioning_sizes) or 'none'. Absent: left as it is ('any' " +
          'for a new product)',
      }),
    portioning_sizes: z
      .array(
        z
          .number({ error: PORTIONING_MESSAGES.size })
          .int(PORTIONING_MESSAGES.size)
          .refine(isShopPortionSize, PORTIONING_MESSAGES.size),
        { error: PORTIONING_MESSAGES.size },
      )
      .max(PORTIONING_SIZES_MAX, PORTIONING_MESSAGES.sizesTooMany)
      .refine((sizes) => new Set(sizes).size === sizes.length, PORTIONING_MESSAGES.sizesRepeated)
      .optional()
      .openapi({
        description:
          "Bag sizes in grams, from the shop's set, when portioning is 'sizes' (ignored otherwise)",
        example: [500, 1000],
      }),
    option_type: optionName('Tipo')
      .optional()
      .openapi({ description: "The option the variants differ by ('Corte'); null: none" }),
    option_value: optionName('Nome')
      .optional()
      .openapi({ description: "This (the first) variant's value of the option ('Peça inteira')" }),
    variants: z
      .array(siblingVariantSchema, { error: 'Variações inválidas' })
      .max(VARIANTS_MAX, `No máximo ${VARIANTS_MAX} outras variações`)
      .optional()
      .openapi({
        description:
          'The other variants, in order; one left out is removed (refused while an order, cart or blend ' +
          'holds it). Absent: left as they are',
      }),
  })
  .superRefine((form, ctx) => {
    checkVariantRules(form, ctx);
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (form.portioning === 'sizes' && (form.portioning_sizes ?? []).length === 0)
      issue(['portioning_sizes'], PORTIONING_MESSAGES.sizesMissing);
    const siblings = form.variants ?? [];
    if (siblings.length === 0) return;
    if (!form.option_type) issue(['option_type'], PRODUCT_FORM_MESSAGES.optionTypeMissing);
    if (!form.option_value) issue(['option_value'], PRODUCT_FORM_MESSAGES.optionValueMissing);
    const values = new Set([form.option_value?.toLowerCase()]);
    const slugs = new Set([form.slug]);
    for (const [index, variant] of siblings.entries()) {
      if (values.has(variant.option_value.toLowerCase()))
        issue(['variants', index, 'option_value'], PRODUCT_FORM_MESSAGES.optionValueRepeated);
      if (slugs.has(variant.slug))
        issue(['variants', index, 'slug'], PRODUCT_FORM_MESSAGES.variantSlugRepeated);
      values.add(variant.option_value.toLowerCase());
      slugs.add(variant.slug);
    }
  })
  .openapi('StoreProductForm');
export type ProductForm = z.input<typeof productFormSchema>;

/**
 * A product's change (PUT /admin/products/{id}): the whole form, with the version of the product it opened
 * (StoreProduct's `version`) and the stock it opened with. A product changed since (by another form, or a
 * price changed on its own) is refused with 409 (PRODUCT_FORM_MESSAGES.changedMeanwhile); stock taken by
 * orders is no change of the form's.
 */
export const productChangeSchema = productFormSchema
  .safeExtend({
    total_on_hand_was: stockWas,
    version: z
      .string({ error: PRODUCT_FORM_MESSAGES.versionMissing })
      .min(1, PRODUCT_FORM_MESSAGES.versionMissing)
      .max(100, PRODUCT_FORM_MESSAGES.versionMissing)
      .openapi({ description: "The product's `version` as the form opened it" }),
  })
  .openapi('StoreProductChange');
export type ProductChange = z.input<typeof productChangeSchema>;

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
    portioning: z.enum(PORTIONING_KINDS),
    portioning_sizes: z
      .array(z.number().int())
      .openapi({ description: "Grams, smallest first; empty unless 'sizes'" }),
    unit_for_quantity: z.enum(['g', 'un']),
    minimum_quantity: z.number().int(),
    increment_quantity: z.number().int(),
    maximum_quantity: z.number().int(),
    default_quantity: z.number().int(),
    price: z.string(),
    list_price: z.string().nullable(),
    total_on_hand: z.number().int(),
    images: z.array(storeProductImageSchema),
    recipes: z.array(
      z
        .object({ title: z.string(), text: z.string(), video_url: z.string().nullable() })
        .openapi('StoreRecipeJson'),
    ),
    option_type: z.string().nullable(),
    option_value: z.string().nullable(),
    variants: z.array(
      z
        .object({
          id: z.number().int(),
          option_value: z.string(),
          slug: z.string(),
          unit_for_quantity: z.enum(['g', 'un']),
          minimum_quantity: z.number().int(),
          increment_quantity: z.number().int(),
          maximum_quantity: z.number().int(),
          default_quantity: z.number().int(),
          price: z.string(),
          list_price: z.string().nullable(),
          total_on_hand: z.number().int(),
        })
        .openapi('StoreSiblingVariantJson'),
    ),
    related_products: z.array(
      z
        .object({
          id: z.number().int(),
          name: z.string(),
          slug: z.string(),
          status: z.enum(PRODUCT_STATUSES),
        })
        .openapi('StoreRelatedProduct'),
    ),
    version: z.string().openapi({
      description:
        'What the form writes of the product as it stands (everything but its stock and status): sent back ' +
        'with a change, which is refused (409) once it no longer matches',
    }),
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

/** Products per page when the caller does not say (`per_page`), and the most it may ask for. */
export const STORE_PRODUCTS_PER_PAGE = 50;
const STORE_PRODUCTS_PER_PAGE_MAX = 100;

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
  per_page: z.coerce
    .number({ error: 'Quantidade por página inválida' })
    .int('Quantidade por página inválida')
    .min(1, 'Quantidade por página inválida')
    .max(STORE_PRODUCTS_PER_PAGE_MAX, `Até ${STORE_PRODUCTS_PER_PAGE_MAX} produtos por página`)
    .default(STORE_PRODUCTS_PER_PAGE)
    .openapi({
      param: { name: 'per_page', in: 'query' },
      description: `Products per page (1 to ${STORE_PRODUCTS_PER_PAGE_MAX}; ${STORE_PRODUCTS_PER_PAGE} when absent)`,
    }),
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
    alt: z
      .string({ error: 'Texto alternativo inválido' })
      .check(textRule())
      .trim()
      .max(200, 'Texto muito longo')
      .optional(),
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
    alt: z
      .string({ error: 'Texto alternativo inválido' })
      .check(textRule())
      .trim()
      .max(200, 'Texto muito longo')
      .default(''),
  })
  .openapi('StoreProductImageUpload');
