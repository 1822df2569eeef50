/** The back office's view of background jobs: those that failed, waiting for a retry or failed for good. */
import { createRoute } from '@hono/zod-openapi';
import { staffCan } from './authenticate';
import type { ApiApp } from './env';
import { jsonContent } from '@/lib/sales-api/accounts';
import { jobProblemsSchema } from '@/lib/sales-api/admin';
import { staffRefused } from '@/lib/sales-api/openapi-parts';

const problemsRoute = createRoute({
  method: 'get',
  path: '/admin/jobs/problems',
  tags: ['Back office'],
  security: [{ bearer: [] }],
  middleware: staffCan('store'),
  summary: 'Background jobs that failed: waiting for their next try (with backoff) or failed for good',
  responses: {
    200: jsonContent(jobProblemsSchema, 'The failed jobs, most recent first (at most 100)'),
    403: staffRefused('store'),
  },
});

export function registerAdminJobRoutes(app: ApiApp) {
  app.openapi(problemsRoute, async (c) => {
    const queue = c.var.deps.jobs;
    return c.json({ jobs: queue ? await queue.problems() : [] }, 200);
  });
}
