/**
 * Customer support (docs/business-rules.md, Staff roles), 'support' capability: the search, a customer's
 * addresses and orders, and an order's confirmation sent again. Never card data.
 */
import { createRoute } from '@hono/zod-openapi';
import { jsonContent, messageSchema } from '@/lib/sales-api/accounts';
import { errorSchema, idParamSchema } from '@/lib/sales-api/openapi-parts';
import { plainOrderNumber } from '@/lib/sales-api/order';
import { customerDetailSchema, customerSearchQuerySchema, customerSearchSchema } from '@/lib/sales-api/staff';
import { mailerOf } from '../accounts/account-access';
import { staffCan } from '../api/authenticate';
import type { ApiApp } from '../api/env';
import { sendAfterAnswer } from '../mail/mail-queue';
import { confirmationAgain, customerDetail, searchCustomers } from './customer-support';
import { failures, numberParams, security, staffDeps, tags } from './staff-routes';

const RESENT = 'E-mail reenviado';

const searchRoute = createRoute({
  method: 'get',
  path: '/admin/customers',
  tags,
  security,
  middleware: staffCan('support'),
  summary:
    'Customers by name (case and accents ignored), e-mail, phone digits, a whole CPF (11 digits), or an order number; at most 20 (support)',
  request: { query: customerSearchQuerySchema },
  responses: {
    200: jsonContent(customerSearchSchema, 'The customers found'),
    403: failures[403],
    422: failures[422],
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/admin/customers/{id}',
  tags,
  security,
  middleware: staffCan('support'),
  summary: 'A customer with their addresses and placed orders, newest first (no card data) (support)',
  request: { params: idParamSchema },
  responses: {
    200: jsonContent(customerDetailSchema, 'The customer'),
    403: failures[403],
    404: jsonContent(errorSchema, 'No such customer'),
    422: failures[422],
  },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/admin/orders/{number}/resend_email',
  tags,
  security,
  middleware: staffCan('support'),
  summary: "Send the order's confirmation e-mail to its customer again (support)",
  request: { params: numberParams },
  responses: {
    200: jsonContent(messageSchema, RESENT),
    403: failures[403],
    404: failures[404],
    409: failures[409],
  },
});

export function registerAdminSupportRoutes(app: ApiApp) {
  app.openapi(searchRoute, async (c) => {
    const customers = await searchCustomers(await c.var.deps.getDb(), c.req.valid('query').q);
    return c.json({ customers }, 200);
  });

  app.openapi(detailRoute, async (c) => {
    return c.json(await customerDetail(await c.var.deps.getDb(), c.req.valid('param').id), 200);
  });

  app.openapi(resendRoute, async (c) => {
    const deps = await staffDeps(c, ['support']);
    const number = plainOrderNumber(c.req.valid('param').number);
    const confirmation = await confirmationAgain(deps, number);
    sendAfterAnswer(mailerOf(c), confirmation, { order: number });
    return c.json({ message: RESENT }, 200);
  });
}
