/**
 * The store's information in the back office (docs/business-rules.md, Store back office), for the 'store'
 * capability (the manager): 401 for guests, 403 for everyone else, before any input is read. Bad input is
 * a 422 with the contract's pt-BR messages at the fields (lib/sales-api/store.ts).
 */
import { createRoute } from '@hono/zod-openapi';
import { jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import { errorSchema } from '@/lib/sales-api/openapi-parts';
import { storeInfoBodySchema, storeInfoSettingSchema } from '@/lib/sales-api/store';
import { requireUser, staffCan } from '../api/authenticate';
import { nowOf, type ApiApp, type ApiEnv } from '../api/env';
import { saveStoreInfo, storeInfoSetting } from './store-info';

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
  "The configuration's values (STORE_NAME, STORE_PHONE, WHATSAPP_NUMBER, STORE_EMAIL, STORE_ADDRESS) are the defaults; once changed here, every page, e-mail and GET /v2/store shows the manager's, on every instance within moments.";

const answer = jsonContent(storeInfoSettingSchema, "The store's information");

const readRoute = route({
  method: 'get',
  path: '/admin/store/info',
  summary: "The store's name, phone, WhatsApp, e-mail, address and hours, with the configuration's (store)",
  description: RULE,
  responses: { 200: answer, ...failures },
});

const saveRoute = route({
  method: 'put',
  path: '/admin/store/info',
  summary: "Changes the store's information (store)",
  description: RULE,
  request: { body: jsonBody(storeInfoBodySchema) },
  responses: { 200: answer, ...failures },
});

const resetRoute = route({
  method: 'delete',
  path: '/admin/store/info',
  summary: "Back to the configuration's values (store)",
  description: RULE,
  responses: { 200: answer, ...failures },
});

async function infoDeps(c: { var: ApiEnv['Variables'] }) {
  const staff = await requireUser(c);
  return { db: await c.var.deps.getDb(), staffId: staff.id, now: nowOf(c.var.deps) };
}

export function registerAdminStoreInfoRoutes(app: ApiApp) {
  app.openapi(readRoute, async (c) => c.json(await storeInfoSetting(await c.var.deps.getDb()), 200));
  app.openapi(saveRoute, async (c) =>
    c.json(await saveStoreInfo(await infoDeps(c), c.req.valid('json')), 200),
  );
  app.openapi(resetRoute, async (c) => c.json(await saveStoreInfo(await infoDeps(c), null), 200));
}
