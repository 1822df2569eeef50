/**
 * The back office (docs/business-rules.md, Order and delivery states), staff only: 401 for guests, 403 for
 * customers. Every operation answers the order JSON; illegal transitions answer 409 with the reason; every
 * action is recorded on the order. The customer is told by e-mail when the order leaves with the driver, is
 * canceled, or its payment is denied.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { requireStaff, staffOnly } from '../api/authenticate';
import { sendAfterAnswer } from '../mail/mail-queue';
import { orderCanceledMail, outForDeliveryMail } from '../mail/messages';
import { configuredGateway } from '../payments/configured-gateway';
import { advanceFulfillment, cancelOrder, recordProduced } from './fulfilment-moves';
import { advanceDelivery, assignDriver, postDriverLocation } from './delivery';
import { setSaleReceipt } from './sale-receipt';
import type { StaffDeps } from './staff-action';
import { findOrderForStaff, listOrdersForStaff } from './staff-queries';
import { changeVariant } from './variant-changes';
import { mailerOf } from '../accounts/account-access';
import type { ApiApp, ApiEnv } from '../api/env';
import type { Mailer } from '../mail/mailer';
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
import { orderNumberSchema, orderSchema, plainOrderNumber, type OrderJson } from '@/lib/sales-api/order';

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
    jobs: deps.jobs,
  };
}

/** What an operation on one order is given: the staff's deps, the order's number, the request's body. */
interface OrderCall<Body> {
  deps: StaffDeps;
  number: string;
  body: Body;
  mailer: Mailer;
}

/**
 * Registers an operation on one order, staff only: the order's number in the path, and a JSON body when
 * `body` is given. The action answers the order, sent as it is (200).
 */
function orderOperation<B extends z.ZodType = z.ZodUndefined>(
  app: ApiApp,
  spec: { method: 'get' | 'put' | 'post'; path: string; summary: string; body?: B },
  act: (call: OrderCall<z.infer<B>>) => Promise<OrderJson>,
) {
  const route = createRoute({
    method: spec.method,
    path: spec.path,
    tags,
    security,
    middleware: staffOnly,
    summary: spec.summary,
    request: { params: numberParams, ...(spec.body && { body: jsonBody(spec.body) }) },
    responses: orderAnswer,
  });
  app.openapi(route, async (c) => {
    const deps = await staffDeps(c);
    // The input's type is lost on a route built for any body: these are what the route validated.
    const params = c.req.valid('param' as never) as z.infer<typeof numberParams>;
    const body = (spec.body ? c.req.valid('json' as never) : undefined) as z.infer<B>;
    const number = plainOrderNumber(params.number);
    return c.json(await act({ deps, number, body, mailer: mailerOf(c) }), 200);
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

  orderOperation(
    app,
    { method: 'get', path: '/admin/orders/{number}', summary: 'One order, whoever it belongs to' },
    ({ deps, number }) => findOrderForStaff(deps.db, number),
  );

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

  orderOperation(
    app,
    {
      method: 'put',
      path: '/admin/orders/{number}/fulfillment',
      summary: 'Move fulfillment one step',
      body: fulfillmentBodySchema,
    },
    ({ deps, number, body }) => advanceFulfillment(deps, number, body.state),
  );

  orderOperation(
    app,
    {
      method: 'put',
      path: '/admin/orders/{number}/delivery',
      summary: 'Move delivery along its transitions',
      body: deliveryBodySchema,
    },
    async ({ deps, number, body, mailer }) => {
      const order = await advanceDelivery(deps, number, body.state);
      if (order.delivery_state === 'in_progress' && order.email) {
        sendAfterAnswer(mailer, outForDeliveryMail(order), { order: order.number });
      }
      return order;
    },
  );

  orderOperation(
    app,
    {
      method: 'put',
      path: '/admin/orders/{number}/produced',
      summary: 'Record produced quantities at packaging and capture that amount',
      body: producedBodySchema,
    },
    ({ deps, number, body }) =>
      recordProduced(
        deps,
        number,
        body.line_items.map((line) => ({ line_item_id: line.id, quantity: line.quantity })),
      ),
  );

  orderOperation(
    app,
    {
      method: 'put',
      path: '/admin/orders/{number}/driver',
      summary: 'Assign the driver and vehicle',
      body: driverBodySchema,
    },
    ({ deps, number, body }) => assignDriver(deps, number, body),
  );

  orderOperation(
    app,
    {
      method: 'post',
      path: '/admin/orders/{number}/locations',
      summary: "Post the driver's position",
      body: locationBodySchema,
    },
    ({ deps, number, body }) => postDriverLocation(deps, number, body),
  );

  orderOperation(
    app,
    {
      method: 'put',
      path: '/admin/orders/{number}/sale_receipt',
      summary: 'Set the NF-e link',
      body: saleReceiptBodySchema,
    },
    ({ deps, number, body }) => setSaleReceipt(deps, number, body.url),
  );

  for (const reason of ['canceled', 'payment_denied'] as const) {
    const path =
      reason === 'canceled' ? '/admin/orders/{number}/cancel' : '/admin/orders/{number}/payment_denied';
    const summary =
      reason === 'canceled'
        ? 'Cancel: void the authorisation, return the stock, free the slot'
        : 'Deny the payment (while evaluating): as a cancel, and the customer is told';
    orderOperation(app, { method: 'put', path, summary }, async ({ deps, number, mailer }) => {
      const order = await cancelOrder({ ...deps, mailer }, number, reason);
      if (order.email) sendAfterAnswer(mailer, orderCanceledMail(order, reason), { order: order.number });
      return order;
    });
  }
}
