/**
 * Tells the technical team that the storefront crashed in a shopper's browser (spec 02, section 8: the
 * crash screen says they were notified). Never throws: a report that cannot be sent is only logged.
 */
import { apiRequest, APP_VERSION } from './client';

export function reportCrash(error: Error & { digest?: string }, orderNumber: string | null): void {
  apiRequest<null>('POST', '/v2/client_errors', {
    body: {
      message: `${error.name}: ${error.message}`.slice(0, 2_000),
      digest: error.digest ?? null,
      url: window.location.href.slice(0, 2_000),
      release: APP_VERSION,
      order_number: orderNumber,
    },
  }).catch((failure: unknown) => console.warn('crash report not sent', failure));
}
