/** "Me avise quando chegar!": subscribe to or leave a variant's back-in-stock e-mail. */
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { requireUser, signedIn } from '../api/authenticate';
import { variants } from './schema';
import { findVariants } from './variants';
import { subscribeToStock, unsubscribeFromStock, VARIANT_NOT_FOUND } from './stock-notifications';
import type { ApiApp } from '../api/env';
import { NotFoundError } from '@/lib/sales-api/errors';
import { idParamSchema } from '@/lib/sales-api/openapi-parts';
import { accountErrors, jsonContent } from '@/lib/sales-api/accounts';

const answer = jsonContent(
  z.object({ variant_id: z.number().int(), should_notify_user: z.boolean() }).openapi('NotifyMe'),
  'The variant and whether the customer waits for it',
);

const routeFor = (action: 'notify_me' | 'unnotify_me', summary: string) =>
  createRoute({
    method: 'put',
    path: `/api/v1/variants/{id}/${action}`,
    tags: ['Catalogue'],
    summary,
    security: [{ bearer: [] }],
    middleware: signedIn,
    request: { params: idParamSchema },
    responses: { 200: answer, 401: accountErrors[401], 404: accountErrors[404], 422: accountErrors[422] },
  });

export function registerNotifyMeRoutes(app: ApiApp) {
  for (const [action, summary, change] of [
    ['notify_me', 'E-mail me once when it is back in stock', subscribeToStock],
    ['unnotify_me', 'Stop waiting for it', unsubscribeFromStock],
  ] as const) {
    app.openapi(routeFor(action, summary), async (c) => {
      const user = await requireUser(c);
      const { id } = c.req.valid('param');
      const db = await c.var.deps.getDb();
      await change(db, user.id, id);
      const [variant] = await findVariants(db, eq(variants.id, id), { userId: user.id });
      if (!variant) throw new NotFoundError(VARIANT_NOT_FOUND);
      return c.json({ variant_id: variant.id, should_notify_user: variant.should_notify_user }, 200);
    });
  }
}
