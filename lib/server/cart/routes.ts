/**
 * The cart calls (docs/business-rules.md, Cart), answered as Spree API v1 does: orders, the current order,
 * line items and the checkout restart. Guests prove ownership with ?order_token=, customers with their
 * session. Line item changes answer with the whole recomputed order (as Medusa and Saleor do), so the
 * storefront needs no second request to show the new totals.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../api/authenticate';
import { OPTIONAL_SESSION } from '../api/openapi-document';
import { clientIp, enforceThrottle, THROTTLE_RULES } from '../auth/throttle';
import {
  addLineItem,
  createOrder,
  creationKeyOf,
  deleteLineItem,
  findEarlierCreation,
  findCurrentOrder,
  findOrder,
  restartCheckout,
  updateLineItem,
  type Caller,
} from './cart';
import { nowOf, type ApiApp, type ApiEnv } from '../api/env';
import { errorResponses, errorSchema, idParamSchema, throttledResponse } from '@/lib/sales-api/openapi-parts';
import {
  addLineItemBodySchema,
  createOrderBodySchema,
  createOrderHeadersSchema,
  orderNumberSchema,
  plainOrderNumber,
  orderSchema,
  orderTokenQuerySchema,
  updateLineItemBodySchema,
} from '@/lib/sales-api/order';

const tags = ['Cart'];
const security = [{ bearer: [] }];
const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });
const orderResponse = (description: string) => ({ description, ...json(orderSchema) });
const unauthorized = { 401: { description: "You're not logged in.", ...json(errorSchema) } };
/**
 * The order is being completed (its payment authorised) and cannot change for a moment, or the line is
 * part of a blend, which changes as a whole.
 */
export const completingConflict = {
  409: {
    description: 'The order is being completed (try again in a moment), or the line belongs to a blend',
    ...json(errorSchema),
  },
};
const numberParams = z.object({ number: orderNumberSchema });
const lineParams = z.object({ number: orderNumberSchema, id: idParamSchema.shape.id });

async function callerOf(c: { var: ApiEnv['Variables'] }, orderToken?: string): Promise<Caller> {
  return { user: await c.var.currentUser(), orderToken };
}

/** The same operation under Spree's two spellings of a path: with and without '.json'. */
function bothSpellings<R extends { path: string }>(route: R): [R, R] {
  return [route, { ...route, path: `${route.path}.json` }];
}

const createRoutes = bothSpellings(
  createRoute({
    method: 'post',
    path: '/api/v1/orders',
    tags,
    security: OPTIONAL_SESSION,
    summary: 'Create a cart with line items (a customer’s lines join their current order)',
    description:
      'Guests get a new order whose number and token the storefront stores; the token must accompany every later call about it.',
    request: { headers: createOrderHeadersSchema, body: { required: true, ...json(createOrderBodySchema) } },
    responses: {
      200: orderResponse('Lines added to the customer’s current order'),
      201: orderResponse('A new order'),
      422: errorResponses[422],
      ...completingConflict,
      ...throttledResponse,
    },
  }),
);

const currentRoute = createRoute({
  method: 'get',
  path: '/api/v1/orders/current',
  tags,
  security,
  summary: 'The customer’s current (open) order',
  responses: {
    200: orderResponse('The current order'),
    204: { description: 'The customer has no open order' },
    ...unauthorized,
  },
});

const showRoute = createRoute({
  method: 'get',
  path: '/api/v1/orders/{number}',
  tags,
  security,
  summary: 'One order (guests: with its order_token; customers: their own)',
  request: { params: numberParams, query: orderTokenQuerySchema },
  responses: { 200: orderResponse('The order'), ...errorResponses },
});

const restartRoute = createRoute({
  method: 'post',
  path: '/api/v1/checkouts/current/restart',
  tags,
  security,
  summary: 'Send the current order back to the cart step',
  request: { query: orderTokenQuerySchema },
  responses: {
    200: orderResponse('The order, in state cart'),
    ...unauthorized,
    ...errorResponses,
    ...completingConflict,
  },
});

const addLineRoutes = bothSpellings(
  createRoute({
    method: 'post',
    path: '/api/v1/orders/{number}/line_items',
    tags,
    security,
    summary: 'Add a line (a variant already in the cart grows by the quantity)',
    request: {
      params: numberParams,
      query: orderTokenQuerySchema,
      body: { required: true, ...json(addLineItemBodySchema) },
    },
    responses: { 201: orderResponse('The recomputed order'), ...errorResponses, ...completingConflict },
  }),
);

