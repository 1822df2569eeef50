/**
 * Several lines added to a cart in one request (the churrascômetro's 'ADICIONAR AO CARRINHO'): one
 * transaction, all or nothing, each variant already in the cart growing by its quantity. The path is ours
 * (the storefront's own addition): POST /api/v1/orders/{number}/line_items/batch, ?order_token= for guests.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { addLineItemsBodySchema } from '@/lib/sales-api/barbecue';
import { addLineItems } from './cart';
import type { ApiApp } from '../api/env';
import { errorResponses } from '@/lib/sales-api/openapi-parts';
import {
  orderNumberSchema,
  orderSchema,
  orderTokenQuerySchema,
  plainOrderNumber,
} from '@/lib/sales-api/order';
import { completingConflict } from './routes';

const batchRoute = createRoute({
  method: 'post',
  path: '/api/v1/orders/{number}/line_items/batch',
  tags: ['Cart'],
  security: [{ bearer: [] }],
  summary: 'Add several lines at once, all or nothing (variants already in the cart grow)',
  description:
    'Used to add a whole barbecue. When one line breaks a rule (minimum, increment, maximum, stock) ' +
    'nothing is added and the answer is 422 with the messages under line_items.{index}.quantity.',
  request: {
    params: z.object({ number: orderNumberSchema }),
    query: orderTokenQuerySchema,
    body: { required: true, content: { 'application/json': { schema: addLineItemsBodySchema } } },
  },
  responses: {
    201: { description: 'The recomputed order', content: { 'application/json': { schema: orderSchema } } },
    ...errorResponses,
    ...completingConflict,
  },
});

export function registerLineItemBatchRoutes(app: ApiApp) {
  app.openapi(batchRoute, async (c) => {
    const order = await addLineItems(
      await c.var.deps.getDb(),
      { user: await c.var.currentUser(), orderToken: c.req.valid('query').order_token },
      plainOrderNumber(c.req.valid('param').number),
      c.req.valid('json').line_items.map((line) => ({ variantId: line.variant_id, quantity: line.quantity })),
    );
    return c.json(order, 201);
  });
}
