/**
 * Storefront analytics events (spec 02, Analytics): 'viewed product', 'banner tapped', 'page not found'
 * and the other events of the areas. They are written to the server log as structured lines, where the
 * log pipeline can forward them; a failure never reaches the shopper.
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

export function registerEventRoutes(app: ApiApp) {
  app.openapi(trackRoute, async (c) => {
    const { event, properties } = c.req.valid('json');
    const user = await c.var.currentUser();
    logger.info({ event, properties, userId: user?.id ?? null }, 'analytics event');
    return c.body(null, 204);
  });
}
