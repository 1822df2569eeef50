/**
 * The back office (docs/business-rules.md, Order and delivery states and Staff roles), by capability:
 * 403 for guests, customers and roles without it (./staff-routes.ts). Every operation answers the
 * order JSON; illegal transitions answer 409 with the reason; every action is recorded on the order. The
 * customer is told by e-mail when the payment is approved or denied, the order leaves with the driver, is
 * delivered or fetched, is canceled or refunded (./customer-notices.ts).
 */
import { createRoute } from '@hono/zod-openapi';
import { can } from '@/lib/rules/staff-roles';
import { refundBodySchema, refundHeadersSchema } from '@/lib/sales-api/refunds';
import { staffCan } from '../api/authenticate';
import { sendAfterAnswer } from '../mail/mail-queue';
import { orderCanceledMail, refundMail } from '../mail/messages';
import { storeInfo } from '../store/store-info';
import { advanceFulfillment, cancelOrder, recordProduced, type ProducedLine } from './fulfilment-moves';
import { refundOrder } from './refunds';
import { advanceDelivery, assignDriver, postDriverLocation } from './delivery';
import { setSaleReceipt } from './sale-receipt';
import { packOrder } from './packing';
import {
  tellDeliveryMove,
  tellDroppedLines,
  tellPaymentApproved,
  tellReadyForPickup,
  tellWeighedRefund,
} from './customer-notices';
import { findOrderForStaff, listOrdersForStaff } from './staff-queries';
import { changeVariant } from './variant-changes';
import { mailerOf } from '../accounts/account-access';
import type { ApiApp } from '../api/env';
import { failures, numberParams, orderOperation, security, staffDeps, staffView, tags } from './staff-routes';
import { announceSubstitutesTaken, suggestSubstitutes } from './substitutes';
import { jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import {
  deliveryBodySchema,
  driverBodySchema,
  fulfillmentBodySchema,
  locationBodySchema,
  producedBodySchema,
  saleReceiptBodySchema,
  substitutesSchema,
  type ProducedBody,
  staffOrdersQuerySchema,
  staffOrdersSchema,
  variantChangeBodySchema,
} from '@/lib/sales-api/admin';
import { variantSchema } from '@/lib/sales-api/catalogue';
import { idParamSchema } from '@/lib/sales-api/openapi-parts';
import { plainOrderNumber } from '@/lib/sales-api/order';

const listRoute = createRoute({
  method: 'get',
  path: '/admin/orders',
  tags,
  security,
  middleware: staffCan('board'),
  summary:
    'Complete and canceled orders, newest first, 50 per page (next_cursor), by fulfillment state and delivery day (board)',
  request: { query: staffOrdersQuerySchema },
  responses: { 200: jsonContent(staffOrdersSchema, 'Orders'), ...failures },
});

const variantRoute = createRoute({
  method: 'put',
  path: '/admin/variants/{id}',
  tags,
  security,
  middleware: staffCan('store'),
  summary: 'Stock and prices of a product variant (a restock mails the notify-me subscribers) (store)',
  request: { params: idParamSchema, body: jsonBody(variantChangeBodySchema) },
  responses: { 200: jsonContent(variantSchema, 'The variant after the change'), ...failures },
});

const substitutesRoute = createRoute({
  method: 'get',
  path: '/admin/orders/{number}/substitutes',
  tags,
  security,
  middleware: staffCan('pack'),
  summary:
    "The suggested substitute of each line the customer lets be replaced, for 'Sem estoque' at the weighing (pack)",
  request: { params: numberParams },
  responses: {
    200: jsonContent(substitutesSchema, 'Each replaceable line and its suggested substitute (null: none)'),
    403: failures[403],
    404: failures[404],
  },
});

/** The body's lines as the services take them. */
function producedOf(body: ProducedBody): ProducedLine[] {
  return body.line_items.map((line) => ({
    line_item_id: line.id,
    quantity: line.quantity,
    substitute: line.substitute,
  }));
}

export function registerAdminOrderRoutes(app: ApiApp) {
  app.openapi(variantRoute, async (c) => {
    const deps = await staffDeps(c, ['store']);
    const variant = await changeVariant(
      { ...deps, mailer: mailerOf(c) },
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(variant, 200);
  });

  orderOperation(
    app,
    {
      method: 'get',
      path: '/admin/orders/{number}',
      summary: 'One order, whoever it belongs to; a driver, one of their own deliveries',
      capabilities: ['board', 'deliver'],
    },
    ({ deps, number }) => findOrderForStaff(deps, number),
  );

  app.openapi(substitutesRoute, async (c) => {
    const deps = await staffDeps(c, ['pack']);
    return c.json(await suggestSubstitutes(deps, plainOrderNumber(c.req.valid('param').number)), 200);
  });

  app.openapi(listRoute, async (c) => {
    const deps = await staffDeps(c, ['board']);
    const query = c.req.valid('query');
    const list = await listOrdersForStaff(deps.db, {
      fulfillmentState: query.fulfillment_state,
      deliveryDate: query.delivery_date,
      cursor: query.cursor,
    });
    return c.json({ ...list, orders: list.orders.map(staffView) }, 200);
  });

  orderOperation(
    app,
    {
      method: 'put',
      path: '/admin/orders/{number}/fulfillment',
      summary: 'Move fulfillment one step',
      capabilities: ['pack'],
      body: fulfillmentBodySchema,
    },
    async ({ deps, number, body, mailer }) => {
      const { order, from, again } = await advanceFulfillment(deps, number, body.state);
      tellPaymentApproved(mailer, order, from);
      // An order in 'erro' resumed at ready, where it was: the customer was told when it first got there.
      if (!again) tellReadyForPickup(mailer, order);
      return order;
    },
  );

  orderOperation(
    app,
    {
      method: 'put',
      path: '/admin/orders/{number}/delivery',
      summary: 'Move delivery along its transitions (planned needs a driver assigned, failed its reason)',
      capabilities: ['pack', 'dispatch', 'deliver'],
      body: deliveryBodySchema,
    },
    async ({ deps, number, body, mailer }) => {
      const order = await advanceDelivery(deps, number, body.state, body.reason);
      tellDeliveryMove(mailer, order, body.state);
      return order;
    },
  );

  orderOperation(
    app,
    {
      method: 'put',
      path: '/admin/orders/{number}/produced',
      summary: 'Record produced quantities at packaging and capture that amount',
      capabilities: ['pack'],
      body: producedBodySchema,
    },
    async ({ deps, number, body, mailer }) => {
      const { order, dropped, refundCents } = await recordProduced(deps, number, producedOf(body));
      await announceSubstitutesTaken(
        deps.db,
        body.line_items.map((line) => line.substitute),
        { order: order.number },
      );
      tellDroppedLines(mailer, order, dropped);
      tellWeighedRefund(mailer, order, refundCents);
      return order;
    },
  );

  orderOperation(
    app,
    {
      method: 'put',
      path: '/admin/orders/{number}/packed',
      summary:
        "'Concluir pesagem': record the produced quantities (0 drops the line, the customer is told), capture the weighed amount and move the order to ready from wherever it is in preparation",
      capabilities: ['pack'],
      body: producedBodySchema,
    },
    async ({ deps, number, body, mailer }) => {
      const { order, dropped, refundCents } = await packOrder(deps, number, producedOf(body));
      await announceSubstitutesTaken(
        deps.db,
        body.line_items.map((line) => line.substitute),
        { order: order.number },
      );
      tellDroppedLines(mailer, order, dropped);
      tellWeighedRefund(mailer, order, refundCents);
      tellReadyForPickup(mailer, order);
      return order;
    },
  );

  orderOperation(
    app,
    {
      method: 'put',
      path: '/admin/orders/{number}/driver',
      summary: 'Assign the driver and vehicle',
      capabilities: ['dispatch'],
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
      capabilities: ['dispatch', 'deliver'],
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
      capabilities: ['pack'],
      body: saleReceiptBodySchema,
    },
    ({ deps, number, body }) => setSaleReceipt(deps, number, body.url),
  );

  for (const reason of ['canceled', 'payment_denied'] as const) {
    const path =
      reason === 'canceled' ? '/admin/orders/{number}/cancel' : '/admin/orders/{number}/payment_denied';
    const summary =
      reason === 'canceled'
        ? 'Cancel: void the authorisation (a captured card: refund it, managers only), return the stock, free the slot'
        : 'Deny the payment (while evaluating): as a cancel, and the customer is told';
    orderOperation(
      app,
      { method: 'put', path, summary, capabilities: ['problems'] },
      async ({ deps, number, mailer }) => {
        // A captured card is refunded with the cancel, by a role that may refund (lib/server/fulfilment/refunds.ts).
        const mayRefund = can(deps.staff.role, 'store');
        const order = await cancelOrder({ ...deps, mailer, mayRefund }, number, reason);
        if (order.email) {
          sendAfterAnswer(mailer, () => orderCanceledMail(storeInfo(), order, reason), {
            order: order.number,
          });
        }
        return order;
      },
    );
  }

  orderOperation(
    app,
    {
      method: 'post',
      path: '/admin/orders/{number}/refunds',
      summary:
        'Refund the captured card payment, by amount or by whole lines, with a reason; never more than captured; a repeated Idempotency-Key answers the refund made before',
      capabilities: ['store'],
      body: refundBodySchema,
      headers: refundHeadersSchema,
    },
    async ({ deps, number, body, mailer, headers }) => {
      const { order, amountCents, repeated, atGateway } = await refundOrder(
        deps,
        number,
        body,
        headers['idempotency-key'],
      );
      // A repeat answers the refund made before: its customer was told then. A refund the gateway refused
      // is not announced: the staff see it refused and settle it with the gateway.
      if (order.email && !repeated && atGateway !== 'refused') {
        sendAfterAnswer(mailer, () => refundMail(storeInfo(), order, amountCents), { order: order.number });
      }
      return order;
    },
  );
}
