import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { ApiApp } from './env';

const healthRoute = createRoute({
  method: 'get',
  path: '/health_check',
  tags: ['Health'],
  summary: 'Connectivity ping (the storefront polls it every 30 s)',
  description:
    'Asks the database at most once a second: checks arriving meanwhile share the last answer, or wait for ' +
    'the one under way.',
  responses: {
    200: {
      description: 'The API and its database answer',
      content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } },
    },
  },
});

/**
 * How long the database's last `select 1` vouches for it. A check is a ping every tab of the storefront
 * sends (and load balancers, every few seconds): a query per check made it cost more than the server's
 * whole HTTP handling (docs/performance.md). A failure is never reused: the next check asks again.
 */
const HEALTH_PROBE_REUSE_MS = 1000;

export function registerHealthRoutes(app: ApiApp) {
  let answeredAt = -Infinity;
  let probing: Promise<void> | undefined;
  app.openapi(healthRoute, async (c) => {
    if (performance.now() - answeredAt >= HEALTH_PROBE_REUSE_MS) {
      if (!probing) {
        const probe = (async () => {
          const db = await c.var.deps.getDb();
          await db.execute(sql`select 1`);
          answeredAt = performance.now();
        })();
        probing = probe.finally(() => {
          probing = undefined;
        });
      }
      await probing;
    }
    return c.json({ status: 'ok' as const }, 200);
  });
}
