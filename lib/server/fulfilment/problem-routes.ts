/**
 * Problems (docs/business-rules.md, Staff roles), 'problems' capability: 'erro' with a note, and a failed
 * delivery rescheduled; the demo's Pix payment on the test gateway. Cancel and payment denied are in ./routes.ts.
 */
import { createRoute } from '@hono/zod-openapi';
import { jsonContent } from '@/lib/sales-api/accounts';
import { plainOrderNumber } from '@/lib/sales-api/order';
import { orderErrorBodySchema, rescheduleBodySchema, rescheduleWindowsSchema } from '@/lib/sales-api/staff';
import { staffCan } from '../api/authenticate';
import type { ApiApp } from '../api/env';
import { markError, rescheduleDelivery, rescheduleWindows } from './problems';
import { payPixAtTestGateway } from '../checkout/pix';
import { failures, numberParams, orderOperation, security, staffDeps, tags } from './staff-routes';

const windowsRoute = createRoute({
  method: 'get',
  path: '/admin/orders/{number}/reschedule',
  tags,
  security,
  middleware: staffCan('problems'),
  summary: 'The windows a failed (or erring) delivery can be moved to: bookable now, with room (problems)',
  request: { params: numberParams },
  responses: {
    200: jsonContent(rescheduleWindowsSchema, 'The windows with the places left'),
    403: failures[403],
    404: failures[404],
    409: failures[409],
  },
});

export function registerAdminProblemRoutes(app: ApiApp) {
  orderOperation(
    app,
    {
      method: 'put',
      path: '/admin/orders/{number}/error',
      summary: "Mark the order 'erro' with a note: its delivery once started, else its fulfillment",
      capabilities: ['problems'],
      body: orderErrorBodySchema,
    },
    ({ deps, number, body }) => markError(deps, number, body.note),
  );

  app.openapi(windowsRoute, async (c) => {
    const deps = await staffDeps(c, ['problems']);
    const windows = await rescheduleWindows(deps, plainOrderNumber(c.req.valid('param').number));
    return c.json({ windows }, 200);
  });

  orderOperation(
    app,
    {
      method: 'put',
      path: '/admin/orders/{number}/reschedule',
      summary:
        'Move a failed (or erring) delivery into another window (never overbooked); it is dispatched again',
      capabilities: ['problems'],
      body: rescheduleBodySchema,
    },
    ({ deps, number, body }) => rescheduleDelivery(deps, number, new Date(body.starts_at)),
  );

  // The demo's Pix payment on the built-in test gateway (docs/business-rules.md, Payment: Pix): the
  // gateway marks the charge paid, then the shop applies the gateway's state as its webhook would.
  orderOperation(
    app,
    {
      method: 'put',
      path: '/admin/orders/{number}/pix_paid',
      summary: "Pay the order's Pix at the built-in test gateway (demo), then apply the gateway's state",
      capabilities: ['problems'],
    },
    ({ deps, number, mailer }) =>
      payPixAtTestGateway({ ...deps, mailer, now: deps.clock?.() ?? new Date() }, number),
  );
}
