/**
 * The audit of the store back office (./store-changes.ts), for the 'store' capability (the manager): 403
 * for guests and everyone else.
 */
import { createRoute } from '@hono/zod-openapi';
import { jsonContent } from '@/lib/sales-api/accounts';
import { errorSchema, staffRefused } from '@/lib/sales-api/openapi-parts';
import { storeChangesQuerySchema, storeChangesSchema } from '@/lib/sales-api/store-changes';
import { staffCan } from '../api/authenticate';
import type { ApiApp } from '../api/env';
import { listStoreChanges } from './store-changes';

const listRoute = createRoute({
  method: 'get',
  path: '/admin/store/changes',
  tags: ['Store back office'],
  security: [{ bearer: [] }],
  middleware: staffCan('store'),
  summary: 'Every change of the catalogue and the store settings, latest first, 50 per page (store)',
  description:
    'Who made it, when, what it changed (`entity`: product, variant, picture, holiday, delivery_window, coupon, ' +
    '...; `entity_id`) and the thing before (null: created) and after (null: removed), as the admin API ' +
    'answers it. Each is recorded in the transaction of the change itself.',
  request: { query: storeChangesQuerySchema },
  responses: {
    200: jsonContent(storeChangesSchema, 'One page of changes'),
    403: staffRefused('store'),
    422: jsonContent(errorSchema, 'Invalid query: the pt-BR message of each field'),
  },
});

export function registerStoreChangeRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) =>
    c.json(await listStoreChanges(await c.var.deps.getDb(), c.req.valid('query')), 200),
  );
}
