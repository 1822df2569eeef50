/**
 * Dispatch (docs/business-rules.md, Staff roles), 'dispatch' capability: a driver and vehicle for a ready
 * order, and a route's order. The command line's PUT /admin/orders/{number}/driver (a name typed by
 * hand) stays in ./routes.ts.
 */
import { createRoute } from '@hono/zod-openapi';
import { jsonBody, jsonContent, messageSchema } from '@/lib/sales-api/accounts';
import { plainOrderNumber } from '@/lib/sales-api/order';
import { dispatchBodySchema, routeBodySchema } from '@/lib/sales-api/staff';
import { staffCan } from '../api/authenticate';
import type { ApiApp } from '../api/env';
import { dispatchOrder, setRoute } from './dispatch';
import { failures, orderOperation, security, staffDeps, tags } from './staff-routes';

const ROUTE_SAVED = 'Rota salva';

const routesRoute = createRoute({
  method: 'put',
  path: '/admin/routes',
  tags,
  security,
  middleware: staffCan('dispatch'),
  summary:
    "A driver's route: positions 1..n in the order given; each order a delivery, ready or planned (dispatch)",
  request: { body: jsonBody(routeBodySchema) },
  responses: {
    200: jsonContent(messageSchema, ROUTE_SAVED),
    403: failures[403],
    409: failures[409],
    422: failures[422],
  },
});

export function registerAdminDispatchRoutes(app: ApiApp) {
  orderOperation(
    app,
    {
      method: 'put',
      path: '/admin/orders/{number}/dispatch',
      summary: 'Assign a driver (a staff member with the driver role) and vehicle to a ready order: planned',
      capabilities: ['dispatch'],
      body: dispatchBodySchema,
    },
    ({ deps, number, body }) => dispatchOrder(deps, number, body),
  );

  app.openapi(routesRoute, async (c) => {
    const deps = await staffDeps(c, ['dispatch']);
    await setRoute(deps, c.req.valid('json').numbers.map(plainOrderNumber));
    return c.json({ message: ROUTE_SAVED }, 200);
  });
}
