/**
 * Storefront analytics events (docs/business-rules.md, Analytics and privacy): the events of the
 * catalogue in lib/sales-api/analytics.ts (any other is a 422); the real-user Web Vitals of page views;
 * and the browser's error reports (docs/operations.md: crashes, and failed data fetches). Both are written to
 * the server log as structured lines (errors at level error, with the release), where the log pipeline
 * forwards them; a failure never reaches the shopper.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { clientIp, enforceThrottle, THROTTLE_RULES, type ThrottleRule } from '../auth/throttle';
import type { Db } from '../db/database';
import { clientKeyOf } from './client-key';
import { logger } from '../logger';
import { requireUser, signedIn } from '../api/authenticate';
import { OPTIONAL_SESSION } from '../api/openapi-document';
import { nowOf, type ApiApp } from '../api/env';
import { claimPurchaseEvent } from './purchase-event';
import { recordVitals } from './web-vitals';
import { analyticsEventSchema, purchaseEventSchema, webVitalsBeaconSchema } from '@/lib/sales-api/analytics';
import { jsonContent } from '@/lib/sales-api/accounts';
import { errorResponses, errorSchema, throttledResponse } from '@/lib/sales-api/openapi-parts';
import { orderNumberSchema, plainOrderNumber } from '@/lib/sales-api/order';
import { scrubValue } from '@/lib/observability/scrub';

const vitalsRoute = createRoute({
  method: 'post',
  path: '/v2/vitals',
  tags: ['Analytics'],
  summary: "Records the Web Vitals of a page view in the shopper's browser (route pattern, never the URL)",
  request: {
    body: { required: true, content: { 'application/json': { schema: webVitalsBeaconSchema } } },
  },
  responses: { 204: { description: 'Recorded' }, 422: errorResponses[422], ...throttledResponse },
});

const trackRoute = createRoute({
  method: 'post',
  path: '/v2/events',
  tags: ['Analytics'],
  security: OPTIONAL_SESSION,
  summary: 'Records a storefront analytics event in the server log',
  request: {
    body: { required: true, content: { 'application/json': { schema: analyticsEventSchema } } },
  },
  responses: { 204: { description: 'Recorded' }, 422: errorResponses[422], ...throttledResponse },
});

const purchaseEventRoute = createRoute({
  method: 'post',
  path: '/v2/orders/{number}/purchase_event',
  tags: ['Analytics'],
  security: [{ bearer: [] }],
  middleware: signedIn,
  summary: "Whether this browser sends GA4's purchase of the complete order: yes once per order",
  request: { params: z.object({ number: orderNumberSchema }) },
  responses: {
    200: jsonContent(purchaseEventSchema, 'Whether to send it'),
    401: jsonContent(errorSchema, "You're not logged in."),
    ...errorResponses,
  },
});

const clientErrorSchema = z
  .object({
    message: z.string({ error: 'Mensagem inválida' }).max(2_000, 'Mensagem muito longa'),
    digest: z.string().max(100, 'Digest inválido').nullish(),
    url: z.string().max(2_000, 'URL muito longa').nullish(),
    release: z.string().max(40, 'Versão inválida').nullish(),
    order_number: z
      .string()
      .regex(/^R\d{9}$/, 'Pedido inválido')
      .nullish(),
    /** Where it happened: 'crash screen', or the query or mutation that failed. */
    context: z.string().max(200, 'Contexto muito longo').nullish(),
  })
  .openapi('ClientError');

const clientErrorRoute = createRoute({
  method: 'post',
  path: '/v2/client_errors',
  tags: ['Analytics'],
  security: OPTIONAL_SESSION,
  summary: "Reports a crash or a failed data fetch in the shopper's browser",
  request: { body: { required: true, content: { 'application/json': { schema: clientErrorSchema } } } },
  responses: { 204: { description: 'Reported' }, 422: errorResponses[422], ...throttledResponse },
});

/**
 * Counts a beacon per client (its session or cookies, ./client-key.ts) and per address, whose ceiling is
 * sized for a carrier's NAT: one client flooding is refused (429) while the others behind its address go
 * on. A request that names no client is counted by its address alone.
 */
async function throttleBeacon(
  db: Db,
  c: Context,
  kind: string,
  perClient: ThrottleRule,
  perAddress: ThrottleRule,
): Promise<void> {
  const client = clientKeyOf(c);
  const checks: [string, ThrottleRule][] = [[`${kind}:ip:${clientIp(c.req.raw.headers)}`, perAddress]];
  if (client) checks.push([`${kind}:${client}`, perClient]);
  await enforceThrottle(db, checks);
}

export function registerEventRoutes(app: ApiApp) {
  app.openapi(purchaseEventRoute, async (c) => {
    const user = await requireUser(c);
    const number = plainOrderNumber(c.req.valid('param').number);
    const send = await claimPurchaseEvent(await c.var.deps.getDb(), user, number, nowOf(c.var.deps));
    return c.json({ send }, 200);
  });

  app.openapi(clientErrorRoute, async (c) => {
    const report = c.req.valid('json');
    await throttleBeacon(
      await c.var.deps.getDb(),
      c,
      'client-error',
      THROTTLE_RULES.clientErrorPerClient,
      THROTTLE_RULES.clientErrorPerIp,
    );
    const user = await c.var.currentUser();
    // The page's address may carry a secret (the password reset link's token): scrubbed as for Sentry.
    logger.error({ report: scrubValue(report), userId: user?.id ?? null }, 'storefront error');
    return c.body(null, 204);
  });

  app.openapi(vitalsRoute, async (c) => {
    const beacon = c.req.valid('json');
    const db = await c.var.deps.getDb();
    await throttleBeacon(db, c, 'vitals', THROTTLE_RULES.vitalsPerClient, THROTTLE_RULES.vitalsPerIp);
    await recordVitals(db, beacon);
    return c.body(null, 204);
  });

  app.openapi(trackRoute, async (c) => {
    const { event, properties } = c.req.valid('json');
    await throttleBeacon(
      await c.var.deps.getDb(),
      c,
      'event',
      THROTTLE_RULES.analyticsEventPerClient,
      THROTTLE_RULES.analyticsEventPerIp,
    );
    const user = await c.var.currentUser();
    // Free text from the browser: a 404's address and referrer may carry a token, an e-mail or a CPF
    // (a reset link, a form sent by GET), scrubbed as the error reports are.
    logger.info({ event, properties: scrubValue(properties), userId: user?.id ?? null }, 'analytics event');
    return c.body(null, 204);
  });
}
