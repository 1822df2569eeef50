/** The back office's field performance report: the p75 of each Web Vital per route (docs/operations.md). */
import { createRoute } from '@hono/zod-openapi';
import { staffCan } from '../api/authenticate';
import { vitalsReport } from './web-vitals';
import type { ApiApp } from '../api/env';
import { jsonContent } from '@/lib/sales-api/accounts';
import { vitalsReportQuerySchema, vitalsReportSchema } from '@/lib/sales-api/analytics';
import { errorResponses, staffRefused } from '@/lib/sales-api/openapi-parts';

const reportRoute = createRoute({
  method: 'get',
  path: '/admin/vitals',
  tags: ['Back office'],
  security: [{ bearer: [] }],
  // Who is asking before what they ask (docs/security.md): a guest's malformed query gets 403, not its rules.
  middleware: staffCan('store'),
  summary: 'The 75th percentile of LCP, INP, CLS, FCP and TTFB per route over a recent period',
  request: { query: vitalsReportQuerySchema },
  responses: {
    200: jsonContent(vitalsReportSchema, 'One row per route, the busiest first'),
    403: staffRefused('store'),
    422: errorResponses[422],
  },
});

export function registerAdminVitalsRoutes(app: ApiApp) {
  app.openapi(reportRoute, async (c) => {
    const { since } = c.req.valid('query');
    return c.json(await vitalsReport(await c.var.deps.getDb(), since), 200);
  });
}
