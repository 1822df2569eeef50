/**
 * The account answers' wire shapes (the request bodies are lib/validation's, shared with the forms): one
 * zod schema each, documented in the OpenAPI document, with the types the services return.
 */
import { z } from '@hono/zod-openapi';
import { CARD_BRANDS } from '@/lib/rules/card-tokens';
import { USER_ROLES } from '@/lib/rules/staff-roles';
import { DELIVERY_CITIES } from '@/lib/rules/delivery-area';
import { SUBSTITUTIONS } from '@/lib/rules/substitution';
import { errorSchema } from './openapi-parts';

/** An address the customer keeps in their address book. */
export const savedAddressSchema = z
  .object({
    id: z.number().int(),
    firstname: z.string().openapi({ description: "The receiver's name", example: 'Maria Souza' }),
    full_name: z.string(),
    address1: z.string().openapi({ example: 'Rua das Hortênsias, 120' }),
    address2: z.string().nullable(),
    neighborhood: z.string(),
    city: z.string().openapi({ example: 'Salvador' }),
    state: z.string().openapi({ example: 'Bahia' }),
    zipcode: z.string().openapi({ example: '41810010' }),
    phone: z.string(),
    reference: z.string(),
    additional_information: z.string().nullable(),
    cnpj: z.string().nullable().openapi({ example: '12ABC34501DE35' }),
    ie_company: z.string().nullable(),
    company: z.string().nullable(),
    latitude: z.string().nullable(),
    longitude: z.string().nullable(),
    delivery_cost: z.string().nullable().openapi({
      description: "The city's delivery cost in BRL (configured), as on the order's ship_address",
      example: '9.90',
    }),
  })
  .openapi('SavedAddress');

/** What a CEP says about an address: the address form fills what is known (none of it when outside the area). */
export const zipcodeLookupSchema = z
  .object({
    zipcode: z.string().openapi({ example: '41810010' }),
    city: z.enum(DELIVERY_CITIES).nullable().openapi({
      description: 'The delivery city of the CEP; null when the shop does not deliver there',
      example: 'Salvador',
    }),
    neighborhood: z.string().nullable().openapi({ example: 'Pituba' }),
    address1: z.string().nullable().openapi({ description: 'The street, when known', example: 'Rua Ceará' }),
  })
  .openapi('ZipcodeLookup');
export type ZipcodeLookupJson = z.infer<typeof zipcodeLookupSchema>;

/**
 * A card the customer saved (docs/business-rules.md, Saved cards): the gateway's token stays on the server;
 * never the number or the CVV.
 */
export const savedCreditCardSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    cc_type: z.enum(CARD_BRANDS),
    last_digits: z.string().openapi({ example: '1111' }),
    month: z.number().int(),
    year: z.number().int(),
    gateway_card_id: z
      .string()
      .nullable()
      .openapi({
        description:
          "The card's id at the gateway (Mercado Pago's customer card) once its first payment was authorised: " +
          'paying with it again takes a one-time token the browser makes from this id and the CVV ' +
          "(Mercado Pago's createCardToken({ cardId, securityCode }), or POST /v2/credit_cards/{id}/card_tokens " +
          'on the test gateway), sent as order.card_token. Null: not saved at the gateway yet, the card pays ' +
          'its first order with the token it was typed as, no CVV asked',
        example: 'card_test_approve_Jx3b2m0a9cQwR1s8',
      }),
  })
  .openapi('SavedCreditCard');

/**
 * Where the browser turns a new card into a token (docs/business-rules.md, Payment: authorise and
 * capture): Mercado Pago's card tokens with its public key when it is the shop's gateway, else the
 * built-in test gateway's `POST /v2/card_tokens`.
 */
export const cardTokenizerSchema = z
  .object({
    provider: z.enum(['test', 'mercadopago']),
    public_key: z.string().nullable().openapi({ description: "Mercado Pago's public key (null: test)" }),
  })
  .openapi('CardTokenizer');

export const paymentMethodSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    method_type: z.enum(['gateway', 'pix', 'on_delivery']),
    restrictable: z.boolean(),
    pix_margin_percent: z.number().int().nullable().openapi({
      description:
        'Pix only: the percent of the weighed items charged above the estimate (given back after weighing)',
    }),
    card_tokenizer: cardTokenizerSchema.nullable().openapi({
      description: 'The online card only: where the browser tokenises a new card before the payment step',
    }),
  })
  .openapi('PaymentMethod');

export const userSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    cpf: z.string().nullable(),
    phone: z.string().nullable(),
    role: z.enum(USER_ROLES).openapi({ description: "'customer', or the staff member's role" }),
    default_substitution: z.enum(SUBSTITUTIONS).openapi({
      description:
        "What the customer's new cart lines start with if a product is missing at packing: 'similar', 'none' or 'call'",
    }),
    created_at: z.string(),
    addresses: z.array(savedAddressSchema),
    credit_cards: z.array(savedCreditCardSchema),
    allowed_payment_methods: z.array(paymentMethodSchema),
  })
  .openapi('User');

export const messageSchema = z.object({ message: z.string() }).openapi('Message');

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** A required JSON body: without `required`, a request with another content type would skip validation. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

const error = (description: string) => jsonContent(errorSchema, description);

export const accountErrors = {
  401: error("You're not logged in."),
  403: error("Another customer's data"),
  404: error('Not found'),
  422: error('Invalid input: every field with its messages'),
} as const;

export const throttledError = { 429: error('Too many attempts (per IP and per e-mail)') } as const;

/** The login's 422: invalid fields, or the captcha asked (errors.recaptcha_token, see CAPTCHA_FIELD). */
export const loginInvalidError = {
  422: error(
    "Invalid input, or the captcha is asked after failed logins: errors.recaptcha_token is ['Confirme que você não é um robô para entrar.']; solve GET /v2/captcha/challenge and send the login again with recaptcha_token",
  ),
} as const;

export type SavedAddressJson = z.infer<typeof savedAddressSchema>;
export type SavedCreditCardJson = z.infer<typeof savedCreditCardSchema>;
export type PaymentMethodJson = z.infer<typeof paymentMethodSchema>;
export type CardTokenizerJson = z.infer<typeof cardTokenizerSchema>;
export type UserJson = z.infer<typeof userSchema>;
