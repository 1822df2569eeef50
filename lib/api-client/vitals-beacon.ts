/**
 * The real-user Web Vitals beacon: the page's measurements (lib/analytics/web-vitals.ts) posted to the
 * sales API with the release, when the page is hidden or left.
 */
import { collectWebVitals, type PageVitals } from '@/lib/analytics/web-vitals';
import type { WebVitalsBeacon } from '@/lib/sales-api/analytics';
import { APP_HEADERS, APP_VERSION, SALES_API_BASE } from './client';

/**
 * Posts one batch. The page is being hidden or left, so a refused or lost beacon is only logged to the
 * console (the shopper is told nothing: measurements are the team's, not theirs).
 */
export function sendBeacon({ route, connection, metrics }: PageVitals): Promise<void> {
  const beacon: WebVitalsBeacon = { route, release: APP_VERSION, connection, metrics };
  return fetch(`${SALES_API_BASE}/v2/vitals`, {
    method: 'POST',
    headers: APP_HEADERS,
    body: JSON.stringify(beacon),
    keepalive: true,
  }).then(
    (response) => {
      if (!response.ok) console.warn('web vitals not sent', response.status);
    },
    (failure: unknown) => console.warn('web vitals not sent', failure),
  );
}

export function startWebVitals(): void {
  collectWebVitals((vitals) => void sendBeacon(vitals));
}
