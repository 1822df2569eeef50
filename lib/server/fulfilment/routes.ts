/**
 * The back office (docs/business-rules.md, Order and delivery states), staff only: 401 for guests, 403 for
 * customers. Every operation answers the order JSON; illegal transitions answer 409 with the reason; every
 * action is recorded on the order. The customer is told by e-mail when the order leaves with the driver, is
 * canceled, or its payment is denied.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { requireStaff, staffOnly } from '../auth/authenticate';
import { sendAfterAnswer } from '../mail/mail-queue';
import { orderCanceledMail, outForDeliveryMail } from '../mail/messages';
import { serverJobQueue } from '../server-jobs';
import { configuredGateway } from '../payments/configured-gateway';
import {
  advanceDelivery,
  advanceFulfillment,
  assignDriver,
  cancelOrder,
  changeVariant,
  findOrderForStaff,
  listOrdersForStaff,
  postDriverLocation,
  recordProduced,
  setSaleReceipt,
  type StaffDeps,
} from './fulfilment';
import { mailerOf } from '../accounts/account-access';
import type { ApiApp, ApiEnv } from '../api/env';
import { jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import {
  deliveryBodySchema,
  driverBodySchema,
  fulfillmentBodySchema,
  locationBodySchema,
  producedBodySchema,
  saleReceiptBodySchema,
  staffOrdersQuerySchema,
  staffOrdersSchema,
  variantChangeBodySchema,
} from '@/lib/sales-api/admin';
import { variantSchema } from '@/lib/sales-api/catalogue';
import { errorSchema, idParamSchema } from '@/lib/sales-api/openapi-parts';
import { orderNumberSchema, orderSchema, plainOrderNumber } from '@/lib/sales-api/order';

const tags = ['Back office'];
const security = [{ bearer: [] }];
const numberParams = z.object({ number: orderNumberSchema });
const failures = {
  401: jsonContent(errorSchema, "You're not logged in."),
  403: jsonContent(errorSchema, 'Not staff'),
  404: jsonContent(errorSchema, 'No such order'),
  409: jsonContent(errorSchema, 'Not allowed in the order’s state'),
  422: jsonContent(errorSchema, 'Invalid input, or more than authorised'),
} as const;
const orderAnswer = { 200: jsonContent(orderSchema, 'The order after the change'), ...failures };

async function staffDeps(c: { var: ApiEnv['Variables'] }): Promise<StaffDeps> {
  const staff = await requireStaff(c);
  const { deps } = c.var;
  return {
    db: await deps.getDb(),
    gateway: deps.gateway ?? configuredGateway(deps.getDb),
    staffId: staff.id,
    jobs: deps.jobs ?? serverJobQueue(),
  };
}

function operation(method: 'put' | 'post', path: string, summary: string) {
  return createRoute({
    method,
    path,
    tags,
    security,
    middleware: staffOnly,
    summary,
    request: { params: numberParams },
    responses: orderAnswer,
  });
}

function operationWith<B extends z.ZodType>(method: 'put' | 'post', path: string, summary: string, body: B) {
  return createRoute({
    method,
    path,
    tags,
    security,
    middleware: staffOnly,
    summary,
    request: { params: numberParams, body: jsonBody(body) },
    responses: orderAnswer,
  });
}

const listRoute = createRoute({
  method: 'get',
  path: '/admin/orders',
  tags,
  security,
  middleware: staffOnly,
  summary: 'Complete and canceled orders, newest first, 50 per page, by fulfillment state and delivery day',
  request: { query: staffOrdersQuerySchema },
  responses: { 200: jsonContent(staffOrdersSchema, 'Orders'), ...failures },
});

const showRoute = createRoute({
  method: 'get',
  path: '/admin/orders/{number}',
  tags,
  security,
  middleware: staffOnly,
  summary: 'One order, whoever it belongs to',
  request: { params: numberParams },
  responses: orderAnswer,
});

const variantRoute = createRoute({
  method: 'put',
  path: '/admin/variants/{id}',
  tags,
  security,
  middleware: staffOnly,
  summary: 'Stock and prices of a product variant (a restock mails the notify-me subscribers)',
  request: { params: idParamSchema, body: jsonBody(variantChangeBodySchema) },
  responses: { 200: jsonContent(variantSchema, 'The variant after the change'), ...failures },
});

export function registerAdminOrderRoutes(app: ApiApp) {
  app.openapi(variantRoute, async (c) => {
    const deps = await staffDeps(c);
    const variant = await changeVariant(
      { ...deps, mailer: mailerOf(c) },
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(variant, 200);
  });

  app.openapi(showRoute, async (c) => {
    const deps = await staffDeps(c);
    return c.json(await findOrderForStaff(deps.db, plainOrderNumber(c.req.valid('param').number)), 200);
  });

  app.openapi(listRoute, async (c) => {
    const deps = await staffDeps(c);
    const query = c.req.valid('query');
    return c.json(
      await listOrdersForStaff(deps.db, {
        fulfillmentState: query.fulfillment_state,
        deliveryDate: query.delivery_date,
        page: query.page,
      }),
      200,
    );
  });

  app.openapi(
    operationWith(
      'put',
      '/admin/orders/{number}/fulfillment',
      'Move fulfillment one step',
      fulfillmentBodySchema,
    ),
    async (c) => {
      const deps = await staffDeps(c);
      return c.json(
        await advanceFulfillment(
          deps,
          plainOrderNumber(c.req.valid('param').number),
          c.req.valid('json').state,
        ),
        200,
      );
    },
  );

  app.openapi(
    operationWith(
      'put',
      '/admin/orders/{number}/delivery',
      'Move delivery along its transitions',
      deliveryBodySchema,
    ),
    async (c) => {
      const deps = await staffDeps(c);
      const order = await advanceDelivery(
        deps,
        plainOrderNumber(c.req.valid('param').number),
        c.req.valid('json').state,
      );
      if (order.delivery_state === 'in_progress' && order.email) {
        sendAfterAnswer(mailerOf(c), outForDeliveryMail(order), { order: order.number });
      }
      return c.json(order, 200);
    },
  );

  app.openapi(
    operationWith(
      'put',
      '/admin/orders/{number}/produced',
      'Record produced quantities at packaging and capture that amount',
      producedBodySchema,
    ),
    async (c) => {
      const deps = await staffDeps(c);
      const lines = c.req
        .valid('json')
        .line_items.map((line) => ({ line_item_id: line.id, quantity: line.quantity }));
      return c.json(await recordProduced(deps, plainOrderNumber(c.req.valid('param').number), lines), 200);
    },
  );

  app.openapi(
    operationWith('put', '/admin/orders/{number}/driver', 'Assign the driver and vehicle', driverBodySchema),
    async (c) => {
      const deps = await staffDeps(c);
      return c.json(
        await assignDriver(deps, plainOrderNumber(c.req.valid('param').number), c.req.valid('json')),
        200,
      );
    },
  );

  app.openapi(
    operationWith(
      'post',
      '/admin/orders/{number}/locations',
      "Post the driver's position",
      locationBodySchema,
    ),
    async (c) => {
      const deps = await staffDeps(c);
      return c.json(
        await postDriverLocation(deps, plainOrderNumber(c.req.valid('param').number), c.req.valid('json')),
        200,
      );
    },
  );

  app.openapi(
    operationWith('put', '/admin/orders/{number}/sale_receipt', 'Set the NF-e link', saleReceiptBodySchema),
    async (c) => {
      const deps = await staffDeps(c);
      return c.json(
        await setSaleReceipt(deps, plainOrderNumber(c.req.valid('param').number), c.req.valid('json').url),
        200,
      );
    },
  );

  for (const reason of ['canceled', 'payment_denied'] as const) {
    const path =
      reason === 'canceled' ? '/admin/orders/{number}/cancel' : '/admin/orders/{number}/payment_denied';
    const summary =
      reason === 'canceled'
        ? 'Cancel: void the authorisation, return the stock, free the slot'
        : 'Deny the payment (while evaluating): as a cancel, and the customer is told';
    app.openapi(operation('put', path, summary), async (c) => {
      const deps = { ...(await staffDeps(c)), mailer: mailerOf(c) };
      const order = await cancelOrder(deps, plainOrderNumber(c.req.valid('param').number), reason);
      if (order.email)
        sendAfterAnswer(deps.mailer, orderCanceledMail(order, reason), { order: order.number });
      return c.json(order, 200);
    });
  }
}
