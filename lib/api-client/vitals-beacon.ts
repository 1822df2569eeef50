/**
 * The real-user Web Vitals beacon: the page's measurements (lib/analytics/web-vitals.ts) posted to the
 * sales API with the release, when the page is hidden or left.
 */
import { collectWebVitals, type PageVitals } from '@/lib/analytics/web-vitals';
import type { WebVitalsBeacon } from '@/lib/sales-api/analytics';
import { APP_HEADERS, APP_VERSION, SALES_API_BASE } from './client';

function sendBeacon({ route, connection, metrics }: PageVitals): void {
  const beacon: WebVitalsBeacon = { route, release: APP_VERSION, connection, metrics };
  void fetch(`${SALES_API_BASE}/v2/vitals`, {
    method: 'POST',
    headers: APP_HEADERS,
    body: JSON.stringify(beacon),
    keepalive: true,
  }).catch(() => {}); // lost measurements are not worth a word to the shopper
}

export function startWebVitals(): void {
  collectWebVitals(sendBeacon);
}
