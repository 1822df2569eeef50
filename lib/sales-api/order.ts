/**
 * The order's wire shapes (Spree API v1) and the cart's request bodies: one zod schema each,
 * documented in the OpenAPI document, with the types the services return and the browser reads.
 * Money is a decimal string ("59.90"); quantities are grams ('g' variants) or units.
 */
import { z } from '@hono/zod-openapi';
import {
  lineItemChangesSchema,
  observationSchema,
  portioningSizeSchema,
  quantitySchema,
  substitutionSchema,
} from '@/lib/rules/line-item-schema';
import { ORDER_STATES } from '@/lib/rules/order-states';
import { paymentMethodSchema, savedCreditCardSchema } from './accounts';
import { mixSchema } from './blends';
import { variantSchema } from './catalogue';
import { appliedCouponSchema } from './checkout';
import { nullable } from './openapi-parts';
import { refundSchema } from './refunds';
import { idempotencyKeyHeader, idField } from './common-fields';

const money = z.string().openapi({ example: '59.90', description: 'BRL, decimal string' });
const display = z.string().openapi({ example: 'R$ 59,90' });
const timestamp = z.string().openapi({ example: '2026-11-20T14:03:00.000Z' });

export const lineItemSchema = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    variant_id: z.number().int(),
    variant: variantSchema,
    quantity: z.number().int().openapi({ description: 'Grams for weighed products, units otherwise' }),
    price: z.string().openapi({ example: '0.0899', description: 'BRL per gram or per unit' }),
    single_display_amount: display,
    total: money,
    display_amount: display,
    adjustment_total: money,
    pre_tax_amount: money,
    mix_id: z
      .string()
      .nullable()
      .openapi({ description: "Lines sharing a mix id are one blend: the order's mix of that id" }),
    portioning_size: z.number().int().nullable().openapi({ description: 'Grams per bag' }),
    observation: z.string().nullable(),
    produced_quantity: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Grams or units weighed at packaging; null until then' }),
    substitution: substitutionSchema.openapi({
      description:
        "If the product is missing at packing: 'similar' (a similar product, at most 10 % dearer per Kg), 'none' (drop it) or 'call' (call the customer). New lines take the account's default ('similar' for guests)",
    }),
    substitute_for: z.number().int().nullable().openapi({
      description: 'On a line the staff added at packing in place of a missing one: the id of that line',
    }),
    substituted_by: z.number().int().nullable().openapi({
      description:
        'On a line missing at packing (weighed as 0) and replaced: the id of the line that replaced it',
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('LineItem');

/** The address an order is delivered to (a snapshot, with its delivery cost), not a saved address. */
export const shipAddressSchema = z
  .object({
    id: z.number().int(),
    receiver_name: z.string().nullable(),
    company: z.string().nullable(),
    full_name: z.string().nullable(),
    address1: z.string(),
    address2: z.string().nullable(),
    neighborhood: z.string().nullable(),
    reference: z.string().nullable(),
    additional_information: z.string().nullable(),
    city: z.string(),
    telephone: z.string().nullable(),
    zipcode: z.string(),
    latitude: z.string().nullable(),
    longitude: z.string().nullable(),
    cnpj: z.string().nullable(),
    ie_company: z.string().nullable(),
    delivery_cost: z.string().nullable(),
  })
  .openapi('ShipAddress');

export const shippingRateSchema = z
  .object({
    id: z.number().int(),
    shipping_method_id: z.number().int(),
    name: z.string(),
    cost: z.string(),
    display_cost: z.string(),
    delivery_window_start: z.string().nullable(),
    delivery_window_end: z.string().nullable(),
    deliveries_remaining: z.number().int().nullable().openapi({ description: 'null for the express rate' }),
  })
  .openapi('ShippingRate');

export const shipmentSchema = z
  .object({
    id: z.number().int(),
    shipping_rates: z.array(shippingRateSchema),
    selected_shipping_rate: nullable(shippingRateSchema),
    shipping_methods: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .openapi('Shipment');

/** The card a payment was made with: what the receipt shows, never the card number. */
export const paymentSourceSchema = z
  .object({
    last_digits: z.string(),
    cc_type: z.string(),
    // The holder and expiry: the customer's own answers only (null for the back office).
    name: z.string().nullable(),
    month: z.number().int().nullable(),
    year: z.number().int().nullable(),
  })
  .openapi('PaymentSource');

/** A Pix payment's code and expiry (docs/business-rules.md, Payment: Pix), for the payment page. */
export const pixPaymentSchema = z
  .object({
    br_code: z.string().openapi({ description: 'The copy-and-paste code (EMV BR Code), also the QR code' }),
    expires_at: z.string().openapi({ description: 'After it, the code can no longer be paid (ISO 8601)' }),
    paid_at: z.string().nullable().openapi({ description: 'When the payment was received, or null' }),
    refund_due: money.openapi({
      description: 'What the shop owes back for this payment ("0.00" when nothing)',
    }),
  })
  .openapi('PixPayment');

export const paymentSchema = z
  .object({
    id: z.number().int(),
    amount: money.openapi({ description: 'Authorised (the estimate and its margin), or to pay on delivery' }),
    captured_amount: money.nullable().openapi({
      description:
        'What was taken once the order was weighed: the weighed amount the card was charged (once the gateway confirmed the capture), or the whole Pix paid (what the weighing did not use is one of the refunds)',
    }),
    /**
     * When the gateway refused the card's capture for good (its authorisation expired or was released):
     * not asked again, the staff settle the payment with the customer. Null otherwise.
     */
    capture_refused_at: z.string().nullable().openapi({
      description: "When the gateway refused the card's capture for good (not asked again); null otherwise",
    }),
    state: z.string(),
    payment_method: z.object({ id: z.number().int(), name: z.string() }),
    source: nullable(paymentSourceSchema),
    pix: nullable(pixPaymentSchema),
  })
  .openapi('Payment');

export const orderSchema = z
  .object({
    id: z.number().int(),
    number: z.string().openapi({ example: 'R123456789' }),
    state: z.enum(ORDER_STATES),
    token: z.string().openapi({ description: 'Guest access token, sent back as ?order_token=' }),
    email: z.string().nullable(),
    user_id: z.number().int().nullable(),
    item_total: money,
    ship_total: money,
    adjustment_total: money,
    total: money,
    display_item_total: display,
    display_ship_total: display,
    display_adjustment_total: display,
    display_total: display,
    ship_address: nullable(shipAddressSchema),
    bill_address: nullable(shipAddressSchema),
    line_items: z.array(lineItemSchema),
    mixes: z
      .array(mixSchema)
      .openapi({ description: 'The blends in the order, each made of the lines of its id' }),
    shipments: z.array(shipmentSchema),
    payments: z.array(paymentSchema),
    payment_methods: z.array(paymentMethodSchema),
    credit_cards: z.array(savedCreditCardSchema),
    coupon: nullable(appliedCouponSchema).openapi({ description: 'The coupon applied to the order' }),
    authorization_total: money.openapi({
      description:
        'What completion authorises on a card: the total plus the 10 % weight tolerance on weighed items',
    }),
    display_authorization_total: display,
    requires_age_declaration: z
      .boolean()
      .openapi({ description: 'The cart holds alcohol: the confirm step needs the 18+ declaration' }),
    age_declared_at: timestamp.nullable(),
    company_name: z
      .string()
      .nullable()
      .openapi({ description: 'Company of a CNPJ address, named on the NF-e' }),
    fulfillment_state: z.string().nullable(),
    delivery_state: z.string().nullable(),
    produced_amount: z.string().nullable(),
    refunds: z.array(refundSchema).openapi({
      description: 'Refunds of the captured card payment, oldest first (docs/business-rules.md, Refunds)',
    }),
    sale_receipt_url: z.string().nullable(),
    completed_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    channel: z.string(),
  })
  .openapi('Order');

/** What a change to a blend in the cart answers: the mix (null once removed) and the recomputed order. */
export const mixChangeSchema = z
  .object({ mix: nullable(mixSchema), order: orderSchema })
  .openapi('MixChange');

const variantIdSchema = idField('Produto não encontrado');

export const newLineItemSchema = z.object({
  variant_id: variantIdSchema,
  quantity: quantitySchema.openapi({ example: 1000 }),
});

export const createOrderBodySchema = z
  .object({
    order: z
      .object({ line_items: z.array(newLineItemSchema).max(100, 'Itens demais').default([]) })
      .default({ line_items: [] }),
  })
  .openapi('CreateOrder');

export const addLineItemBodySchema = z
  .object({
    line_item: newLineItemSchema.extend({
      observation: observationSchema.nullish(),
      portioning_size: portioningSizeSchema.nullish(),
    }),
  })
  .openapi('AddLineItem');

export const updateLineItemBodySchema = z
  .object({ line_item: lineItemChangesSchema })
  .openapi('UpdateLineItem');

/** 'R123456789', also written 'R123456789.json' as in Spree's paths. */
export const orderNumberSchema = z
  .string()
  .regex(/^R\d{9}(\.json)?$/, 'Número de pedido inválido')
  .openapi({ param: { name: 'number', in: 'path' }, example: 'R123456789' });

/** 'R123456789.json' → 'R123456789': the order number of a path in either of Spree's spellings. */
export function plainOrderNumber(param: string): string {
  return param.replace(/\.json$/, '');
}

/**
 * POST /api/v1/orders: the browser's key for one cart creation (any printable text up to 200 characters,
 * a UUID in practice). A retry with the same key answers the cart the first request made, so a lost
 * answer never leaves an orphan cart nor makes a second one.
 */
export const createOrderHeadersSchema = z.object({
  'idempotency-key': idempotencyKeyHeader(
    'One key per cart creation attempt, the same on its retries: a retry answers the cart the first attempt made',
  ),
});

export const orderTokenQuerySchema = z.object({
  order_token: z
    .string()
    .max(200, 'Token inválido')
    .optional()
    .openapi({ param: { name: 'order_token', in: 'query' }, description: "A guest order's token" }),
});

/** GET /v2/orders/mine: the customer's past orders, 10 per page. */
export const myOrdersSchema = z
  .object({
    orders: z.array(orderSchema),
    count: z.number().int(),
    pages: z.number().int(),
    current_page: z.number().int(),
  })
  .openapi('MyOrders');

export const myOrdersQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    .max(100_000, 'Página inválida')
    .default(1),
  per_page: z.coerce
    .number({ error: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    .max(100, 'Página inválida')
    .default(10),
  'q[state_in][]': z
    .union([z.enum(['complete', 'canceled']), z.array(z.enum(['complete', 'canceled']))])
    .optional()
    .openapi({ param: { name: 'q[state_in][]', in: 'query' }, description: 'complete and/or canceled' }),
});

/** GET /v2/orders/{number}/tracker: the live tracker. */
export const trackerSchema = z
  .object({
    number: z.string(),
    fulfillment_state: z.string().nullable(),
    delivery_state: z.string().nullable(),
    visit_state: z.string().nullable(),
    driver: z
      .object({
        name: z.string(),
        locations: z.array(z.object({ latitude: z.string(), longitude: z.string(), client_time: timestamp })),
      })
      .nullable(),
    vehicle: z.object({ license_plate: z.string() }).nullable(),
    refresh_in_seconds: z
      .number()
      .int()
      .openapi({ description: 'When to ask again: 15 until the delivery is over, then 60' }),
  })
  .openapi('Tracker');

export const copyOrderBodySchema = z
  .object({ from: orderNumberSchema.openapi({ param: undefined, example: 'R123456789' }) })
  .openapi('CopyOrder');

/** PUT /orders/{number}/copy: the cart after the copy, and the products that could not be copied. */
export const copyOrderResultSchema = orderSchema
  .extend({
    not_copied: z.array(z.string()).openapi({
      description: 'Names of products no longer sold, out of stock, or already at their maximum in the cart',
    }),
  })
  .openapi('CopiedOrder');

export type LineItemJson = z.infer<typeof lineItemSchema>;
export type MyOrdersJson = z.infer<typeof myOrdersSchema>;
export type TrackerJson = z.infer<typeof trackerSchema>;
export type CopiedOrderJson = z.infer<typeof copyOrderResultSchema>;
export type ShipAddressJson = z.infer<typeof shipAddressSchema>;
export type ShippingRateJson = z.infer<typeof shippingRateSchema>;
export type ShipmentJson = z.infer<typeof shipmentSchema>;
export type PaymentSourceJson = z.infer<typeof paymentSourceSchema>;
export type PaymentJson = z.infer<typeof paymentSchema>;
export type PixPaymentJson = z.infer<typeof pixPaymentSchema>;
export type OrderJson = z.infer<typeof orderSchema>;
export type MixChangeJson = z.infer<typeof mixChangeSchema>;
