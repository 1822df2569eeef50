import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { ApiApp } from './env';

const healthRoute = createRoute({
  method: 'get',
  path: '/health_check',
  tags: ['Health'],
  summary: 'Connectivity ping (the storefront polls it every 30 s)',
  responses: {
    200: {
      description: 'The API and its database answer',
      content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } },
    },
  },
});

export function registerHealthRoutes(app: ApiApp) {
  app.openapi(healthRoute, async (c) => {
    const db = await c.var.deps.getDb();
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok' as const }, 200);
  });
}
