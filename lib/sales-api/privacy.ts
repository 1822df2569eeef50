/**
 * The customer's LGPD rights on the wire (docs/business-rules.md, Analytics and privacy): the consent
 * history, the download of their data and the deletion of their account.
 */
import { z } from '@hono/zod-openapi';
import { savedAddressSchema, savedCreditCardSchema, userSchema } from './accounts';
import { templateSchema } from './blends';
import { orderSchema } from './order';

export const CONSENT_CHOICES = ['granted', 'denied'] as const;

/** POST /v2/account/consents: the choice the banner just recorded. */
export const consentInputSchema = z.object({ choice: z.enum(CONSENT_CHOICES) }).openapi('ConsentInput');

export const consentSchema = z
  .object({
    choice: z
      .enum(CONSENT_CHOICES)
      .openapi({ description: "'granted': analytics accepted; 'denied': refused" }),
    created_at: z.string(),
  })
  .openapi('Consent');
export type ConsentJson = z.infer<typeof consentSchema>;

/** GET /v2/account/export: everything the shop keeps tied to the customer, as a JSON file. */
export const privacyExportSchema = z
  .object({
    exported_at: z.string(),
    profile: userSchema.pick({
      id: true,
      email: true,
      first_name: true,
      last_name: true,
      cpf: true,
      phone: true,
      created_at: true,
    }),
    addresses: z.array(savedAddressSchema),
    saved_cards: z.array(savedCreditCardSchema),
    orders: z.array(orderSchema),
    blends: z.array(templateSchema),
    stock_notifications: z.array(z.object({ variant_id: z.number().int(), created_at: z.string() })),
    /** The products the customer viewed (the 'Vistos recentemente' block). */
    product_views: z.array(z.object({ variant_id: z.number().int(), viewed_at: z.string() })),
    consents: z.array(consentSchema),
  })
  .openapi('PrivacyExport');
export type PrivacyExportJson = z.infer<typeof privacyExportSchema>;
