import { APP_VERSION, SALES_API_BASE } from './client';

/**
 * Sends an analytics event (spec 02: 'viewed product', banner taps, pages not found). It must outlive
 * a navigation (keepalive) and never disturb the shopper: a failure is only logged to the console.
 */
export function trackEvent(event: string, properties: Record<string, string | number | boolean | null> = {}) {
  void fetch(`${SALES_API_BASE}/v2/events`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      'X-App': 'sales-frontend',
      'X-App-Version': APP_VERSION,
    },
    body: JSON.stringify({ event, properties }),
  }).catch((error: unknown) => console.warn('analytics event not sent', event, error));
}
