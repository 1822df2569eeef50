import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../auth/authenticate';
import type { ApiApp } from '../env';
import { errorSchema } from '../schemas';

export const userSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    cpf: z.string().nullable(),
  })
  .openapi('User');

const meRoute = createRoute({
  method: 'get',
  path: '/v2/users/me',
  tags: ['Accounts'],
  summary: 'The logged-in customer',
  security: [{ bearer: [] }],
  responses: {
    200: { description: 'The customer', content: { 'application/json': { schema: userSchema } } },
    401: { description: "You're not logged in.", content: { 'application/json': { schema: errorSchema } } },
  },
});

export function registerUserRoutes(app: ApiApp) {
  app.openapi(meRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(
      { id: user.id, email: user.email, first_name: user.firstName, last_name: user.lastName, cpf: user.cpf },
      200,
    );
  });
}
