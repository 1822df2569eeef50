/**
 * Real-user Web Vitals (docs/operations.md): LCP, INP, CLS, FCP and TTFB of the page the shopper opened,
 * with the route pattern (never the URL) and the connection type, handed to `send` when the page is hidden
 * or left. No cookie, nothing that identifies the shopper: collected whatever the consent choice. The
 * browser sends them to the sales API (lib/api-client/vitals-beacon.ts).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { WebVitalsBeacon } from '@/lib/sales-api/analytics';
import { routePattern } from './route-pattern';

/** A page's measurements: the beacon but for the release, which the sender adds. */
export type PageVitals = Omit<WebVitalsBeacon, 'release'>;

let started = false;

/** Starts measuring the page (once: later calls do nothing); `send` gets each batch of measurements. */
export function collectWebVitals(send: (vitals: PageVitals) => void): void {
  if (started) return;
  started = true;
  const route = routePattern(window.location.pathname);
  const pending = new Map<Metric['name'], Metric>();
  const collect = (metric: Metric) => pending.set(metric.name, metric);
  const flush = () => {
    if (pending.size === 0) return;
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
    const vitals: PageVitals = {
      route,
      connection: connection?.effectiveType ?? null,
      metrics: [...pending.values()].map(({ name, value, rating }) => ({ name, value, rating })),
    };
    pending.clear();
    send(vitals);
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
