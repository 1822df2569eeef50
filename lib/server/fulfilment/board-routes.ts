/**
 * The staff's board and an order's history (docs/business-rules.md, Staff roles), 'board' capability.
 */
import { createRoute } from '@hono/zod-openapi';
import { jsonContent } from '@/lib/sales-api/accounts';
import { plainOrderNumber } from '@/lib/sales-api/order';
import { boardQuerySchema, boardSchema, orderHistorySchema } from '@/lib/sales-api/staff';
import { staffCan } from '../api/authenticate';
import { nowOf, type ApiApp } from '../api/env';
import { staffBoard } from './board';
import { orderHistory } from './order-history';
import { shopDate } from '../store/shop-schedule';
import { failures, numberParams, security, staffDeps, tags } from './staff-routes';

const boardRoute = createRoute({
  method: 'get',
  path: '/admin/board',
  tags,
  security,
  middleware: staffCan('board'),
  summary:
    "The day's complete orders by window (scheduled in time order, express, pickups apart), with counts, grams and the drivers (board)",
  request: { query: boardQuerySchema },
  responses: {
    200: jsonContent(boardSchema, 'The board of the day (today in America/Bahia by default)'),
    403: failures[403],
    422: failures[422],
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/admin/orders/{number}/history',
  tags,
  security,
  middleware: staffCan('board'),
  summary: 'Every staff action on the order, oldest first: who, when, what, before and after (board)',
  request: { params: numberParams },
  responses: {
    200: jsonContent(orderHistorySchema, "The order's history"),
    403: failures[403],
    404: failures[404],
  },
});

export function registerAdminBoardRoutes(app: ApiApp) {
  app.openapi(boardRoute, async (c) => {
    const date = c.req.valid('query').date ?? shopDate(nowOf(c.var.deps));
    return c.json(await staffBoard(await c.var.deps.getDb(), date), 200);
  });

  app.openapi(historyRoute, async (c) => {
    const deps = await staffDeps(c, ['board']);
    return c.json(await orderHistory(deps, plainOrderNumber(c.req.valid('param').number)), 200);
  });
}
