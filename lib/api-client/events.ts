import type { EventName, EventProperties } from '@/lib/sales-api/analytics';
import { ApiClientError, apiRequest } from './client';

/**
 * Sends an analytics event of the catalogue (lib/sales-api/analytics.ts): its properties are
 * typed by the catalogue the API validates against. It must outlive a navigation (apiRequest keeps
 * changes alive) and never disturb the shopper: a failure is logged to the console and, when the API
 * refused or failed it (not a throttle, not a shopper offline), reported to the team silently.
 */
export function trackEvent<E extends EventName>(event: E, properties: EventProperties<E>) {
  apiRequest<null>('POST', '/v2/events', { body: { event, properties } }).catch((error: unknown) => {
    console.warn('analytics event not sent', event, error);
    if (error instanceof ApiClientError && error.status !== 429) {
      // The reporting code comes with the first report: no page loads it at first.
      void import('./error-report').then(({ reportClientError }) =>
        reportClientError(error, { context: `analytics ${event}` }),
      );
    }
  });
}