const updateLineRoute = createRoute({
  method: 'put',
  path: '/api/v1/orders/{number}/line_items/{id}',
  tags,
  security,
  summary:
    'Change a line’s quantity, observation, portion size or substitution if missing (only the fields sent)',
  request: {
    params: lineParams,
    query: orderTokenQuerySchema,
    body: { required: true, ...json(updateLineItemBodySchema) },
  },
  responses: { 200: orderResponse('The recomputed order'), ...errorResponses, ...completingConflict },
});

const deleteLineRoute = createRoute({
  method: 'delete',
  path: '/api/v1/orders/{number}/line_items/{id}',
  tags,
  security,
  summary: 'Remove a line',
  request: { params: lineParams, query: orderTokenQuerySchema },
  responses: { 200: orderResponse('The recomputed order'), ...errorResponses, ...completingConflict },
});

export function registerOrderRoutes(app: ApiApp) {
  for (const route of createRoutes) {
    app.openapi(route, async (c) => {
      const { order: input } = c.req.valid('json');
      const db = await c.var.deps.getDb();
      const caller = await callerOf(c);
      const key = c.req.valid('header')['idempotency-key'];
      const creationKey = key ? creationKeyOf(caller, key) : undefined;
      // A retry of a creation already made answers its cart, and is not counted as a new one.
      const earlier = creationKey ? await findEarlierCreation(db, creationKey) : null;
      if (earlier) return earlier.created ? c.json(earlier.order, 201) : c.json(earlier.order, 200);
      if (!caller.user) {
        await enforceThrottle(db, [
          [`guest-order:ip:${clientIp(c.req.raw.headers)}`, THROTTLE_RULES.guestOrderPerIp],
        ]);
      }
      const { order, created } = await createOrder(
        db,
        caller,
        input.line_items.map((line) => ({
          variantId: line.variant_id,
          quantity: line.quantity,
        })),
        creationKey,
      );
      return created ? c.json(order, 201) : c.json(order, 200);
    });
  }

  // Registered before /orders/{number}, which would otherwise take 'current' for a number.
  app.openapi(currentRoute, async (c) => {
    const user = await requireUser(c);
    const order = await findCurrentOrder(await c.var.deps.getDb(), user.id, nowOf(c.var.deps));
    if (order === null) return c.body(null, 204);
    return c.json(order, 200);
  });

  app.openapi(showRoute, async (c) => {
    const order = await findOrder(
      await c.var.deps.getDb(),
      await callerOf(c, c.req.valid('query').order_token),
      plainOrderNumber(c.req.valid('param').number),
      nowOf(c.var.deps),
    );
    return c.json(order, 200);
  });

  app.openapi(restartRoute, async (c) => {
    const order = await restartCheckout(
      await c.var.deps.getDb(),
      await callerOf(c, c.req.valid('query').order_token),
    );
    return c.json(order, 200);
  });

  for (const route of addLineRoutes) {
    app.openapi(route, async (c) => {
      const { line_item: line } = c.req.valid('json');
      const order = await addLineItem(
        await c.var.deps.getDb(),
        await callerOf(c, c.req.valid('query').order_token),
        plainOrderNumber(c.req.valid('param').number),
        {
          variantId: line.variant_id,
          quantity: line.quantity,
          observation: line.observation,
          portioningSize: line.portioning_size,
        },
      );
      return c.json(order, 201);
    });
  }

  app.openapi(updateLineRoute, async (c) => {
    const { number, id } = c.req.valid('param');
    const { line_item: changes } = c.req.valid('json');
    const order = await updateLineItem(
      await c.var.deps.getDb(),
      await callerOf(c, c.req.valid('query').order_token),
      plainOrderNumber(number),
      id,
      {
        quantity: changes.quantity,
        observation: changes.observation,
        portioningSize: changes.portioning_size,
        substitution: changes.substitution,
      },
    );
    return c.json(order, 200);
  });

  app.openapi(deleteLineRoute, async (c) => {
    const { number, id } = c.req.valid('param');
    const order = await deleteLineItem(
      await c.var.deps.getDb(),
      await callerOf(c, c.req.valid('query').order_token),
      plainOrderNumber(number),
      id,
    );
    return c.json(order, 200);
  });
}
