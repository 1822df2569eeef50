/**
 * The checkout's wire shapes (Spree API v1 checkouts; docs/business-rules.md, Checkout): the body of each
 * step of `PUT /api/v1/checkouts/{number}`, the payment methods and the eligible promotions. The order JSON
 * itself is ./order.ts's. Money is a decimal string. The card number and CVV never reach the checkout: the
 * browser gives them to the card's tokeniser (Mercado Pago's, or the built-in test gateway's own call,
 * `POST /v2/card_tokens`) and the payment step sends only the token with the brand, last digits, holder and
 * expiry (docs/business-rules.md, Payment: authorise and capture).
 */
import { z } from '@hono/zod-openapi';
import { cardHolderFields, creditCardSchema, savedCardCvvSchema } from '@/lib/rules/card-fields';
import { CARD_BRANDS, CARD_TOKEN_MESSAGES } from '@/lib/rules/card-tokens';
import { textRule } from '@/lib/rules/fields';
import { paymentMethodSchema } from './accounts';
import { idField } from './common-fields';

/** The state and country ids are fixed at 1 (Bahia, Brazil). */
const fixedOne = z.literal(1, { error: 'Entregamos apenas na Bahia' }).optional();

/** A saved address of the customer, chosen for the order (its id, as the address book lists it). */
const addressAttributesSchema = z.object({
  id: idField('Selecione um endereço'),
  state_id: fixedOne,
  country_id: fixedOne,
});

