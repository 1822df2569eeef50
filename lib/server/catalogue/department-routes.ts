import { createRoute, z } from '@hono/zod-openapi';
import { findDepartment, listDepartments } from './departments';
import { NotFoundError } from '@/lib/sales-api/errors';
import type { ApiApp } from '../api/env';
import { errorResponses, idParamSchema } from '@/lib/sales-api/openapi-parts';
import { departmentDetailSchema, departmentSchema } from '@/lib/sales-api/catalogue';

const listRoute = createRoute({
  method: 'get',
  path: '/v2/departments',
  tags: ['Catalogue'],
  summary: 'Every department with its subdepartments, in shop order',
  responses: {
    200: {
      description: 'Departments',
      content: { 'application/json': { schema: z.array(departmentSchema) } },
    },
  },
});

const showRoute = createRoute({
  method: 'get',
  path: '/v2/departments/{id}',
  tags: ['Catalogue'],
  summary: 'One department with the products of each subdepartment',
  request: { params: idParamSchema },
  responses: {
    200: {
      description: 'The department',
      content: { 'application/json': { schema: departmentDetailSchema } },
    },
    ...errorResponses,
  },
});

const DEPARTMENT_NOT_FOUND = 'Não foi possível carregar esse departamento.';

export function registerDepartmentRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => c.json(await listDepartments(await c.var.deps.getDb()), 200));

  app.openapi(showRoute, async (c) => {
    const department = await findDepartment(await c.var.deps.getDb(), c.req.valid('param').id);
    if (!department) throw new NotFoundError(DEPARTMENT_NOT_FOUND);
    return c.json(department, 200);
  });
}
