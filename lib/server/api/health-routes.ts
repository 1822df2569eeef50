import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { registerDirectRoute } from './direct-lane';
import type { ApiApp, ApiDeps } from './env';

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

const HEALTHY = { status: 'ok' } as const;
const HEALTHY_JSON = JSON.stringify(HEALTHY);

export function registerHealthRoutes(app: ApiApp) {
  let answeredAt = -Infinity;
  let probing: Promise<void> | undefined;
  /** Nothing when the database answered within HEALTH_PROBE_REUSE_MS, else the probe to wait for. */
  const probe = (getDb: ApiDeps['getDb']): Promise<void> | undefined => {
    if (performance.now() - answeredAt < HEALTH_PROBE_REUSE_MS) return undefined;
    probing ??= (async () => {
      const db = await getDb();
      await db.execute(sql`select 1`);
      answeredAt = performance.now();
    })().finally(() => {
      probing = undefined;
    });
    return probing;
  };
  app.openapi(healthRoute, async (c) => {
    await probe(c.var.deps.getDb);
    return c.json(HEALTHY, 200);
  });
  // The production server answers it directly (./direct-lane.ts): a check is the cheapest request there is.
  registerDirectRoute(app, {
    method: 'GET',
    path: '/health_check',
    answer: ({ deps }) => {
      const healthy = { status: 200, headers: { 'content-type': 'application/json' }, body: HEALTHY_JSON };
      const probed = probe(deps.getDb);
      return probed ? probed.then(() => healthy) : healthy;
    },
  });
}
