import type { EventName, EventProperties } from '@/lib/sales-api/analytics';
import { apiRequest } from './client';

/**
 * Sends an analytics event of the catalogue (lib/sales-api/analytics.ts, spec 02): its properties are
 * typed by the catalogue the API validates against. It must outlive a navigation (apiRequest keeps
 * changes alive) and never disturb the shopper: a failure is only logged to the console.
 */
export function trackEvent<E extends EventName>(event: E, properties: EventProperties<E>) {
  apiRequest<null>('POST', '/v2/events', { body: { event, properties } }).catch((error: unknown) =>
    console.warn('analytics event not sent', event, error),
  );
}
