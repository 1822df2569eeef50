/**
 * Real-user Web Vitals (docs/operations.md): LCP, INP, CLS, FCP and TTFB of the page the shopper opened, sent
 * to the sales API with the route pattern (never the URL), the connection type and the release when the page
 * is hidden or left. No cookie, nothing that identifies the shopper: sent whatever the consent choice.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { APP_HEADERS, APP_VERSION, SALES_API_BASE } from '@/lib/api-client/client';
import type { WebVitalsBeacon } from '@/lib/sales-api/analytics';
import { routePattern } from './route-pattern';

let started = false;

export function startWebVitals(): void {
  if (started) return;
  started = true;
  const route = routePattern(window.location.pathname);
  const pending = new Map<Metric['name'], Metric>();
  const collect = (metric: Metric) => pending.set(metric.name, metric);
  const flush = () => {
    if (pending.size === 0) return;
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
    const beacon: WebVitalsBeacon = {
      route,
      release: APP_VERSION,
      connection: connection?.effectiveType ?? null,
      metrics: [...pending.values()].map(({ name, value, rating }) => ({ name, value, rating })),
    };
    pending.clear();
    void fetch(`${SALES_API_BASE}/v2/vitals`, {
      method: 'POST',
      headers: APP_HEADERS,
      body: JSON.stringify(beacon),
      keepalive: true,
    }).catch(() => {}); // lost measurements are not worth a word to the shopper
  };
  onLCP(collect);
  onINP(collect);
  onCLS(collect);
  onFCP(collect);
  onTTFB(collect);
  // Registered after web-vitals' own listeners, so the metrics they finalise on hiding are in the beacon.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
