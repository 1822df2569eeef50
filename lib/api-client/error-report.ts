/**
 * Tells the technical team what went wrong in a shopper's browser (spec 02, section 8): crashes (the
 * crash screen says the team was notified) and failed data fetches (no message to the shopper). Never
 * throws: a report that cannot be sent is only logged to the console.
 */
import { ApiClientError, apiRequest, APP_VERSION } from './client';

export function reportClientError(
  error: Error & { digest?: string },
  { orderNumber = null, context = null }: { orderNumber?: string | null; context?: string | null } = {},
): void {
  const kind = error instanceof ApiClientError ? `${error.name} ${error.status}` : error.name;
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
  return error instanceof Error && (!(error instanceof ApiClientError) || error.status >= 500);
}