export const CHECKOUT_STEPS = ['address', 'delivery', 'payment', 'confirm'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const addressStepSchema = z.object({
  state: z.literal('address'),
  order: z.object({
    ship_address_attributes: addressAttributesSchema,
    bill_address_attributes: addressAttributesSchema.optional(),
  }),
});

export const deliveryStepSchema = z.object({
  state: z.literal('delivery'),
  order: z.object({
    shipments_attributes: z
      .array(
        z.object({
          id: idField('Entrega inválida'),
          selected_shipping_rate_id: idField('Escolha uma entrega'),
        }),
      )
      .length(1, 'Escolha uma entrega'),
  }),
});

/**
 * The built-in test gateway's tokenising call (`POST /v2/card_tokens`): the form's card, the only request
 * that ever holds a card number and CVV, and only while Mercado Pago is not configured.
 */
export const cardTokenRequestSchema = z
  .object({ ...creditCardSchema.shape })
  .openapi('CardTokenRequest', { description: 'A card to tokenise (test gateway only)' });

/**
 * The test gateway's token of a saved card (`POST /v2/credit_cards/{id}/card_tokens`): its CVV, typed again
 * for each order, the only request that holds it (docs/business-rules.md, Saved cards).
 */
export const savedCardTokenRequestSchema = z
  .object({ ...savedCardCvvSchema.shape })
  .openapi('SavedCardTokenRequest', { description: 'A saved card’s CVV to tokenise (test gateway only)' });

/** A one-time token for a card, with what may be kept of it. */
export const cardTokenSchema = z
  .object({
    token: z.string().openapi({ example: 'tok_test_approve_Jx3b2m0a9cQwR1s8' }),
    brand: z.enum(CARD_BRANDS),
    last_digits: z.string().openapi({ example: '1111' }),
  })
  .openapi('CardToken');

/** A tokeniser's one-time token, as the payment step receives it. */
const oneTimeToken = () =>
  z.string({ error: CARD_TOKEN_MESSAGES.token }).regex(/^[\w-]{1,255}$/, CARD_TOKEN_MESSAGES.token);

/**
 * A new card as its tokeniser answered it, sent with the payment step instead of the card's number and
 * CVV: the token the gateway charges, and the brand, last digits, holder and expiry the shop shows and
 * checks (an expired card is refused).
 */
export const tokenizedCardSchema = z
  .object({
    token: oneTimeToken(),
    brand: z.enum(CARD_BRANDS, { error: CARD_TOKEN_MESSAGES.token }),
    last_digits: z.string({ error: CARD_TOKEN_MESSAGES.token }).regex(/^\d{4}$/, CARD_TOKEN_MESSAGES.token),
    ...cardHolderFields,
  })
  .openapi('TokenizedCard');

/**
 * The payment step: a method, and for the online card either a saved card (`existing_card`) or a new
 * card under `payment_source[method id]` (Spree's shape), tokenised before (tokenizedCardSchema). The new
 * card is saved for the customer as the gateway's token plus brand, last digits, holder and expiry. A saved
 * card kept at the gateway (gateway_card_id) comes with `card_token`, the one-time token the browser made
 * from its id and CVV (docs/business-rules.md, Saved cards).
 */
export const paymentStepSchema = z.object({
  state: z.literal('payment'),
  order: z.object({
    payments_attributes: z
      .array(z.object({ payment_method_id: idField('Escolha como pagar') }))
      .length(1, 'Escolha como pagar'),
    existing_card: idField('Cartão não encontrado').optional(),
    card_token: oneTimeToken()
      .optional()
      .openapi({
        description:
          "With existing_card: the saved card's one-time token made from its gateway_card_id and CVV " +
          '(required when the card has a gateway_card_id)',
      }),
  }),
  payment_source: z.record(z.string(), tokenizedCardSchema).optional(),
});

/** The confirm step: the customer's word that they are 18 or older (needed when the cart holds alcohol). */
export const confirmStepSchema = z.object({
  state: z.literal('confirm'),
  order: z.object({ age_declaration: z.literal(true, { error: 'Confirme que você tem 18 anos ou mais' }) }),
});

/** Applies a coupon (one per order); an empty list removes it. */
export const couponStepSchema = z.object({
  coupon_codes: z
    .array(z.string().check(textRule()).trim().max(40, 'Cupom inválido').toUpperCase())
    .max(1, 'Use um cupom por pedido'),
});

/** A step's attributes, told apart by their state. */
const checkoutStepSchema = z.discriminatedUnion(
  'state',
  [addressStepSchema, deliveryStepSchema, paymentStepSchema, confirmStepSchema],
  { error: 'Etapa do pedido inválida' },
);

export const checkoutUpdateSchema = z
  .union([checkoutStepSchema, couponStepSchema])
  .openapi('CheckoutUpdate', {
    description:
      "One step's attributes (state address, delivery, payment or confirm) or coupon_codes. The order moves on to the next step.",
  });

/**
 * Reads a checkout update with the messages of the schema it was meant for: a body with `coupon_codes`
 * is a coupon, any other a step, chosen by its state. (Tried as a union, a body that failed every member,
 * a step missing one field, answered zod's 'Invalid input' instead of that field's message.)
 */
export function parseCheckoutUpdate(body: unknown) {
  const coupon = typeof body === 'object' && body !== null && 'coupon_codes' in body;
  return (coupon ? couponStepSchema : checkoutStepSchema).safeParse(body);
}

export const checkoutStateQuerySchema = z.object({
  state: z
    .literal('cart')
    .optional()
    .openapi({ param: { name: 'state', in: 'query' }, description: 'cart: back to the cart' }),
});

export const paymentMethodsSchema = z
  .object({ payment_methods: z.array(paymentMethodSchema) })
  .openapi('PaymentMethods');

export const promotionSchema = z
  .object({
    code: z.string().openapi({ example: 'BEMVINDO10' }),
    name: z.string().openapi({ example: '10% de desconto na primeira compra' }),
  })
  .openapi('Promotion');

export const promotionsSchema = z.object({ promotions: z.array(promotionSchema) }).openapi('Promotions');

export const appliedCouponSchema = promotionSchema
  .extend({
    problem: z
      .string()
      .nullable()
      .openapi({
        description:
          'Why it takes nothing off now (lines taken out after it was applied left the items under its ' +
          'minimum), or null; completion refuses the order while it stands',
        example: 'Este cupom vale para compras a partir de R$ 150,00',
      }),
  })
  .openapi('AppliedCoupon');

export type AppliedCouponJson = z.infer<typeof appliedCouponSchema>;

export const promotionsQuerySchema = z.object({
  by_eligible: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ param: { name: 'by_eligible', in: 'query' } }),
});

export type AddressStep = z.infer<typeof addressStepSchema>;
export type DeliveryStep = z.infer<typeof deliveryStepSchema>;
export type PaymentStep = z.infer<typeof paymentStepSchema>;
export type CardTokenRequest = z.infer<typeof cardTokenRequestSchema>;
export type CardTokenJson = z.infer<typeof cardTokenSchema>;
export type SavedCardTokenRequest = z.infer<typeof savedCardTokenRequestSchema>;
export type TokenizedCardJson = z.infer<typeof tokenizedCardSchema>;
export type CouponStep = z.infer<typeof couponStepSchema>;
export type CheckoutUpdate = z.infer<typeof checkoutUpdateSchema>;
export type PromotionJson = z.infer<typeof promotionSchema>;
