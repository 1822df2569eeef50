/**
 * The delivery terms in the back office (docs/business-rules.md, Shipping and pickup), for the 'store'
 * capability (the manager): 401 for guests, 403 for everyone else, before any input is read. Bad input is
 * a 422 with the contract's pt-BR messages at the fields (lib/sales-api/store-delivery.ts).
 */
import { createRoute } from '@hono/zod-openapi';
import { jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import { errorSchema } from '@/lib/sales-api/openapi-parts';
import { deliveryBodySchema, deliverySettingSchema } from '@/lib/sales-api/store-delivery';
import { requireUser, staffCan } from '../api/authenticate';
import { nowOf, type ApiApp, type ApiEnv } from '../api/env';
import { deliverySetting, saveDeliveryTerms } from './delivery-costs';

const failures = {
  401: jsonContent(errorSchema, "You're not logged in."),
  403: jsonContent(errorSchema, 'Not staff, or a role without the store capability'),
  422: jsonContent(errorSchema, 'Invalid input: the pt-BR message of each field'),
} as const;

const route = <R extends Parameters<typeof createRoute>[0]>(spec: R) =>
  createRoute({
    ...spec,
    tags: ['Store settings'],
    security: [{ bearer: [] }],
    middleware: staffCan('store'),
  });

const RULE =
  'SHIPPING_COSTS, EXPRESS_SURCHARGE, free delivery from R$ 99, express from 08:00 to 18:00 and pickup 07:00-19:00 (Sundays and holidays 07:00-12:00) are the defaults. A change applies to the rates offered from the next checkout request on, on every instance within moments; rates already offered keep their price but the free delivery, which follows the items total.';

const answer = jsonContent(deliverySettingSchema, 'The delivery terms');

const readRoute = route({
  method: 'get',
  path: '/admin/store/delivery',
  summary: 'Delivery cost per city, free delivery from, express surcharge and hours, pickup hours (store)',
  description: RULE,
  responses: { 200: answer, ...failures },
});

const saveRoute = route({
  method: 'put',
  path: '/admin/store/delivery',
  summary: 'Changes the delivery terms (store)',
  description: RULE,
  request: { body: jsonBody(deliveryBodySchema) },
  responses: { 200: answer, ...failures },
});

const resetRoute = route({
  method: 'delete',
  path: '/admin/store/delivery',
  summary: 'Back to the default delivery terms (store)',
  description: RULE,
  responses: { 200: answer, ...failures },
});

async function deliveryDeps(c: { var: ApiEnv['Variables'] }) {
  const staff = await requireUser(c);
  return { db: await c.var.deps.getDb(), staffId: staff.id, now: nowOf(c.var.deps) };
}

export function registerAdminDeliveryRoutes(app: ApiApp) {
  app.openapi(readRoute, async (c) => c.json(await deliverySetting(await c.var.deps.getDb()), 200));
  app.openapi(saveRoute, async (c) =>
    c.json(await saveDeliveryTerms(await deliveryDeps(c), c.req.valid('json')), 200),
  );
  app.openapi(resetRoute, async (c) => c.json(await saveDeliveryTerms(await deliveryDeps(c), null), 200));
}
