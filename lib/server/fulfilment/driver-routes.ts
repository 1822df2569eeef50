/**
 * The driver's calls (docs/business-rules.md, Staff roles), 'deliver' capability, on their own deliveries
 * only (any other order is 404): the day's list and 'Não entregue'. Moving the delivery and posting
 * positions are in ./routes.ts, open to the counter as well.
 */
import { createRoute } from '@hono/zod-openapi';
import { jsonContent } from '@/lib/sales-api/accounts';
import { boardQuerySchema, driverDeliveriesSchema, failedDeliveryBodySchema } from '@/lib/sales-api/staff';
import { requireUser, staffCan } from '../api/authenticate';
import { nowOf, type ApiApp } from '../api/env';
import { failDelivery } from './delivery';
import { driverDeliveries } from './driver-deliveries';
import { shopDate } from '../store/shop-schedule';
import { failures, orderOperation, security, tags } from './staff-routes';

const deliveriesRoute = createRoute({
  method: 'get',
  path: '/admin/driver/deliveries',
  tags,
  security,
  middleware: staffCan('deliver'),
  summary:
    "The caller's own deliveries of the day by window, each in route order, with address, phone, map point and the amount to collect (deliver)",
  request: { query: boardQuerySchema },
  responses: {
    200: jsonContent(driverDeliveriesSchema, "The driver's day (today in America/Bahia by default)"),
    403: failures[403],
    422: failures[422],
  },
});

export function registerAdminDriverRoutes(app: ApiApp) {
  app.openapi(deliveriesRoute, async (c) => {
    const driver = await requireUser(c);
    const date = c.req.valid('query').date ?? shopDate(nowOf(c.var.deps));
    return c.json(await driverDeliveries(await c.var.deps.getDb(), driver.id, date), 200);
  });

  orderOperation(
    app,
    {
      method: 'put',
      path: '/admin/orders/{number}/failed',
      summary: "'Não entregue': the delivery failed, for the reason given (a driver: their own deliveries)",
      capabilities: ['problems', 'deliver'],
      body: failedDeliveryBodySchema,
    },
    ({ deps, number, body }) => failDelivery(deps, number, body.reason),
  );
}
