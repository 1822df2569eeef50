/**
 * The checkout calls (docs/business-rules.md, Checkout), Spree API v1 semantics: each step's update, `next`,
 * back to the cart, the payment methods of an order and the customer's eligible promotions. Only a logged-in
 * customer checks out (401), and only their own order (404).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser, signedIn } from '../api/authenticate';
import { configuredGateway } from '../payments/configured-gateway';
import { advanceCheckout, orderStateOf, returnToCart, updateCheckout, type CheckoutDeps } from './checkout';
import { completeCheckout } from './completion';
import { findOrder } from '../cart/cart';
import { eligiblePromotions } from './promotions';
import { mailerOf } from '../accounts/account-access';
import { nowOf, type ApiApp, type ApiEnv } from '../api/env';
import { jsonContent } from '@/lib/sales-api/accounts';
import {
  checkoutStateQuerySchema,
  checkoutUpdateSchema,
  parseCheckoutUpdate,
  paymentMethodsSchema,
  promotionsQuerySchema,
  promotionsSchema,
} from '@/lib/sales-api/checkout';
import { SalesError, ValidationError } from '@/lib/sales-api/errors';
import { errorResponses, errorSchema } from '@/lib/sales-api/openapi-parts';
import { orderNumberSchema, orderSchema, plainOrderNumber } from '@/lib/sales-api/order';
import { fieldErrorsOf } from '../api/errors';

const tags = ['Checkout'];
const security = [{ bearer: [] }];
const numberParams = z.object({ number: orderNumberSchema });
const orderAnswer = jsonContent(orderSchema, 'The order after the change');
const failures = {
  401: jsonContent(errorSchema, "You're not logged in."),
  409: jsonContent(
    errorSchema,
    'Stock short (the products named), slot full, a price changed since the order was shown (it now holds today’s prices), or a step not reached yet',
  ),
  ...errorResponses,
} as const;

async function depsOf(c: { var: ApiEnv['Variables'] }): Promise<CheckoutDeps> {
  const { deps } = c.var;
  return {
    db: await deps.getDb(),
    gateway: deps.gateway ?? configuredGateway(deps.getDb, () => nowOf(deps)),
    now: nowOf(deps),
  };
}

const nextRoute = createRoute({
  method: 'put',
  path: '/api/v1/checkouts/{number}/next',
  tags,
  security,
  middleware: signedIn,
  summary: 'Move the order one step on (from confirm: complete it, authorising the card)',
  description:
    'cart → address → delivery → payment → confirm → complete. 422 with the reason when the step is not satisfied or the card is declined (errors.payment); 409 when stock is short, the slot is full, or a price changed since the order was shown (errors.line_items: the order now holds today’s prices, to be confirmed again). Sent again while completing, it waits and answers the same order: one order, one authorisation.',
  request: { params: numberParams },
  responses: { 200: orderAnswer, ...failures },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/v1/checkouts/{number}',
  tags,
  security,
  middleware: signedIn,
  summary: "Update a step's attributes (address, delivery, payment, confirm) or the coupon, then move on",
  description:
    'The JSON body is a CheckoutUpdate (see the schemas), read by the handler: with ?state=cart (back to the cart) no body is read, and an empty body must not fail.',
  request: { params: numberParams, query: checkoutStateQuerySchema },
  // Documented here, not validated by the route: the handler reads it with the messages of the schema
  // it was meant for (parseCheckoutUpdate).
  requestBody: {
    required: false,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/CheckoutUpdate' } } },
  },
  responses: {
    200: orderAnswer,
    ...failures,
    400: jsonContent(errorSchema, 'The body is not JSON'),
    429: jsonContent(
      errorSchema,
      'Too many new cards (card testing) or refused coupon codes for this customer within the hour',
    ),
  },
});

const showRoute = createRoute({
  method: 'get',
  path: '/api/v1/checkouts/{number}',
  tags,
  security,
  middleware: signedIn,
  summary: 'The order being checked out, as its owner sees it (read after choosing a saved card)',
  request: { params: numberParams },
  responses: { 200: jsonContent(orderSchema, 'The order'), ...failures },
});

const paymentMethodsRoute = createRoute({
  method: 'get',
  path: '/orders/{number}/payments/new',
  tags,
  security,
  middleware: signedIn,
  summary: 'The payment methods the order can be paid with',
  request: { params: numberParams },
  responses: { 200: jsonContent(paymentMethodsSchema, 'Payment methods'), ...failures },
});

const promotionsRoute = createRoute({
  method: 'get',
  path: '/api/v1/promotions',
  tags,
  security,
  middleware: signedIn,
  summary: 'The advertised coupons the customer can use now (by_eligible=true: for their current order)',
  request: { query: promotionsQuerySchema },
  responses: { 200: jsonContent(promotionsSchema, 'Promotions'), 401: failures[401] },
});

export function registerCheckoutRoutes(app: ApiApp) {
  app.openAPIRegistry.register('CheckoutUpdate', checkoutUpdateSchema);

  app.openapi(nextRoute, async (c) => {
    const user = await requireUser(c);
    const deps = await depsOf(c);
    const number = plainOrderNumber(c.req.valid('param').number);
    const state = await orderStateOf(deps.db, user, number);
    const completion = { ...deps, mailer: mailerOf(c), fault: c.var.deps.completionFault };
    const order = ['confirm', 'completing', 'complete'].includes(state)
      ? await completeCheckout(completion, user, number)
      : await advanceCheckout(deps, user, number);
    return c.json(order, 200);
  });

  for (const route of [updateRoute, { ...updateRoute, path: `${updateRoute.path}.json` }]) {
    app.openapi(route, async (c) => {
      const user = await requireUser(c);
      const deps = await depsOf(c);
      const number = plainOrderNumber(c.req.valid('param').number);
      if (c.req.valid('query').state === 'cart') return c.json(await returnToCart(deps, user, number), 200);
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new SalesError('bad_request');
      }
      const parsed = parseCheckoutUpdate(body);
      if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
      return c.json(await updateCheckout(deps, user, number, parsed.data), 200);
    });
  }

  app.openapi(showRoute, async (c) => {
    const user = await requireUser(c);
    const deps = await depsOf(c);
    const number = plainOrderNumber(c.req.valid('param').number);
    return c.json(await findOrder(deps.db, { user }, number, deps.now), 200);
  });

  app.openapi(paymentMethodsRoute, async (c) => {
    const user = await requireUser(c);
    const deps = await depsOf(c);
    const order = await findOrder(deps.db, { user }, plainOrderNumber(c.req.valid('param').number), deps.now);
    return c.json({ payment_methods: order.payment_methods }, 200);
  });

  app.openapi(promotionsRoute, async (c) => {
    const user = await requireUser(c);
    const deps = await depsOf(c);
    return c.json({ promotions: await eligiblePromotions(deps.db, user.id, deps.now) }, 200);
  });
}
