/**
 * Real-user Web Vitals (docs/operations.md): each beacon is logged as a structured line and kept for the
 * report, which gives the 75th percentile of each metric per route over a recent period. Samples are kept for
 * 30 days (deleteOldVitals runs every minute as a background job).
 */
import 'server-only';
import { count, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as t from './schema';
import { logger } from '../logger';
import { periodMs, WEB_VITALS, type VitalsReport, type WebVitalName } from '@/lib/sales-api/analytics';

export interface VitalsBeacon {
  route: string;
  release?: string | null | undefined;
  connection?: string | null | undefined;
  metrics: { name: WebVitalName; value: number; rating?: string | null | undefined }[];
}

const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/** Deletes the samples older than 30 days; answers how many. */
export async function deleteOldVitals(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(t.webVitals)
    .where(lt(t.webVitals.recordedAt, new Date(now.getTime() - KEPT_FOR_MS)))
    .returning({ id: t.webVitals.id });
  return deleted.length;
}

export async function recordVitals(db: Db, beacon: VitalsBeacon): Promise<void> {
  const { route, release = null, connection = null, metrics } = beacon;
  for (const metric of metrics) {
    logger.info(
      { vital: metric.name, value: metric.value, rating: metric.rating ?? null, route, connection, release },
      'web vital',
    );
  }
  await db.insert(t.webVitals).values(
    metrics.map((metric) => ({
      route,
      name: metric.name,
      value: metric.value,
      rating: metric.rating ?? null,
      connection,
      release,
    })),
  );
}

/** The p75 of each metric per route since `since` ('24h', '7d'), the busiest routes first. */
export async function vitalsReport(db: Db, since: string, now = new Date()): Promise<VitalsReport> {
  const from = new Date(now.getTime() - periodMs(since));
  const rows = await db
    .select({
      route: t.webVitals.route,
      name: t.webVitals.name,
      samples: count(),
      p75: sql<number>`percentile_cont(0.75) within group (order by ${t.webVitals.value})`.mapWith(Number),
    })
    .from(t.webVitals)
    .where(gte(t.webVitals.recordedAt, from))
    .groupBy(t.webVitals.route, t.webVitals.name);
  const routes = new Map<string, VitalsReport['routes'][number]>();
  for (const row of rows) {
    const entry =
      routes.get(row.route) ??
      ({
        route: row.route,
        page_views: 0,
        p75: Object.fromEntries(WEB_VITALS.map((name) => [name, null])) as Record<
          WebVitalName,
          number | null
        >,
      } satisfies VitalsReport['routes'][number]);
    if ((WEB_VITALS as readonly string[]).includes(row.name)) {
      entry.p75[row.name as WebVitalName] =
        Math.round(row.p75 * (row.name === 'CLS' ? 1000 : 1)) / (row.name === 'CLS' ? 1000 : 1);
    }
    // Every page view reports TTFB (and FCP), so the largest sample count is the page views.
    entry.page_views = Math.max(entry.page_views, row.samples);
    routes.set(row.route, entry);
  }
  return {
    since,
    routes: [...routes.values()].sort(
      (a, b) => b.page_views - a.page_views || a.route.localeCompare(b.route),
    ),
  };
}
