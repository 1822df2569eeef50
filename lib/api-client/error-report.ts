/**
 * Tells the technical team what went wrong in a shopper's browser (docs/operations.md): crashes (the
 * crash screen says the team was notified) and failed data fetches (no message to the shopper), to the
 * API's log and, when SENTRY_DSN is set, to Sentry. Never throws: a report that cannot be sent is only
 * logged to the console.
 */
import type * as SentryBrowser from '@sentry/browser';
import { ApiClientError, apiRequest, APP_VERSION } from './client';
import { configuredErrorService } from './error-service';

let sentry: Promise<typeof SentryBrowser | null> | null = null;

/**
 * The same report to Sentry (docs/operations.md): the browser SDK is imported on the first report only, so no
 * page's first-load JavaScript carries it. Card numbers, passwords, tokens and CPFs are scrubbed before
 * sending.
 */
function sendToSentry(error: Error, tags: Record<string, string>): void {
  const service = configuredErrorService();
  if (!service) return;
  // The scrubbing comes with the SDK: no page's first load carries it either.
  sentry ??= Promise.all([import('@sentry/browser'), import('@/lib/observability/scrub')]).then(
    ([Sentry, { scrubEvent }]) => {
      Sentry.init({
        dsn: service.dsn,
        release: APP_VERSION,
        environment: service.environment,
        sendDefaultPii: false,
        // Only the reports the shop makes itself: no global handlers, breadcrumbs or tracing.
        defaultIntegrations: false,
        beforeSend: (event) => scrubEvent(event),
      });
      return Sentry;
    },
    () => null,
  );
  void sentry.then((Sentry) => Sentry?.captureException(error, { tags }));
}

export function reportClientError(
  error: Error & { digest?: string },
  { orderNumber = null, context = null }: { orderNumber?: string | null; context?: string | null } = {},
): void {
  const kind = error instanceof ApiClientError ? `${error.name} ${error.status}` : error.name;
  sendToSentry(error, {
    context: context?.slice(0, 200) ?? 'unknown',
    ...(orderNumber ? { order_number: orderNumber } : {}),
    ...(error.digest ? { digest: error.digest } : {}),
  });
  apiRequest<null>('POST', '/v2/client_errors', {
    body: {
      message: `${kind}: ${error.message}`.slice(0, 2_000),
      digest: error.digest ?? null,
      url: window.location.href.slice(0, 2_000),
      release: APP_VERSION,
      order_number: orderNumber,
      context: context?.slice(0, 200) ?? null,
    },
  }).catch((failure: unknown) => console.warn('error report not sent', failure));
}

/**
 * A failed fetch worth the team's attention: the server failed (5xx) or could not be reached. A 4xx is an
 * answer (not logged in, not found, invalid) that the screen that asked handles.
 */
export function isReportableFailure(error: unknown): error is Error {
  // A 503 is a database outage the server has already logged once (lib/server/db/outage.ts): a report
  // from every browser caught in it would say it again per request.
  return (
    error instanceof Error &&
    (!(error instanceof ApiClientError) || (error.status >= 500 && error.status !== 503))
  );
}
