import { apiRequest } from './client';

/**
 * Sends an analytics event (spec 02: 'viewed product', banner taps, pages not found). It must outlive
 * a navigation (apiRequest keeps changes alive) and never disturb the shopper: a failure is only logged
 * to the console.
 */
export function trackEvent(event: string, properties: Record<string, string | number | boolean | null> = {}) {
  apiRequest<null>('POST', '/v2/events', { body: { event, properties } }).catch((error: unknown) =>
    console.warn('analytics event not sent', event, error),
  );
}
