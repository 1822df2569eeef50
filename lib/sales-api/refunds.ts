/**
 * Refunds of a captured card payment (docs/business-rules.md, Refunds): the manager's request, by amount or
 * by whole lines, with a reason, and a refund as the order JSON lists it. The same schema checks the staff's
 * form (components/staff/refund-form.tsx) and the API (422 with these pt-BR messages).
 */
import { z } from '@hono/zod-openapi';
import { textRule } from '@/lib/rules/fields';
import { idempotencyKeyHeader, idField } from './common-fields';

const REFUND_MESSAGES = {
  reason: 'Informe o motivo do estorno',
  tooLong: 'No máximo 500 caracteres',
  amount: 'Valor inválido (ex.: 25,90)',
  positive: 'Informe um valor maior que zero',
  choose: 'Informe o valor ou escolha os itens do estorno',
  both: 'Informe o valor ou os itens, não os dois',
  line: 'Item inválido',
} as const;

/** An amount as the staff type it ('25,90' or '25.90'), sent as a decimal string ('25.90'). */
const amountSchema = z
  .string({ error: REFUND_MESSAGES.amount })
  .trim()
  .regex(/^\d{1,7}(?:[.,]\d{1,2})?$/, REFUND_MESSAGES.amount)
  .transform((amount) => amount.replace(',', '.'))
  .refine((amount) => Number(amount) > 0, REFUND_MESSAGES.positive)
  .openapi({ example: '25.90', description: 'BRL; a comma is read as the decimal separator' });

export const refundBodySchema = z
  .object({
    amount: amountSchema.optional(),
    line_item_ids: z
      .array(idField(REFUND_MESSAGES.line), { error: REFUND_MESSAGES.line })
      .max(200, REFUND_MESSAGES.line)
      .optional()
      .openapi({ description: "The order's lines refunded whole, at their weighed price" }),
    reason: z
      .string({ error: REFUND_MESSAGES.reason })
      .check(textRule('multi-line'))
      .trim()
      .min(3, REFUND_MESSAGES.reason)
      .max(500, REFUND_MESSAGES.tooLong),
  })
  .superRefine((body, context) => {
    const lines = body.line_item_ids?.length ?? 0;
    if (body.amount === undefined && lines === 0) {
      // Said where the staff chose: at the lines when they were choosing lines, else at the amount.
      const path = body.line_item_ids ? 'line_item_ids' : 'amount';
      context.addIssue({ code: 'custom', path: [path], message: REFUND_MESSAGES.choose });
    } else if (body.amount !== undefined && lines > 0) {
      context.addIssue({ code: 'custom', path: ['amount'], message: REFUND_MESSAGES.both });
    }
  })
  .openapi('RefundRequest');

/**
 * The manager's key for one refund (the form makes one each time it opens): a retry with it (a lost answer,
 * 'Confirmar estorno' pressed again) answers the refund the first request made, never a second refund.
 */
export const refundHeadersSchema = z.object({
  'idempotency-key': idempotencyKeyHeader(
    'One key per refund, the same on its retries: a retry answers the order with the refund the first request made',
  ),
});

/**
 * A refund as the order JSON lists it: the customer reads 'Estorno de R$ x em dd/mm' (the reason is the
 * staff's); the staff also read where it stands at the gateway ('pendente na operadora', 'recusado pela
 * operadora').
 */
export const refundSchema = z
  .object({
    id: z.number().int(),
    payment_id: z.number().int(),
    amount: z.string().openapi({ example: '25.90' }),
    display_amount: z.string().openapi({ example: 'R$ 25,90' }),
    line_item_ids: z
      .array(z.number().int())
      .openapi({ description: 'Lines refunded whole; empty: by amount' }),
    created_at: z.string().openapi({ example: '2026-11-20T14:03:00.000Z' }),
    confirmed_at: z.string().nullable().openapi({
      example: '2026-11-20T14:03:01.000Z',
      description: 'When the gateway confirmed the refund; null while it is pending there',
    }),
    refused_at: z.string().nullable().openapi({
      example: null,
      description:
        'When the gateway refused the refund for good (not asked again: settled with the gateway by the staff)',
    }),
  })
  .openapi('Refund');

export type RefundBody = z.output<typeof refundBodySchema>;
export type RefundJson = z.infer<typeof refundSchema>;
