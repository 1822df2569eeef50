/**
 * The back office's wire shapes (staff only; docs/business-rules.md, Order and delivery states): the request
 * bodies of the order operations and the staff's order list. Answers are the order JSON of ./order.ts.
 */
import '@/lib/rules/zod-jitless';
import { z } from '@hono/zod-openapi';
import { textRule } from '@/lib/rules/fields';
import { isPlainHttpsUrl, LINK_MAX_LENGTH } from '@/lib/rules/links';
import { DELIVERY_STATES, FULFILLMENT_STATES } from '@/lib/rules/order-states';
import { variantSchema } from './catalogue';
import { nullable } from './openapi-parts';
import { orderSchema } from './order';
import { idField, shopDayField } from './common-fields';
import { failedDeliveryBodySchema } from './staff';

export const fulfillmentBodySchema = z
  .object({ state: z.enum(FULFILLMENT_STATES, { error: 'Estado de preparo inválido' }) })
  .openapi('FulfillmentChange');

/** A delivery move; 'failed' ('Não entregue') needs the reason, as PUT .../failed does. */
export const deliveryBodySchema = z
  .object({
    state: z.enum(DELIVERY_STATES, { error: 'Estado de entrega inválido' }),
    reason: failedDeliveryBodySchema.shape.reason.optional(),
  })
  .openapi('DeliveryChange');

const producedQuantity = z
  .number({ error: 'Quantidade inválida' })
  .int('Quantidade inválida')
  .min(0, 'Quantidade inválida')
  .max(1_000_000, 'Quantidade inválida');

const SUBSTITUTE_QUANTITY = 'Informe o peso ou a quantidade do substituto';

/** The product the staff put in place of a missing line, and how much of it (docs/business-rules.md, Substitutions). */
const substituteBodySchema = z
  .object({
    variant_id: idField('Escolha o substituto'),
    quantity: z
      .number({ error: SUBSTITUTE_QUANTITY })
      .int(SUBSTITUTE_QUANTITY)
      .min(1, SUBSTITUTE_QUANTITY)
      .max(1_000_000, 'Quantidade inválida'),
  })
  .openapi('Substitute', {
    description:
      'Grams or units of the substitute, charged at its price as weighed; it must be of the same subdepartment and unit, at most 10 % dearer per Kg',
  });

const SUBSTITUTED_LINE_IS_ZERO = 'O item substituído sai do pedido: a quantidade dele é 0';

export const producedBodySchema = z
  .object({
    line_items: z
      .array(
        z
          .object({
            id: idField('Item inválido'),
            quantity: producedQuantity,
            substitute: substituteBodySchema.optional(),
          })
          .refine((line) => !line.substitute || line.quantity === 0, {
            message: SUBSTITUTED_LINE_IS_ZERO,
            path: ['quantity'],
          }),
        { error: 'Informe ao menos um item' },
      )
      .min(1, 'Informe ao menos um item')
      .max(200, 'No máximo 200 itens por vez')
      // A line twice could be both weighed and substituted: charged twice.
      .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, 'Cada item uma vez só'),
  })
  .openapi('ProducedQuantities', {
    description:
      'Grams or units weighed or packed per line; a line missing (0) may name its substitute, a new line of the order',
  });
export type ProducedBody = z.infer<typeof producedBodySchema>;

/** A missing line's suggested substitute (null: none qualifies), for the packing screen. */
const lineSubstituteSchema = z
  .object({
    line_item_id: z.number().int(),
    variant: nullable(variantSchema),
  })
  .openapi('LineSubstitute');

export const substitutesSchema = z
  .object({
    substitutes: z.array(lineSubstituteSchema).openapi({
      description:
        "Each plain line the customer lets be replaced ('similar' or 'call'), not replaced yet: the product of the same subdepartment and unit, in stock for the quantity asked, at most 10 % dearer per Kg, closest in price",
    }),
  })
  .openapi('Substitutes');
export type SubstitutesJson = z.infer<typeof substitutesSchema>;

export const driverBodySchema = z
  .object({
    name: z
      .string({ error: 'Nome do entregador é obrigatório' })
      .check(textRule())
      .trim()
      .min(2, 'Nome do entregador é obrigatório')
      .max(60, 'Nome muito longo'),
    license_plate: z
      .string({ error: 'Placa inválida (ex.: ABC1D23)' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}-?\d[A-Z0-9]\d{2}$/, 'Placa inválida (ex.: ABC1D23)')
      .transform((plate) => plate.replace('-', '')),
  })
  .openapi('Driver');

