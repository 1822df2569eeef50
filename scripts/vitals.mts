/**
 * `npm run vitals -- --since 24h`: the real-user Web Vitals of the running shop, the p75 of LCP, INP, CLS,
 * FCP and TTFB per route over the period (hours or days: 24h, 7d). Asks the back-office API
 * (GET /admin/vitals) as a staff member, like `npm run admin`.
 */
import { sinceArgument, vitalsTable } from '../lib/analytics/vitals-table.ts';
import type { VitalsReport } from '../lib/sales-api/analytics.ts';
import { failureMessage, staffCall } from './staff-api.mts';

async function main(): Promise<number> {
  const since = sinceArgument(process.argv.slice(2));
  const report = await staffCall<VitalsReport>('GET', `/admin/vitals?since=${encodeURIComponent(since)}`);
  if (!report) return 1;
  console.log(vitalsTable(report));
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(failureMessage(error));
  process.exitCode = 1;
}
