/**
 * The customer's orders after the purchase: past orders, the live tracker, copying an order into
 * the current cart. Only the owner reaches an order: 404 for everyone else, guests included.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser, signedIn } from '../api/authenticate';
import { copyOrder, listMyOrders, orderTracker } from './my-orders';
import type { ApiApp } from '../api/env';
import { jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import { errorResponses, errorSchema } from '@/lib/sales-api/openapi-parts';
import {
  copyOrderBodySchema,
  copyOrderResultSchema,
  myOrdersQuerySchema,
  myOrdersSchema,
  orderNumberSchema,
  plainOrderNumber,
  trackerSchema,
} from '@/lib/sales-api/order';

const tags = ['Orders'];
const security = [{ bearer: [] }];
const numberParams = z.object({ number: orderNumberSchema });
const unauthorized = { 401: jsonContent(errorSchema, "You're not logged in.") };

const mineRoute = createRoute({
  method: 'get',
  path: '/v2/orders/mine',
  tags,
  security,
  middleware: signedIn,
  summary: "The customer's past orders (complete and canceled), newest first, 10 per page",
  request: { query: myOrdersQuerySchema },
  responses: {
    200: jsonContent(myOrdersSchema, 'A page of orders'),
    ...unauthorized,
    422: errorResponses[422],
  },
});

const trackerRoute = createRoute({
  method: 'get',
  path: '/v2/orders/{number}/tracker',
  tags,
  security,
  middleware: signedIn,
  summary: 'The live tracker: fulfillment, delivery, the driver and their positions, the vehicle',
  request: { params: numberParams },
  responses: { 200: jsonContent(trackerSchema, 'The tracker'), ...unauthorized, ...errorResponses },
});

const copyRoute = createRoute({
  method: 'put',
  path: '/api/v1/orders/{number}/copy',
  tags,
  security,
  middleware: signedIn,
  summary: "Copy an old order's items (still sold, at today's prices) into the current order {number}",
  request: { params: numberParams, body: jsonBody(copyOrderBodySchema) },
  responses: {
    200: jsonContent(copyOrderResultSchema, 'The current order and what could not be copied'),
    ...unauthorized,
    ...errorResponses,
  },
});

export function registerMyOrderRoutes(app: ApiApp) {
  app.openapi(mineRoute, async (c) => {
    const user = await requireUser(c);
    const query = c.req.valid('query');
    const states = query['q[state_in][]'];
    return c.json(
      await listMyOrders(await c.var.deps.getDb(), user.id, {
        page: query.page,
        perPage: query.per_page,
        states: states === undefined ? ['complete', 'canceled'] : Array.isArray(states) ? states : [states],
      }),
      200,
    );
  });

  app.openapi(trackerRoute, async (c) => {
    const user = await requireUser(c);
    const number = plainOrderNumber(c.req.valid('param').number);
    return c.json(await orderTracker(await c.var.deps.getDb(), user, number), 200);
  });

  app.openapi(copyRoute, async (c) => {
    const user = await requireUser(c);
    const number = plainOrderNumber(c.req.valid('param').number);
    const { from } = c.req.valid('json');
    return c.json(await copyOrder(await c.var.deps.getDb(), user, number, plainOrderNumber(from)), 200);
  });
}