export const locationBodySchema = z
  .object({
    latitude: z
      .number({ error: 'Latitude inválida' })
      .min(-90, 'Latitude inválida')
      .max(90, 'Latitude inválida'),
    longitude: z
      .number({ error: 'Longitude inválida' })
      .min(-180, 'Longitude inválida')
      .max(180, 'Longitude inválida'),
    client_time: z.iso.datetime({ offset: true, error: 'Horário inválido' }),
  })
  .openapi('DriverLocation');

export const saleReceiptBodySchema = z
  .object({
    url: z
      .string({ error: 'Informe o link https da NF-e' })
      .max(LINK_MAX_LENGTH, { error: 'Link muito longo', abort: true })
      .refine(isPlainHttpsUrl, 'Informe o link https da NF-e')
      .openapi({
        format: 'uri',
        description: 'A plain https link: no spaces, quotes, backticks, angle brackets or backslashes',
        example: 'https://nfe.sefaz.ba.gov.br/servicos/nfce/consulta?p=2926...|2|1',
      }),
  })
  .openapi('SaleReceipt');

/** The `page` query parameter of the back office's lists (1 first). */
export const pageQuery = z.coerce
  .number({ error: 'Página inválida' })
  .int('Página inválida')
  .min(1, 'Página inválida')
  .max(100_000, 'Página inválida')
  .default(1)
  .openapi({ param: { name: 'page', in: 'query' } });

/**
 * Where the next page of the staff's order list starts: the last order's completion instant, in
 * microseconds since 1970, and its id ("1764500000123456.42"). Pages follow the list's index, so a page deep
 * in years of orders costs what the first does (docs/performance.md).
 */
export const STAFF_ORDERS_CURSOR = /^(\d{1,16})\.(\d{1,10})$/;
export const STAFF_ORDERS_PAGE_SIZE = 50;

export const staffOrdersQuerySchema = z.object({
  fulfillment_state: z
    .enum([...FULFILLMENT_STATES, 'canceled', 'payment_denied'], { error: 'Estado de preparo inválido' })
    .optional()
    .openapi({ param: { name: 'fulfillment_state', in: 'query' } }),
  delivery_date: shopDayField('Data inválida (AAAA-MM-DD)')
    .optional()
    .openapi({
      param: { name: 'delivery_date', in: 'query' },
      description: 'Orders whose delivery window starts that day (America/Bahia)',
    }),
  cursor: z
    .string()
    .regex(STAFF_ORDERS_CURSOR, 'Continuação da lista inválida: use o next_cursor da página anterior')
    .optional()
    .openapi({
      param: { name: 'cursor', in: 'query' },
      description: 'The next_cursor of the previous page; none for the first page',
    }),
});

export const staffOrdersSchema = z
  .object({
    orders: z.array(orderSchema),
    next_cursor: z
      .string()
      .nullable()
      .openapi({ description: 'Where the next page starts (the cursor parameter), null on the last page' }),
  })
  .openapi('StaffOrders');

export type StaffOrders = z.infer<typeof staffOrdersSchema>;

const INVALID_PRICE = 'Preço inválido (ex.: 0.0899 por grama ou 12.90 por unidade)';
/** A price per gram or per unit, as the back office sends it (exact decimal). */
export const priceAmount = z
  .string({ error: INVALID_PRICE })
  .regex(/^\d{1,6}(\.\d{1,6})?$/, { error: INVALID_PRICE, abort: true })
  .refine((value) => Number(value) > 0, 'O preço deve ser maior que zero');

/** Stock (in the variant's unit) and prices (per gram or per unit) of one variant; only what is sent changes. */
export const variantChangeBodySchema = z
  .object({
    total_on_hand: z
      .number({ error: 'Estoque inválido' })
      .int('Estoque inválido')
      .min(0, 'Estoque inválido')
      .max(100_000_000, 'Estoque inválido')
      .optional(),
    price: priceAmount.optional(),
    list_price: priceAmount.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nada para mudar' })
  .openapi('VariantChange');

/** A background job (e-mail, recovery, ...) that failed: waiting for its next try, or failed for good. */
export const jobProblemSchema = z
  .object({
    id: z.string(),
    name: z.string().openapi({ example: 'mail' }),
    state: z.enum(['retry', 'failed']),
    retries: z.number().int(),
    error: z.string(),
    created_at: z.string(),
  })
  .openapi('JobProblem');
export type JobProblem = z.infer<typeof jobProblemSchema>;

export const jobProblemsSchema = z.object({ jobs: z.array(jobProblemSchema) }).openapi('JobProblems');
