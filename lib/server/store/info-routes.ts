/**
 * The store's information in the back office (docs/business-rules.md, Store back office), for the 'store'
 * capability (the manager): 403 for guests and everyone else, before any input is read. Bad input is
 * a 422 with the contract's pt-BR messages at the fields (lib/sales-api/store.ts).
 */
import { jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import { storeInfoBodySchema, storeInfoSettingSchema } from '@/lib/sales-api/store';
import type { ApiApp } from '../api/env';
import { saveStoreInfo, storeInfoSetting } from './store-info';
import { storeDeps, storeFailures, storeRoute } from './store-routes';

const RULE =
  "The configuration's values (STORE_NAME, STORE_PHONE, WHATSAPP_NUMBER, STORE_EMAIL, STORE_ADDRESS) are the defaults; once changed here, every page, e-mail and GET /v2/store shows the manager's, on every instance within moments.";

const answer = jsonContent(storeInfoSettingSchema, "The store's information");

const readRoute = storeRoute({
  method: 'get',
  path: '/admin/store/info',
  summary: "The store's name, phone, WhatsApp, e-mail, address and hours, with the configuration's (store)",
  description: RULE,
  responses: { 200: answer, ...storeFailures },
});

const saveRoute = storeRoute({
  method: 'put',
  path: '/admin/store/info',
  summary: "Changes the store's information (store)",
  description: RULE,
  request: { body: jsonBody(storeInfoBodySchema) },
  responses: { 200: answer, ...storeFailures },
});

const resetRoute = storeRoute({
  method: 'delete',
  path: '/admin/store/info',
  summary: "Back to the configuration's values (store)",
  description: RULE,
  responses: { 200: answer, ...storeFailures },
});

export function registerAdminStoreInfoRoutes(app: ApiApp) {
  app.openapi(readRoute, async (c) => c.json(await storeInfoSetting(await c.var.deps.getDb()), 200));
  app.openapi(saveRoute, async (c) =>
    c.json(await saveStoreInfo(await storeDeps(c), c.req.valid('json')), 200),
  );
  app.openapi(resetRoute, async (c) => c.json(await saveStoreInfo(await storeDeps(c), null), 200));
}
