/**
 * The sales API: one Hono app, mounted once by app/api/sales/[[...path]]/route.ts. Every route is
 * zod-validated and described in the OpenAPI document; one error handler gives every error one shape
 * (docs/business-rules.md, Sales API conventions).
 */
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import type { Hook } from '@hono/zod-openapi';
import type { ErrorHandler } from 'hono';
import { authenticate } from './api/authenticate';
import { isDataFolderLockedError } from './db/data-folder-lock';
import { isDatabaseUnavailable } from './db/errors';
import { DatabaseOutage } from './db/outage';
import { reportServerError } from './error-service';
import { logger, redactPath } from './logger';
import { serverJobQueue } from './server-jobs';
import {
  ERROR_TEXTS,
  SalesError,
  ThrottledError,
  ValidationError,
  type ErrorBody,
} from '@/lib/sales-api/errors';
import { limitBodySize } from './api/body-limit';
import { logRequest, PERSONAL_CACHE_CONTROL, requestIdOf } from './api/request-line';
import { completeDocument, declareStaffCapabilities } from './api/openapi-document';
import { ERROR_STATUS, fieldErrorsOf } from './api/errors';
import { refuseNulCharacters } from './api/nul-characters';
import { apiSecurityHeaders } from './api/security-headers';
import { hasMalformedEscape } from '@/lib/shell/security-headers';
import type { ApiDeps, ApiEnv } from './api/env';
import { registerDirectErrorHandler } from './api/direct-lane';
import { cacheCatalogueAnswer } from './catalogue/answer-cache';
import { registerDepartmentRoutes } from './catalogue/department-routes';
import { registerEventRoutes } from './analytics/event-routes';
import { registerHealthRoutes } from './api/health-routes';
import { registerStoreRoutes } from './store/routes';
import { registerProductRoutes } from './catalogue/product-routes';
import { registerRecipeRoutes } from './catalogue/recipe-routes';
import { registerSearchRoutes } from './search/routes';
import { registerAccountRoutes } from './accounts/routes';
import { registerNotifyMeRoutes } from './catalogue/notify-me-routes';
import { registerOrderRoutes } from './cart/routes';
import { registerBarbecueRoutes } from './barbecue/routes';
import { registerBlendRoutes } from './blends/routes';
import { registerLineItemBatchRoutes } from './cart/line-item-batch-routes';
import { registerCheckoutRoutes } from './checkout/routes';
import { registerCardTokenRoutes } from './checkout/card-token-routes';
import { registerMyOrderRoutes } from './orders/routes';
import { registerAdminJobRoutes } from './api/job-routes';
import { registerAdminVitalsRoutes } from './analytics/vitals-routes';
import { registerAdminOrderRoutes } from './fulfilment/routes';
import { registerStoreImageRoutes, registerStoreProductRoutes } from './catalogue/store-product-routes';
import { registerStoreDepartmentRoutes } from './catalogue/store-department-routes';
import { registerAdminBoardRoutes } from './fulfilment/board-routes';
import { registerAdminDispatchRoutes } from './fulfilment/dispatch-routes';
import { registerAdminProblemRoutes } from './fulfilment/problem-routes';
import { registerAdminDriverRoutes } from './fulfilment/driver-routes';
import { registerAdminSupportRoutes } from './fulfilment/support-routes';
import { registerAdminStoreSettingsRoutes } from './store/settings-routes';
import { registerStoreChangeRoutes } from './store/changes-routes';
import { registerAdminBannerRoutes } from './store/banner-routes';
import { registerAdminStoreInfoRoutes } from './store/info-routes';
import { registerAdminDeliveryRoutes } from './store/delivery-routes';
import { registerWebhookRoutes } from './checkout/webhook-routes';

const API_BASE_PATH = '/api/sales';

/**
 * How long a client waits before trying again when the database is unreachable: a PostgreSQL restart or a
 * failover takes a few seconds (the browser's cart resends its lines then, lib/api-client/cart-controller.ts).
 */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Invalid input answers 422 with every field's message at once. */
const validationHook: Hook<unknown, ApiEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    const error = new ValidationError(fieldErrorsOf(result.error));
    return c.json(error.body(), ERROR_STATUS[error.code]);
  }
};

// The API reference UI (Scalar) is served from node_modules, not a CDN, with its web fonts and AI agent
// (which call scalar.com) turned off: the reference works offline.
const scalarBundle = path.join(
  process.cwd(),
  'node_modules/@scalar/api-reference/dist/browser/standalone.js',
);
const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <title>Sales API</title>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
  </head>
  <body>
    <div id="app"></div>
    <script src="${API_BASE_PATH}/docs/scalar.js"></script>
    <script>
      Scalar.createApiReference('#app', {
        url: '${API_BASE_PATH}/openapi.json',
        withDefaultFonts: false,
        agent: { disabled: true },
      });
    </script>
  </body>
