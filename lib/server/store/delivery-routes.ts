/**
 * The delivery terms in the back office (docs/business-rules.md, Shipping and pickup), for the 'store'
 * capability (the manager): 403 for guests and everyone else, before any input is read. Bad input is
 * a 422 with the contract's pt-BR messages at the fields (lib/sales-api/delivery-terms.ts).
 */
import { jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import { deliveryBodySchema, deliverySettingSchema } from '@/lib/sales-api/delivery-terms';
import type { ApiApp } from '../api/env';
import { deliverySetting, saveDeliveryTerms } from './delivery-costs';
import { storeDeps, storeFailures, storeRoute } from './store-routes';

const RULE =
  'SHIPPING_COSTS, EXPRESS_SURCHARGE, free delivery from R$ 99, express from 08:00 to 18:00 and pickup 07:00-19:00 (Sundays and holidays 07:00-12:00) are the defaults. A change applies to the rates offered from the next checkout request on, on every instance within moments; rates already offered keep their price but the free delivery, which follows the items total.';

const answer = jsonContent(deliverySettingSchema, 'The delivery terms');

const readRoute = storeRoute({
  method: 'get',
  path: '/admin/store/delivery',
  summary: 'Delivery cost per city, free delivery from, express surcharge and hours, pickup hours (store)',
  description: RULE,
  responses: { 200: answer, ...storeFailures },
});

const saveRoute = storeRoute({
  method: 'put',
  path: '/admin/store/delivery',
  summary: 'Changes the delivery terms (store)',
  description: RULE,
  request: { body: jsonBody(deliveryBodySchema) },
  responses: { 200: answer, ...storeFailures },
});

const resetRoute = storeRoute({
  method: 'delete',
  path: '/admin/store/delivery',
  summary: 'Back to the default delivery terms (store)',
  description: RULE,
  responses: { 200: answer, ...storeFailures },
});

export function registerAdminDeliveryRoutes(app: ApiApp) {
  app.openapi(readRoute, async (c) => c.json(await deliverySetting(await c.var.deps.getDb()), 200));
  app.openapi(saveRoute, async (c) =>
    c.json(await saveDeliveryTerms(await storeDeps(c), c.req.valid('json')), 200),
  );
  app.openapi(resetRoute, async (c) => c.json(await saveDeliveryTerms(await storeDeps(c), null), 200));
}
