/**
 * Storefront analytics events (spec 02, Analytics): 'viewed product', 'banner tapped', 'page not found'
 * and the other events of the areas; and the browser's crash reports (spec 02, section 8: the crash
 * screen tells the shopper the technical team was notified). Both are written to the server log as
 * structured lines (crashes at level error, with the release), where the log pipeline forwards them;
 * a failure never reaches the shopper.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { logger } from '../../logger';
import type { ApiApp } from '../env';
import { errorResponses } from '../schemas';

const eventSchema = z
  .object({
    event: z
      .string({ error: 'Evento inválido' })
      .regex(/^[a-z][a-z0-9 _-]{0,59}$/i, 'Evento inválido')
      .openapi({ example: 'viewed product' }),
    properties: z
      .record(
        z.string().max(40, 'Propriedade inválida'),
        z.union([z.string().max(500, 'Valor muito longo'), z.number(), z.boolean(), z.null()]),
      )
      .refine((properties) => Object.keys(properties).length <= 20, 'No máximo 20 propriedades')
      .default({})
      .openapi({ example: { variant_id: 3, slug: 'picanha-bovina' } }),
  })
  .openapi('AnalyticsEvent');

const trackRoute = createRoute({
  method: 'post',
  path: '/v2/events',
  tags: ['Analytics'],
  summary: 'Records a storefront analytics event in the server log',
  request: { body: { required: true, content: { 'application/json': { schema: eventSchema } } } },
  responses: { 204: { description: 'Recorded' }, 422: errorResponses[422] },
});

const crashSchema = z
  .object({
    message: z.string({ error: 'Mensagem inválida' }).max(2_000, 'Mensagem muito longa'),
    digest: z.string().max(100, 'Digest inválido').nullish(),
    url: z.string().max(2_000, 'URL muito longa').nullish(),
    release: z.string().max(40, 'Versão inválida').nullish(),
    order_number: z
      .string()
      .regex(/^R\d{9}$/, 'Pedido inválido')
      .nullish(),
  })
  .openapi('ClientCrash');

const crashRoute = createRoute({
  method: 'post',
  path: '/v2/client_errors',
  tags: ['Analytics'],
  summary: "Reports a crash of the storefront in the shopper's browser",
  request: { body: { required: true, content: { 'application/json': { schema: crashSchema } } } },
  responses: { 204: { description: 'Reported' }, 422: errorResponses[422] },
});

export function registerEventRoutes(app: ApiApp) {
  app.openapi(crashRoute, async (c) => {
    const crash = c.req.valid('json');
    const user = await c.var.currentUser();
    logger.error({ crash, userId: user?.id ?? null }, 'storefront crash');
    return c.body(null, 204);
  });

  app.openapi(trackRoute, async (c) => {
    const { event, properties } = c.req.valid('json');
    const user = await c.var.currentUser();
    logger.info({ event, properties, userId: user?.id ?? null }, 'analytics event');
    return c.body(null, 204);
  });
}