</html>`;

export function createApi(deps: ApiDeps) {
  // strict: false, because the API's documented paths come with and without a trailing slash
  // (GET /v2/products/?q[...], POST /v2/auth/): both spellings reach the same route.
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook, strict: false }).basePath(API_BASE_PATH);
  // Before any route: the document says which staff capability each back-office operation needs.
  declareStaffCapabilities(app);
  const outage = new DatabaseOutage({
    probe: async () => (await deps.getDb()).execute(sql`select 1`),
    log: logger,
  });

  const securityHeaders = apiSecurityHeaders();
  // The server's job queue unless one is given: read per request, as the server starts it after the app;
  // the same object for every request while the queue is the same.
  let withJobs: ApiDeps | undefined;
  const depsWithJobs = (): ApiDeps => {
    if (deps.jobs) return deps;
    const jobs = serverJobQueue();
    if (!withJobs || withJobs.jobs !== jobs) withJobs = Object.assign({}, deps, { jobs });
    return withJobs;
  };

  app.use(async (c, next) => {
    const started = performance.now();
    // Every answer names its request (X-Request-Id), as do the error's log line and error-service event.
    const id = requestIdOf(c.req.header('X-Request-Id'));
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    c.set('deps', depsWithJobs());
    // A malformed percent-escape in the path names no route (Next's router would answer a bare 500).
    if (c.req.url.includes('%') && hasMalformedEscape(new URL(c.req.url).pathname)) {
      c.res = c.json(new SalesError('route_not_found').body(), ERROR_STATUS.route_not_found);
    } else {
      await next();
    }
    const headers = c.res.headers;
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
    for (const [name, value] of securityHeaders) headers.set(name, value);
    logRequest(c.req.method, c.req.path, c.res.status, started);
  });

  // Before anything reads a body: a body over the limit is refused (413) unread.
  app.use(limitBodySize);
  app.use(refuseNulCharacters);
  app.use(authenticate);
  // The public catalogue answers, from memory until the catalogue changes (catalogue/answer-cache.ts).
  for (const path of [
    '/v2/departments',
    '/v2/departments/:id',
    '/v2/subdepartments/:id/products',
    '/v2/products',
    '/v2/products/:slug',
  ]) {
    app.use(path, cacheCatalogueAnswer);
  }

  registerHealthRoutes(app);
  registerStoreRoutes(app);
  registerDepartmentRoutes(app);
  registerProductRoutes(app);
  registerRecipeRoutes(app);
  registerEventRoutes(app);
  registerSearchRoutes(app);
  registerAccountRoutes(app);
  registerNotifyMeRoutes(app);
  registerOrderRoutes(app);
  registerLineItemBatchRoutes(app);
  registerCheckoutRoutes(app);
  registerCardTokenRoutes(app);
  registerMyOrderRoutes(app);
  registerAdminOrderRoutes(app);
  registerStoreProductRoutes(app);
  registerStoreImageRoutes(app);
  registerStoreDepartmentRoutes(app);
  registerAdminBoardRoutes(app);
  registerAdminDispatchRoutes(app);
  registerAdminProblemRoutes(app);
  registerAdminDriverRoutes(app);
  registerAdminSupportRoutes(app);
  registerAdminStoreSettingsRoutes(app);
  registerStoreChangeRoutes(app);
  registerAdminBannerRoutes(app);
  registerAdminStoreInfoRoutes(app);
  registerAdminDeliveryRoutes(app);
  registerAdminJobRoutes(app);
  registerAdminVitalsRoutes(app);
  registerBarbecueRoutes(app);
  registerBlendRoutes(app);
  registerWebhookRoutes(app);

  // Generated once, on first request: the routes are all registered by then and never change.
  let document: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  app.get('/openapi.json', (c) => {
    document ??= completeDocument(
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Sales API',
          version: '1.0.0',
          description: 'Catalogue, cart, checkout, orders and accounts of the online butcher shop.',
        },
      }),
      API_BASE_PATH,
    );
    return c.json(document);
  });
  app.get('/docs', (c) => c.html(docsPage));
  app.get('/docs/scalar.js', async (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(await fs.readFile(scalarBundle));
  });

  app.notFound((c) => c.json(new SalesError('route_not_found').body(), ERROR_STATUS.route_not_found));

  const answerError: ErrorHandler<ApiEnv> = (error, c) => {
    // The one place where a failure's code becomes an HTTP status.
    if (error instanceof ThrottledError) c.header('Retry-After', String(error.retryAfterSeconds));
    // Something the request needs did not answer (the payment gateway): the same request, a moment later.
    if (error instanceof SalesError && error.code === 'unavailable') {
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    if (error instanceof SalesError) return c.json(error.body(), ERROR_STATUS[error.code]);
    if (error instanceof HTTPException) {
      // Hono's own 4xx, e.g. a malformed JSON body: its text is English, the caller reads Portuguese.
      return c.json<ErrorBody>({ error: ERROR_TEXTS.bad_request, errors: {} }, error.status);
    }
    if (isDataFolderLockedError(error) || isDatabaseUnavailable(error)) {
      // Lost, refused or locked: the same request goes through once the database is back.
      outage.failed(error);
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(new SalesError('unavailable').body(), ERROR_STATUS.unavailable);
    }
    const failure = { requestId: c.get('requestId'), method: c.req.method, path: redactPath(c.req.path) };
    logger.error({ err: error, ...failure }, 'unhandled error');
    reportServerError(error, failure);
    return c.json<ErrorBody>({ error: 'Erro interno', errors: {} }, 500);
  };
  app.onError(answerError);
  registerDirectErrorHandler(app, answerError);

  return app;
}
