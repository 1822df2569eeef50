/**
 * The customer's LGPD rights (./privacy.ts): the consent history, the download of their data and deleting
 * the account. Signed-in customers only, each about themself.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { accountDeletionSchema } from '@/lib/validation/account';
import { accountErrors, jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import { errorSchema } from '@/lib/sales-api/openapi-parts';
import { consentInputSchema, consentSchema, privacyExportSchema } from '@/lib/sales-api/privacy';
import { requireUser, signedIn } from '../api/authenticate';
import { payloadTooLargeError } from '../api/body-limit';
import { nowOf, type ApiApp } from '../api/env';
import { clearSessionCookie } from '../auth/session-cookie';
import { configuredGateway } from '../payments/configured-gateway';
import { deleteAccount, exportAccountData, listConsents, recordConsent } from './privacy';
import { clientOf } from './user-routes';
import { shopDate } from '../store/shop-schedule';

const tags = ['Privacy'];
const security = [{ bearer: [] }];
const { 401: notLoggedIn, 422: invalid } = accountErrors;

const consentsRoute = createRoute({
  method: 'get',
  path: '/v2/account/consents',
  tags,
  summary: "The customer's analytics consent choices, oldest first",
  security,
  middleware: signedIn,
  responses: { 200: jsonContent(z.array(consentSchema), 'The history'), 401: notLoggedIn },
});

const recordConsentRoute = createRoute({
  method: 'post',
  path: '/v2/account/consents',
  tags,
  summary: 'Record the choice the consent banner just made (the cookie keeps it for the browser)',
  security,
  middleware: signedIn,
  request: { body: jsonBody(consentInputSchema) },
  responses: {
    201: jsonContent(z.array(consentSchema), 'The history, with the new choice last'),
    401: notLoggedIn,
    422: invalid,
    ...payloadTooLargeError,
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/v2/account/export',
  tags,
  summary: 'Everything the shop keeps tied to the customer, as a JSON file to download',
  security,
  middleware: signedIn,
  responses: {
    200: jsonContent(privacyExportSchema, 'The data (Content-Disposition: attachment)'),
    401: notLoggedIn,
  },
});

const deletionRoute = createRoute({
  method: 'post',
  path: '/v2/account/deletion',
  tags,
  summary:
    'Delete the account: orders stay, anonymised; sessions revoked, saved cards deleted at the gateway',
  security,
  middleware: signedIn,
  request: { body: jsonBody(accountDeletionSchema) },
  responses: {
    204: { description: 'Deleted; the session cookie is cleared' },
    401: notLoggedIn,
    403: jsonContent(errorSchema, 'A staff account (removed by the manager)'),
    409: jsonContent(errorSchema, 'An order is still in progress'),
    422: jsonContent(errorSchema, "Wrong password ('Senha incorreta') or the confirmation missing"),
    429: jsonContent(errorSchema, 'Too many wrong passwords (per session and per IP)'),
    ...payloadTooLargeError,
  },
});

export function registerPrivacyRoutes(app: ApiApp) {
  app.openapi(consentsRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await listConsents(await c.var.deps.getDb(), user.id), 200);
  });

  app.openapi(recordConsentRoute, async (c) => {
    const user = await requireUser(c);
    const db = await c.var.deps.getDb();
    await recordConsent(db, user.id, c.req.valid('json').choice);
    return c.json(await listConsents(db, user.id), 201);
  });

  app.openapi(exportRoute, async (c) => {
    const user = await requireUser(c);
    const now = nowOf(c.var.deps);
    const data = await exportAccountData(await c.var.deps.getDb(), user.id, now);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Disposition', `attachment; filename="meus-dados-${shopDate(now)}.json"`);
    return c.json(data, 200);
  });

  app.openapi(deletionRoute, async (c) => {
    const user = await requireUser(c);
    const { deps } = c.var;
    const gateway = deps.gateway ?? configuredGateway(deps.getDb, () => nowOf(deps));
    await deleteAccount(
      await deps.getDb(),
      gateway,
      user,
      c.req.valid('json').password,
      clientOf(c),
      nowOf(deps),
    );
    clearSessionCookie(c);
    return c.body(null, 204);
  });
}
