/**
 * POST /webhooks/mercadopago: Mercado Pago's payment notices (docs/operations.md, Mercado Pago). A notice
 * is taken only when its signature is right (lib/server/payments/mercadopago-signature.ts), fresh (five minutes) and not seen
 * before (its request id, recorded by a conditional insert). Its body is never read: the notice names a
 * payment (data.id, signed), the shop asks the gateway for that payment and applies its state through the
 * one path of every payment notice (applyPixState, ./pix.ts), which is idempotent: the
 * same payment notified any number of times, at once or not, moves its order once and sends one e-mail.
 *
 * Answers: 200 once applied (or about nothing of the shop's), 400 for a notice without its ids, 401 for a
 * signature missing, wrong or stale, 409 for a replay, 503 when the gateway or the database could not be
 * asked (the request id is forgotten then, so that Mercado Pago's retry is taken), 404 when Mercado Pago
 * is not configured.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@/lib/sales-api/openapi-parts';
import { mercadoPagoNoticeQuerySchema, webhookAnswerSchema } from '@/lib/sales-api/webhooks';
import { jsonContent } from '@/lib/sales-api/accounts';
import { ERROR_TEXTS, SalesError, type ErrorBody } from '@/lib/sales-api/errors';
import { mailerOf } from '../accounts/account-access';
import { nowOf, type ApiApp } from '../api/env';
import { applyPixState } from './pix';
import { mercadoPagoSettings } from '../config';
import { logger } from '../logger';
import { configuredGateway } from '../payments/configured-gateway';
import { checkSignature } from '../payments/mercadopago-signature';
import { forgetDelivery, takeDelivery } from '../payments/webhook-deliveries';

const PROVIDER = 'mercadopago';

export const WEBHOOK_MESSAGES = {
  malformed: 'Notificação sem data.id ou x-request-id',
  signature: 'Assinatura inválida',
  stale: 'Notificação vencida',
  replay: 'Notificação já recebida',
} as const;

const noticeRoute = createRoute({
  method: 'post',
  path: '/webhooks/mercadopago',
  tags: ['Webhooks'],
  security: [],
  summary: "Mercado Pago's payment notice: the payment's state is asked of Mercado Pago and applied",
  description:
    'Register this URL in Mercado Pago (Your integrations → Webhooks, event "Payments"). Signed with the ' +
    'x-signature header (ts=…,v1=HMAC-SHA256 of "id:{data.id};request-id:{x-request-id};ts:{ts};" keyed by ' +
    'MERCADOPAGO_WEBHOOK_SECRET); refused when older than five minutes or sent again with the same ' +
    'x-request-id. The body is not read.',
  request: {
    query: mercadoPagoNoticeQuerySchema,
    headers: z.object({
      'x-signature': z.string().optional().openapi({ example: 'ts=1704908010,v1=618c8534…' }),
      'x-request-id': z.string().optional().openapi({ example: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e' }),
    }),
  },
  responses: {
    200: jsonContent(webhookAnswerSchema, 'Taken: applied, or about nothing of the shop'),
    400: jsonContent(errorSchema, 'A notice without data.id or x-request-id'),
    401: jsonContent(errorSchema, 'Signature missing, wrong, or older than five minutes'),
    404: jsonContent(errorSchema, 'Mercado Pago is not configured'),
    409: jsonContent(errorSchema, 'A notice sent again (its x-request-id was taken before)'),
    503: jsonContent(errorSchema, 'The gateway or the database could not be asked: Mercado Pago tries again'),
  },
});

const refusal = (error: string): ErrorBody => ({ error, errors: {} });

export function registerWebhookRoutes(app: ApiApp) {
  app.openapi(
    noticeRoute,
    async (c) => {
      const { deps } = c.var;
      const secret = deps.mercadoPagoWebhookSecret ?? mercadoPagoSettings()?.webhookSecret;
      if (!secret) return c.json(new SalesError('route_not_found').body(), 404);
      const query = c.req.valid('query');
      const dataId = query['data.id'];
      const requestId = c.req.header('x-request-id')?.trim() ?? '';
      if (!/^[\w-]{1,128}$/.test(requestId)) return c.json(refusal(WEBHOOK_MESSAGES.malformed), 400);
      const now = nowOf(deps);
      const check = checkSignature({
        signature: c.req.header('x-signature') ?? null,
        requestId,
        dataId,
        secret,
        now,
      });
      if (check !== 'valid') {
        logger.warn({ check, requestId, dataId }, 'Mercado Pago notice refused');
        return c.json(refusal(check === 'stale' ? WEBHOOK_MESSAGES.stale : WEBHOOK_MESSAGES.signature), 401);
      }
      const db = await deps.getDb();
      if (!(await takeDelivery(db, PROVIDER, requestId, now)))
        return c.json(refusal(WEBHOOK_MESSAGES.replay), 409);
      if (query.type !== undefined && query.type !== 'payment')
        return c.json({ status: 'ignored' as const }, 200);
      const gateway = deps.gateway ?? configuredGateway(deps.getDb, () => nowOf(deps));
      try {
        const payment = await gateway.keyOfPayment?.(dataId);
        // Card payments are settled as they are made (authorised at completion, captured at weighing).
        if (!payment?.pix) return c.json({ status: 'ignored' as const }, 200);
        const outcome = await applyPixState({ db, gateway, mailer: mailerOf(c), now }, payment.key);
        logger.info({ requestId, dataId, outcome }, 'Mercado Pago notice applied');
        return c.json({ status: outcome === 'unknown' ? ('ignored' as const) : ('applied' as const) }, 200);
      } catch (error) {
        // Not applied: forget the request id, so that Mercado Pago's retry of this notice is taken.
        logger.error(
          { err: error, requestId, dataId },
          'Mercado Pago notice not applied: Mercado Pago retries it',
        );
        try {
          await forgetDelivery(db, PROVIDER, requestId);
        } catch (forgetError) {
          // Its retry is then refused as a replay: the reconciliation job (./pix-reconciliation.ts) asks
          // Mercado Pago about the payment instead.
          logger.error(
            { err: forgetError, requestId, dataId },
            'Mercado Pago notice not forgotten: left to the reconciliation',
          );
        }
        c.header('Retry-After', '60');
        return c.json(refusal(ERROR_TEXTS.unavailable), 503);
      }
    },
    // A notice without data.id is malformed (400), not a customer's invalid input (422).
    (result, c) => {
      if (!result.success) return c.json(refusal(WEBHOOK_MESSAGES.malformed), 400);
    },
  );
}
