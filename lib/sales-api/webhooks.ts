/**
 * Payment notices (webhooks) from the payment gateway: what Mercado Pago sends to
 * POST /api/sales/webhooks/mercadopago and what the shop answers (docs/operations.md, Mercado Pago). The
 * notice only says which payment changed (data.id in the URL, signed); the shop asks Mercado Pago for the
 * payment itself, so nothing of the body is read.
 */
import { z } from '@hono/zod-openapi';

export const mercadoPagoNoticeQuerySchema = z.object({
  'data.id': z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/)
    .openapi({
      description: "Mercado Pago's id of the resource that changed (a payment)",
      example: '1320448150',
    }),
  type: z
    .string()
    .max(64)
    .optional()
    .openapi({ description: "The resource's kind; only 'payment' is acted on", example: 'payment' }),
});

export const webhookAnswerSchema = z
  .object({
    status: z.enum(['applied', 'ignored']).openapi({
      description:
        "applied: the payment's state was asked of the gateway and applied to its order (idempotently); " +
        'ignored: a notice about something else, or a payment that is none of the shop’s',
    }),
  })
  .openapi('WebhookAnswer');

export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;
